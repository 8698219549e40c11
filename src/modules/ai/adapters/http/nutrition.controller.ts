import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { CalculateNutrition } from '../../application/calculate-nutrition.js';
import { CalculateNutritionDto, NutritionFactsDto } from './dto/ai.dto.js';

@ApiTags('ai')
@ApiBadRequestResponse({ type: ErrorDto })
@Controller('recipe')
export class NutritionController {
  constructor(private readonly calculate: CalculateNutrition) {}

  /** Per-serving nutrition facts for ingredient lines; lines without nutrient data are listed, not guessed. */
  @Post('calculate-nutrition')
  @HttpCode(200)
  async calculateRecipeNutrition(@Body() body: CalculateNutritionDto): Promise<NutritionFactsDto> {
    return this.calculate.execute(body.ingredients, body.servings);
  }
}
