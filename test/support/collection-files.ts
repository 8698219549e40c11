import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { ZipFile } from 'yazl';

/**
 * Collection files as other apps export them (and Savor itself), for the import's tests: each builder
 * takes recipes in the app's own field names and answers the file's bytes. A recipe's `photo` (bytes,
 * e.g. from `fixturePhoto`) goes where the app puts it.
 */

const EXPORTED_AT = new Date('2025-03-01T12:00:00Z');

export interface ZipFixtureFile {
  path: string;
  data: Buffer | string;
  /** Stored without compression, as Python's zipfile writes by default (Tandoor). */
  store?: boolean;
  /** The file's Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

export function zipOf(files: ZipFixtureFile[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) {
    zip.addBuffer(Buffer.from(file.data), file.path, { compress: !file.store, mtime: EXPORTED_AT, ...(file.mode ? { mode: file.mode } : {}) });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/** A tiny real picture. */
export function fixturePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg', color = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const fileName = (name: string) => name.replace(/[^\w -]/g, '').trim() || 'recipe';

// ---------- Paprika ----------

/** Paprika's fields (text as Paprika writes it: a line an ingredient, step or note). */
export interface PaprikaRecipeFixture {
  name: string;
  ingredients?: string;
  directions?: string;
  description?: string;
  notes?: string;
  servings?: string;
  prep_time?: string;
  cook_time?: string;
  total_time?: string;
  source?: string;
  source_url?: string;
  categories?: string[];
  nutritional_info?: string;
  photo?: Buffer;
}

/** One recipe as a `.paprikarecipe`: gzipped JSON with the photo inside as base64. */
export function paprikaRecipeFile({ photo, ...recipe }: PaprikaRecipeFixture): Buffer {
  const uid = `${fileName(recipe.name).toUpperCase().replace(/ /g, '-')}-0000-4000-8000-000000000000`;
  return gzipSync(
    json({
      uid,
      created: '2025-02-01 09:30:00',
      hash: 'f'.repeat(64),
      rating: 0,
      difficulty: '',
      image_url: null,
      photo: photo ? `${uid}.jpg` : null,
      photo_hash: null,
      photo_large: null,
      photos: [],
      photo_data: photo ? photo.toString('base64') : null,
      ingredients: '',
      directions: '',
      description: '',
      notes: '',
      servings: '',
      prep_time: '',
      cook_time: '',
      total_time: '',
      source: '',
      source_url: '',
      categories: [],
      nutritional_info: '',
      ...recipe,
    }),
  );
}

/** A `.paprikarecipes` export: a zip of `<name>.paprikarecipe` files. */
export function paprikaExport(recipes: PaprikaRecipeFixture[]): Promise<Buffer> {
  return zipOf(recipes.map((recipe) => ({ path: `${fileName(recipe.name)}.paprikarecipe`, data: paprikaRecipeFile(recipe) })));
}

// ---------- Mealie ----------

/** Mealie's fields as its API writes them (camelCase): recipeIngredient, recipeInstructions, notes, orgURL, … */
export interface MealieRecipeFixture {
  name: string;
  slug?: string;
  photo?: Buffer;
  [field: string]: unknown;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function mealieJson({ photo, ...recipe }: MealieRecipeFixture): Record<string, unknown> {
  const slug = recipe.slug ?? slugOf(recipe.name);
  return {
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    userId: '6f1c2d3e-0000-4000-8000-000000000002',
    groupId: '6f1c2d3e-0000-4000-8000-000000000003',
    slug,
    image: photo ? 'Xy3k' : null,
    description: '',
    recipeCategory: [],
    tags: [],
    tools: [],
    recipeIngredient: [],
    recipeInstructions: [],
    notes: [],
    assets: [],
    extras: {},
    settings: { public: true, showNutrition: false, disableAmount: true, locked: false },
    dateAdded: '2025-02-01',
    ...recipe,
  };
}

/** camelCase keys as snake_case, the way Mealie's data export writes its models (`orgURL` is `org_url`). */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key === 'orgURL' ? 'org_url' : key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeKeys(field),
    ]),
  );
}

/** Mealie's data export: `recipes/<slug>/<slug>.json` (snake_case) with `images/original.webp` and its smaller copies. */
export function mealieExport(recipes: MealieRecipeFixture[]): Promise<Buffer> {
  return zipOf(
    recipes.flatMap((recipe) => {
      const document = mealieJson(recipe);
      const folder = `recipes/${String(document.slug)}`;
      const photo = recipe.photo;
      const images = photo
        ? ['original', 'min-original', 'tiny-original'].map((image) => ({ path: `${folder}/images/${image}.webp`, data: photo }))
        : [];
      return [{ path: `${folder}/${String(document.slug)}.json`, data: json(snakeKeys(document)) }, ...images];
    }),
  );
}

/** One recipe's zip as Mealie's recipe page downloads it: `<slug>.json` (camelCase) and `original.webp`. */
export function mealieRecipeZip(recipe: MealieRecipeFixture): Promise<Buffer> {
  const document = mealieJson(recipe);
  return zipOf([
    { path: `${String(document.slug)}.json`, data: json(document) },
    ...(recipe.photo ? [{ path: 'original.webp', data: recipe.photo }] : []),
  ]);
}

