import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { CalculateNutrition } from '../../application/calculate-nutrition.js';
import { CalculateNutritionDto, NutritionFactsDto } from './dto/ai.dto.js';

@ApiTags('ai')
@Controller('recipe')
export class NutritionController {
  constructor(private readonly calculate: CalculateNutrition) {}

  /**
   * Per-serving nutrition facts for ingredient lines: the AI provider's estimate for 1 ticket when a nutrition
   * model is configured, else (or when it fails, or the cook is short of tickets) the built-in table, free,
   * whose unmatched lines are listed, not guessed.
   */
  @Post('calculate-nutrition')
  @HttpCode(200)
  async calculateRecipeNutrition(@CurrentUser() user: SessionUser, @Body() body: CalculateNutritionDto): Promise<NutritionFactsDto> {
    return this.calculate.execute(user.id, body.ingredients, body.servings);
  }
}
