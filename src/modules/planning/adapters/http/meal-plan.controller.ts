import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGatewayTimeoutResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public, type SessionUser } from '../../../../platform/http/auth-context.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { CalendarFeed } from '../../application/calendar-feed.js';
import { ShopForPlan } from '../../application/shop-for-plan.js';
import { AddMealPlanEntry, ReadMealPlan, RemoveMealPlanEntry, UpdateMealPlanEntry } from '../../application/meal-plan-commands.js';
import { SuggestMealPlanDraft } from '../../application/suggest-meal-plan-draft.js';
import {
  AddMealPlanEntryDto,
  CalendarFeedDto,
  MealPlanEntryDto,
  MealPlanSuggestionDto,
  PlanRangeDto,
  PlanShoppedDto,
  SuggestMealPlanDto,
  UpdateMealPlanEntryDto,
} from './dto/meal-plan.dto.js';

const DAY_FULL = 'DAY_FULL: the day holds 40 planned meals already';

@ApiTags('meal plan')
@Controller('meal-plan')
export class MealPlanController {
  constructor(
    private readonly readPlan: ReadMealPlan,
    private readonly addEntry: AddMealPlanEntry,
    private readonly updateEntry: UpdateMealPlanEntry,
    private readonly removeEntry: RemoveMealPlanEntry,
    private readonly feed: CalendarFeed,
    private readonly shopForPlan: ShopForPlan,
    private readonly suggest: SuggestMealPlanDraft,
  ) {}

  /** The cook's plan from `from` to `to` (both included, at most 62 days), by date, meal and order. */
  @Get()
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Dates not written YYYY-MM-DD, to before from, or more than 62 days' })
  async listMealPlan(@CurrentUser() user: SessionUser, @Query() query: PlanRangeDto): Promise<MealPlanEntryDto[]> {
    return (await this.readPlan.execute(user.id, query.from, query.to)).map((entry) => MealPlanEntryDto.from(entry));
  }

  /** Plans a recipe (with its servings) or a note for a day's meal, at the end of that meal. */
  @Post()
  @ApiCreatedResponse({ type: MealPlanEntryDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'recipeId names no recipe the cook may read (none, or a private one of someone else)' })
  @ApiConflictResponse({ type: ErrorDto, description: DAY_FULL })
  async addMealPlanEntry(@CurrentUser() user: SessionUser, @Body() body: AddMealPlanEntryDto): Promise<MealPlanEntryDto> {
    return MealPlanEntryDto.from(await this.addEntry.execute(user.id, body));
  }

  /** Puts every planned recipe of the range on the shopping list, scaled to its servings, amounts merged across recipes; what the pantry covers is skipped. */
  @Post('shopping-list')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Dates not written YYYY-MM-DD, to before from, or more than 62 days' })
  @ApiConflictResponse({ type: ErrorDto, description: 'LIST_FULL: the additions would take the list past 500 items; nothing is added' })
  async addMealPlanToShoppingList(@CurrentUser() user: SessionUser, @Body() body: PlanRangeDto): Promise<PlanShoppedDto> {
    return PlanShoppedDto.from(await this.shopForPlan.execute(user.id, body.from, body.to));
  }

  /**
   * 'Plan my week': a draft for the empty slots of `meals` from `from` to `to` (at most 14 days), from the
   * cook's own recipes, respecting their dietary restrictions, favourites first and without repeats.
   * Savorus (the default with an AI provider) charges the ai_meal_plan cost, refunded when it fails;
   * 'offline' is free. Nothing is saved.
   */
  @Post('suggest')
  @HttpCode(200)
  @ApiOkResponse({ type: MealPlanSuggestionDto })
  @ApiBadRequestResponse({
    type: ErrorDto,
    description: 'Dates not written YYYY-MM-DD, to before from, more than 14 days, or meals empty or repeated',
  })
  @ApiPaymentRequiredResponse({ type: ErrorDto, description: "Savorus, too few tickets: {message, code: 'INSUFFICIENT_TICKETS', required, balance}" })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: "engine 'savorus' and no AI provider is configured" })
  @ApiBadGatewayResponse({ type: ErrorDto, description: 'The provider failed or answered nothing usable; the charge was refunded' })
  @ApiGatewayTimeoutResponse({ type: ErrorDto, description: 'The provider timed out; the charge was refunded' })
  async suggestMealPlan(@CurrentUser() user: SessionUser, @Body() body: SuggestMealPlanDto): Promise<MealPlanSuggestionDto> {
    return MealPlanSuggestionDto.from(await this.suggest.execute(user.id, body));
  }

  /** The cook's calendar address, or null. */
  @Get('ical-feed')
  async getMealPlanCalendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedDto> {
    return { url: await this.feed.addressOf(user.id) };
  }

  /** Makes a new private calendar address; the previous one stops working. */
  @Post('ical-feed')
  @ApiCreatedResponse({ type: CalendarFeedDto })
  async regenerateMealPlanCalendarFeed(@CurrentUser() user: SessionUser): Promise<CalendarFeedDto> {
    return { url: await this.feed.regenerate(user.id) };
  }

  /** Turns the calendar address off. */
  @Delete('ical-feed')
  async revokeMealPlanCalendarFeed(@CurrentUser() user: SessionUser): Promise<MessageDto> {
    await this.feed.revoke(user.id);
    return MessageDto.of('Calendar feed turned off');
  }

  /** The plan as an iCalendar feed for calendar apps: the token in the address is the only credential. */
  @Get('ical/:token')
  @Public()
  @ApiOkResponse({ description: 'iCalendar (RFC 5545)', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No feed has this token (never made, regenerated or turned off)' })
  async mealPlanCalendar(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const calendar = await this.feed.calendar(token);
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, max-age=300');
    return calendar;
  }

  /** Moves an entry to another day or meal, or changes its servings (a recipe) or its text (a note). */
  @Patch(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: DAY_FULL })
  async updateMealPlanEntry(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateMealPlanEntryDto,
  ): Promise<MealPlanEntryDto> {
    return MealPlanEntryDto.from(await this.updateEntry.execute(user.id, id, body));
  }

  /** Removes an entry from the plan. */
  @Delete(':id')
  @ApiNotFoundResponse({ type: ErrorDto })
  async deleteMealPlanEntry(@CurrentUser() user: SessionUser, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    await this.removeEntry.execute(user.id, id);
    return MessageDto.of('Removed from the plan');
  }
}
