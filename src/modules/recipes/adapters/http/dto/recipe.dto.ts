import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { IsOmittable } from '../../../../../platform/http/dto.js';
import { PagingQueryDto } from '../../../../../platform/http/paging.js';
import type { OwnRecipeCardRow, RecipeCardRow } from '../../../application/ports/recipe.read-model.js';
import type { NewRecipe } from '../../../application/recipe-commands.js';
import { RECIPE_LIMITS, RECIPE_MESSAGES } from '../../../../../kernel/recipes/recipe-rules.js';
import { MAX_NUTRITION_VALUE_LENGTH, NUTRITION_FACT_KEYS, type NutritionFacts, type Recipe, recipeSlug } from '../../../domain/recipe.js';

/** "Ingredients and instructions accept a string or an array": lines are split, trimmed, blanks dropped. */
const toLines = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? (value as unknown[]).map((line) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '')
      : value;
/** Tags: a comma-separated string or a list. */
const toTags = ({ value }: { value: unknown }) => (typeof value === 'string' ? toLines({ value: value.replace(/,/g, '\n') }) : toLines({ value }));
const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and '' (or only spaces) is none. */
const toTextOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** `{}` gives no nutrient: it means none was given, and the facts are worked out as when the field is absent. */
const toNoneWhenEmpty = ({ value }: { value: unknown }) =>
  value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0 ? undefined : value;

const NUTRIENTS: ReadonlySet<string> = new Set(NUTRITION_FACT_KEYS);

/** The first thing wrong with a nutrition facts object, or undefined: known nutrients, short values. */
function nutritionFactsProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Nutrition facts must be an object';
  for (const [key, fact] of Object.entries(value)) {
    if (!NUTRIENTS.has(key)) return `Unknown nutrition fact: ${key.slice(0, 40)}. Use ${NUTRITION_FACT_KEYS.join(', ')}`;
    const short = typeof fact === 'string' ? fact.length <= MAX_NUTRITION_VALUE_LENGTH : Number.isFinite(fact);
    if (!short) return `Nutrition fact ${key} must be a number or a short text such as '12g' (at most ${MAX_NUTRITION_VALUE_LENGTH} characters)`;
  }
  return undefined;
}

const NUTRITION_FACTS_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  nullable: true,
  description: `Per serving; keys among ${NUTRITION_FACT_KEYS.join(', ')}; values a number or text of at most ${MAX_NUTRITION_VALUE_LENGTH} characters`,
  additionalProperties: { oneOf: [{ type: 'string', maxLength: MAX_NUTRITION_VALUE_LENGTH }, { type: 'number' }] },
  example: { calories: '420 kcal', protein: '32g' },
};

const IsNutritionFacts = () =>
  ValidateBy({
    name: 'isNutritionFacts',
    validator: {
      validate: (value) => nutritionFactsProblem(value) === undefined,
      defaultMessage: (args) => nutritionFactsProblem(args?.value) ?? 'Nutrition facts are not valid',
    },
  });

