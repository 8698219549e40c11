import { EntitySchema } from '@mikro-orm/core';
import { UserSchema } from '../../../auth/index.js';
import { RecipeComment, RecipePhoto, RecipeRating } from '../../domain/feedback.js';
import { RecipeSchema } from './recipe.schema.js';

const author = { kind: 'm:1', entity: () => UserSchema as never, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' } as const;
const onRecipe = { kind: 'm:1', entity: () => RecipeSchema as never, mapToPk: true, fieldName: 'recipe_id', deleteRule: 'cascade' } as const;

export const RecipeCommentSchema = new EntitySchema<RecipeComment>({
  class: RecipeComment,
  tableName: 'recipe_comments',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    recipeId: { ...onRecipe },
    userId: { ...author, index: 'recipe_comments_user_id_index' },
    content: { type: 'text' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  // The list (oldest first) and its count.
  indexes: [{ name: 'recipe_comments_recipe_created_index', properties: ['recipeId', 'createdAt', 'id'] }],
});

export const RecipeRatingSchema = new EntitySchema<RecipeRating>({
  class: RecipeRating,
  tableName: 'recipe_ratings',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    recipeId: { ...onRecipe },
    userId: { ...author, index: 'recipe_ratings_user_id_index' },
    rating: { type: 'smallint' },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
    updatedAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  uniques: [{ name: 'recipe_ratings_recipe_user_unique', properties: ['recipeId', 'userId'] }],
  // The list (newest first).
  indexes: [{ name: 'recipe_ratings_recipe_updated_index', properties: ['recipeId', 'updatedAt', 'id'] }],
  checks: [{ name: 'recipe_ratings_rating_check', expression: 'rating >= 1 and rating <= 5' }],
});

export const RecipePhotoSchema = new EntitySchema<RecipePhoto>({
  class: RecipePhoto,
  tableName: 'recipe_user_photos',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    recipeId: { ...onRecipe },
    userId: { ...author, index: 'recipe_user_photos_user_id_index' },
    photoUrl: { type: 'text' },
    caption: { type: 'string', length: 200, nullable: true },
    isApproved: { type: 'boolean', default: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()' },
  },
  // The list (newest first) and its count.
  indexes: [{ name: 'recipe_user_photos_recipe_created_index', properties: ['recipeId', 'createdAt', 'id'] }],
});
