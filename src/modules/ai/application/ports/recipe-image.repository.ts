import type { RecipeImage } from '../../domain/recipe-image.js';

export abstract class RecipeImageRepository {
  abstract find(recipeName: string, recipeCategory: string): Promise<RecipeImage | null>;
  abstract save(image: RecipeImage): Promise<void>;
}
