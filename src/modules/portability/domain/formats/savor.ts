import type { Archive, ArchiveEntry } from '../archive.js';
import { type CollectionItem, CollectionItemError, type CollectionRecipe } from '../collection.js';
import { photoNamed, readJson, recipeItem, stem } from './archive-documents.js';
import { httpUrl, isObject, type JsonObject, list, type Nutrition, SCHEMA_ORG_NUTRIENTS, text } from './recipe-fields.js';

const SAVOR_NAMESPACE = 'https://savor.app/ns#';

/** A recipe as Savor exports it. */
export interface SavorExportRecipe {
  name: string;
  slug: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  cookTime: number;
  prepTime?: number | null;
  totalTime?: number | null;
  servings: number;
  yield?: string | null;
  difficulty: string;
  category: string;
  tags: string[];
  tips: string[];
  nutritionFacts: Nutrition | null;
  source: string;
  isFavorite: boolean;
  isPublic: boolean;
  isEdited: boolean;
  /** The cook whose public recipe this is a saved copy of (on the instance it was exported from). */
  originalCreatorId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Savor's nutrition facts as schema.org's NutritionInformation, for other apps; undefined without any it names. */
function schemaOrgNutrition(facts: Nutrition | null): object | undefined {
  const named = SCHEMA_ORG_NUTRIENTS.filter(([, savor]) => facts?.[savor] !== undefined);
  if (!facts || named.length === 0) return undefined;
  return { '@type': 'NutritionInformation', ...Object.fromEntries(named.map(([schemaOrg, savor]) => [schemaOrg, facts[savor]])) };
}

/**
 * A recipe of Savor's export (`recipes/<slug>.json`, its photo at `imagePath`, e.g.
 * `images/<slug>.jpg`): a schema.org Recipe any app reads, with Savor's own fields under `savor:`
 * exactly as stored, so that importing it gives every field back.
 */
export function savorRecipeDocument(recipe: SavorExportRecipe, imagePath: string | null): object {
  return {
    '@context': ['https://schema.org', { savor: SAVOR_NAMESPACE }],
    '@type': 'Recipe',
    identifier: recipe.slug,
    name: recipe.name,
    description: recipe.description,
    image: imagePath ?? undefined,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((step) => ({ '@type': 'HowToStep', text: step })),
    prepTime: recipe.prepTime ? `PT${recipe.prepTime}M` : undefined,
    cookTime: `PT${recipe.cookTime}M`,
    totalTime: recipe.totalTime ? `PT${recipe.totalTime}M` : undefined,
    recipeYield: recipe.yield ? [String(recipe.servings), recipe.yield] : String(recipe.servings),
    recipeCategory: recipe.category,
    keywords: recipe.tags,
    nutrition: schemaOrgNutrition(recipe.nutritionFacts),
    dateCreated: recipe.createdAt.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    'savor:difficulty': recipe.difficulty,
    'savor:category': recipe.category,
    'savor:source': recipe.source,
    'savor:isFavorite': recipe.isFavorite,
    'savor:isPublic': recipe.isPublic,
    'savor:isEdited': recipe.isEdited,
    'savor:originalCreatorId': recipe.originalCreatorId ?? undefined,
    'savor:tips': recipe.tips,
    'savor:nutritionFacts': recipe.nutritionFacts,
    'savor:cookTime': recipe.cookTime,
    'savor:prepTime': recipe.prepTime ?? null,
    'savor:totalTime': recipe.totalTime ?? null,
    'savor:servings': recipe.servings,
    'savor:yield': recipe.yield ?? null,
  };
}

export function isSavorEntry(entry: ArchiveEntry): boolean {
  return /^recipes\/[^/]+\.json$/.test(entry.path);
}

export function isSavorDocument(json: unknown): json is JsonObject {
  return isObject(json) && list(json['@context']).some((context) => isObject(context) && context.savor === SAVOR_NAMESPACE);
}

const texts = (value: unknown) => list(value).map(text);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const word = (value: unknown) => (typeof value === 'string' ? value : undefined);
const date = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined);

function factsOf(value: unknown): Nutrition | null {
  if (!isObject(value)) return null;
  const facts = Object.entries(value).filter((fact): fact is [string, string | number] => typeof fact[1] === 'string' || typeof fact[1] === 'number');
  return facts.length > 0 ? Object.fromEntries(facts) : null;
}

/** Savor's own fields are read as they were written: they are plain text already. */
async function readSavorRecipe(archive: Archive, entry: ArchiveEntry): Promise<CollectionRecipe> {
  const document = await readJson(archive, entry);
  if (!isSavorDocument(document)) throw new CollectionItemError(`"${entry.path}" is not a recipe of Savor's export.`);
  const category = word(document['savor:category']);
  const source = word(document['savor:source']);
  return {
    name: text(document.name),
    description: text(document.description),
    ingredients: texts(document.recipeIngredient),
    instructions: list(document.recipeInstructions).map((step) => (isObject(step) ? text(step.text) : text(step))),
    cookTime: count(document['savor:cookTime']),
    // Exports made before these fields existed have none.
    prepTime: count(document['savor:prepTime']),
    totalTime: count(document['savor:totalTime']),
    servings: count(document['savor:servings']),
    yield: word(document['savor:yield']) ?? null,
    categories: category ? [category] : [],
    tags: texts(document.keywords),
    tips: texts(document['savor:tips']),
    sourceUrl: httpUrl(source),
    nutrition: factsOf(document['savor:nutritionFacts']),
    photo: await photoNamed(archive, entry.path, text(document.image)),
    savor: {
      slug: word(document.identifier),
      difficulty: word(document['savor:difficulty']),
      category,
      source,
      isFavorite: flag(document['savor:isFavorite']),
      isPublic: flag(document['savor:isPublic']),
      isEdited: flag(document['savor:isEdited']),
      originalCreatorId: count(document['savor:originalCreatorId']),
      createdAt: date(document.dateCreated),
      updatedAt: date(document.dateModified),
    },
  };
}

/** Savor's export: `recipes/<slug>.json` with `images/<slug>.<ext>`; its shopping list, pantry and profile are not recipes. */
export function savorItems(archive: Archive): Promise<CollectionItem[]> {
  return Promise.resolve(archive.entries.filter(isSavorEntry).map((entry) => recipeItem(stem(entry.path), () => readSavorRecipe(archive, entry))));
}
