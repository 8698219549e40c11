import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RecipeRepository } from '../../application/ports/recipe.repository.js';
import { Recipe } from '../../domain/recipe.js';

@Injectable()
export class MikroOrmRecipeRepository extends RecipeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<Recipe | null> {
    return this.em.findOne(Recipe, { id });
  }

  async save(recipe: Recipe): Promise<void> {
    await this.em.persist(recipe).flush();
  }

  async delete(recipe: Recipe): Promise<void> {
    await this.em.remove(recipe).flush();
  }
}
