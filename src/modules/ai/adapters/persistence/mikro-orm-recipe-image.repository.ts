import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecipeImageRepository } from '../../application/ports/recipe-image.repository.js';
import { RecipeImage } from '../../domain/recipe-image.js';

@Injectable()
export class MikroOrmRecipeImageRepository extends RecipeImageRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(recipeName: string, recipeCategory: string): Promise<RecipeImage | null> {
    return this.em.findOne(RecipeImage, { recipeName, recipeCategory });
  }

  /** Insert or replace in one statement: parallel requests for the same recipe all succeed, the last picture stays. */
  async save(image: RecipeImage): Promise<void> {
    await this.em.execute(
      `insert into recipe_images (recipe_name, recipe_category, image_url, html_description, color_palette, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict on constraint recipe_images_name_category_unique
       do update set image_url = excluded.image_url, updated_at = excluded.updated_at`,
      [
        image.recipeName,
        image.recipeCategory,
        image.imageUrl,
        image.htmlDescription,
        image.colorPalette && JSON.stringify(image.colorPalette),
        image.createdAt,
        image.updatedAt,
      ],
    );
  }
}
