import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, Max, MaxLength, Min } from 'class-validator';
import type { AddedFromRecipe, CheckedItem } from '../../../application/ports/shopping-list.repository.js';
import {
  DEFAULT_CATEGORY,
  INVENTORY_LIMITS,
  PANTRY_UNITS,
  type PantryItem,
  roundQuantity,
  SHOPPING_CATEGORIES,
  type ShoppingCategory,
  type ShoppingItem,
} from '../../../domain/inventory.js';
import type { SkipReason } from '../../../domain/recipe-to-list.js';

const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Quantities are kept to 3 decimals and percentages whole: a value is rounded first, then checked. */
const toStoredQuantity = ({ value }: { value: unknown }) => (typeof value === 'number' ? roundQuantity(value) : value);
const toWholePercentage = ({ value }: { value: unknown }) => (typeof value === 'number' ? Math.round(value) : value);

// A broken type rule is reported before a broken range (platform/http/validation.ts).
const NAME_REQUIRED = 'Item name is required';
const QUANTITY_POSITIVE = 'Quantity must be greater than 0';
const UNIT_REQUIRED = 'Unit is required';
const PERCENTAGE_RANGE = 'Percentage must be between 0 and 100';

export class AddShoppingItemDto {
  @ApiProperty({
    example: '2 cups rice',
    maxLength: INVENTORY_LIMITS.name,
    description: 'A quantity and unit in the name carry over to the pantry item',
  })
  @Transform(toTrimmed)
  @MaxLength(INVENTORY_LIMITS.name, { message: `Item name must be at most ${INVENTORY_LIMITS.name} characters` })
  @IsNotEmpty({ message: NAME_REQUIRED })
  @IsString({ message: NAME_REQUIRED })
  name: string;

  @ApiPropertyOptional({ enum: SHOPPING_CATEGORIES, default: DEFAULT_CATEGORY })
  @IsOptional()
  @IsIn(SHOPPING_CATEGORIES, { message: `Category must be one of: ${SHOPPING_CATEGORIES.join(', ')}` })
  category?: ShoppingCategory;

  @ApiPropertyOptional({ type: 'integer', description: 'Ignored: the item belongs to the signed-in user' })
  @IsOptional()
  userId?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server keeps its own time' })
  @IsOptional()
  createdAt?: string;
}

export class SetShoppingItemCheckedDto {
  @ApiProperty({ description: 'Checking moves the item into the pantry; unchecking leaves the pantry alone' })
  @IsBoolean({ message: 'checked must be true or false' })
  checked: boolean;
}

/** The call takes no fields: no body, or `{}`. */
export class AddRecipeToShoppingListDto {}

export class AddPantryItemDto {
  @ApiProperty({ example: 'Basmati rice', maxLength: INVENTORY_LIMITS.name })
  @Transform(toTrimmed)
  @MaxLength(INVENTORY_LIMITS.name, { message: `Item name must be at most ${INVENTORY_LIMITS.name} characters` })
  @IsNotEmpty({ message: NAME_REQUIRED })
  @IsString({ message: NAME_REQUIRED })
  name: string;

  @ApiPropertyOptional({
    exclusiveMinimum: true,
    minimum: 0,
    maximum: INVENTORY_LIMITS.maxQuantity,
    description: 'Rounded to 3 decimals',
  })
  @IsOptional()
  @Transform(toStoredQuantity)
  @Max(INVENTORY_LIMITS.maxQuantity, { message: `Quantity must be at most ${INVENTORY_LIMITS.maxQuantity}` })
  @IsPositive({ message: QUANTITY_POSITIVE })
  @IsNumber({}, { message: QUANTITY_POSITIVE })
  quantity?: number;

