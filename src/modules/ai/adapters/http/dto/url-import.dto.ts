import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { ImportedRecipe } from '../../../domain/web-import/imported-recipe.js';

export class ImportRecipeUrlDto {
  @ApiProperty({ description: 'The address of a recipe page (http or https)', example: 'https://example.com/recipes/lemon-chicken' })
  @IsString({ message: 'Please enter a web address starting with http:// or https://.' })
  @IsNotEmpty({ message: 'Please enter a web address starting with http:// or https://.' })
  @MaxLength(2000, {
    message: ({ value }) =>
      typeof value === 'string'
        ? 'The web address is too long (at most 2000 characters).'
        : 'Please enter a web address starting with http:// or https://.',
  })
  url: string;
}

/** The fields of the creation form, read from the page; nothing is saved. */
export class ImportedRecipeDto implements ImportedRecipe {
  @ApiProperty({ example: 'Lemon Garlic Roast Chicken' }) name: string;
  @ApiProperty({ description: "The page's description, else 'Imported from <site>.'" }) description: string;
  @ApiProperty({ type: [String] }) ingredients: string[];
  @ApiProperty({ type: [String], description: 'Steps in order; the steps of HowToSection groups follow one another' }) instructions: string[];
  @ApiProperty({
    type: 'integer',
    description: 'Minutes (ISO 8601 durations): the cook time, else the total less the preparation, else the total; 30 when the page gives none',
  })
  cookTime: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "Minutes: the page's prepTime; null when it gives none" }) prepTime: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "Minutes: the page's totalTime; null when it gives none" }) totalTime: number | null;
  @ApiProperty({ type: 'integer', description: 'From the yield ("4 servings", ["4", "4 servings"]); 4 when the page gives none' }) servings: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Makes 12 cookies',
    description: "The yield's text when it says more than a number of servings ('2 loaves'); null otherwise",
  })
  yield: string | null;
  @ApiProperty({ example: 'Dinner', description: "One of the form's categories" }) category: string;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, description: "The page's picture, downloaded and stored: a /media URL" }) imageUrl: string | null;
  @ApiProperty({ description: 'The address of the page the recipe was read from', example: 'https://example.com/recipes/lemon-chicken' })
  source: string;
}
