import { BadRequestException, Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { Idempotent } from '../../../../platform/http/idempotency.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { GetProgress, StartProgress, UpdateProgress } from '../../application/cooking-progress.js';
import { ProgressChangeDto, ProgressDto, StartProgressDto } from './dto/progress.dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';

@ApiTags('cooking')
@ApiNotFoundResponse({ type: ErrorDto, description: 'No progress yet, or a recipe the user cannot see' })
@Controller('recipes/:id/progress')
export class ProgressController {
  constructor(
    private readonly getProgress: GetProgress,
    private readonly startProgress: StartProgress,
    private readonly updateProgress: UpdateProgress,
  ) {}

  /** The signed-in cook's progress in a recipe; 404 when there is none yet. */
  @Get()
  async getRecipeProgress(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<ProgressDto> {
    return ProgressDto.from(await this.getProgress.execute(user.id, id));
  }

  /** Starts cooking a recipe; 409 when the cook already has progress in it. */
  @Post()
  @ApiConflictResponse({ type: ErrorDto, description: 'Progress already exists: fetch it instead' })
  @Idempotent()
  async startRecipeProgress(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: StartProgressDto,
  ): Promise<ProgressDto> {
    const { recipeId, ...change } = body;
    if (recipeId !== undefined && recipeId !== id) throw new BadRequestException('recipeId does not match the recipe in the address');
    return ProgressDto.from(await this.startProgress.execute(user.id, id, change));
  }

  /** Saves the current step and the steps done while cooking. */
  @Patch()
  @Idempotent()
  async updateRecipeProgress(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ProgressChangeDto,
  ): Promise<ProgressDto> {
    return ProgressDto.from(await this.updateProgress.execute(user.id, id, body));
  }
}
