import { parseImageDataUrl } from './data-url.js';

describe('parseImageDataUrl', () => {
  it('answers the decoded bytes, whitespace in the payload ignored', () => {
    const image = parseImageDataUrl('data:image/PNG;base64,aGVs\nbG8=');
    expect(image?.bytes.toString()).toBe('hello');
  });

  it.each([
    ['no data URL', 'https://example.com/a.png'],
    ['not an image', 'data:text/plain;base64,aGVsbG8='],
    ['not base64', 'data:image/png,hello'],
    ['an empty payload', 'data:image/png;base64,  '],
    ['a character base64 does not have', 'data:image/png;base64,aGVs*bG8='],
  ])('refuses %s', (_case, value) => {
    expect(parseImageDataUrl(value)).toBeUndefined();
  });

  it('reads a payload of millions of characters (a pattern over all of it once overflowed V8’s regexp stack)', () => {
    const bytes = Buffer.alloc(5.5 * 1024 * 1024, 7);
    expect(parseImageDataUrl(`data:image/jpeg;base64,${bytes.toString('base64')}`)?.bytes.equals(bytes)).toBe(true);
  });
});
