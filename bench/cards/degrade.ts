// What happens to a printed card before it reaches Savor: turned on the table, photographed small, under
// a lamp with a phone at an angle, or put through a scanner. Every change is seeded: the same files on every run.
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { homography } from '../../src/modules/ai/adapters/extraction/page-image.ts';
import { seeded } from './layouts.ts';

export type Degradation = 'plain' | 'tilted' | 'small' | 'photographed' | 'scanned';

export interface DegradedCard {
  mime: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  /** What was done, for the report ('tilted −12°'). */
  detail: string;
}

/** The card turned by `degrees` (clockwise) on a grey table, as a PNG. */
export async function tilted(png: Buffer, degrees: number): Promise<DegradedCard> {
  const bytes = await sharp(png).rotate(degrees, { background: '#c9c4bb' }).png().toBuffer();
  return { mime: 'image/png', bytes, detail: `tilted ${degrees > 0 ? '+' : ''}${degrees}°` };
}

/** The whole card scaled down until the body's capital letters are `capHeight` pixels high, as a PNG. */
export async function small(png: Buffer, bodyCapHeight: number, capHeight = 12): Promise<DegradedCard> {
  const { width = 0 } = await sharp(png).metadata();
  const scale = capHeight / bodyCapHeight;
  const bytes = await sharp(png)
    .resize({ width: Math.round(width * scale) })
    .png()
    .toBuffer();
  return { mime: 'image/png', bytes, detail: `small: ${Math.round(width * scale)} px wide, capitals ${capHeight} px` };
}

/**
 * The card photographed on a wooden table by a phone held at an angle: the card in perspective (its
 * corners moved by up to 6% of its size) and turned a little, lit by a lamp from one side with the
 * shadow of the phone across part of it, a warm cast, sensor grain, a little soft, saved as a JPEG.
 */
export async function photographed(png: Buffer, seed: number): Promise<DegradedCard> {
  const next = seeded(seed);
  const between = (low: number, high: number) => low + next() * (high - low);
  const { data: card, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [width, height] = [info.width, info.height];
  const margin = Math.round(width * 0.08);
  const [outWidth, outHeight] = [width + 2 * margin, height + 2 * margin];
  const jitter = () => between(-0.06, 0.06);
  const corners: [number, number][] = [
    [margin + jitter() * width, margin + jitter() * height],
    [margin + width + jitter() * width, margin + jitter() * height],
    [margin + width + jitter() * width, margin + height + jitter() * height],
    [margin + jitter() * width, margin + height + jitter() * height],
  ];
  // From the photo back to the card: each pixel of the photo looks up the card point it shows.
  const back = homography(corners, [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ]);
  const light = {
    angle: between(0, 2 * Math.PI),
    falloff: between(0.35, 0.55),
    shadowAngle: between(0, 2 * Math.PI),
    shadowAt: between(0.45, 0.7),
    shadowDepth: between(0.3, 0.45),
    softness: between(60, 140),
    warm: [1, between(0.94, 0.98), between(0.82, 0.9)],
  };
  const [dx, dy] = [Math.cos(light.angle), Math.sin(light.angle)];
  const [sx, sy] = [Math.cos(light.shadowAngle), Math.sin(light.shadowAngle)];
  const diagonal = Math.hypot(outWidth, outHeight);
  const out = Buffer.alloc(outWidth * outHeight * 3);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      const w = back[6] * x + back[7] * y + back[8];
      const u = (back[0] * x + back[1] * y + back[2]) / w;
      const v = (back[3] * x + back[4] * y + back[5]) / w;
      const at = (y * outWidth + x) * 3;
      let rgb: [number, number, number];
      if (u >= 0 && v >= 0 && u < width - 1 && v < height - 1) {
        // Bilinear sampling of the card.
        const [x0, y0] = [Math.floor(u), Math.floor(v)];
        const [fx, fy] = [u - x0, v - y0];
        const sample = (channel: number) => {
          const i = (y0 * width + x0) * 3 + channel;
          const top = card[i] * (1 - fx) + card[i + 3] * fx;
          const bottom = card[i + width * 3] * (1 - fx) + card[i + width * 3 + 3] * fx;
          return top * (1 - fy) + bottom * fy;
        };
        rgb = [sample(0), sample(1), sample(2)];
      } else {
        // The table: dark wood with a grain along x.
        const grain = 12 * Math.sin(y * 0.05 + Math.sin(x * 0.004) * 6);
        rgb = [96 + grain, 70 + grain * 0.8, 50 + grain * 0.6];
      }
      const along = ((x - outWidth / 2) * dx + (y - outHeight / 2) * dy) / diagonal + 0.5;
      const across = ((x - outWidth / 2) * sx + (y - outHeight / 2) * sy) / diagonal + 0.5;
      const shadow = light.shadowDepth / (1 + Math.exp(-((across - light.shadowAt) * diagonal) / light.softness));
      const lit = (1 - light.falloff * along) * (1 - shadow);
      const noise = (next() + next() + next() - 1.5) * 16;
      for (let channel = 0; channel < 3; channel += 1) {
        out[at + channel] = Math.max(0, Math.min(255, rgb[channel] * lit * light.warm[channel] + noise));
      }
    }
  }
  const quality = Math.round(between(62, 78));
  const bytes = await sharp(out, { raw: { width: outWidth, height: outHeight, channels: 3 } })
    .blur(between(0.5, 0.9))
    .jpeg({ quality })
    .toBuffer();
  return { mime: 'image/jpeg', bytes, detail: `photographed: perspective, lamp and shadow, grain, JPEG q${quality}` };
}

/** A4 at 200 dpi. */
const SCAN = { width: 1654, height: 2339, margin: 130 };

/**
 * The card put through a scanner into a PDF: grey, a little crooked on the glass (under 1.5°), on a
 * white A4 page at 200 dpi, as a JPEG picture in a PDF without a text layer.
 */
export async function scanned(png: Buffer, seed: number): Promise<DegradedCard> {
  const next = seeded(seed);
  const degrees = Math.round((next() * 3 - 1.5) * 10) / 10;
  const turned = await sharp(png).greyscale().rotate(degrees, { background: '#ffffff' }).png().toBuffer();
  const fitted = await sharp(turned)
    .resize({ width: SCAN.width - 2 * SCAN.margin, height: SCAN.height - 2 * SCAN.margin, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const page = await sharp({ create: { width: SCAN.width, height: SCAN.height, channels: 3, background: '#fbfbf9' } })
    .composite([{ input: fitted.data, left: Math.round((SCAN.width - fitted.info.width) / 2), top: SCAN.margin }])
    .greyscale()
    .jpeg({ quality: 75 })
    .toBuffer();
  const document = await PDFDocument.create();
  const image = await document.embedJpg(page);
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return { mime: 'application/pdf', bytes: Buffer.from(await document.save()), detail: `scanned PDF, no text layer, ${degrees}° on the glass` };
}