// ---------- Tandoor ----------

/** Tandoor's `recipe.json` fields: steps with their ingredients, keywords, working_time, waiting_time, nutrition, … */
export interface TandoorRecipeFixture {
  name: string;
  photo?: Buffer;
  /** The photo's file type, as Tandoor names `image.<type>`. */
  photoType?: 'jpg' | 'png' | 'webp';
  [field: string]: unknown;
}

/** One recipe's zip as Tandoor writes it: `recipe.json` and `image.<type>`, stored. */
export function tandoorRecipeZip({ photo, photoType = 'jpg', ...recipe }: TandoorRecipeFixture): Promise<Buffer> {
  const document = {
    description: '',
    keywords: [],
    steps: [],
    working_time: 0,
    waiting_time: 0,
    internal: true,
    nutrition: null,
    servings: 1,
    servings_text: '',
    source_url: '',
    ...recipe,
  };
  return zipOf([
    { path: 'recipe.json', data: json(document), store: true },
    ...(photo ? [{ path: `image.${photoType}`, data: photo, store: true }] : []),
  ]);
}

/** Tandoor's export: `export.zip` holding a `<name>.zip` for each recipe, stored. */
export async function tandoorExport(recipes: TandoorRecipeFixture[]): Promise<Buffer> {
  const zips = await Promise.all(
    recipes.map(async (recipe) => ({ path: `${fileName(recipe.name)}.zip`, data: await tandoorRecipeZip(recipe), store: true })),
  );
  return zipOf(zips);
}

// ---------- Nextcloud Cookbook ----------

/** The Cookbook's schema.org fields: recipeIngredient, recipeInstructions, totalTime, recipeYield, keywords, url, … */
export interface NextcloudRecipeFixture {
  name: string;
  photo?: Buffer;
  [field: string]: unknown;
}

/** The Cookbook's folder zipped: `Recipes/<name>/recipe.json` with `full.jpg`, `thumb.jpg` and `thumb16.jpg` beside it. */
export function nextcloudExport(recipes: NextcloudRecipeFixture[]): Promise<Buffer> {
  return zipOf(
    recipes.flatMap(({ photo, ...recipe }, index) => {
      const folder = `Recipes/${fileName(recipe.name)}`;
      const document = {
        '@context': 'http://schema.org',
        '@type': 'Recipe',
        id: String(1000 + index),
        description: '',
        url: '',
        image: '',
        prepTime: null,
        cookTime: null,
        totalTime: null,
        recipeCategory: '',
        keywords: '',
        recipeYield: 1,
        tool: [],
        recipeIngredient: [],
        recipeInstructions: [],
        nutrition: { '@type': 'NutritionInformation' },
        dateCreated: '2025-02-01T09:30:00+0000',
        dateModified: '2025-02-01T09:30:00+0000',
        ...recipe,
      };
      const photos = photo ? ['full.jpg', 'thumb.jpg', 'thumb16.jpg'].map((name) => ({ path: `${folder}/${name}`, data: photo })) : [];
      return [{ path: `${folder}/recipe.json`, data: json(document) }, ...photos];
    }),
  );
}

// ---------- schema.org ----------

/** A saved web page holding each value in an `application/ld+json` script. */
export function recipePage(...jsonLd: unknown[]): string {
  const scripts = jsonLd.map((value) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Saved page</title>${scripts}</head><body><p>A recipe.</p></body></html>`;
}

/** A zip of schema.org documents by path: `.json`/`.jsonld` hold the value as JSON, `.html` a page holding it, Buffers (photos) as they are. */
export function schemaOrgZip(files: Record<string, unknown>): Promise<Buffer> {
  return zipOf(
    Object.entries(files).map(([path, content]) => ({
      path,
      data: Buffer.isBuffer(content) ? content : /\.html?$/i.test(path) ? recipePage(content) : json(content),
    })),
  );
}

export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('renameInZip keeps lengths');
  const patched = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = patched.indexOf(needle); at !== -1; at = patched.indexOf(needle, at + 1)) patched.write(to, at, 'latin1');
  return patched;
}

/** The zip with fields of `path`'s central directory record rewritten: what a forged header claims. */
export function patchCentralDirectory(
  zip: Buffer,
  path: string,
  fields: { compressedSize?: number; uncompressedSize?: number; flags?: number },
): Buffer {
  const patched = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = patched.indexOf(signature); at !== -1; at = patched.indexOf(signature, at + 1)) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + nameLength) !== path) continue;
    if (fields.flags !== undefined) patched.writeUInt16LE(fields.flags, at + 8);
    if (fields.compressedSize !== undefined) patched.writeUInt32LE(fields.compressedSize, at + 20);
    if (fields.uncompressedSize !== undefined) patched.writeUInt32LE(fields.uncompressedSize, at + 24);
  }
  return patched;
}
