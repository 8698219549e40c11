import { MAX_UPLOAD_BYTES, readRecipeUpload, sniffUploadKind } from './recipe-upload.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('sniffUploadKind', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [WEBP, 'webp'],
    [PDF, 'pdf'],
    [Buffer.concat([Buffer.from('\ufeff junk\r\n'), PDF]), 'pdf'],
    [Buffer.from('GIF89a'), null],
    [Buffer.from('just some text that says .jpg'), null],
    [Buffer.from('RIFF1234WAVEfmt '), null],
    [Buffer.alloc(0), null],
  ])('reads %p as %p', (bytes, kind) => {
    expect(sniffUploadKind(bytes)).toBe(kind);
  });
});

describe('readRecipeUpload', () => {
  it('goes by the bytes, not by the declared type', () => {
    expect(readRecipeUpload(dataUrl('application/pdf', PNG)).kind).toBe('png');
    expect(readRecipeUpload(dataUrl('image/jpg', PDF)).kind).toBe('pdf');
    expect(readRecipeUpload(dataUrl('image/webp', WEBP))).toEqual({ kind: 'webp', bytes: WEBP });
    expect(() => readRecipeUpload(dataUrl('image/jpeg', Buffer.from('hello, I am a text file')))).toThrow(
      'Invalid file type: Please upload a JPEG, PNG, or PDF file.',
    );
  });

  it.each([undefined, '', '   ', 'data:image/png;base64,'])('says no file was selected for %p', (value) => {
    expect(() => readRecipeUpload(value)).toThrow('No file selected: Please select a file to upload.');
  });

  it.each(['hello', 'data:image/png,rawbytes', 'data:image/png;base64,@@@@', 'https://example.com/recipe.jpg'])(
    'refuses %p as an invalid type',
    (value) => {
      expect(() => readRecipeUpload(value)).toThrow('Invalid file type: Please upload a JPEG, PNG, or PDF file.');
    },
  );

  it('takes 5 MB and refuses a byte more', () => {
    const exactly = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
    PNG.copy(exactly);
    expect(readRecipeUpload(dataUrl('image/png', exactly)).bytes.length).toBe(MAX_UPLOAD_BYTES);
    expect(() => readRecipeUpload(dataUrl('image/png', Buffer.concat([exactly, Buffer.from([0])])))).toThrow(
      'File too large: Please upload a file smaller than 5MB.',
    );
  });
});
