import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt } from 'class-validator';
import { IsOmittable } from '../../../../../platform/http/dto.js';
import type { RecipeProgress } from '../../../domain/recipe-progress.js';

export class ProgressChangeDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Zero-based step index' })
  @IsOmittable()
  @IsInt({ message: 'Current step must be a whole number' })
  currentStep?: number;

  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'Zero-based indexes of the steps done' })
  @IsOmittable()
  @IsArray({ message: 'Completed steps must be a list of step numbers' })
  @ArrayMaxSize(500)
  @IsInt({ each: true, message: 'Completed steps must be a list of step numbers' })
  completedSteps?: number[];

  @ApiPropertyOptional()
  @IsOmittable()
  @IsBoolean({ message: 'isCompleted must be true or false' })
  isCompleted?: boolean;
}

export class StartProgressDto extends ProgressChangeDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Must match the recipe in the address when sent' })
  @IsOmittable()
  @IsInt()
  recipeId?: number;
}

export class ProgressDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty({ type: 'integer' }) recipeId: number;
  @ApiProperty({ type: 'integer' }) currentStep: number;
  @ApiProperty({ type: 'integer', isArray: true }) completedSteps: number[];
  @ApiProperty() isCompleted: boolean;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time' }) lastUpdatedAt: string;

  static from(progress: RecipeProgress): ProgressDto {
    return Object.assign(new ProgressDto(), {
      id: progress.id,
      userId: progress.userId,
      recipeId: progress.recipeId,
      currentStep: progress.currentStep,
      completedSteps: progress.completedSteps,
      isCompleted: progress.isCompleted,
      startedAt: progress.startedAt.toISOString(),
      lastUpdatedAt: progress.lastUpdatedAt.toISOString(),
    });
  }
}
