import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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
