import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { FileTooComplexError, TooManyPagesError } from '../../domain/extraction/extraction.errors.js';
import { MAX_PDF_PAGES, type RecipeUpload } from '../../domain/extraction/recipe-upload.js';
import type { PlacedLine } from '../../domain/extraction/text-layout.js';
import { FairQueue } from './fair-queue.js';

/** The host as compiled (the build) or as written (tests run the source: Node strips its types). */
const HOST = ['js', 'ts']
  .map((extension) => fileURLToPath(new URL(`./document-reader.host.${extension}`, import.meta.url)))
  .find((path) => existsSync(path));
/** Files read at once, each in a host of its own: one per core, so a heavy file holds one back, never all. */
const HOSTS = 2;
/** A host holds up to about 350 MB once it has worked (a scanned PDF): it ends after this long without a file. */
const IDLE_MS = 60_000;
/** A file that takes longer (a PDF built to be slow) is given up and its host ended: an ordinary scan takes a few seconds. */
const JOB_MS = 30_000;
/**
 * A host past this resident memory is ended and its file refused. Its heap limit does not cover what
 * pdf.js decodes into typed arrays or what the canvas draws on: a picture of 20000 × 20000 pixels
 * takes gigabytes there. The extraction test's cards peak at about 450 MB (the page is straightened and sized before OCR).
 */
const MEMORY_CAP_MB = 600;
const MEMORY_CHECK_MS = 250;

class HostStopped extends Error {}

type Reply = { id: number; pages: PlacedLine[][] } | { id: number; error: string; tooManyPages?: boolean };

interface Job {
  file: RecipeUpload;
  resolve: (pages: PlacedLine[][] | null) => void;
  reject: (error: unknown) => void;
}

/** The resident memory of a process in MB (Linux); 0 where /proc does not tell. */
function residentMegabytes(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The words of a photo or PDF with their boxes, page by page, read by OCR (tesseract.js) and pdf.js in
 * child processes (document-reader.host.ts). Hosts start with the files, read one file each at a time
 * and end after a minute without work; the server itself never loads these libraries. Cooks are
 * served in turn, one file per cook at a time, so a cook sending heavy files waits for them alone.
 * Null when the file cannot be read (damaged, encrypted); FileTooComplexError when reading it passed
 * the host's memory or time, TooManyPagesError for a PDF of more than MAX_PDF_PAGES pages.
 */
@Injectable()
export class DocumentReader implements OnModuleDestroy {
  private readonly logger = new Logger('DocumentReader');
  private readonly waiting = new FairQueue<Job>();
  private readonly hosts = new Set<ChildProcess>();
  private readonly spare = new Map<ChildProcess, NodeJS.Timeout>();
  private reading = 0;
  private jobs = 0;

  read(file: RecipeUpload, cookId: number): Promise<PlacedLine[][] | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push(cookId, { file, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.reading < HOSTS) {
      const taken = this.waiting.take();
      if (!taken) return;
      this.reading += 1;
      const { file, resolve, reject } = taken.item;
      this.run(file)
        .then(resolve, reject)
        .finally(() => {
          this.reading -= 1;
          this.waiting.done(taken.owner);
          this.next();
        });
    }
  }

  /** A host that stopped without answering (it may have died before the file reached it) gets one more try. */
  private async run(file: RecipeUpload, tries = 2): Promise<PlacedLine[][] | null> {
    const host = this.take();
    let reply: Reply;
    try {
      reply = await this.ask(host, file);
    } catch (error) {
      // No answer: the host died, hung or passed its memory. The next file gets a new one.
      host.kill('SIGKILL');
      if (error instanceof HostStopped && tries > 1) return this.run(file, tries - 1);
      this.logger.warn(`A ${file.kind} file was refused: ${error instanceof Error ? error.message : String(error)}`);
      throw new FileTooComplexError();
    }
    this.putBack(host);
    if ('pages' in reply) return reply.pages;
    if (reply.tooManyPages) throw new TooManyPagesError(MAX_PDF_PAGES);
    this.logger.warn(`A ${file.kind} file could not be read: ${reply.error}`);
    return null;
  }

  private ask(host: ChildProcess, file: RecipeUpload): Promise<Reply> {
    const id = (this.jobs += 1);
    return new Promise<Reply>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        clearInterval(memory);
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
      const memory = setInterval(() => {
        if (residentMegabytes(host.pid) <= MEMORY_CAP_MB) return;
        finish();
        reject(new Error(`the reader passed ${MEMORY_CAP_MB} MB`));
      }, MEMORY_CHECK_MS);
      host.on('message', onMessage);
      host.on('exit', onExit);
      if (!host.connected) return onExit(host.exitCode, host.signalCode);
      host.send({ id, kind: file.kind, bytes: file.bytes, maxPages: MAX_PDF_PAGES });
    });
  }

  /** A spare host, or a new one. */
  private take(): ChildProcess {
    const [spare] = this.spare;
    if (!spare) return this.start();
    clearTimeout(spare[1]);
    this.spare.delete(spare[0]);
    return spare[0];
  }

  private putBack(host: ChildProcess): void {
    if (!host.connected) return;
    this.spare.set(host, setTimeout(() => host.disconnect(), IDLE_MS).unref());
  }

  private start(): ChildProcess {
    if (!HOST) throw new Error('document-reader.host is missing from the build');
    const host = fork(HOST, [], {
      serialization: 'advanced',
      execArgv: ['--max-old-space-size=512'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.hosts.add(host);
    host.once('exit', () => {
      this.hosts.delete(host);
      clearTimeout(this.spare.get(host));
      this.spare.delete(host);
    });
    // A message sent as the host dies fails here; its 'exit' follows and the job is tried again.
    host.on('error', (error) => this.logger.warn(`The reader process failed: ${error.message}`));
    return host;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(
      [...this.hosts].map((host) => {
        const exited = new Promise((resolve) => host.once('exit', resolve));
        host.kill('SIGKILL');
        return exited;
      }),
    );
  }
}
