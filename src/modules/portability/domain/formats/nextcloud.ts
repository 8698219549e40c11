import { posix } from 'node:path';
import { loadRecipePageReader } from '../../../ai/index.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { entryIn, folderOf, readJson, readPhoto, recipeItem } from './archive-documents.js';
import { NO_ADDRESS, schemaOrgRecipe } from './schema-org.js';

export function isRecipeJsonEntry(entry: ArchiveEntry): boolean {
  return posix.basename(entry.path) === 'recipe.json';
}

async function readNextcloudRecipe(archive: Archive, document: ArchiveEntry): Promise<CollectionRecipe> {
  const page = await loadRecipePageReader();
  const node = page.recipeNodes(await readJson(archive, document)).at(0);
  if (!node) throw new CollectionItemError(`"${document.path}" is not a schema.org recipe.`);
  const recipe = await schemaOrgRecipe(archive, document.path, page.recipeFromSchemaOrg(node, NO_ADDRESS), node);
  // The Cookbook keeps the photo beside the recipe (its `image` is the address it came from).
  const photo = entryIn(archive, folderOf(document.path), /^full\.(?:jpe?g|png|webp)$/i);
  return photo ? { ...recipe, photo: await readPhoto(archive, photo) } : recipe;
}

/** Nextcloud Cookbook's folders, zipped: `<Recipe name>/recipe.json` (schema.org) with `full.jpg` beside it. */
export function nextcloudItems(archive: Archive): Promise<CollectionItem[]> {
  return Promise.resolve(
    archive.entries
      .filter(isRecipeJsonEntry)
      .map((entry) => recipeItem(posix.basename(folderOf(entry.path)) || 'recipe', () => readNextcloudRecipe(archive, entry))),
  );
}
