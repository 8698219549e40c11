import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { type AddedIngredients, ShoppingItemDto, SkippedIngredientDto } from '../../../../inventory/index.js';
import { recipeSlug } from '../../../../recipes/index.js';
import {
  type CalendarDate,
  isCalendarDate,
  type Meal,
  type MealPlanEntry,
  MEALS,
  type PlannedRecipe,
  PLAN_LIMITS,
  SUGGESTION_ENGINES,
  type SuggestionEngine,
} from '../../../domain/meal-plan.js';
import type { MealPlanSuggestion, SuggestedEntry } from '../../../application/suggest-meal-plan-draft.js';

const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DATE_MESSAGE = 'date must be a calendar date written YYYY-MM-DD';
const MEAL_MESSAGE = `meal must be one of: ${MEALS.join(', ')}`;
const SERVINGS_MESSAGE = `servings must be a whole number from 1 to ${PLAN_LIMITS.maxServings}`;
const NOTE_MESSAGE = 'note must be text';

const IsCalendarDate = () => ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate, defaultMessage: () => DATE_MESSAGE } });

export class AddMealPlanEntryDto {
  @ApiProperty({ example: '2026-11-27', description: 'A calendar date (YYYY-MM-DD): no time, no time zone' })
  @IsCalendarDate()
  date: CalendarDate;

  @ApiProperty({ enum: MEALS })
  @IsIn(MEALS, { message: MEAL_MESSAGE })
  meal: Meal;

  @ApiPropertyOptional({ type: 'integer', description: 'A recipe the cook may read (their own or a public one); or give a note' })
  @IsOptional()
  @IsInt({ message: 'recipeId must be a recipe id' })
  @Min(1, { message: 'recipeId must be a recipe id' })
  recipeId?: number;

  @ApiPropertyOptional({ example: 'Leftovers', maxLength: PLAN_LIMITS.note, description: 'Instead of a recipe' })
  @IsOptional()
  @Transform(toTrimmed)
  @MaxLength(PLAN_LIMITS.note, { message: `note must be at most ${PLAN_LIMITS.note} characters` })
  @IsNotEmpty({ message: 'note must not be empty' })
  @IsString({ message: NOTE_MESSAGE })
  note?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: PLAN_LIMITS.maxServings,
    description: "A recipe's servings; the recipe's own by default",
  })
  @IsOptional()
  @Max(PLAN_LIMITS.maxServings, { message: SERVINGS_MESSAGE })
  @Min(1, { message: SERVINGS_MESSAGE })
  @IsInt({ message: SERVINGS_MESSAGE })
  servings?: number;
}

export class UpdateMealPlanEntryDto {
  @ApiPropertyOptional({ example: '2026-11-28' })
  @IsOptional()
  @IsCalendarDate()
  date?: CalendarDate;

  @ApiPropertyOptional({ enum: MEALS, description: 'A moved entry goes to the end of its new meal' })
  @IsOptional()
  @IsIn(MEALS, { message: MEAL_MESSAGE })
  meal?: Meal;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PLAN_LIMITS.maxServings, description: 'Recipe entries only' })
  @IsOptional()
  @Max(PLAN_LIMITS.maxServings, { message: SERVINGS_MESSAGE })
  @Min(1, { message: SERVINGS_MESSAGE })
  @IsInt({ message: SERVINGS_MESSAGE })
  servings?: number;

  @ApiPropertyOptional({ maxLength: PLAN_LIMITS.note, description: 'Note entries only' })
  @IsOptional()
  @Transform(toTrimmed)
  @MaxLength(PLAN_LIMITS.note, { message: `note must be at most ${PLAN_LIMITS.note} characters` })
  @IsNotEmpty({ message: 'note must not be empty' })
  @IsString({ message: NOTE_MESSAGE })
  note?: string;
}

export class PlannedRecipeDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'For /recipes/{slug}/{id}' }) slug: string;
  @ApiProperty({ type: 'string', nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: 'integer', description: 'Minutes' }) cookTime: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes of preparation; null when the recipe does not say' }) prepTime: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Minutes from start to table as the recipe gives it; null when it does not (the planner then shows preparation plus cooking)',
  })
  totalTime: number | null;
  @ApiProperty({ type: 'integer', description: "The recipe's own servings" }) servings: number;

  static from(recipe: PlannedRecipe): PlannedRecipeDto {
    return { ...recipe, slug: recipeSlug(recipe.name) };
  }
}

export class MealPlanEntryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ example: '2026-11-27' }) date: string;
  @ApiProperty({ enum: MEALS }) meal: string;
  @ApiPropertyOptional({ type: 'integer', description: 'Recipe entries' }) recipeId?: number;
  @ApiPropertyOptional({ description: 'Note entries' }) note?: string;
  @ApiProperty({ type: 'integer', nullable: true, description: "A recipe entry's servings; null for a note" }) servings: number | null;
  @ApiPropertyOptional({
    type: PlannedRecipeDto,
    description: 'The recipe, for a recipe entry the cook may still read (left out when its owner made it private)',
  })
  recipe?: PlannedRecipeDto;

  static from(entry: MealPlanEntry): MealPlanEntryDto {
    return {
      id: entry.id,
      date: entry.date,
      meal: entry.meal,
      ...(entry.recipeId !== null && { recipeId: entry.recipeId }),
      ...(entry.note !== null && { note: entry.note }),
      servings: entry.servings,
      ...(entry.recipe && { recipe: PlannedRecipeDto.from(entry.recipe) }),
    };
  }
}

