import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../../../platform/http/auth-context.js';
import { ErrorDto, MessageDto } from '../../../../platform/http/dto.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { TOTAL_COUNT_HEADER } from '../../../../platform/http/paging.js';
import { TicketAdministration } from '../../../tickets/index.js';
import { AddTickets, ChangeTicketCost, DeleteUser, ModerateRecipe } from '../../application/admin-commands.js';
import { AdminQueries } from '../../application/admin.queries.js';
import type { AdminActor } from '../../domain/audit-entry.js';
import { Actor } from './actor.js';
import {
  AddTicketsDto,
  AdminAuditEntryDto,
  AdminAuditLogQueryDto,
  AddTicketsResultDto,
  AdminStatsDto,
  AdminTicketCostDto,
  AdminUserDto,
  AdminUsersQueryDto,
  ModeratedRecipeDto,
  RecipeModerationDto,
  UpdateTicketCostDto,
  UserActivityDto,
} from './dto/admin.dto.js';

/** The admin dashboard: every call 401 for visitors and 403 for everyone but admins (SessionAuthGuard). */
@ApiTags('admin')
@ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin' })
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly queries: AdminQueries,
    private readonly addTicketsCommand: AddTickets,
    private readonly deleteUserCommand: DeleteUser,
    private readonly moderateRecipe: ModerateRecipe,
    private readonly changeTicketCost: ChangeTicketCost,
    private readonly tickets: TicketAdministration,
  ) {}

  /** Every user by id (50 by default, at most 200), with balance and recipe count; `search` matches username, email or name. */
  @Get('users')
  @ApiOkResponse({
    type: [AdminUserDto],
    headers: { 'X-Total-Count': { description: 'How many users match', schema: { type: 'integer' } } },
  })
  async listAdminUsers(@Query() query: AdminUsersQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminUserDto[]> {
    const { rows, total } = await this.queries.users(query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => AdminUserDto.from(row));
  }

  /** Users, recipes, tickets in circulation (the sum of all balances) and recipes by category. */
  @Get('stats')
  async getAdminStats(): Promise<AdminStatsDto> {
    return AdminStatsDto.from(await this.queries.stats());
  }

  /** Last sign-in, and tickets and dollars spent in all, this month and this week (UTC, weeks from Monday). */
  @Get('users/:id/activity')
  @ApiNotFoundResponse({ type: ErrorDto })
  async getUserActivity(@Param('id', ParseIdPipe) id: number): Promise<UserActivityDto> {
    return UserActivityDto.from(await this.queries.activity(id));
  }

  /** Credits tickets to the user: an `admin_adjustment` ledger row described by `reason` ('Admin adjustment' by default). */
  @Post('users/:id/add-tickets')
  @HttpCode(200)
  @ApiNotFoundResponse({ type: ErrorDto })
  async addTickets(@Actor() admin: AdminActor, @Param('id', ParseIdPipe) id: number, @Body() body: AddTicketsDto): Promise<AddTicketsResultDto> {
    const { credited, balance } = await this.addTicketsCommand.execute(admin, id, body.amount, body.reason);
    return { message: `Successfully added ${credited} tickets.`, amount: credited, balance };
  }

  /**
   * Deletes a user and everything they own (403 for an admin account); their sessions end at once. Their
   * ticket ledger and payments stay, detached from the account, so the platform's totals stay auditable.
   */
  @Delete('users/:id')
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async deleteUser(@Actor() admin: AdminActor, @Param('id', ParseIdPipe) id: number): Promise<MessageDto> {
    const { username } = await this.deleteUserCommand.execute(admin, id);
    return MessageDto.of(`User ${username} has been deleted.`);
  }

  /** Sets or clears a recipe's verified badge. */
  @Patch('recipes/:id/moderation')
  @ApiNotFoundResponse({ type: ErrorDto })
  async setRecipeModeration(
    @Actor() admin: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RecipeModerationDto,
  ): Promise<ModeratedRecipeDto> {
    return this.moderateRecipe.execute(admin, id, body.isModerated);
  }

  /** Every feature's ticket cost, the inactive (free) ones too. */
  @Get('ticket-costs')
  async listAdminTicketCosts(): Promise<AdminTicketCostDto[]> {
    return (await this.tickets.costs()).map((row) => AdminTicketCostDto.from(row));
  }

  /** Changes a feature's cost and/or whether it is charged. */
  @Patch('ticket-costs/:feature')
  @ApiNotFoundResponse({ type: ErrorDto })
  async updateTicketCost(
    @Actor() admin: AdminActor,
    @Param('feature') feature: string,
    @Body() body: UpdateTicketCostDto,
  ): Promise<AdminTicketCostDto> {
    return AdminTicketCostDto.from(await this.changeTicketCost.execute(admin, feature, body));
  }

  /** What admins did (ticket grants, deletions, badges, costs), newest first; filter by admin or action. Nothing changes or removes an entry. */
  @Get('audit-log')
  @ApiOkResponse({ type: [AdminAuditEntryDto], headers: TOTAL_COUNT_HEADER })
  async listAdminAuditLog(@Query() query: AdminAuditLogQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminAuditEntryDto[]> {
    const { rows, total } = await this.queries.auditLog(query);
    response.setHeader('X-Total-Count', String(total));
    return rows.map((row) => AdminAuditEntryDto.from(row));
  }
}
