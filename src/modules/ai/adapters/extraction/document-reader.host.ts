// The child process that reads photos and PDFs for the offline extractor (document-reader.ts starts
// it). OCR and pdf.js hold 100 to 250 MB while they work and keep much of it after: in a process of
// their own, all of it goes back when the process ends, a damaged file cannot crash or stall the
// server, and pdf.js (which runs on its caller's thread in Node) never blocks the server's requests.
//
// Node runs this file as it is in the source tree (type stripping) and compiled in the build: it
// imports packages, and page-image as it finds it beside itself (.ts or .js), and uses only TypeScript
// that erases to JavaScript.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { Worker } from 'tesseract.js';
import type { Box, GreyImage } from './page-image.js';

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
/** Pages are worked on at most this many pixels on their longer side (a phone's photo has 4000). */
const WORK_LONG_SIDE = 3200;
/** The paper's brightness is measured in squares of this many pixels. */
const PAPER_BLOCK = 16;
/** A photographed card is cut this many pixels (of the analysis copy) inside its outline: its edge is half table. */
const CARD_EDGE_TRIM = 3;
/** Skew, letter size and a photographed card's outline are measured on a copy this size: enough for the angle, quick to search. */
const ANALYSIS_LONG_SIDE = 1000;
/**
 * Tesseract reads best with capital letters of about 25 to 30 pixels, small letters about 19: a page is
 * scaled to that (small print enlarged, large reduced), within the bounds on its longer side. A page
 * whose letters cannot be measured is sized by these bounds alone.
 */
const OCR_LETTER_HEIGHT = 19;
const OCR_MIN_LONG_SIDE = 1600;
const OCR_MAX_LONG_SIDE = 3200;
/** The largest picture decoded, in a photo or inside a PDF (an A4 page scanned at 600 dpi has 35 million pixels); pdf.js leaves larger ones out. */
const MAX_INPUT_PIXELS = 40_000_000;

let worker: Promise<Worker> | undefined;
/** The page measures, from the source (.ts, as tests run this file) or the build (.js): type stripping leaves import paths as written. */
const pageImage = import(`./page-image.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`) as Promise<typeof import('./page-image.js')>;

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const started = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANGUAGE_DATA, gzip: true, cacheMethod: 'none' });
  // Tesseract finds the lines of text and their words; the reading order (rows, columns side by side) is
  // text-layout.ts's, from the words' boxes. Left to find a page's layout itself (PSM.AUTO), tesseract
  // drops lines it takes for a table or a picture (three lines of a list after a bullet) and reads a
  // column of bullets or amounts downwards as one tall word; read as one column of lines (its lines
  // across the columns are cut again where their words stand apart), it keeps them all. Pictures carry
  // no trustworthy resolution (a phone says 72 dpi): 300 is assumed.
  await started.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, user_defined_dpi: '300' });
  return started;
}

/**
 * A picture made ready for tesseract: upright (EXIF), grey, a card photographed on a table cut out and
 * drawn flat (page-image's cardCorners), its lighting flattened (paper white in the
 * lamp's light and in the phone's shadow, so tesseract's single threshold parts ink from paper
 * everywhere), turned straight (the skew measured on its lines), scaled so its body text has the letter
 * size tesseract reads best, and smoothed (a 3×3 median takes the grain out of photos). Its contrast is
 * not stretched: on a page of little text, stretching by percentiles turns the paper's faint JPEG
 * ringing into ink.
 */
