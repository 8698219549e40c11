import { Injectable, Logger } from '@nestjs/common';
import { loadSharp } from '../../../../platform/media/sharp.js';
import { RecipeExtractor } from '../../application/ports/recipe-extractor.js';
import { parseRecipeText, type RecipeFields } from '../../domain/extraction/recipe-text-parser.js';
import type { RecipeUpload } from '../../domain/extraction/recipe-upload.js';
import { PdfReader } from './pdf-reader.js';
import { TesseractOcr } from './tesseract-ocr.js';

/** Tesseract reads best with letters 20 to 40 pixels high: small pictures are enlarged, huge ones reduced. */
const OCR_MIN_LONG_SIDE = 1600;
const OCR_MAX_LONG_SIDE = 2400;
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The extractor that needs no provider and no network: photos by OCR, PDFs by their text layer or,
 * for scans, by OCR of their pages; then the recipe-text parser. Files that cannot be decoded
 * (a damaged picture, an encrypted PDF) answer null.
 */
@Injectable()
export class OfflineRecipeExtractor extends RecipeExtractor {
  private readonly logger = new Logger('OfflineRecipeExtractor');

  constructor(
    private readonly ocr: TesseractOcr,
    private readonly pdfs: PdfReader,
  ) {
    super();
  }

  async extract(file: RecipeUpload): Promise<RecipeFields | null> {
    const text = await this.text(file);
    return text === null ? null : parseRecipeText(text);
  }

  /** The text of the file; null when it cannot be decoded. */
  private async text(file: RecipeUpload): Promise<string | null> {
    try {
      if (file.kind !== 'pdf') return await this.ocr.recognize(await this.forOcr(file.bytes));
      const content = await this.pdfs.read(file.bytes);
      if (content.kind === 'text') return content.text;
      const pages: string[] = [];
      for (const page of content.pages) pages.push(await this.ocr.recognize(await this.forOcr(page)));
      return pages.join('\n\n');
    } catch (error) {
      this.logger.warn(`A ${file.kind} file could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Upright (EXIF), grey, smoothed, contrast stretched and sized for tesseract, as PNG. */
  private async forOcr(bytes: Buffer): Promise<Buffer> {
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width = 0, height = 0 } = await image.metadata();
    const longSide = Math.max(width, height);
    const target = Math.min(Math.max(longSide, OCR_MIN_LONG_SIDE), OCR_MAX_LONG_SIDE);
    if (target !== longSide) image.resize({ width: target, height: target, fit: 'inside' });
    // A 3×3 median takes the grain out of phone photos before the contrast is stretched.
    return image.flatten({ background: '#ffffff' }).greyscale().median(3).normalise().png().toBuffer();
  }
}
