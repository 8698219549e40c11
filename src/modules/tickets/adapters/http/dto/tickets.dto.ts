import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PagingQueryDto } from '../../../../../platform/http/paging.js';
import { MAX_ID } from '../../../../../platform/http/parse-id.pipe.js';
import type { TicketCostRow, TicketTransactionRow } from '../../../application/ports/tickets.read-model.js';
import { RECIPE_INTERACTIONS, type RecipeInteractionType } from '../../../domain/recipe-interaction.js';

export const MAX_TRANSACTIONS_PAGE = 100;

export class TicketBalanceDto {
  @ApiProperty({ type: 'integer' }) balance: number;
  @ApiProperty({ type: 'integer' }) lifetimeEarned: number;
  @ApiProperty({ type: 'integer', description: 'Net of refunds' }) lifetimeSpent: number;
}

export class TicketTransactionsQueryDto extends PickType(PagingQueryDto, ['offset'] as const) {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_TRANSACTIONS_PAGE, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_TRANSACTIONS_PAGE, { message: `limit cannot exceed ${MAX_TRANSACTIONS_PAGE}` })
  limit?: number;
}

export class TicketTransactionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({
    description:
      'purchase, subscription, login_streak, recipe_interaction, ai_chat, photo_upload, ai_recipe, ai_image, ai_nutrition, ai_meal_plan, admin_adjustment, welcome_bonus or refund (show unknown ones humanised)',
  })
  type: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: 'integer', description: 'Signed: + earned, − spent' }) amount: number;
  @ApiProperty({ format: 'date-time', description: 'ISO 8601' }) createdAt: string;
  @ApiProperty({ type: 'integer', description: 'The balance after this transaction' }) balanceAfter: number;

  static from(row: TicketTransactionRow): TicketTransactionDto {
    return {
      id: row.id,
      type: row.type,
      description: row.description,
      amount: row.amount,
      createdAt: new Date(row.createdAt).toISOString(),
      balanceAfter: row.balanceAfter,
    };
  }
}

export class TicketCostDto {
  @ApiProperty({ example: 'ai_recipe' }) feature: string;
  @ApiProperty({ type: 'integer', description: 'Tickets per use' }) cost: number;
  @ApiProperty({ example: 'AI recipe generation' }) description: string;

  static from(row: TicketCostRow): TicketCostDto {
    return { feature: row.feature, cost: row.cost, description: row.description };
  }
}

const INTERACTION_RULE = `Interaction type must be one of: ${RECIPE_INTERACTIONS.join(', ')}`;
const RECIPE_ID_RULE = 'Recipe id must be a positive whole number';

export class RecipeInteractionDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: RECIPE_ID_RULE })
  @Min(1, { message: RECIPE_ID_RULE })
  @IsInt({ message: RECIPE_ID_RULE })
  recipeId: number;

  @ApiProperty({ enum: RECIPE_INTERACTIONS })
  @IsIn(RECIPE_INTERACTIONS, { message: INTERACTION_RULE })
  interactionType: RecipeInteractionType;
}

export class EarnedTicketsDto {
  @ApiProperty({ type: 'integer', description: "The award's tickets the first time it is reported, else 0: announce only when above 0" })
  ticketsEarned: number;
  @ApiProperty({ type: 'integer' }) balance: number;
}

/** Accepted for the documented shape; a purchase is always refused here (payments credit captured orders). */
export class PurchaseTicketsDto {
  @ApiPropertyOptional({ type: 'integer' })
  @IsOptional()
  @IsNumber({}, { message: 'amount must be a number' })
  amount?: number;

  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptional()
  @IsString({ message: 'paymentMethod must be text' })
  @MaxLength(50, { message: 'paymentMethod cannot exceed 50 characters' })
  paymentMethod?: string;
}