export class CreateRecipeDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Ignored: a recipe always belongs to the signed-in user' })
  @IsOptional()
  userId?: number;

  @ApiProperty({ example: 'Lemon Garlic Roast Chicken', maxLength: RECIPE_LIMITS.name })
  @Transform(toTrimmed)
  @IsString({ message: RECIPE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: RECIPE_MESSAGES.nameRequired })
  @MaxLength(RECIPE_LIMITS.name, { message: RECIPE_MESSAGES.nameTooLong })
  name: string;

  @ApiProperty({ example: 'Crisp skin, juicy meat, one pan.' })
  @Transform(toTrimmed)
  @IsString({ message: RECIPE_MESSAGES.descriptionRequired })
  @IsNotEmpty({ message: RECIPE_MESSAGES.descriptionRequired })
  @MaxLength(RECIPE_LIMITS.description, { message: RECIPE_MESSAGES.descriptionTooLong })
  description: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 45, description: 'Minutes' })
  @IsInt({ message: RECIPE_MESSAGES.cookTime })
  @Min(1, { message: RECIPE_MESSAGES.cookTime })
  @Max(RECIPE_LIMITS.cookTimeMinutes, { message: 'Cook time is too long' })
  cookTime: number;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: RECIPE_LIMITS.cookTimeMinutes,
    example: 15,
    description: 'Minutes of preparation; null for none given',
  })
  @IsOptional()
  @IsInt({ message: RECIPE_MESSAGES.prepTime })
  @Min(1, { message: RECIPE_MESSAGES.prepTime })
  @Max(RECIPE_LIMITS.cookTimeMinutes, { message: 'Prep time is too long' })
  prepTime?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: RECIPE_LIMITS.cookTimeMinutes,
    example: 60,
    description: 'Minutes from start to table, as the recipe prints it; null for none given (then preparation plus cooking counts)',
  })
  @IsOptional()
  @IsInt({ message: RECIPE_MESSAGES.totalTime })
  @Min(1, { message: RECIPE_MESSAGES.totalTime })
  @Max(RECIPE_LIMITS.cookTimeMinutes, { message: 'Total time is too long' })
  totalTime?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: RECIPE_LIMITS.yield,
    example: 'Makes 12 cookies',
    description: "What the recipe makes, as printed; trimmed, '' counts as null",
  })
  @Transform(toTextOrNull)
  @IsOptional()
  @IsString({ message: 'Yield must be text' })
  @MaxLength(RECIPE_LIMITS.yield, { message: RECIPE_MESSAGES.yieldTooLong })
  yield?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 4 })
  @IsOmittable()
  @IsInt({ message: RECIPE_MESSAGES.servings })
  @Min(1, { message: RECIPE_MESSAGES.servings })
  @Max(RECIPE_LIMITS.servings, { message: `Servings cannot exceed ${RECIPE_LIMITS.servings}` })
  servings?: number;

  @ApiPropertyOptional({ example: 'Medium', description: 'Easy, Medium or Hard' })
  @IsOmittable()
  @IsString({ message: 'Difficulty must be text' })
  @MaxLength(20)
  difficulty?: string;

  @ApiProperty({ example: 'Dinner' })
  @Transform(toTrimmed)
  @IsString({ message: 'Category is required' })
  @IsNotEmpty({ message: 'Category is required' })
  @MaxLength(50)
  category: string;

  @ApiProperty({
    type: [String],
    description: 'A list, or one string with a line per ingredient',
    example: ['1 whole chicken (about 1.6 kg)', '2 lemons', '6 cloves garlic'],
  })
  @Transform(toLines)
  @IsArray({ message: RECIPE_MESSAGES.ingredients })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  @ArrayMinSize(1, { message: RECIPE_MESSAGES.ingredients })
  ingredients: string[];

  @ApiProperty({
    type: [String],
    description: 'A list, or one string with a line per step',
    example: ['Heat the oven to 220 °C.', 'Rub the chicken with lemon and garlic.', 'Roast for 45 minutes.'],
  })
  @Transform(toLines)
  @IsArray({ message: RECIPE_MESSAGES.instructions })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(5000, { each: true })
  @ArrayMinSize(1, { message: RECIPE_MESSAGES.instructions })
  instructions: string[];

  @ApiPropertyOptional({ type: [String], description: 'A list, or one comma-separated string', example: ['chicken', 'one-pan'] })
  @IsOmittable()
  @Transform(toTags)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    type: [String],
    description: 'A list, or one string with a line per tip',
    example: ['Rest the chicken for 10 minutes before carving.'],
  })
  @IsOmittable()
  @Transform(toLines)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(2000, { each: true })
  tips?: string[];

  @ApiPropertyOptional({
    ...NUTRITION_FACTS_SCHEMA,
    description: `${NUTRITION_FACTS_SCHEMA.description}. {} counts as absent: the facts are worked out from the ingredients`,
  })
  @Transform(toNoneWhenEmpty)
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsNutritionFacts()
  nutritionFacts?: NutritionFacts | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'data:image/… URL or outside http(s):// address (either is stored as a file: JPEG, PNG, WebP or GIF), or a / address',
    example: '/media/3b9f0c2e.jpg',
  })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: 'Image must be a data:image/ URL, an http(s):// address or a path starting with /' })
  imageUrl?: string | null;

  @ApiPropertyOptional({ example: 'User-created', default: 'AI-generated' })
  @IsOmittable()
  @IsString()
  @MaxLength(200)
  source?: string;

  @ApiPropertyOptional({ default: false })
  @IsOmittable()
  @IsBoolean()
  isFavorite?: boolean;

  @ApiPropertyOptional({ description: 'Shared with the community at once (false when absent; a saved copy cannot be: 403)' })
  @IsOmittable()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

