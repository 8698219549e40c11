import { printedYield, recipeMinutesOrNull } from '../../../kernel/recipes/recipe-times.js';

/** A recipe the assistant made (generated, or read from a photo or PDF), before it is saved. */
export interface RecipeDraft {
  name: string;
  description: string;
  cookTime: number;
  /** Minutes of preparation and from start to table, when the recipe gives them; null otherwise. */
  prepTime: number | null;
  totalTime: number | null;
  servings: number;
  /** What it makes when that says more than the servings ('Makes 12 cookies'); null otherwise. */
  yield: string | null;
  difficulty: string;
  category: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  tips: string[];
  isFavorite: boolean;
}

/** Document 1 §5 'Generated recipes': the values a draft gets for what it leaves out. */
export const DRAFT_DEFAULTS = { cookTime: 30, servings: 4, difficulty: 'Medium', category: 'Main Dish', description: '' } as const;

const DIFFICULTY_WORDS: Record<string, string> = {
  easy: 'Easy',
  simple: 'Easy',
  beginner: 'Easy',
  medium: 'Medium',
  moderate: 'Medium',
  intermediate: 'Medium',
  hard: 'Hard',
  difficult: 'Hard',
  advanced: 'Hard',
  challenging: 'Hard',
};

/** Easy, Medium or Hard for a difficulty word ("moderate" is Medium); null for anything else. */
export function difficultyOf(word: string): string | null {
  return DIFFICULTY_WORDS[word.trim().toLowerCase()] ?? null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function lines(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : [];
  return items.map(text).filter(Boolean);
}

function positiveWhole(value: unknown): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 1 ? Math.round(number) : null;
}

/**
 * Turns whatever a generator or a parser produced into a complete draft: text is trimmed, lists
 * default to empty (a string becomes one item a line), cookTime to 30, servings to 4, difficulty to
 * Medium, category to Main Dish, description to empty and isFavorite to false. Prep and total minutes
 * and the yield stay null when not given (a yield that only counts servings is dropped).
 */
export function normaliseRecipeDraft(input: Partial<Record<keyof RecipeDraft, unknown>>): RecipeDraft {
  return {
    name: text(input.name),
    description: text(input.description) || DRAFT_DEFAULTS.description,
    cookTime: positiveWhole(input.cookTime) ?? DRAFT_DEFAULTS.cookTime,
    prepTime: recipeMinutesOrNull(positiveWhole(input.prepTime)),
    totalTime: recipeMinutesOrNull(positiveWhole(input.totalTime)),
    servings: positiveWhole(input.servings) ?? DRAFT_DEFAULTS.servings,
    yield: printedYield(text(input.yield)),
    difficulty: difficultyOf(text(input.difficulty)) ?? DRAFT_DEFAULTS.difficulty,
    category: text(input.category) || DRAFT_DEFAULTS.category,
    ingredients: lines(input.ingredients),
    instructions: lines(input.instructions),
    tags: lines(input.tags),
    tips: lines(input.tips),
    isFavorite: input.isFavorite === true,
  };
}
