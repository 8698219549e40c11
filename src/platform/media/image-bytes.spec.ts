import { sniffImageFormat } from './image-bytes.js';

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['webp', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]],
    ['gif', [...Buffer.from('GIF89a'), 1, 0]],
    ['gif', [...Buffer.from('GIF87a'), 1, 0]],
  ])('recognises %s by its magic bytes', (format, bytes) => {
    expect(sniffImageFormat(Buffer.from(bytes))).toBe(format);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"/>'],
    ['an SVG behind an XML declaration', '<?xml version="1.0"?><svg/>'],
    ['text', 'hello'],
    ['a truncated PNG signature', '\x89PNG'],
    ['a RIFF that is no WebP', 'RIFF\x01\x02\x03\x04WAVEfmt '],
    ['nothing', ''],
  ])('refuses %s', (_case, text) => {
    expect(sniffImageFormat(Buffer.from(text, 'latin1'))).toBeUndefined();
  });
});
