import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { RecipeDto } from '../../../../recipes/index.js';

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
}