/** The recipe a valid creation body describes, with the defaults of document 1 (servings 4, Medium …). */
export function newRecipeFrom(body: CreateRecipeDto): NewRecipe {
  const { userId: _ignored, ...recipe } = body;
  return {
    ...recipe,
    prepTime: recipe.prepTime ?? null,
    totalTime: recipe.totalTime ?? null,
    yield: recipe.yield ?? null,
    servings: recipe.servings ?? 4,
    difficulty: recipe.difficulty ?? 'Medium',
    tags: recipe.tags ?? [],
    tips: recipe.tips ?? [],
    nutritionFacts: recipe.nutritionFacts ?? null,
    imageUrl: recipe.imageUrl ?? null,
  };
}

/**
 * Visibility changes only through PATCH /api/recipes/{id}/public. Every field may be left out; null is
 * checked like any other value (only the picture, the nutrition facts, the prep and total times and the
 * yield take null, meaning none).
 */
export class UpdateRecipeDto extends PartialType(OmitType(CreateRecipeDto, ['isPublic']), { skipNullProperties: false }) {}

export class RecipeVisibilityDto {
  @ApiProperty() @IsBoolean({ message: 'isPublic must be true or false' }) isPublic: boolean;
}

export class RecipeFavoriteDto {
  @ApiProperty() @IsBoolean({ message: 'isFavorite must be true or false' }) isFavorite: boolean;
}

export class RecipeListQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ description: 'Matches name or description, case-insensitive' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;
}

/** A recipe card: what lists send (the community's cards are these, with their author and rating). */
export class RecipeCardDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ example: 'Lemon Garlic Roast Chicken' }) name: string;
  @ApiProperty({ description: 'Lower-case name for /recipes/{slug}/{id}' }) slug: string;
  @ApiProperty({ example: 'Crisp skin, juicy meat, one pan.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: '/media/3b9f0c2e.jpg' }) imageUrl: string | null;
  @ApiProperty({ type: 'integer' }) cookTime: number;
  @ApiProperty({ type: 'integer' }) servings: number;
  @ApiProperty() difficulty: string;
  @ApiProperty() category: string;
  @ApiProperty({ type: [String], description: 'The first two tags', example: ['chicken', 'one-pan'] }) tags: string[];
  @ApiProperty() isFavorite: boolean;
  @ApiProperty() isPublic: boolean;
  @ApiProperty() isModerated: boolean;
  @ApiProperty() source: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  /** A plain object with exactly these fields, built in one step from the row (lists make many). */
  static from(row: RecipeCardRow): RecipeCardDto {
    return {
      id: row.id,
      userId: row.userId,
      name: row.name,
      slug: recipeSlug(row.name),
      description: row.description,
      imageUrl: row.imageUrl,
      cookTime: row.cookTime,
      servings: row.servings,
      difficulty: row.difficulty,
      category: row.category,
      tags: row.tags ?? [],
      isFavorite: row.isFavorite,
      isPublic: row.isPublic,
      isModerated: row.isModerated,
      source: row.source,
      createdAt: row.createdAt,
    };
  }
}

/**
 * A card of the cook's own list: with the prep and total times, since the planner's list of the cook's
 * recipes (this list) shows the time a recipe takes (recipeTotalTime).
 */
export class RecipeSummaryDto extends RecipeCardDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes of preparation; null when the recipe does not say' }) prepTime: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes from start to table as the recipe gives it; null when it does not' })
  totalTime: number | null;

  static fromOwned(row: OwnRecipeCardRow): RecipeSummaryDto {
    return { ...RecipeCardDto.from(row), prepTime: row.prepTime, totalTime: row.totalTime };
  }
}

