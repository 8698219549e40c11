import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../../auth/index.js';
import { Outbox } from '../../../platform/events/outbox.js';
import { RecipePublished } from '../domain/events.js';
import { Recipe, RECIPE_SOURCES, type RecipeContent } from '../domain/recipe.js';
import { CannotSaveOwnRecipeError, RecipeNotFoundError } from '../domain/recipe.errors.js';
import { RecipeRepository } from './ports/recipe.repository.js';
import { RecipeImageInput } from './recipe-image-input.js';
import { RecipeNutrition } from './recipe-nutrition.js';

export type NewRecipe = Omit<RecipeContent, 'source'> & { source?: string; isFavorite?: boolean; isPublic?: boolean };

/** Loads a recipe the actor may see; a private recipe of someone else is "not found", never "forbidden". */
export async function visibleRecipe(recipes: RecipeRepository, actorId: number | undefined, id: number): Promise<Recipe> {
  const recipe = await recipes.findById(id);
  if (!recipe || !recipe.isVisibleTo(actorId)) throw new RecipeNotFoundError();
  return recipe;
}

@Injectable()
export class GetRecipe {
  constructor(private readonly recipes: RecipeRepository) {}

  execute(actorId: number | undefined, id: number): Promise<Recipe> {
    return visibleRecipe(this.recipes, actorId, id);
  }
}

/** Saves the recipe and, in the same transaction, tells the other modules when it has just become public. */
function saveAnnouncing(outbox: Outbox, recipes: RecipeRepository, recipe: Recipe, published: boolean): Promise<void> {
  return outbox.publish(
    () => recipes.save(recipe),
    () => (published ? [new RecipePublished(recipe.id, recipe.userId)] : []),
  );
}

@Injectable()
export class CreateRecipe {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly images: RecipeImageInput,
    private readonly nutrition: RecipeNutrition,
    private readonly outbox: Outbox,
  ) {}

  /** Without nutrition facts, they are computed from the ingredients. */
  async execute(userId: number, input: NewRecipe): Promise<Recipe> {
    const source = input.source?.trim() || RECIPE_SOURCES.ai;
    const recipe = new Recipe(userId, { ...input, source, imageUrl: null, nutritionFacts: input.nutritionFacts ?? null });
    // Decided before an uploaded picture is written: a refused recipe leaves no file behind.
    if (input.isPublic) recipe.setVisibility(userId, true);
    if (input.isFavorite) recipe.setFavorite(userId, true);
    recipe.imageUrl = (await this.images.resolve(userId, input.imageUrl)) ?? null;
    recipe.nutritionFacts ??= this.nutrition.estimate(input.ingredients, input.servings);
    await saveAnnouncing(this.outbox, this.recipes, recipe, recipe.isPublic);
    return recipe;
  }
}

@Injectable()
export class UpdateRecipe {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly images: RecipeImageInput,
    private readonly nutrition: RecipeNutrition,
  ) {}

  /**
   * A change of the picture alone (optionally with source) is not an edit; anything else is. New
   * ingredients or servings sent without nutrition facts get facts computed from them.
   */
  async execute(actorId: number, id: number, changes: Partial<RecipeContent>): Promise<Recipe> {
    const recipe = await visibleRecipe(this.recipes, actorId, id);
    // Before an uploaded picture is written anywhere: a stranger's upload must leave no file behind.
    recipe.assertOwner(actorId);
    const { imageUrl, source, ...content } = changes;
    const resolvedImage = await this.images.resolve(actorId, imageUrl, recipe.imageUrl);
    const editsContent = Object.values(content).some((value) => value !== undefined);
    if (content.nutritionFacts === undefined && recipe.changesAmounts(content)) {
      content.nutritionFacts = this.nutrition.estimate(content.ingredients ?? recipe.ingredients, content.servings ?? recipe.servings);
    }
    if (editsContent) recipe.edit(actorId, { ...content, source, imageUrl: resolvedImage });
    else recipe.changeImage(actorId, resolvedImage === undefined ? recipe.imageUrl : resolvedImage, source);
    await this.recipes.save(recipe);
    return recipe;
  }
}

@Injectable()
export class DeleteRecipe {
  constructor(private readonly recipes: RecipeRepository) {}

  async execute(actorId: number, id: number): Promise<void> {
    const recipe = await visibleRecipe(this.recipes, actorId, id);
    recipe.assertOwner(actorId);
    await this.recipes.delete(recipe);
  }
}

@Injectable()
export class SetRecipeVisibility {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly outbox: Outbox,
  ) {}

  async execute(actorId: number, id: number, isPublic: boolean): Promise<Recipe> {
    const recipe = await visibleRecipe(this.recipes, actorId, id);
    const wasPublic = recipe.isPublic;
    recipe.setVisibility(actorId, isPublic);
    await saveAnnouncing(this.outbox, this.recipes, recipe, !wasPublic && recipe.isPublic);
    return recipe;
  }
}

@Injectable()
export class SetRecipeFavorite {
  constructor(private readonly recipes: RecipeRepository) {}

  async execute(actorId: number, id: number, isFavorite: boolean): Promise<Recipe> {
    const recipe = await visibleRecipe(this.recipes, actorId, id);
    recipe.setFavorite(actorId, isFavorite);
    await this.recipes.save(recipe);
    return recipe;
  }
}

@Injectable()
export class SaveRecipeCopy {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly users: UserDirectory,
  ) {}

  async execute(saverId: number, id: number): Promise<Recipe> {
    const original = await visibleRecipe(this.recipes, saverId, id);
    if (original.isOwnedBy(saverId)) throw new CannotSaveOwnRecipeError();
    const creator = (await this.users.usernameOf(original.userId)) ?? 'Chef';
    const copy = original.copyFor(saverId, creator);
    await this.recipes.save(copy);
    return copy;
  }
}
