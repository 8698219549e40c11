// The child process that reads photos and PDFs for the offline extractor (document-reader.ts starts
// it). OCR and pdf.js hold 100 to 250 MB while they work and keep much of it after: in a process of
// their own, all of it goes back when the process ends, a damaged file cannot crash or stall the
// server, and pdf.js (which runs on its caller's thread in Node) never blocks the server's requests.
//
// Node runs this file as it is in the source tree (type stripping) and compiled in the build: it
// imports packages only, and uses only TypeScript that erases to JavaScript.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { Worker } from 'tesseract.js';

interface Word {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** How sure tesseract is of the word, 0 to 100; absent for a PDF's text layer (no reading to doubt). */
  confidence?: number;
}
type Page = Word[][];
interface Job {
  id: number;
  kind: 'jpeg' | 'png' | 'webp' | 'pdf';
  bytes: Uint8Array;
  /** A PDF of more pages is refused. */
  maxPages: number;
}

class TooManyPages extends Error {}

const require = createRequire(import.meta.url);
/**
 * English LSTM data from `@tesseract.js-data/eng`. A local path (never a URL) makes tesseract.js read
 * the file instead of fetching it from its CDN, and `cacheMethod: 'none'` keeps it from writing a copy
 * into the working directory; its worker script and wasm core load from node_modules: no network.
 */
const LANGUAGE_DATA = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const PDFJS = dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js reads character maps, the standard fonts and its wasm image decoders (JPEG 2000, JBIG2: what scanners write) from disk. */
const PDFJS_FILES = {
  cMapUrl: `${join(PDFJS, 'cmaps')}/`,
  standardFontDataUrl: `${join(PDFJS, 'standard_fonts')}/`,
  wasmUrl: `${join(PDFJS, 'wasm')}/`,
};
/** A recipe is a page or two: later pages of a long file are not read. */
const MAX_PAGES = 4;
/** Fewer letters than this in the text layer means there is none: a scan. */
const MIN_TEXT_LETTERS = 40;
/** Scanned pages are drawn this many pixels on their longer side (about 190 dpi for A4): at most 2200² pixels a page, whatever its size. */
const RENDER_LONG_SIDE = 2200;
/** Tesseract reads best with letters 20 to 40 pixels high: small pictures are enlarged, large ones reduced. */
const OCR_MIN_LONG_SIDE = 1600;
const OCR_MAX_LONG_SIDE = 2400;
/** The largest picture decoded, in a photo or inside a PDF (an A4 page scanned at 600 dpi has 35 million pixels); pdf.js leaves larger ones out. */
const MAX_INPUT_PIXELS = 40_000_000;

let worker: Promise<Worker> | undefined;

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANGUAGE_DATA, gzip: true, cacheMethod: 'none' });
  // Tesseract's API reads a picture as one block of text unless told to find its layout (columns, a
  // title apart). Pictures carry no trustworthy resolution (a phone says 72 dpi): 300 is assumed.
  await started.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
  return started;
}

/** Upright (EXIF), grey, smoothed (a 3×3 median takes the grain out of photos), contrast stretched, sized for tesseract. */
async function forOcr(bytes: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const longSide = Math.max(width, height);
  const target = Math.min(Math.max(longSide, OCR_MIN_LONG_SIDE), OCR_MAX_LONG_SIDE);
  if (target !== longSide) image.resize({ width: target, height: target, fit: 'inside' });
  return image.flatten({ background: '#ffffff' }).greyscale().median(3).normalise().png().toBuffer();
}

/** The words of a picture with their boxes, line by line. */
async function recognize(bytes: Uint8Array): Promise<Page> {
  const ocr = await (worker ??= startWorker());
  // rotateAuto: tesseract measures the slant of the lines and turns the picture upright first (a photo
  // 6° askew then reads as well as a straight one; without it most lines are lost).
  const { data } = await ocr.recognize(await forOcr(bytes), { rotateAuto: true }, { text: false, blocks: true });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) =>
        line.words.map(({ text, bbox, confidence }) => ({ text, x0: bbox.x0, x1: bbox.x1, y0: bbox.y0, y1: bbox.y1, confidence })),
      ),
    ),
  );
}

/** A page's text runs as placed words, one a line (the layout finds rows and columns); y turned to grow downwards. */
function textRuns(items: TextItem[]): Page {
  return items
    .filter((item) => item.str.trim())
    .map((item) => {
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const height = Math.abs(item.transform[3] as number) || item.height || 10;
      return [{ text: item.str.trim(), x0: x, x1: x + item.width, y0: -(y + height * 0.8), y1: -(y - height * 0.2) }];
    });
}

/** A PDF's text layer; when it has none (a scan), its pages drawn with @napi-rs/canvas and read by OCR. */
async function readPdf(bytes: Uint8Array, maxPages: number): Promise<Page[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js refuses a Buffer (what IPC delivers): a plain view of the same bytes.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ...PDFJS_FILES,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    // pdf.js 6 has no bound on the bytes it inflates (and no eval left to turn off, its isEvalSupported
    // is gone): a stream that inflates to gigabytes is stopped by the memory cap of document-reader.ts.
    maxImageSize: MAX_INPUT_PIXELS,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > maxPages) throw new TooManyPages(`${pdf.numPages} pages`);
    const pages = await Promise.all(Array.from({ length: Math.min(pdf.numPages, MAX_PAGES) }, (_, index) => pdf.getPage(index + 1)));
    const layers = await Promise.all(pages.map(async (page) => textRuns((await page.getTextContent()).items.filter((item) => 'str' in item))));
    const letters = layers.flat(2).reduce((sum, word) => sum + (word.text.match(/\p{L}/gu)?.length ?? 0), 0);
    if (letters >= MIN_TEXT_LETTERS) return layers;
    const { createCanvas } = await import('@napi-rs/canvas');
    const scanned: Page[] = [];
    for (const page of pages) {
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: RENDER_LONG_SIDE / Math.max(base.width, base.height) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: canvas as never, viewport, background: 'white' }).promise;
      scanned.push(await recognize(canvas.toBuffer('image/png')));
      page.cleanup();
    }
    return scanned;
  } finally {
    await task.destroy();
  }
}

process.on('message', (job: Job) => {
  const reading = job.kind === 'pdf' ? readPdf(job.bytes, job.maxPages) : recognize(job.bytes).then((page) => [page]);
  reading.then(
    (pages) => process.send?.({ id: job.id, pages }),
    (error: unknown) =>
      process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error), tooManyPages: error instanceof TooManyPages }),
  );
});
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
