/** A zip file being written, entry by entry. */
export interface ArchiveBuilder {
  add(path: string, bytes: Buffer): void;
  /** The whole file. */
  finish(): Promise<Buffer>;
}

export abstract class ArchiveWriter {
  abstract start(): ArchiveBuilder;
}