  @ApiPropertyOptional({
    maxLength: INVENTORY_LIMITS.unit,
    description: `Any unit of 1 to ${INVENTORY_LIMITS.unit} characters; the selector offers ${PANTRY_UNITS.join(', ')}`,
  })
  @IsOptional()
  @Transform(toTrimmed)
  @MaxLength(INVENTORY_LIMITS.unit, { message: `Unit must be at most ${INVENTORY_LIMITS.unit} characters` })
  @IsNotEmpty({ message: UNIT_REQUIRED })
  @IsString({ message: UNIT_REQUIRED })
  unit?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100, description: 'How much is left; rounded to a whole number' })
  @IsOptional()
  @Transform(toWholePercentage)
  @Max(100, { message: PERCENTAGE_RANGE })
  @Min(0, { message: PERCENTAGE_RANGE })
  @IsNumber({}, { message: PERCENTAGE_RANGE })
  percentage?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Ignored: the item belongs to the signed-in user' })
  @IsOptional()
  userId?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server keeps its own time' })
  @IsOptional()
  addedAt?: string;
}

/** Any of quantity, unit and percentage, with the rules of a new pantry item. */
export class UpdatePantryItemDto extends PickType(AddPantryItemDto, ['quantity', 'unit', 'percentage'] as const) {}

export class PantryItemDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Kept to 3 decimals' }) quantity: number;
  @ApiProperty({ example: 'cups' }) unit: string;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'How much is left' }) percentage: number;
  @ApiProperty({ format: 'date-time', description: 'When it was added (ISO 8601)' }) addedAt: string;

  static from(item: PantryItem): PantryItemDto {
    return {
      id: item.id,
      userId: item.userId,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      percentage: item.percentage,
      addedAt: new Date(item.addedAt).toISOString(),
    };
  }
}

export class ShoppingItemDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: SHOPPING_CATEGORIES }) category: string;
  @ApiProperty() checked: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it was added (ISO 8601)' }) createdAt: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 500,
    description: 'How much to buy, in unit (3 decimals); null for an item added by its name alone',
  })
  quantity: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'g',
    description: "The ingredient unit of quantity ('g', 'kg', 'cup', 'tbsp', 'clove' …); null with a quantity is a bare count ('5' eggs)",
  })
  unit: string | null;

  static from(item: ShoppingItem): ShoppingItemDto {
    return {
      id: item.id,
      userId: item.userId,
      name: item.name,
      category: item.category,
      checked: item.checked,
      createdAt: new Date(item.createdAt).toISOString(),
      quantity: item.quantity,
      unit: item.unit,
    };
  }
}

export class CheckedShoppingItemDto extends ShoppingItemDto {
  @ApiProperty({
    type: PantryItemDto,
    nullable: true,
    description: 'The pantry item made by this request, when it turned the item from unchecked to checked; else null',
  })
  pantryItem: PantryItemDto | null;

  static fromChange(change: CheckedItem): CheckedShoppingItemDto {
    return { ...ShoppingItemDto.from(change.item), pantryItem: change.pantryItem && PantryItemDto.from(change.pantryItem) };
  }
}

export class ClearedShoppingListDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: 'integer' }) itemsCleared: number;
  @ApiProperty({ type: 'integer', description: 'Items left after the delete (normally 0)' }) itemsRemaining: number;
}

export class SkippedIngredientDto {
  @ApiProperty({ example: 'Basmati rice' }) name: string;
  @ApiProperty({ enum: ['in_pantry', 'on_list'] }) reason: SkipReason;
}

export class RecipeIngredientsAddedDto {
  @ApiProperty({ type: [ShoppingItemDto], description: "In the recipe's order" }) added: ShoppingItemDto[];
  @ApiProperty({ type: 'integer' }) addedCount: number;
  @ApiProperty({ type: [SkippedIngredientDto] }) skipped: SkippedIngredientDto[];

  static from(result: AddedFromRecipe): RecipeIngredientsAddedDto {
    return { added: result.added.map((item) => ShoppingItemDto.from(item)), addedCount: result.added.length, skipped: result.skipped };
  }
}