export class CalendarFeedDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'https://savor.example/api/meal-plan/ical/…',
    description: 'The private address a calendar app subscribes to; null when there is none',
  })
  url: string | null;
}

/** A range of the plan: both days included, at most 62 days. */
export class PlanRangeDto {
  @ApiProperty({ example: '2026-11-23', description: 'First day (YYYY-MM-DD)' })
  @IsString({ message: 'from and to must be calendar dates written YYYY-MM-DD' })
  from: CalendarDate;

  @ApiProperty({ example: '2026-11-29', description: `Last day, included; at most ${PLAN_LIMITS.rangeDays} days after from, counting both` })
  @IsString({ message: 'from and to must be calendar dates written YYYY-MM-DD' })
  to: CalendarDate;
}

export class PlanShoppedDto {
  @ApiProperty({ type: [ShoppingItemDto], description: 'New items on the list, each with its summed amount' })
  added: ShoppingItemDto[];

  @ApiProperty({ type: [ShoppingItemDto], description: 'Items already on the list whose amount grew' })
  merged: ShoppingItemDto[];

  @ApiProperty({ type: [SkippedIngredientDto], description: 'Covered by the pantry, or on the list without an amount already' })
  skipped: SkippedIngredientDto[];

  static from(result: AddedIngredients): PlanShoppedDto {
    return {
      added: result.added.map((item) => ShoppingItemDto.from(item)),
      merged: result.merged.map((item) => ShoppingItemDto.from(item)),
      skipped: result.skipped,
    };
  }
}

const MEALS_MESSAGE = `meals must be a non-empty list of: ${MEALS.join(', ')}`;

export class SuggestMealPlanDto {
  @ApiProperty({ example: '2026-11-23', description: 'First day (YYYY-MM-DD)' })
  @IsString({ message: 'from and to must be calendar dates written YYYY-MM-DD' })
  from: CalendarDate;

  @ApiProperty({ example: '2026-11-29', description: `Last day, included; a suggestion covers at most ${PLAN_LIMITS.suggestionDays} days` })
  @IsString({ message: 'from and to must be calendar dates written YYYY-MM-DD' })
  to: CalendarDate;

  @ApiProperty({ enum: MEALS, isArray: true, example: ['Dinner'], description: 'The meals to fill, each once' })
  @ArrayUnique({ message: 'meals must not name a meal twice' })
  @IsIn(MEALS, { each: true, message: MEALS_MESSAGE })
  @ArrayMaxSize(MEALS.length, { message: MEALS_MESSAGE })
  @ArrayNotEmpty({ message: MEALS_MESSAGE })
  @IsArray({ message: MEALS_MESSAGE })
  meals: Meal[];

  @ApiPropertyOptional({
    enum: SUGGESTION_ENGINES,
    description: "'savorus' (the AI provider, for the ai_meal_plan cost) by default when one is configured, else 'offline' (free)",
  })
  @IsOptional()
  @IsIn(SUGGESTION_ENGINES, { message: `engine must be one of: ${SUGGESTION_ENGINES.join(', ')}` })
  engine?: SuggestionEngine;
}

export class SuggestedMealPlanEntryDto {
  @ApiProperty({ example: '2026-11-27' }) date: string;
  @ApiProperty({ enum: MEALS }) meal: string;
  @ApiProperty({ type: 'integer' }) recipeId: number;
  @ApiProperty({ type: 'integer', description: "The recipe's own servings" }) servings: number;
  @ApiProperty({ type: PlannedRecipeDto }) recipe: PlannedRecipeDto;

  static from(entry: SuggestedEntry): SuggestedMealPlanEntryDto {
    return { date: entry.date, meal: entry.meal, recipeId: entry.recipeId, servings: entry.servings, recipe: PlannedRecipeDto.from(entry.recipe) };
  }
}

export class MealPlanSuggestionDto {
  @ApiProperty({
    type: [SuggestedMealPlanEntryDto],
    description: 'One entry per empty (date, meal) slot, by date and meal; empty when the cook has no recipe to suggest. Not saved.',
  })
  entries: SuggestedMealPlanEntryDto[];

  @ApiProperty({ enum: SUGGESTION_ENGINES, description: 'Who drafted it' }) engine: SuggestionEngine;
  @ApiProperty({ type: 'integer', description: 'Tickets charged (0 offline)' }) ticketsSpent: number;

  static from(suggestion: MealPlanSuggestion): MealPlanSuggestionDto {
    return {
      entries: suggestion.entries.map((entry) => SuggestedMealPlanEntryDto.from(entry)),
      engine: suggestion.engine,
      ticketsSpent: suggestion.ticketsSpent,
    };
  }
}