async function forOcr(bytes: Uint8Array): Promise<{ png: Buffer; image: GreyImage }> {
  const { default: sharp } = await import('sharp');
  const { cardCorners, flattenCard, flattenLighting, inkThreshold, letterHeight, paperLevels, skewAngle } = await pageImage;
  const raw = (image: GreyImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
  const grey = async (pipeline: ReturnType<typeof sharp>): Promise<GreyImage> => {
    const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const decoded = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().flatten({ background: '#ffffff' });
  const picture = await grey(
    decoded().greyscale().resize({ width: WORK_LONG_SIDE, height: WORK_LONG_SIDE, fit: 'inside', withoutEnlargement: true }),
  );
  // A card photographed on a table at an angle: its outline found on a small copy in colour (a dark band
  // across the card is as dark as the table, not of its colour), then the card drawn flat, so that its
  // lines are parallel again (in perspective, a line of one row runs into the next).
  const outline = await decoded()
    .toColourspace('srgb')
    .removeAlpha()
    .resize({ width: ANALYSIS_LONG_SIDE, height: ANALYSIS_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const corners = cardCorners({ data: outline.data, width: outline.info.width, height: outline.info.height, channels: 3 });
  const page = corners
    ? flattenCard(
        picture,
        corners.map(([x, y]) => [(x * picture.width) / outline.info.width, (y * picture.height) / outline.info.height]),
        Math.round((CARD_EDGE_TRIM * picture.width) / outline.info.width),
      )
    : picture;
  const { width, height } = page;
  // The paper's brightness, block by block, smoothed and stretched back over the page.
  const levels = paperLevels(page, PAPER_BLOCK);
  const background = await grey(raw(levels).median(3).blur(1).resize({ width, height, fit: 'fill' }));
  const flat = flattenLighting(page, background);
  const analysisScale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(width, height));
  const copy = await grey(raw(flat).resize({ width: Math.max(1, Math.round(width * analysisScale)) }));
  const threshold = inkThreshold(copy);
  const angle = skewAngle(copy, threshold);
  const letters = letterHeight(copy, threshold);
  const longSide = Math.max(width, height);
  const wanted = letters === null ? longSide : (longSide * OCR_LETTER_HEIGHT * analysisScale) / letters;
  const factor = Math.min(Math.max(wanted, OCR_MIN_LONG_SIDE), OCR_MAX_LONG_SIDE) / longSide;
  const upright = angle === 0 ? flat : await grey(raw(flat).rotate(-angle, { background: '#ffffff' }));
  const image = await grey(
    raw(upright)
      .resize({ width: Math.max(1, Math.round(upright.width * factor)) })
      .median(3),
  );
  return { image, png: await raw(image).png().toBuffer() };
}

/** A word OCR may have made of a printed fraction ('Y2', '%', 'Va', '1¥2'): short, and neither a plain word nor a number. */
const FRACTION_SUSPECT = /^(?=.{1,4}$)(?![a-z]+[.,;:]?$)(?!\d+[.,:)]?$)/;
/** What tesseract makes of a fraction glyph whose figures are too small to part: 'Y2', 'Va', '%', '¥%', '%4'. */
const FRACTION_MISREAD = /^[YV¥%X][\w%¥,;>]?$/;
/** The fractions recipes print. */
const FRACTIONS: Record<string, string> = {
  '1/2': '½',
  '1/4': '¼',
  '3/4': '¾',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};
/** A lone figure read with less confidence than this is looked at again for a fraction's shape. */
const DOUBTFUL_FIGURE = 80;
/** Figures are read one at a time this many pixels high. */
const FIGURE_HEIGHT = 40;

/**
 * Tesseract has not learnt the small figures of '½' or '¾' (it reads 'Y2', '%', 'Va'): a short word
 * drawn as a fraction (page-image's fractionParts) has its figures read one by one, digits only,
 * and is written as the fraction when they make one recipes print.
 */
async function readFractions(ocr: Worker, image: GreyImage, page: Page): Promise<void> {
  const { default: sharp } = await import('sharp');
  const { crop, fractionParts, fractionQuarters, inkThreshold } = await pageImage;
  const figures = async (word: GreyImage, box: Box, single: boolean): Promise<string> => {
    const part = crop(word, box, 1);
    const scale = FIGURE_HEIGHT / part.height;
    const png = await sharp(part.data, { raw: { width: part.width, height: part.height, channels: 1 } })
      .resize({ width: Math.max(1, Math.round(part.width * scale)), height: FIGURE_HEIGHT })
      .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
      .png()
      .toBuffer();
    const { data } = await ocr.recognize(png, { tessedit_char_whitelist: '0123456789', tessedit_pageseg_mode: single ? '10' : '8' } as never);
    return data.text.trim();
  };
  for (const word of page.flat()) {
    // A lone figure tesseract doubts may be a fraction it read as one of its figures ('½' as '4' or '2').
    const doubtfulFigure = /^\d$/.test(word.text) && (word.confidence ?? 100) < DOUBTFUL_FIGURE;
    if (!FRACTION_SUSPECT.test(word.text) && !doubtfulFigure) continue;
    const picture = crop(image, { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 }, 2);
    // Figures that touch at the page's threshold part at a darker one.
    const otsu = inkThreshold(picture);
    const parts =
      [otsu, otsu * 0.7, otsu * 0.5].map((threshold) => fractionParts(picture, threshold)).find((found) => found !== null) ??
      (FRACTION_MISREAD.test(word.text) ? fractionQuarters(picture, otsu) : null);
    if (!parts) continue;
    const fraction = FRACTIONS[`${await figures(picture, parts.numerator, true)}/${await figures(picture, parts.denominator, true)}`];
    const whole = parts.whole ? await figures(picture, parts.whole, false) : '';
    if (fraction && /^\d{0,2}$/.test(whole)) word.text = `${whole}${fraction}`;
  }
}

/** The words of a picture with their boxes, line by line. */
async function recognize(bytes: Uint8Array): Promise<Page> {
  const ocr = await (worker ??= startWorker());
  // forOcr turned the page straight: tesseract's own rotateAuto (one more pass over the page) is not needed.
  const { png, image } = await forOcr(bytes);
  const { data } = await ocr.recognize(png, {}, { text: false, blocks: true });
  const page = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) =>
        line.words.map(({ text, bbox, confidence }) => ({ text, x0: bbox.x0, x1: bbox.x1, y0: bbox.y0, y1: bbox.y1, confidence })),
      ),
    ),
  );
  await readFractions(ocr, image, page);
  return page;
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
