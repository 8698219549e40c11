import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { RecipeUpload } from '../../domain/extraction/recipe-upload.js';
import type { PlacedLine } from '../../domain/extraction/text-layout.js';

/** The host as compiled (the build) or as written (tests run the source: Node strips its types). */
const HOST = ['js', 'ts']
  .map((extension) => fileURLToPath(new URL(`./document-reader.host.${extension}`, import.meta.url)))
  .find((path) => existsSync(path));
/** The host holds up to about 350 MB once it has worked (a scanned PDF): it ends after this long without a file. */
const IDLE_MS = 60_000;
/** A file that takes longer (a PDF built to be slow) is given up and its host ended. */
const JOB_MS = 90_000;

class HostStopped extends Error {}

type Reply = { id: number; pages: PlacedLine[][] } | { id: number; error: string };

/**
 * The words of a photo or PDF with their boxes, page by page, read by OCR (tesseract.js) and pdf.js in
 * a child process (document-reader.host.ts). The process starts with the first file, reads one file
 * at a time and ends after a minute without work; the server itself never loads these libraries.
 * Null when the file cannot be read (damaged, encrypted, too slow, or the host failed).
 */
@Injectable()
export class DocumentReader implements OnModuleDestroy {
  private readonly logger = new Logger('DocumentReader');
  private host: ChildProcess | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | undefined;
  private jobs = 0;

  read(file: RecipeUpload): Promise<PlacedLine[][] | null> {
    const job = this.queue.then(() => this.run(file));
    this.queue = job.catch(() => undefined);
    return job;
  }

  /** A host that stopped without answering (it may have died before the file reached it) gets one more try. */
  private async run(file: RecipeUpload, tries = 2): Promise<PlacedLine[][] | null> {
    clearTimeout(this.idle);
    const host = (this.host ??= this.start());
    try {
      const reply = await this.ask(host, file);
      if ('pages' in reply) return reply.pages;
      this.logger.warn(`A ${file.kind} file could not be read: ${reply.error}`);
      return null;
    } catch (error) {
      // No answer: the host died or hung. The next try, or the next file, gets a new one.
      this.stop(host, true);
      if (error instanceof HostStopped && tries > 1) return this.run(file, tries - 1);
      this.logger.warn(`A ${file.kind} file could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    } finally {
      if (this.host) this.idle = setTimeout(() => this.stop(this.host), IDLE_MS).unref();
    }
  }

  private ask(host: ChildProcess, file: RecipeUpload): Promise<Reply> {
    const id = (this.jobs += 1);
    return new Promise<Reply>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        host.off('message', onMessage);
        host.off('exit', onExit);
      };
      const onMessage = (message: Reply) => {
        if (message.id !== id) return;
        finish();
        resolve(message);
      };
      const onExit = (code: number | null, signal: string | null) => {
        finish();
        reject(new HostStopped(`the reader stopped (${signal ?? `exit code ${code}`})`));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no answer within ${JOB_MS / 1000} s`));
      }, JOB_MS);
      host.on('message', onMessage);
      host.on('exit', onExit);
      if (!host.connected) return onExit(host.exitCode, host.signalCode);
      host.send({ id, kind: file.kind, bytes: file.bytes });
    });
  }

  private start(): ChildProcess {
    if (!HOST) throw new Error('document-reader.host is missing from the build');
    const host = fork(HOST, [], {
      serialization: 'advanced',
      execArgv: ['--max-old-space-size=512'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    host.once('exit', () => {
      if (this.host === host) this.host = undefined;
    });
    // A message sent as the host dies fails here; its 'exit' follows and the job is tried again.
    host.on('error', (error) => this.logger.warn(`The reader process failed: ${error.message}`));
    return host;
  }

  private stop(host: ChildProcess | undefined, failed = false): void {
    if (!host) return;
    if (this.host === host) this.host = undefined;
    if (failed) host.kill('SIGKILL');
    else host.disconnect();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.idle);
    const host = this.host;
    if (!host) return;
    const exited = new Promise((resolve) => host.once('exit', resolve));
    this.stop(host, true);
    await exited;
  }
}
