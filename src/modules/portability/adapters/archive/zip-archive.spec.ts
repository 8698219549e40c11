import { patchCentralDirectory, renameInZip, zipOf } from '../../../../../test/support/collection-files.js';
import { CollectionFileError, CollectionItemError } from '../../domain/collection.js';
import { openZipArchive } from './zip-archive.js';

const MB = 1024 * 1024;

async function refusal(bytes: Promise<Buffer> | Buffer): Promise<{ code: string; message: string }> {
  const error = await openZipArchive(await bytes).then(
    () => new Error('opened'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof CollectionFileError)) throw error;
  return { code: error.code, message: error.message };
}

describe('openZipArchive', () => {
  it('lists files lazily and reads one on demand, leaving out folders, links, __MACOSX and dotfiles', async () => {
    const archive = await openZipArchive(
      await zipOf([
        { path: 'recipes/pasta.json', data: '{"name":"Pasta"}' },
        { path: 'images/pasta.jpg', data: Buffer.alloc(3000, 7) },
        { path: '__MACOSX/recipes/._pasta.json', data: 'finder' },
        { path: 'recipes/.DS_Store', data: 'finder' },
        { path: '.git/config', data: 'x' },
        { path: 'recipes/link.json', data: '/etc/passwd', mode: 0o120777 },
      ]),
    );

    expect(archive.entries).toEqual([
      { path: 'recipes/pasta.json', size: 16 },
      { path: 'images/pasta.jpg', size: 3000 },
    ]);
    expect((await archive.read(archive.entries[0], 1000)).toString()).toBe('{"name":"Pasta"}');
  });

  it('refuses to read a file past its cap, before inflating it', async () => {
    const archive = await openZipArchive(await zipOf([{ path: 'photo.jpg', data: Buffer.alloc(2 * MB, 1), store: true }]));

    await expect(archive.read(archive.entries[0], MB)).rejects.toEqual(new CollectionItemError('"photo.jpg" is larger than 1 MB.'));
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    expect(await refusal(zipOf([{ path: 'zeros.json', data: Buffer.alloc(5 * MB) }]))).toEqual({
      code: 'ZIP_BOMB',
      message: 'This zip file holds a file that unpacks to more than 100 times its packed size ("zeros.json"); Savor does not unpack it.',
    });
  });

  it('refuses more than 5,000 files before reading their names', async () => {
    const files = Array.from({ length: 5001 }, (_, index) => ({ path: `rr/${index}.json`, data: '{}', store: true }));
    // The last name is unsafe: counting comes first, so the zip is refused for its count.
    const zip = renameInZip(await zipOf(files), 'rr/5000.json', '../5000.json');

    expect(await refusal(zip)).toEqual({ code: 'TOO_MANY_ENTRIES', message: 'This zip file holds more than 5,000 files.' });
  });

  it('counts the files of the zips inside towards the 5,000', async () => {
    const inner = await zipOf(Array.from({ length: 2600 }, (_, index) => ({ path: `${index}.txt`, data: '', store: true })));

    expect(await refusal(zipOf([inner, inner].map((data, index) => ({ path: `${index}.zip`, data, store: true }))))).toMatchObject({
      code: 'TOO_MANY_ENTRIES',
    });
  });

  it('refuses files declared to unpack to more than 500 MB in all', async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ path: `photo-${index}.jpg`, data: Buffer.alloc(100), store: true }));
    let zip = await zipOf(files);
    for (const file of files) zip = patchCentralDirectory(zip, file.path, { compressedSize: 100 * MB, uncompressedSize: 100 * MB });

    expect(await refusal(zip)).toEqual({ code: 'ARCHIVE_TOO_LARGE', message: 'This zip file would unpack to more than 500 MB.' });
  });

  it('reads a zip inside the zip, and refuses a zip inside that', async () => {
    const innermost = await zipOf([{ path: 'recipe.json', data: '{}' }]);
    const inner = await zipOf([{ path: 'deeper.zip', data: innermost }]);

    expect(await refusal(zipOf([{ path: 'recipe.zip', data: inner }]))).toEqual({
      code: 'NESTED_TOO_DEEP',
      message: 'This zip file holds a zip file inside a zip file inside it; Savor reads zip files only one level deep.',
    });
    const archive = await openZipArchive(await zipOf([{ path: 'recipe.zip', data: innermost }]));
    const opened = await archive.open(archive.entries[0]);
    expect((await opened.read(opened.entries[0], 100)).toString()).toBe('{}');
  });

  it('checks the files of a zip inside as those of the upload', async () => {
    const inner = await zipOf([{ path: 'bomb.json', data: Buffer.alloc(5 * MB) }]);

    expect(await refusal(zipOf([{ path: 'recipe.zip', data: inner }]))).toMatchObject({ code: 'ZIP_BOMB' });
  });

  it.each([
    ['a parent folder', 'xx/evil.json', '../evil.json'],
    ['an absolute path', 'xetc/passwd', '/etc/passwd'],
    ['a drive letter', 'xx/evil.json', 'C:/evil.json'],
    ['a backslash', 'xx/evil.json', 'xx\\evil.json'],
  ])('refuses a file name with %s', async (_case, written, forged) => {
    const zip = renameInZip(await zipOf([{ path: written, data: '{}' }]), written, forged);

    expect(await refusal(zip)).toEqual({
      code: 'UNSAFE_PATH',
      message: `This zip file holds a file whose name points outside it ("${forged}"); Savor does not unpack it.`,
    });
  });

  it('fails the read of a file whose header understates its size', async () => {
    const zip = patchCentralDirectory(await zipOf([{ path: 'recipe.json', data: Buffer.alloc(900_000, 'a') }]), 'recipe.json', {
      uncompressedSize: 1000,
    });
    const archive = await openZipArchive(zip);

    expect(archive.entries).toEqual([{ path: 'recipe.json', size: 1000 }]);
    await expect(archive.read(archive.entries[0], 5 * MB)).rejects.toEqual(new CollectionItemError('"recipe.json" is damaged and cannot be read.'));
  });

  it('refuses a file protected by a password', async () => {
    const zip = patchCentralDirectory(await zipOf([{ path: 'recipe.json', data: '{}' }]), 'recipe.json', { flags: 0x0801 });

    expect(await refusal(zip)).toEqual({
      code: 'UNREADABLE_FILE',
      message: 'This zip file is protected by a password. Export it again without one.',
    });
  });

  it.each([
    ['cut short', async () => (await zipOf([{ path: 'recipe.json', data: '{"name":"Pasta"}' }])).subarray(0, 40)],
    ['garbage after a zip signature', () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 0x41)])],
  ])('refuses a zip file %s as damaged', async (_case, bytes) => {
    expect(await refusal(bytes())).toEqual({ code: 'UNREADABLE_FILE', message: 'This zip file is damaged and cannot be read.' });
  });
});
