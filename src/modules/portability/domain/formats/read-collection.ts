import { loadRecipePageReader } from '../../../ai/index.js';
import { type Archive, type ArchiveEntry, fileArchive, type OpenZip } from '../archive.js';
import {
  COLLECTION_LIMITS,
  type Collection,
  type CollectionFormat,
  CollectionFileError,
  type CollectionItem,
  CollectionItemError,
  CollectionTooLargeError,
  FORMAT_APP_NAMES,
} from '../collection.js';
import { decodeText, entryAt, folderOf, parseJson, stem } from './archive-documents.js';
import { isMealieDocument, isMealieRecipe, mealieItems } from './mealie.js';
import { isRecipeJsonEntry, nextcloudItems } from './nextcloud.js';
import { isPaprikaEntry, paprikaItems } from './paprika.js';
import { isSavorDocument, isSavorEntry, savorItems } from './savor.js';
import { isHtmlEntry, isJsonEntry, NO_ADDRESS, schemaOrgItems } from './schema-org.js';
import { isTandoorRecipe, isZipEntry, tandoorItems } from './tandoor.js';

const READERS: Record<CollectionFormat, (archive: Archive) => Promise<CollectionItem[]>> = {
  paprika: paprikaItems,
  mealie: mealieItems,
  tandoor: tandoorItems,
  nextcloud: nextcloudItems,
  'schema-org': schemaOrgItems,
  savor: savorItems,
};

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
const GZIP_SIGNATURE = Buffer.from([0x1f, 0x8b]);

function notACollection(reason: string): CollectionFileError {
  return new CollectionFileError(`This file is not a recipe collection Savor can read: ${reason}`, 'UNKNOWN_FORMAT');
}

/** The upload as an archive: a zip file as it is, a lone document as an archive of one named for what it holds. */
async function archiveOf(openZip: OpenZip, fileName: string, bytes: Buffer): Promise<Archive> {
  if (ZIP_SIGNATURES.some((signature) => bytes.subarray(0, 4).equals(signature))) return openZip(bytes);
  const name = stem(fileName) || 'recipe';
  // The only gzipped recipe is Paprika's (a `.paprikarecipe` exported alone).
  if (bytes.subarray(0, 2).equals(GZIP_SIGNATURE)) return fileArchive(`${name}.paprikarecipe`, bytes);
  const start = decodeText(bytes.subarray(0, 1024)).trimStart();
  if (/^[[{]/.test(start)) return fileArchive(`${name}.json`, bytes);
  if (start.startsWith('<')) return fileArchive(`${name}.html`, bytes);
  throw notACollection('it is neither a zip file nor a recipe document (JSON or HTML).');
}

/** The JSON of a document looked at to tell the format; undefined when it is not JSON. */
async function sniffJson(archive: Archive, entry: ArchiveEntry): Promise<unknown> {
  return parseJson(await archive.read(entry, COLLECTION_LIMITS.maxDocumentBytes));
}

/** Which app wrote the archive, from its layout and, where that is not enough, its first document. */
async function detectFormat(archive: Archive): Promise<CollectionFormat | null> {
  const { entries } = archive;
  if (entries.some(isPaprikaEntry)) return 'paprika';
  const zip = entries.find(isZipEntry);
  if (zip && entryAt(await archive.open(zip), 'recipe.json')) return 'tandoor';
  const savorDocument = entries.find(isSavorEntry);
  if (savorDocument && isSavorDocument(await sniffJson(archive, savorDocument))) return 'savor';
  const tandoorRecipe = entryAt(archive, 'recipe.json');
  if (tandoorRecipe && isTandoorRecipe(await sniffJson(archive, tandoorRecipe))) return 'tandoor';
  const page = await loadRecipePageReader();
  const cookbookRecipe = entries.find((entry) => isRecipeJsonEntry(entry) && folderOf(entry.path) !== '');
  if (cookbookRecipe && page.recipeNodes(await sniffJson(archive, cookbookRecipe)).length > 0) return 'nextcloud';
  const mealieDocument = entries.find(isMealieDocument);
  if (mealieDocument && isMealieRecipe(await sniffJson(archive, mealieDocument))) return 'mealie';
  const jsonDocument = entries.find(isJsonEntry);
  if (jsonDocument && page.recipeNodes(await sniffJson(archive, jsonDocument)).length > 0) return 'schema-org';
  const htmlDocument = entries.find(isHtmlEntry);
  if (htmlDocument && page.readRecipePage(decodeText(await archive.read(htmlDocument, COLLECTION_LIMITS.maxDocumentBytes)), NO_ADDRESS)) {
    return 'schema-org';
  }
  return null;
}

/**
 * The recipes of an uploaded collection file, in the given format or the one its content shows.
 * Refuses the file (`CollectionFileError`) when it breaks `COLLECTION_LIMITS`, cannot be read or holds
 * no recipes of the format. The items are lazy: a recipe's files are read when its item is.
 */
export async function readCollectionWith(openZip: OpenZip, fileName: string, bytes: Buffer, format?: CollectionFormat): Promise<Collection> {
  if (bytes.length > COLLECTION_LIMITS.maxFileBytes) {
    throw new CollectionTooLargeError();
  }
  const archive = await archiveOf(openZip, fileName, bytes);
  if (archive.entries.length === 0) throw notACollection('the zip file holds no files.');
  try {
    const found = format ?? (await detectFormat(archive));
    if (!found) throw notACollection('it is no export of Paprika, Mealie, Tandoor, Nextcloud Cookbook or Savor, and holds no schema.org recipes.');
    const items = await READERS[found](archive);
    if (items.length === 0) throw notACollection(`it holds no ${FORMAT_APP_NAMES[found]} recipes.`);
    return { format: found, items };
  } catch (error) {
    // A document that cannot be read while telling what the file is fails the whole file.
    if (error instanceof CollectionItemError) throw new CollectionFileError(error.message, 'UNREADABLE_FILE');
    throw error;
  }
}
