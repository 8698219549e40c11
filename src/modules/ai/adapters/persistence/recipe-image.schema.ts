import { EntitySchema } from '@mikro-orm/core';
import { RecipeImage } from '../../domain/recipe-image.js';

export const RecipeImageSchema = new EntitySchema<RecipeImage>({
  class: RecipeImage,
  tableName: 'recipe_images',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    recipeName: { type: 'string', length: 200 },
    recipeCategory: { type: 'string', length: 50 },
    imageUrl: { type: 'text' },
    htmlDescription: { type: 'text', nullable: true },
    colorPalette: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', length: 6 },
    updatedAt: { type: 'datetime', length: 6 },
  },
  uniques: [{ name: 'recipe_images_name_category_unique', properties: ['recipeName', 'recipeCategory'] }],
});
