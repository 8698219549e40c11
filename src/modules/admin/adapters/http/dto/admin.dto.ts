import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PagingQueryDto } from '../../../../../platform/http/paging.js';
import type { AdminTicketCostRow, SpendingSummary } from '../../../../tickets/index.js';
import type { UserActivity } from '../../../application/admin.queries.js';
import type { AdminStatsRow, AdminUserRow } from '../../../application/ports/admin.read-model.js';
import type { AuditLogRow } from '../../../application/ports/admin-audit-log.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction } from '../../../domain/audit-entry.js';
import { MAX_ID } from '../../../../../platform/http/parse-id.pipe.js';
import type { SpendingSummary as PaymentSpendingSummary } from '../../../../payments/index.js';

export const MAX_ADMIN_SEARCH = 100;
/** The most tickets one grant may add: a typo or a stolen admin session cannot mint a fortune. */
export const MAX_ADJUSTMENT = 10_000;
export const MAX_REASON = 200;
export const MAX_TICKET_COST = 10_000;

const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const AMOUNT_RULE = 'Please enter a positive number of tickets.';

export class AdminUsersQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ maxLength: MAX_ADMIN_SEARCH, description: 'Part of a username, email or name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ADMIN_SEARCH, { message: `Search cannot exceed ${MAX_ADMIN_SEARCH} characters` })
  search?: string;
}

export class AdminUserTicketsDto {
  @ApiProperty({ type: 'integer' }) balance: number;
}

export class AdminUserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty() isAdmin: boolean;
  @ApiProperty({ type: AdminUserTicketsDto }) tickets: AdminUserTicketsDto;
  @ApiProperty({ type: 'integer' }) recipeCount: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null when the user never signed in' }) lastLoginDate: string | null;

  static from(row: AdminUserRow): AdminUserDto {
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      name: row.name,
      bio: row.bio,
      profilePicture: row.profilePicture,
      isAdmin: row.isAdmin,
      tickets: { balance: row.balance },
      recipeCount: row.recipeCount,
      lastLoginDate: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    };
  }
}

export class AdminStatsDto {
  @ApiProperty({ type: 'integer' }) userCount: number;
  @ApiProperty({ type: 'integer' }) recipeCount: number;
  @ApiProperty({ type: 'integer', description: 'The sum of every balance' }) ticketsCirculation: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { Dinner: 12, Dessert: 4 },
    description: 'Category to number of recipes (categories without recipes are absent)',
  })
  recipesByCategory: Record<string, number>;

  static from(row: AdminStatsRow): AdminStatsDto {
    return {
      userCount: row.userCount,
      recipeCount: row.recipeCount,
      ticketsCirculation: row.ticketsCirculation,
      recipesByCategory: row.recipesByCategory,
    };
  }
}

export class TicketSpendingDto {
  @ApiProperty({ type: 'integer', description: 'Tickets spent on AI features, refunded spends excluded' }) lifetimeSpent: number;
  @ApiProperty({ type: 'integer', description: 'Since the 1st of this month, 00:00 UTC' }) thisMonthSpent: number;
  @ApiProperty({ type: 'integer', description: 'Since Monday 00:00 UTC' }) thisWeekSpent: number;
}

export class PaymentSpendingDto {
  @ApiProperty({ description: 'Dollars' }) lifetimeSpent: number;
  @ApiProperty({ description: 'Dollars since the 1st of this month, 00:00 UTC' }) thisMonthSpent: number;
  @ApiProperty({ description: 'Dollars since Monday 00:00 UTC' }) thisWeekSpent: number;
}

export class UserActivityDto {
  @ApiProperty({ type: 'integer' }) userId: number;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null when the user never signed in' }) lastLoginDate: string | null;
  @ApiProperty({ type: TicketSpendingDto }) ticketSpending: TicketSpendingDto;
  @ApiProperty({ type: PaymentSpendingDto }) paymentSpending: PaymentSpendingDto;

  static from(activity: UserActivity): UserActivityDto {
    const spending = (s: SpendingSummary | PaymentSpendingSummary) => ({
      lifetimeSpent: s.lifetimeSpent,
      thisMonthSpent: s.thisMonthSpent,
      thisWeekSpent: s.thisWeekSpent,
    });
    return {
      userId: activity.userId,
      username: activity.username,
      lastLoginDate: activity.lastLoginAt ? new Date(activity.lastLoginAt).toISOString() : null,
      ticketSpending: spending(activity.ticketSpending),
      paymentSpending: spending(activity.paymentSpending),
    };
  }
}

export class AddTicketsDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ADJUSTMENT })
  @Max(MAX_ADJUSTMENT, { message: `At most ${MAX_ADJUSTMENT} tickets at a time` })
  @Min(1, { message: AMOUNT_RULE })
  @IsInt({ message: AMOUNT_RULE })
  amount: number;

  @ApiPropertyOptional({ maxLength: MAX_REASON, default: 'Admin adjustment', description: "The ledger row's description" })
  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: 'Reason must be text' })
  @MaxLength(MAX_REASON, { message: `Reason cannot exceed ${MAX_REASON} characters` })
  reason?: string;
}

export class AddTicketsResultDto {
  @ApiProperty({ example: 'Successfully added 5 tickets.' }) message: string;
  @ApiProperty({ type: 'integer' }) amount: number;
  @ApiProperty({ type: 'integer', description: "The user's balance after the credit" }) balance: number;
}

export class RecipeModerationDto {
  @ApiProperty({ description: 'The verified badge' })
  @IsBoolean({ message: 'isModerated must be true or false' })
  isModerated: boolean;
}

export class ModeratedRecipeDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty() isModerated: boolean;
}

export class AdminTicketCostDto {
  @ApiProperty({ example: 'ai_recipe' }) feature: string;
  @ApiProperty({ type: 'integer' }) cost: number;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Inactive: the feature is free' }) isActive: boolean;

  static from(row: AdminTicketCostRow): AdminTicketCostDto {
    return { feature: row.feature, cost: row.cost, description: row.description, isActive: row.isActive };
  }
}

export class UpdateTicketCostDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_TICKET_COST })
  @IsOptional()
  @Max(MAX_TICKET_COST, { message: `Cost cannot exceed ${MAX_TICKET_COST} tickets` })
  @Min(0, { message: 'Cost cannot be negative' })
  @IsInt({ message: 'Cost must be a whole number of tickets' })
  cost?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

export class AdminAuditLogQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_ID, description: "Only this admin's actions" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'adminId must be a whole number' })
  @Min(1, { message: 'adminId must be positive' })
  @Max(MAX_ID, { message: 'adminId is too large' })
  adminId?: number;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS, description: 'Only this kind of action' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;
}

export class AdminAuditEntryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) adminId: number;
  @ApiProperty({ type: String, nullable: true, description: "null when the admin's account no longer exists" }) adminUsername: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) targetType: string;
  @ApiProperty({ description: "The record acted on: a user's, recipe's or backup's id, a ticket cost's feature", example: '42' }) target: string;
  @ApiProperty({ example: 'Added 50 tickets to ada: Admin adjustment' }) summary: string;
  @ApiProperty({ type: String, nullable: true, description: "The request's address" }) ip: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;

  static from(row: AuditLogRow): AdminAuditEntryDto {
    return {
      id: row.id,
      adminId: row.adminId,
      adminUsername: row.adminUsername,
      action: row.action,
      targetType: row.targetType,
      target: row.targetId,
      summary: row.summary,
      ip: row.ip,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }
}
