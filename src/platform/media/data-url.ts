/** `data:image/<type>;base64,` and nothing more: matched on the header only. */
const IMAGE_DATA_URL_HEADER = /^data:image\/([A-Za-z0-9.+-]{1,30});base64,/;
/** Any character that cannot appear in base64 text (whitespace is allowed and dropped). */
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

export interface ImageDataUrl {
  /** The declared type, lower-cased (`png`, `jpeg`…): what the sender says, not what the bytes are. */
  declaredType: string;
  bytes: Buffer;
}

/**
 * Splits an image data URL into its declared type and its bytes, or answers undefined. Regular
 * expressions only ever see the short header or look for one bad character: a pattern that spans a
 * payload of millions of characters can exhaust V8's backtracking stack and throw RangeError.
 */
export function parseImageDataUrl(dataUrl: string): ImageDataUrl | undefined {
  const header = IMAGE_DATA_URL_HEADER.exec(dataUrl.slice(0, 64));
  if (!header) return undefined;
  const payload = dataUrl.slice(header[0].length);
  if (!payload.trim() || NOT_BASE64.test(payload)) return undefined;
  return { declaredType: header[1].toLowerCase(), bytes: Buffer.from(payload, 'base64') };
}
