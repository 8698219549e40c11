import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Worker } from 'tesseract.js';
import { layoutText, type PlacedLine } from '../../domain/extraction/text-layout.js';

const require = createRequire(import.meta.url);
/**
 * English LSTM data from the `@tesseract.js-data/eng` package. A local path (never a URL) makes
 * tesseract.js read the file instead of fetching it from its CDN; `cacheMethod: 'none'` keeps it from
 * writing a copy into the working directory. The worker script and the wasm core load from
 * node_modules too: OCR needs no network.
 */
const LANGUAGE_DATA = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** A worker holds about 80 MB: it is stopped when no picture came for this long. */
const IDLE_MS = 60_000;

/**
 * Reads the text of pictures with tesseract.js. The library and its worker start with the first
 * picture (not with the server), pictures are read one at a time by one worker, and the worker stops
 * after a minute without work.
 */
@Injectable()
export class TesseractOcr implements OnModuleDestroy {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | undefined;

  /** The text of a picture (PNG, JPEG or WEBP bytes) in reading order, columns one after the other. */
  recognize(image: Buffer): Promise<string> {
    const job = this.queue.then(() => this.read(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private async read(image: Buffer): Promise<string> {
    clearTimeout(this.idle);
    try {
      const worker = await (this.worker ??= this.start());
      // rotateAuto: tesseract measures the slant of the lines and turns the picture upright first (a
      // photo 6° askew reads as well as a straight one; without it, most lines are lost).
      const { data } = await worker.recognize(image, { rotateAuto: true }, { text: false, blocks: true });
      const lines: PlacedLine[] = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => line.words.map(({ text, bbox }) => ({ text, x0: bbox.x0, x1: bbox.x1, y0: bbox.y0, y1: bbox.y1 }))),
        ),
      );
      return layoutText(lines);
    } finally {
      this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
    }
  }

  private async start(): Promise<Worker> {
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    try {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANGUAGE_DATA, gzip: true, cacheMethod: 'none' });
      // Tesseract's API reads a picture as one block of text unless told to find its layout (columns,
      // a title apart). Pictures carry no trustworthy resolution (a phone says 72 dpi): 300 is assumed.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
      return worker;
    } catch (error) {
      this.worker = undefined;
      throw error;
    }
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker)?.terminate();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.idle);
    await this.queue;
    await this.stop();
  }
}
