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

  async save(image: RecipeImage): Promise<void> {
    await this.em.persist(image).flush();
  }
}
