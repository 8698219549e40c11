/** `data:image/<type>;base64,` and nothing more: matched on the header only. */
const IMAGE_DATA_URL_HEADER = /^data:image\/[A-Za-z0-9.+-]{1,30};base64,/;
/** Any character that cannot appear in base64 text (whitespace is allowed and dropped). */
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

export interface ImageDataUrl {
  /** What the bytes are is for image-bytes.ts to say: the declared type does not count. */
  bytes: Buffer;
}

/**
 * The bytes of an image data URL, or undefined. Regular
 * expressions only ever see the short header or look for one bad character: a pattern that spans a
 * payload of millions of characters can exhaust V8's backtracking stack and throw RangeError.
 */
export function parseImageDataUrl(dataUrl: string): ImageDataUrl | undefined {
  const header = IMAGE_DATA_URL_HEADER.exec(dataUrl.slice(0, 64));
  if (!header) return undefined;
  const payload = dataUrl.slice(header[0].length);
  if (!payload.trim() || NOT_BASE64.test(payload)) return undefined;
  return { bytes: Buffer.from(payload, 'base64') };
}
