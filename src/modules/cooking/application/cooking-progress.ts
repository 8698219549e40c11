import { Injectable } from '@nestjs/common';
import { RecipeCatalog } from '../../recipes/index.js';
import { ProgressExistsError, ProgressNotFoundError } from '../domain/cooking.errors.js';
import { type ProgressChange, RecipeProgress } from '../domain/recipe-progress.js';
import { ProgressRepository } from './ports/progress.repository.js';

@Injectable()
export class GetProgress {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly recipes: RecipeCatalog,
  ) {}

  async execute(userId: number, recipeId: number): Promise<RecipeProgress> {
    await this.recipes.stepCountVisibleTo(userId, recipeId);
    const found = await this.progress.find(userId, recipeId);
    if (!found) throw new ProgressNotFoundError();
    return found;
  }
}

@Injectable()
export class StartProgress {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly recipes: RecipeCatalog,
  ) {}

  /** Creates the cook's progress; a second start answers 409 (the client then fetches it). */
  async execute(userId: number, recipeId: number, change: ProgressChange): Promise<RecipeProgress> {
    const steps = await this.recipes.stepCountVisibleTo(userId, recipeId);
    if (await this.progress.find(userId, recipeId)) throw new ProgressExistsError();
    const started = RecipeProgress.start(userId, recipeId, steps, change);
    await this.progress.save(started);
    return started;
  }
}

@Injectable()
export class UpdateProgress {
  constructor(
    private readonly progress: ProgressRepository,
    private readonly recipes: RecipeCatalog,
  ) {}

  async execute(userId: number, recipeId: number, change: ProgressChange): Promise<RecipeProgress> {
    const steps = await this.recipes.stepCountVisibleTo(userId, recipeId);
    const current = await this.progress.find(userId, recipeId);
    if (!current) throw new ProgressNotFoundError();
    current.apply(change, steps);
    await this.progress.save(current);
    return current;
  }
}
