import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, popGraphicsState, pushGraphicsState, concatTransformationMatrix, drawObject } from 'pdf-lib';

/** `length` zero bytes (or spaces) deflated as they stream by: the compressed bomb, never the whole in memory. */
function deflated(length: number, byte = 0): Promise<Buffer> {
  const chunk = Buffer.alloc(1 << 20, byte);
  async function* bytes() {
    for (let left = length; left > 0; left -= chunk.length) yield chunk.subarray(0, Math.min(left, chunk.length));
  }
  return buffer(Readable.from(bytes()).pipe(createDeflate({ level: 9 })));
}

/** The attack of issue 48: a one-page PDF of about 1.1 MB holding a 20000 × 20000 RGB picture (1.2 GB once decoded). */
export async function hugeImagePdf(): Promise<Buffer> {
  const side = 20_000;
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const image = doc.context.register(
    doc.context.stream(await deflated(side * side * 3), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
  page.node.setXObject(PDFName.of('Im0'), image);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(595, 0, 0, 842, 0, 0), drawObject('Im0'), popGraphicsState());
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A page whose drawing instructions are 1 GB of spaces, deflated to about 1 MB: no picture, only bytes to inflate. */
export async function inflatingPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(await deflated(1 << 30, 0x20), { Filter: 'FlateDecode' })));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF of `pages` blank pages. */
export async function longPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) doc.addPage([595, 842]);
  return Buffer.from(await doc.save());
}
