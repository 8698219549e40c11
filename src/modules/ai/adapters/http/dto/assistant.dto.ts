import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RecipeDto } from '../../../../recipes/index.js';

export class ChatTurnDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  @IsIn(['user', 'assistant'], { message: "role must be 'user' or 'assistant'" })
  role: 'user' | 'assistant';

  @ApiProperty({ maxLength: 16000, description: "A reply may be long; the user's new message at most 4000 characters" })
  @IsString({ message: 'content must be text' })
  @MaxLength(16000, { message: 'A message can be at most 16000 characters' })
  content: string;
}

export class ChatRequestDto {
  @ApiProperty({ type: [ChatTurnDto], description: 'The conversation so far; the last one is the user message to answer' })
  @IsArray({ message: 'messages must be a list' })
  @ArrayMinSize(1, { message: 'Message cannot be empty' })
  @ArrayMaxSize(100, { message: 'At most 100 messages' })
  @ValidateNested({ each: true })
  @Type(() => ChatTurnDto)
  messages: ChatTurnDto[];
}

export class ChatReplyDto {
  @ApiProperty({ description: 'The reply; it ends with [[CREATE_RECIPE_CARD]] when it offers a recipe card' }) response: string;
}

export class ChatMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['user', 'assistant'] }) role: 'user' | 'assistant';
  @ApiProperty() content: string;
  @ApiProperty() timestamp: Date;
}

export class ChatHistoryDto {
  @ApiProperty({ type: [ChatMessageDto], description: 'The latest 100 messages, oldest first' }) messages: ChatMessageDto[];
  @ApiProperty({ description: 'False when no AI provider is configured: chat and generation answer 503' }) available: boolean;
}

/** What the configured AI provider does; each false feature uses its free offline engine or answers 503. */
export class AssistantCapabilitiesDto {
  @ApiProperty({ description: 'Chat and recipe generation (else 503)' }) chat: boolean;
  @ApiProperty({ description: 'Photos read by the vision model, charged (else read offline, free)' }) vision: boolean;
  @ApiProperty({ description: 'AI recipe pictures, charged (else the placeholder banner, free)' }) images: boolean;
  @ApiProperty({ description: "AI nutrition for 'Calculate Nutrition', charged (else the nutrient table, free)" }) nutrition: boolean;
}

export class GenerateRecipeDto {
  @ApiProperty({ maxLength: 8000, example: 'A quick vegetarian pasta for two' })
  @IsString({ message: 'Prompt is required' })
  @MaxLength(8000, { message: 'A prompt can be at most 8000 characters' })
  prompt: string;
}

export class GeneratedRecipeDto {
  @ApiProperty({ type: RecipeDto, description: "The generated recipe, saved for the signed-in user as 'AI-generated'" }) recipe: RecipeDto;
}
