import { applyDecorators, BadRequestException, Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiGatewayTimeoutResponse,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { createValidationPipe } from '../../../../platform/http/validation.js';
import { CreateRecipe, CreateRecipeDto, newRecipeFrom, RECIPE_SOURCES, RecipeDto } from '../../../recipes/index.js';
import { GenerateRecipe } from '../../application/generate-recipe.js';
import { AiProvider } from '../../application/ports/ai-provider.js';
import { AssistantFailedError } from '../../domain/assistant.errors.js';
import { SendChatMessage } from '../../application/send-chat-message.js';
import {
  AssistantCapabilitiesDto,
  ChatHistoryDto,
  ChatReplyDto,
  ChatRequestDto,
  GeneratedRecipeDto,
  GenerateRecipeDto,
} from './dto/assistant.dto.js';

const creationShape = createValidationPipe();

/** What a saved recipe says about itself when the model gave no description. */
const GENERATED_DESCRIPTION = 'A recipe created with Savorus.';

/** What a call to the language model can answer besides its result. */
const ModelCallAnswers = () =>
  applyDecorators(
    ApiPaymentRequiredResponse({ type: ErrorDto, description: "Too few tickets: {message, code: 'INSUFFICIENT_TICKETS', required, balance}" }),
    ApiServiceUnavailableResponse({ type: ErrorDto, description: 'No AI provider is configured' }),
    ApiBadGatewayResponse({ type: ErrorDto, description: 'The provider failed; the charge was refunded' }),
    ApiGatewayTimeoutResponse({ type: ErrorDto, description: 'The provider timed out; the charge was refunded' }),
  );

@ApiTags('ai')
@Controller()
export class AssistantController {
  constructor(
    private readonly chat: SendChatMessage,
    private readonly generate: GenerateRecipe,
    private readonly createRecipe: CreateRecipe,
    private readonly provider: AiProvider,
  ) {}

  /** Which AI features this server's provider offers, so screens can say what a feature costs or that it is free. */
  @Get('assistant/capabilities')
  assistantCapabilities(): AssistantCapabilitiesDto {
    return { ...this.provider.capabilities };
  }

  /** The signed-in user's conversation with Savorus (kept across reloads). */
  @Get('chat')
  async chatHistory(@CurrentUser() user: SessionUser): Promise<ChatHistoryDto> {
    return { messages: await this.chat.history(user.id), available: this.chat.available };
  }

  /** Answers the last user message of the conversation; 1 ticket for the 1st, 6th, 11th… message. */
  @Post('chat')
  @HttpCode(200)
  @ModelCallAnswers()
  async sendChat(@CurrentUser() user: SessionUser, @Body() body: ChatRequestDto): Promise<ChatReplyDto> {
    const last = body.messages[body.messages.length - 1];
    const message = last.content.trim();
    if (last.role !== 'user' || !message) throw new BadRequestException('Message cannot be empty');
    if (message.length > 4000) throw new BadRequestException('A message can be at most 4000 characters');
    return { response: await this.chat.execute(user.id, body.messages.slice(0, -1), message) };
  }

  /** Starts the conversation over. */
  @Delete('chat')
  @HttpCode(204)
  async clearChat(@CurrentUser() user: SessionUser): Promise<void> {
    await this.chat.clear(user.id);
  }

  /** Generates a recipe from a prompt (5 tickets) and saves it for the signed-in user as 'AI-generated'. */
  @Post('recipe/generate')
  @ModelCallAnswers()
  async generateRecipe(@CurrentUser() user: SessionUser, @Body() body: GenerateRecipeDto): Promise<GeneratedRecipeDto> {
    const prompt = body.prompt.trim();
    if (!prompt) throw new BadRequestException('Prompt is required');
    return this.generate.execute(user.id, prompt, async (draft) => {
      let input: CreateRecipeDto;
      try {
        input = (await creationShape.transform(
          { ...draft, description: draft.description || GENERATED_DESCRIPTION, source: RECIPE_SOURCES.ai },
          { type: 'body', metatype: CreateRecipeDto },
        )) as CreateRecipeDto;
      } catch {
        // The model's recipe breaks a rule of a saved recipe (a name too long, say): its failure, refunded.
        throw new AssistantFailedError();
      }
      return { recipe: RecipeDto.from(await this.createRecipe.execute(user.id, newRecipeFrom(input)), user.id) };
    });
  }
}
