import { NotRecipeOwnerError, RecipeRequiresEditError } from './recipe.errors.js';
export { recipeSlug } from '../../../kernel/recipes/recipe-rules.js';

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The creation form's categories (DECISIONS.md); other stored values are accepted as text. */
export const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Appetizer', 'Main Dish', 'Side Dish', 'Dessert', 'Snack', 'Drink'] as const;

export const RECIPE_SOURCES = { ai: 'AI-generated', user: 'User-created', photo: 'Photo-added' } as const;
export const SAVED_FROM = 'Saved from';

export type NutritionFacts = Record<string, string | number>;

/** The nutrients a recipe's facts may name (the five the screens show first, then common extras). */
export const NUTRITION_FACT_KEYS = [
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sugar',
  'addedSugar',
  'saturatedFat',
  'transFat',
  'unsaturatedFat',
  'cholesterol',
  'sodium',
  'potassium',
  'calcium',
  'iron',
  'vitaminA',
  'vitaminC',
  'vitaminD',
] as const;
export const MAX_NUTRITION_VALUE_LENGTH = 30;

export interface RecipeContent {
  name: string;
  description: string;
  cookTime: number;
  /** Minutes of preparation, as the recipe prints them; null (or left out) when it does not say. */
  prepTime?: number | null;
  /** Minutes from start to table, as printed; null when it does not say (see recipeTotalTime). */
  totalTime?: number | null;
  /** What the recipe makes, as printed ('Makes 12 cookies', '2 loaves'); null when it says nothing more than its servings. */
  yield?: string | null;
  servings: number;
  difficulty: string;
  category: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  tips: string[];
  nutritionFacts: NutritionFacts | null;
  imageUrl: string | null;
  source: string;
}

/** A private recipe is seen by its owner only; anyone else gets the same "not found" as for no recipe. */
export function isRecipeVisibleTo(recipe: { userId: number; isPublic: boolean }, actorId: number | undefined): boolean {
  return recipe.isPublic || (actorId !== undefined && actorId === recipe.userId);
}

/** The average of a rating aggregate, rounded to one decimal; 0 without ratings. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

export class Recipe implements RecipeContent {
  id!: number;
  userId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  cookTime: number;
  prepTime: number | null;
  totalTime: number | null;
  yield: string | null;
  servings: number;
  difficulty: string;
  category: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  tips: string[];
  nutritionFacts: NutritionFacts | null;
  isFavorite = false;
  isPublic = false;
  isModerated = false;
  isEdited = false;
  source: string;
  originalCreatorId: number | null = null;
  isWelcomeRecipe = false;
  /** When the recipe last became public (the community listing's order); null while private. */
  publishedAt: Date | null = null;
  /** The rating aggregate, kept by the ratings' writes in the same transaction (never set here). */
  ratingCount = 0;
  ratingSum = 0;
  createdAt: Date;
  updatedAt: Date;

  constructor(userId: number, content: RecipeContent, now: Date = new Date()) {
    this.userId = userId;
    this.name = content.name;
    this.description = content.description;
    this.imageUrl = content.imageUrl;
    this.cookTime = content.cookTime;
    this.prepTime = content.prepTime ?? null;
    this.totalTime = content.totalTime ?? null;
    this.yield = content.yield ?? null;
    this.servings = content.servings;
    this.difficulty = content.difficulty;
    this.category = content.category;
    this.ingredients = content.ingredients;
    this.instructions = content.instructions;
    this.tags = content.tags;
    this.tips = content.tips;
    this.nutritionFacts = content.nutritionFacts;
    this.source = content.source;
    this.createdAt = now;
    this.updatedAt = now;
  }

  isOwnedBy(userId: number | undefined): boolean {
    return userId !== undefined && userId === this.userId;
  }

  isVisibleTo(userId: number | undefined): boolean {
    return isRecipeVisibleTo({ userId: this.userId, isPublic: this.isPublic }, userId);
  }

  averageRating(): number {
    return averageRating(this.ratingSum, this.ratingCount);
  }

  isSavedCopy(): boolean {
    return this.source.includes(SAVED_FROM);
  }

  /** Only the owner may edit, delete, publish or favourite a recipe. */
  assertOwner(actorId: number): void {
    if (!this.isOwnedBy(actorId)) throw new NotRecipeOwnerError();
  }

  /** An edit by the owner; it lifts the saved-copy restriction on going public. */
  edit(actorId: number, changes: Partial<RecipeContent>, now: Date = new Date()): void {
    this.assertOwner(actorId);
    Object.assign(this, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    this.isEdited = true;
    this.updatedAt = now;
  }

  /** Whether `changes` alter what the nutrition facts are computed from: the ingredients or the servings. */
  changesAmounts(changes: Partial<Pick<RecipeContent, 'ingredients' | 'servings'>>): boolean {
    const ingredientsChanged =
      changes.ingredients !== undefined &&
      (changes.ingredients.length !== this.ingredients.length || changes.ingredients.some((line, i) => line !== this.ingredients[i]));
    return ingredientsChanged || (changes.servings !== undefined && changes.servings !== this.servings);
  }

  /** Changing only the picture is not an edit of the recipe itself. */
  changeImage(actorId: number, imageUrl: string | null, source?: string): void {
    this.assertOwner(actorId);
    this.imageUrl = imageUrl;
    if (source) this.source = source;
    this.updatedAt = new Date();
  }

  setVisibility(actorId: number, isPublic: boolean, now: Date = new Date()): void {
    this.assertOwner(actorId);
    if (isPublic && this.isSavedCopy() && !this.isEdited) throw new RecipeRequiresEditError();
    // Shared again after being private: it counts as newly shared. Made private: it leaves the listing.
    if (isPublic && !this.isPublic) this.publishedAt = now;
    if (!isPublic) this.publishedAt = null;
    this.isPublic = isPublic;
  }

  /** The favourite flag as `viewerId` may see it: the owner's own flag, false for anyone else (DECISIONS.md). */
  isFavoriteFor(viewerId: number | undefined): boolean {
    return viewerId === this.userId && this.isFavorite;
  }

  setFavorite(actorId: number, isFavorite: boolean): void {
    this.assertOwner(actorId);
    this.isFavorite = isFavorite;
  }

  /** A private copy in another cook's collection, crediting the creator. */
  copyFor(saverId: number, creatorUsername: string, now: Date = new Date()): Recipe {
    const copy = new Recipe(saverId, { ...this, source: `${SAVED_FROM} ${creatorUsername}` }, now);
    copy.ingredients = [...this.ingredients];
    copy.instructions = [...this.instructions];
    copy.tags = [...this.tags];
    copy.tips = [...this.tips];
    copy.nutritionFacts = this.nutritionFacts ? { ...this.nutritionFacts } : null;
    copy.originalCreatorId = this.originalCreatorId ?? this.userId;
    return copy;
  }
}
