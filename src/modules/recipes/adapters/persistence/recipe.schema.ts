import { EntitySchema } from '@mikro-orm/core';
import { Recipe } from '../../domain/recipe.js';
import { UserSchema } from '../../../auth/index.js';

export const RecipeSchema = new EntitySchema<Recipe>({
  class: Recipe,
  tableName: 'recipes',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
    },
    name: { type: 'string', length: 200 },
    description: { type: 'text' },
    imageUrl: { type: 'text', nullable: true },
    cookTime: { type: 'integer' },
    prepTime: { type: 'integer', nullable: true },
    totalTime: { type: 'integer', nullable: true },
    yield: { type: 'string', length: 100, nullable: true },
    servings: { type: 'integer', default: 4 },
    difficulty: { type: 'string', length: 20, default: 'Medium' },
    category: { type: 'string', length: 50 },
    ingredients: { type: 'text[]' },
    instructions: { type: 'text[]' },
    tags: { type: 'text[]', defaultRaw: "'{}'" },
    tips: { type: 'text[]', defaultRaw: "'{}'" },
    nutritionFacts: { type: 'json', nullable: true },
    isFavorite: { type: 'boolean', default: false },
    isPublic: { type: 'boolean', default: false },
    isModerated: { type: 'boolean', default: false },
    isEdited: { type: 'boolean', default: false },
    source: { type: 'string', length: 200, default: 'AI-generated' },
    originalCreatorId: {
      kind: 'm:1',
      entity: () => UserSchema as never,
      mapToPk: true,
      nullable: true,
      fieldName: 'original_creator_id',
      deleteRule: 'set null',
    },
    isWelcomeRecipe: { type: 'boolean', default: false },
    publishedAt: { type: 'datetime', length: 6, nullable: true },
    // The rating aggregate: written only by the ratings' upsert, in its transaction.
    ratingCount: { type: 'integer', default: 0 },
    ratingSum: { type: 'integer', default: 0 },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  indexes: [
    { name: 'recipes_user_favorite_id_index', properties: ['userId', 'isFavorite', 'id'] },
    { name: 'recipes_user_category_index', properties: ['userId', 'category'] },
    // A meal-plan suggestion's candidates: favourites first, then the most recently updated.
    { name: 'recipes_user_favorite_updated_index', properties: ['userId', 'isFavorite', 'updatedAt', 'id'] },
    { name: 'recipes_public_id_index', properties: ['id'], where: 'is_public = true' },
    // A collection import's duplicate check: the cook's recipes of that name.
    {
      name: 'recipes_user_lower_name_index',
      expression: 'create index "recipes_user_lower_name_index" on "recipes" ("user_id", lower("name"))',
    },
    // The community listing: newest shared first, all and per category (keyset pagination).
    {
      name: 'recipes_public_published_index',
      expression: 'create index "recipes_public_published_index" on "recipes" ("published_at" desc, "id" desc) where is_public = true',
    },
    {
      name: 'recipes_public_category_published_index',
      expression:
        'create index "recipes_public_category_published_index" on "recipes" ("category", "published_at" desc, "id" desc) where is_public = true',
    },
    // One cook's public recipes, newest shared first: the profile grid and the social feed.
    {
      name: 'recipes_public_user_published_index',
      expression:
        'create index "recipes_public_user_published_index" on "recipes" ("user_id", "published_at" desc, "id" desc) where is_public = true',
    },
    // Its search: case-insensitive substring of the name or the description (pg_trgm). Partial, so that
    // a cook's own search stays on the owner's index instead of visiting every match in the table.
    {
      name: 'recipes_name_trgm_index',
      expression: 'create index "recipes_name_trgm_index" on "recipes" using gin ("name" gin_trgm_ops) where is_public = true',
    },
    {
      name: 'recipes_description_trgm_index',
      expression: 'create index "recipes_description_trgm_index" on "recipes" using gin ("description" gin_trgm_ops) where is_public = true',
    },
    // A cook's search in their own recipes: the owner and the trigrams of the name and the description in
    // one index (btree_gin), so the matches of one cook are found without reading all of their recipes.
    {
      name: 'recipes_owner_search_index',
      expression: 'create index "recipes_owner_search_index" on "recipes" using gin ("user_id", "name" gin_trgm_ops, "description" gin_trgm_ops)',
    },
  ],
});
