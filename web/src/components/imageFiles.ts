/**
 * Browser image helpers shared by the crop dialog and the screens that pick images
 * (spec document 1 §9: sources are downscaled and re-encoded as JPEG before cropping or upload).
 */

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Reads a File as a data URL. */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Error reading file')));
    reader.onerror = () => reject(reader.error ?? new Error('Error reading file'));
    reader.readAsDataURL(file);
  });
}

/** Loads an image element from a URL (data:, blob: or same-origin). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Failed to load the image'));
    img.src = src;
  });
}

/** Size that fits `width`×`height` inside a square of `maxSide`, never upscaling. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  const scale = longest > maxSide && longest > 0 ? maxSide / longest : 1;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Draws `area` of `image` onto a canvas scaled so its longest side is at most `maxSide`,
 * and returns it as a JPEG data URL at `quality` (0–1). JPEG has no alpha: transparent pixels become white.
 */
export function renderJpeg(image: CanvasImageSource & { width: number; height: number }, area: PixelArea, maxSide: number, quality: number): string {
  const { width, height } = fitWithin(area.width, area.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const url = canvas.toDataURL('image/jpeg', quality);
  if (!url.startsWith('data:image/jpeg')) throw new Error('JPEG encoding is not available');
  return url;
}

/**
 * Loads a picked file and downscales it so its longest side is at most `maxSide`,
 * returning a JPEG data URL at `quality` (e.g. the profile's source: 1000 px at 0.85).
 */
export async function readImageFile(file: File, maxSide: number, quality: number): Promise<string> {
  const source = await readFileAsDataUrl(file);
  const img = await loadImage(source);
  const w = img.naturalWidth || img.width;
  const h = img.naturalHeight || img.height;
  return renderJpeg(img, { x: 0, y: 0, width: w, height: h }, maxSide, quality);
}

/** Crops `area` (natural pixels) out of the image at `imageSrc` into a JPEG data URL. */
export async function cropImage(imageSrc: string, area: PixelArea, maxSide: number, quality: number): Promise<string> {
  const img = await loadImage(imageSrc);
  const w = img.naturalWidth || img.width;
  const h = img.naturalHeight || img.height;
  // Keep the area inside the image (the cropper can report fractional/edge values).
  const x = Math.max(0, Math.min(Math.round(area.x), w - 1));
  const y = Math.max(0, Math.min(Math.round(area.y), h - 1));
  const safe = {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), w - x)),
    height: Math.max(1, Math.min(Math.round(area.height), h - y)),
  };
  return renderJpeg(img, safe, maxSide, quality);
}
