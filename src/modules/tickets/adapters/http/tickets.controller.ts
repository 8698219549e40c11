import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto } from '../../../../platform/http/dto.js';
import { EarnRecipeInteraction } from '../../application/earn-recipe-interaction.js';
import { TicketLedger } from '../../application/ticket-ledger.js';
import { TicketQueries } from '../../application/ticket.queries.js';
import { UseTicketPacksError } from '../../domain/tickets.errors.js';
import {
  EarnedTicketsDto,
  PurchaseTicketsDto,
  RecipeInteractionDto,
  TicketBalanceDto,
  TicketCostDto,
  TicketTransactionDto,
  TicketTransactionsQueryDto,
} from './dto/tickets.dto.js';

/** My tickets: every call needs a session and only ever sees the signed-in user's tickets. */
@ApiTags('tickets')
@Controller('tickets')
export class TicketsController {
  constructor(
    private readonly ledger: TicketLedger,
    private readonly queries: TicketQueries,
    private readonly earnRecipeInteraction: EarnRecipeInteraction,
  ) {}

  /** My balance and lifetime totals (zeros before the first ticket). */
  @Get()
  async getTickets(@CurrentUser() user: SessionUser): Promise<TicketBalanceDto> {
    return this.ledger.balanceOf(user.id);
  }

  /** My ticket transactions, newest first (50 by default, at most 100). */
  @Get('transactions')
  @ApiOkResponse({
    type: [TicketTransactionDto],
    headers: { 'X-Total-Count': { description: 'How many transactions I have', schema: { type: 'integer' } } },
  })
  async listTicketTransactions(
    @CurrentUser() user: SessionUser,
    @Query() query: TicketTransactionsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TicketTransactionDto[]> {
    const { rows, total } = await this.queries.transactions(user.id, query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => TicketTransactionDto.from(row));
  }

  /** What each premium feature costs, by feature. */
  @Get('costs')
  async listTicketCosts(): Promise<TicketCostDto[]> {
    return (await this.queries.costs()).map((row) => TicketCostDto.from(row));
  }

  /**
   * Reports a rating, comment or photo I have just added to someone else's public recipe. The award
   * (1 ticket, once per recipe and type, at most 5 a day) is credited once; `ticketsEarned` is above 0
   * only the first time it is reported.
   */
  @Post('earn/recipe-interaction')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Recipe not found (or private)' })
  async earnRecipeInteractionTickets(@CurrentUser() user: SessionUser, @Body() body: RecipeInteractionDto): Promise<EarnedTicketsDto> {
    return this.earnRecipeInteraction.execute(user.id, body.recipeId, body.interactionType);
  }

  /** Always refused with code USE_TICKET_PACKS: tickets are bought as ticket packs, credited only after a captured payment. */
  @Post('purchase')
  @HttpCode(400)
  @ApiBadRequestResponse({ type: ErrorDto, description: "code 'USE_TICKET_PACKS'" })
  purchaseTickets(@Body() _body: PurchaseTicketsDto): void {
    throw new UseTicketPacksError();
  }
}
