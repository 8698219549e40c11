import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { layoutText } from '../../domain/extraction/text-layout.js';

const require = createRequire(import.meta.url);
const PDFJS = dirname(require.resolve('pdfjs-dist/package.json'));
/**
 * pdf.js reads character maps, the 14 standard fonts and its wasm image decoders (JPEG 2000, JBIG2:
 * what scanners write) from these folders of the package; in Node it reads them from disk.
 */
const PDFJS_FILES = {
  cMapUrl: `${join(PDFJS, 'cmaps')}/`,
  standardFontDataUrl: `${join(PDFJS, 'standard_fonts')}/`,
  wasmUrl: `${join(PDFJS, 'wasm')}/`,
};

/** A recipe is a page or two: later pages of a long file are not read. */
const MAX_PAGES = 4;
/** Fewer letters than this on the pages read means no text layer: a scan. */
const MIN_TEXT_LETTERS = 40;
/** Scanned pages are drawn this many pixels on their longer side for OCR (about 190 dpi for A4). */
const RENDER_LONG_SIDE = 2200;

export type PdfContent = { kind: 'text'; text: string } | { kind: 'scanned'; pages: Buffer[] };

/** A page's text runs as placed words (one a line: the layout finds the rows and columns). */
function pageText(items: TextItem[]): string {
  const words = items
    .filter((item) => item.str.trim())
    .map((item) => {
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const height = Math.abs(item.transform[3] as number) || item.height || 10;
      // PDF y grows upwards from the baseline; the layout's grows downwards.
      return [{ text: item.str.trim(), x0: x, x1: x + item.width, y0: -(y + height * 0.8), y1: -(y - height * 0.2) }];
    });
  return layoutText(words);
}

/**
 * Reads PDFs with pdf.js (legacy build, the one for Node), loaded with the first PDF: the text layer
 * when there is one, else the pages drawn as PNG pictures (with @napi-rs/canvas) for OCR. Scripts and
 * embedded fonts never run or load; only the first pages are read.
 */
@Injectable()
export class PdfReader {
  async read(bytes: Buffer): Promise<PdfContent> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({
      data: new Uint8Array(bytes),
      ...PDFJS_FILES,
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    try {
      const pdf = await task.promise;
      const pages = await Promise.all(Array.from({ length: Math.min(pdf.numPages, MAX_PAGES) }, (_, index) => pdf.getPage(index + 1)));
      const text = await this.textLayer(pages);
      if ((text.match(/\p{L}/gu)?.length ?? 0) >= MIN_TEXT_LETTERS) return { kind: 'text', text };
      return { kind: 'scanned', pages: await this.render(pages) };
    } finally {
      await task.destroy();
    }
  }

  private async textLayer(pages: PDFPageProxy[]): Promise<string> {
    const texts = await Promise.all(pages.map(async (page) => pageText((await page.getTextContent()).items.filter((item) => 'str' in item))));
    return texts.join('\n\n');
  }

  private async render(pages: PDFPageProxy[]): Promise<Buffer[]> {
    const { createCanvas } = await import('@napi-rs/canvas');
    const images: Buffer[] = [];
    for (const page of pages) {
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: RENDER_LONG_SIDE / Math.max(base.width, base.height) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: canvas as never, viewport, background: 'white' }).promise;
      images.push(canvas.toBuffer('image/png'));
      page.cleanup();
    }
    return images;
  }
}
