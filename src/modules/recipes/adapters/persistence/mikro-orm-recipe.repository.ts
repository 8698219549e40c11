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

  listOwnedAfter(userId: number, afterId: number, limit: number): Promise<Recipe[]> {
    return this.em.find(Recipe, { userId, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
  }

  findVisible(userId: number, ids: number[]): Promise<Recipe[]> {
    return this.em.find(Recipe, { id: { $in: ids }, $or: [{ userId }, { isPublic: true }] });
  }

  countOwned(userId: number): Promise<number> {
    return this.em.count(Recipe, { userId });
  }

  async findDuplicate(userId: number, name: string, source: string, ingredients: string[]): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select id from recipes where user_id = ? and lower(name) = lower(?) and (source = ? or ingredients = array(select jsonb_array_elements_text(?::jsonb)))
       order by id limit 1`,
      [userId, name, source, JSON.stringify(ingredients)],
    );
    return row?.id ?? null;
  }
}
