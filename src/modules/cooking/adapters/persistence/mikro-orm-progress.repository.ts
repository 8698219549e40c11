import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProgressRepository } from '../../application/ports/progress.repository.js';
import { ProgressExistsError } from '../../domain/cooking.errors.js';
import { RecipeProgress } from '../../domain/recipe-progress.js';

@Injectable()
export class MikroOrmProgressRepository extends ProgressRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(userId: number, recipeId: number): Promise<RecipeProgress | null> {
    return this.em.findOne(RecipeProgress, { userId, recipeId });
  }

  async save(progress: RecipeProgress): Promise<void> {
    try {
      await this.em.persist(progress).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ProgressExistsError();
      }
      throw error;
    }
  }
}
