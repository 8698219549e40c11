import { type JsonObject as SchemaOrgNode, loadRecipePageReader, type PageRecipe } from '../../../ai/index.js';
import type { Archive, ArchiveEntry } from '../archive.js';
import { COLLECTION_LIMITS, type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { decodeText, photoNamed, readJson, recipeItem, stem } from './archive-documents.js';
import { httpUrl, printedTimes, isObject, type JsonObject, list, nutritionFrom, type RecipePageReader, text } from './recipe-fields.js';

/** A document in a collection has no address of its own to resolve others against. */
export const NO_ADDRESS = 'https://collection.invalid/';

export const isJsonEntry = (entry: ArchiveEntry) => /\.(?:json|jsonld)$/i.test(entry.path);
export const isHtmlEntry = (entry: ArchiveEntry) => /\.html?$/i.test(entry.path);

/** The first image a Recipe names: an address, an ImageObject's, or the first of a list. */
function imageReference(node: JsonObject): string {
  for (const image of list(node.image)) {
    const reference = (isObject(image) ? text(image.url) || text(image.contentUrl) : text(image)).trim();
    if (reference) return reference;
  }
  return '';
}

/** The recipe as the URL import reads it, with what a collection adds from its Recipe node: source, nutrition, photo. */
export async function schemaOrgRecipe(
  archive: Archive,
  documentPath: string,
  fields: PageRecipe,
  node: JsonObject | undefined,
): Promise<CollectionRecipe> {
  return {
    name: fields.name ?? '',
    description: fields.description ?? '',
    ingredients: fields.ingredients,
    instructions: fields.instructions,
    // Durations written as words ('1 hour') where ISO 8601 belongs.
    ...(fields.cookTime === null && node
      ? printedTimes(node.totalTime, node.prepTime, node.cookTime)
      : { prepTime: fields.prepTime, cookTime: fields.cookTime, totalTime: fields.totalTime }),
    servings: fields.servings,
    yield: fields.yield,
    categories: fields.categories,
    tags: fields.tags,
    tips: [],
    sourceUrl: node ? (httpUrl(node.url) ?? httpUrl(node.isBasedOn)) : null,
    nutrition: node ? nutritionFrom(node.nutrition) : null,
    photo: node ? await photoNamed(archive, documentPath, imageReference(node)) : null,
  };
}

function nodeRecipe(archive: Archive, documentPath: string, node: SchemaOrgNode, page: RecipePageReader): Promise<CollectionRecipe> {
  return schemaOrgRecipe(archive, documentPath, page.recipeFromSchemaOrg(node, NO_ADDRESS), node);
}

/** A JSON-LD document's first Recipe, or an HTML page's recipe (its JSON-LD, microdata, else its text). */
async function documentRecipe(archive: Archive, document: ArchiveEntry): Promise<CollectionRecipe> {
  const page = await loadRecipePageReader();
  if (isJsonEntry(document)) {
    const node = page.recipeNodes(await readJson(archive, document)).at(0);
    if (!node) throw new CollectionItemError(`"${document.path}" holds no schema.org recipe.`);
    return nodeRecipe(archive, document.path, node, page);
  }
  const html = decodeText(await archive.read(document, COLLECTION_LIMITS.maxDocumentBytes));
  const fields = page.readRecipePage(html, NO_ADDRESS);
  if (!fields) throw new CollectionItemError(`"${document.path}" holds no recipe.`);
  return schemaOrgRecipe(archive, document.path, fields, page.pageRecipeNodes(html).at(0));
}

/**
 * schema.org recipes: `.json`/`.jsonld` documents (a Recipe, an array of them, or `@graph`) and `.html`
 * pages holding them, alone or zipped. Each document is one recipe (its first), except a lone JSON
 * document, which is read at once and gives one item for every recipe it holds.
 */
export async function schemaOrgItems(archive: Archive): Promise<CollectionItem[]> {
  const documents = archive.entries.filter((entry) => isJsonEntry(entry) || isHtmlEntry(entry));
  const [lone] = documents;
  if (documents.length === 1 && isJsonEntry(lone)) {
    const page = await loadRecipePageReader();
    return page
      .recipeNodes(await readJson(archive, lone))
      .map((node, index) =>
        recipeItem(page.plainText(node.name) || `${stem(lone.path)} ${index + 1}`, () => nodeRecipe(archive, lone.path, node, page)),
      );
  }
  return documents.map((document) => recipeItem(stem(document.path), () => documentRecipe(archive, document)));
}
