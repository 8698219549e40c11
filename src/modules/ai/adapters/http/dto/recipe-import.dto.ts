import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { RecipeDto } from '../../../../recipes/index.js';
import { UNCERTAIN_FIELDS, type UncertainField } from '../../../domain/extraction/uncertain-fields.js';

export class ProcessRecipeImageDto {
  @ApiProperty({
    description: 'The data URL of a JPEG, PNG, WEBP or PDF file of at most 5 MB; its bytes decide its type, not the declared one',
    example: 'data:image/jpeg;base64,/9j/4AAQ…',
  })
  @IsOptional()
  @IsString({ message: 'imageData must be the data URL of the file' })
  imageData?: string;
}

export class ProcessedRecipeDto {
  @ApiProperty({ type: RecipeDto, description: "The recipe read from the file, saved with source 'Photo-added'" }) recipe: RecipeDto;

  @ApiPropertyOptional({
    enum: UNCERTAIN_FIELDS,
    isArray: true,
    description:
      'The fields of the recipe the reader was unsure of, in the order the recipe form shows them; empty when it was sure of everything. ' +
      'A field is unsure when the file did not give it and a default stands in (a name, the servings, a time), when it rests on words ' +
      'the OCR could hardly read, when the reader had to guess where its lines begin and end (ingredients without a heading, unnumbered ' +
      'steps), or when the vision model said it could not read it clearly. The client opens the new recipe in its edit form with these ' +
      'fields marked, so the cook checks them first. Not stored with the recipe.',
    example: ['cookTime', 'servings'],
  })
  uncertainFields?: UncertainField[];
}
