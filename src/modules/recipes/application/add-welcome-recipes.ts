import { Injectable } from '@nestjs/common';
import { OnOutboxEvent } from '../../../platform/events/outbox.js';
import { UserRegistered } from '../../auth/index.js';
import { Recipe } from '../domain/recipe.js';
import { WELCOME_RECIPES } from '../domain/welcome-recipes.js';
import { RecipeRepository } from './ports/recipe.repository.js';

/** A new account starts with copies of the welcome recipes. */
@Injectable()
export class AddWelcomeRecipes {
  constructor(private readonly recipes: RecipeRepository) {}

  @OnOutboxEvent(UserRegistered.eventName)
  async execute(event: UserRegistered): Promise<void> {
    const now = Date.now();
    for (const [index, content] of WELCOME_RECIPES.entries()) {
      const recipe = new Recipe(event.userId, structuredClone(content), new Date(now + index));
      recipe.isWelcomeRecipe = true;
      await this.recipes.save(recipe);
    }
  }
}
