import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsNotEmpty, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';

const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class GenerateImageDto {
  @ApiProperty({ description: 'The recipe name', example: 'Lemon Garlic Roast Chicken' })
  @Transform(toTrimmed)
  @IsString({ message: 'Please enter a recipe name to generate an image.' })
  @IsNotEmpty({ message: 'Please enter a recipe name to generate an image.' })
  @MaxLength(200)
  prompt: string;

  @ApiPropertyOptional({ example: 'Dinner', default: 'Main Dish' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;

  @ApiPropertyOptional({ description: 'Make a new picture even when one exists for this recipe' })
  @IsOptional()
  @IsBoolean()
  forceNew?: boolean;
}

export class ImageUrlDto {
  @ApiProperty({ example: '/media/3f…a1.jpg' }) imageUrl: string;
}

const toLines = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(/\r?\n/) : value);

export class CalculateNutritionDto {
  @ApiProperty({ type: [String], description: 'Ingredient lines, or one string with a line each' })
  @Transform(toLines)
  @IsArray({ message: 'Ingredients list cannot be empty' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  ingredients: string[];

  @ApiProperty({ type: 'integer', minimum: 1, example: 4 })
  @IsNumber({}, { message: 'Servings must be a positive number' })
  servings: number;
}

export class NutritionFactsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { calories: '512 kcal', protein: '34g', carbs: '41g', fat: '22g', fiber: '6g' },
    description: 'Per serving',
  })
  nutritionFacts: Record<string, string>;

  @ApiProperty({ type: [String], description: 'Lines left out because no nutrient data matched them' })
  unmatched: string[];

  @ApiProperty({ enum: ['ai', 'table'], description: "'ai': the AI provider's estimate (1 ticket); 'table': the built-in nutrient table (free)" })
  calculatedBy: 'ai' | 'table';
}
