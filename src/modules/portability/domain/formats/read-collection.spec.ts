import {
  mealieExport,
  mealieRecipeZip,
  nextcloudExport,
  paprikaExport,
  paprikaRecipeFile,
  patchCentralDirectory,
  schemaOrgZip,
  tandoorExport,
  tandoorRecipeZip,
  zipOf,
} from '../../../../../test/support/collection-files.js';
import { savorExport, savorRecipe } from '../../../../../test/support/savor-export-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';
import { CollectionFileError, type CollectionFormat, CollectionItemError } from '../collection.js';

const recipe = { name: 'Toast', recipeIngredient: ['1 slice bread'], recipeInstructions: ['Toast it.'] };
const schemaOrgRecipe = { '@context': 'https://schema.org', '@type': 'Recipe', ...recipe };

async function refusal(fileName: string, bytes: Buffer | Promise<Buffer>, format?: CollectionFormat): Promise<{ code: string; message: string }> {
  const error = await readCollection(fileName, await bytes, format).then(
    () => new Error('read'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof CollectionFileError)) throw error;
  return { code: error.code, message: error.message };
}

describe('readCollection', () => {
  it.each<[string, () => Promise<Buffer> | Buffer, CollectionFormat]>([
    ['a Paprika export', () => paprikaExport([{ name: 'Toast', ingredients: '1 slice bread' }]), 'paprika'],
    ['one Paprika recipe', () => paprikaRecipeFile({ name: 'Toast', ingredients: '1 slice bread' }), 'paprika'],
    ["Mealie's data export", () => mealieExport([{ name: 'Toast', recipeIngredient: [{ note: '1 slice bread' }] }]), 'mealie'],
    ["one recipe's zip from Mealie", () => mealieRecipeZip({ name: 'Toast', recipeIngredient: [] }), 'mealie'],
    ["Tandoor's export", () => tandoorExport([{ name: 'Toast' }]), 'tandoor'],
    ["one recipe's zip from Tandoor", () => tandoorRecipeZip({ name: 'Toast' }), 'tandoor'],
    ['a Nextcloud Cookbook folder', () => nextcloudExport([recipe]), 'nextcloud'],
    ['a zip of JSON-LD', () => schemaOrgZip({ 'toast.json': schemaOrgRecipe }), 'schema-org'],
    ['a zip of saved pages', () => schemaOrgZip({ 'toast.html': schemaOrgRecipe }), 'schema-org'],
    ['a JSON-LD file', () => Buffer.from(JSON.stringify(schemaOrgRecipe)), 'schema-org'],
    ["Savor's export", () => savorExport([savorRecipe()]), 'savor'],
  ])('tells %s by its content, whatever it is called', async (_case, bytes, format) => {
    expect((await readCollection('upload.bin', await bytes())).format).toBe(format);
  });

  it('reads the format it is given', async () => {
    const collection = await readCollection('upload.zip', await schemaOrgZip({ 'Recipes/Toast/recipe.json': schemaOrgRecipe }), 'schema-org');

    expect(collection.format).toBe('schema-org');
    expect(await collection.items[0].read()).toMatchObject({ name: 'Toast' });
  });

  it('refuses a file that holds none of the format it is given', async () => {
    expect(await refusal('export.zip', paprikaExport([{ name: 'Toast', ingredients: '1 slice bread' }]), 'mealie')).toEqual({
      code: 'UNKNOWN_FORMAT',
      message: 'This file is not a recipe collection Savor can read: it holds no Mealie recipes.',
    });
  });

  it.each([
    ['a text file', () => Buffer.from('Just some notes about dinner.')],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['nothing', () => Buffer.alloc(0)],
  ])('refuses %s as not a collection', async (_case, bytes) => {
    expect(await refusal('notes.txt', bytes())).toEqual({
      code: 'UNKNOWN_FORMAT',
      message: 'This file is not a recipe collection Savor can read: it is neither a zip file nor a recipe document (JSON or HTML).',
    });
  });

  it.each([
    ['a zip of other files', () => zipOf([{ path: 'readme.txt', data: 'hello' }])],
    ['JSON that is no recipe', () => Buffer.from('{"shopping":["eggs"]}')],
    ['a page without a recipe', () => Buffer.from('<!doctype html><title>Hi</title><p>Nothing to cook.</p>')],
  ])('refuses %s as an unknown format', async (_case, bytes) => {
    expect(await refusal('upload', bytes())).toEqual({
      code: 'UNKNOWN_FORMAT',
      message:
        'This file is not a recipe collection Savor can read: it is no export of Paprika, Mealie, Tandoor, Nextcloud Cookbook or Savor, and holds no schema.org recipes.',
    });
  });

  it('refuses an empty zip file in plain words', async () => {
    expect(await refusal('empty.zip', zipOf([]))).toEqual({
      code: 'UNKNOWN_FORMAT',
      message: 'This file is not a recipe collection Savor can read: the zip file holds no files.',
    });
  });

  it('refuses a file over 50 MB before looking into it', async () => {
    expect(await refusal('huge.zip', Buffer.alloc(50 * 1024 * 1024 + 1))).toEqual({
      code: 'ARCHIVE_TOO_LARGE',
      message: 'This file is larger than 50 MB. Export fewer recipes at a time.',
    });
  });

  it('reads a recipe only when its item is read: a damaged one fails alone', async () => {
    const zip = patchCentralDirectory(
      await paprikaExport([
        { name: 'Toast', ingredients: '1 slice bread' },
        { name: 'Porridge', ingredients: '50 g oats', notes: 'x'.repeat(200_000) },
      ]),
      'Porridge.paprikarecipe',
      { uncompressedSize: 100 },
    );
    const collection = await readCollection('export.paprikarecipes', zip);

    expect(collection.items.map((item) => item.label)).toEqual(['Toast', 'Porridge']);
    await expect(collection.items[0].read()).resolves.toMatchObject({ name: 'Toast' });
    await expect(collection.items[1].read()).rejects.toEqual(new CollectionItemError('"Porridge.paprikarecipe" is damaged and cannot be read.'));
  });
});