export class RecipeDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ example: 'Lemon Garlic Roast Chicken' }) name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ example: 'Crisp skin, juicy meat, one pan.' }) description: string;
  @ApiProperty({ type: String, nullable: true, example: '/media/3b9f0c2e.jpg' }) imageUrl: string | null;
  @ApiProperty({ type: 'integer', description: 'Minutes' }) cookTime: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes of preparation; null when the recipe does not say' }) prepTime: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Minutes from start to table as the recipe gives it; null when it does not (then preparation plus cooking counts)',
  })
  totalTime: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Makes 12 cookies', description: 'What the recipe makes, as printed' }) yield: string | null;
  @ApiProperty({ type: 'integer' }) servings: number;
  @ApiProperty() difficulty: string;
  @ApiProperty() category: string;
  @ApiProperty({ type: [String], example: ['1 whole chicken (about 1.6 kg)', '2 lemons', '6 cloves garlic'] }) ingredients: string[];
  @ApiProperty({ type: [String], example: ['Heat the oven to 220 °C.', 'Rub the chicken with lemon and garlic.', 'Roast for 45 minutes.'] })
  instructions: string[];
  @ApiProperty({ type: [String], example: ['chicken', 'one-pan'] }) tags: string[];
  @ApiProperty({ type: [String], example: ['Rest the chicken for 10 minutes before carving.'] }) tips: string[];
  @ApiProperty(NUTRITION_FACTS_SCHEMA) nutritionFacts: NutritionFacts | null;
  @ApiProperty({ description: "The owner's own flag: false for anyone else" }) isFavorite: boolean;
  @ApiProperty() isPublic: boolean;
  @ApiProperty() isModerated: boolean;
  @ApiProperty() isEdited: boolean;
  @ApiProperty() source: string;
  @ApiProperty({ type: 'integer', nullable: true }) originalCreatorId: number | null;
  @ApiProperty() isWelcomeRecipe: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Over all ratings, rounded to one decimal; 0 when none' }) averageRating: number;
  @ApiProperty({ type: 'integer' }) totalRatings: number;

  /** The recipe as `viewerId` sees it (no one but the owner sees the favourite flag). */
  static from(recipe: Recipe, viewerId: number | undefined): RecipeDto {
    return Object.assign(new RecipeDto(), {
      id: recipe.id,
      userId: recipe.userId,
      name: recipe.name,
      slug: recipeSlug(recipe.name),
      description: recipe.description,
      imageUrl: recipe.imageUrl,
      cookTime: recipe.cookTime,
      prepTime: recipe.prepTime,
      totalTime: recipe.totalTime,
      yield: recipe.yield,
      servings: recipe.servings,
      difficulty: recipe.difficulty,
      category: recipe.category,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
      tags: recipe.tags,
      tips: recipe.tips,
      nutritionFacts: recipe.nutritionFacts,
      isFavorite: recipe.isFavoriteFor(viewerId),
      isPublic: recipe.isPublic,
      isModerated: recipe.isModerated,
      isEdited: recipe.isEdited,
      source: recipe.source,
      originalCreatorId: recipe.originalCreatorId,
      isWelcomeRecipe: recipe.isWelcomeRecipe,
      createdAt: recipe.createdAt.toISOString(),
      averageRating: recipe.averageRating(),
      totalRatings: recipe.ratingCount,
    });
  }
}
