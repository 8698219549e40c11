import { Injectable } from '@nestjs/common';
import { AccountRemoval } from '../../auth/index.js';
import { RecipeCatalog } from '../../recipes/index.js';
import { type AdminTicketCostRow, TicketAdministration, TicketLedger } from '../../tickets/index.js';
import { AdminAccountDeletionError, AdminUserNotFoundError } from '../domain/admin.errors.js';
import type { AdminActor } from '../domain/audit-entry.js';
import { AdminAuditLog } from './ports/admin-audit-log.js';
import { AdminReadModel } from './ports/admin.read-model.js';
import { Transactions } from './ports/transactions.js';

export const DEFAULT_ADJUSTMENT_REASON = 'Admin adjustment';

/**
 * Credits tickets to a user: one `admin_adjustment` ledger row described by the reason (what the cook's
 * history shows), under the account's lock (TicketLedger), and its audit row, in one transaction.
 */
@Injectable()
export class AddTickets {
  constructor(
    private readonly transactions: Transactions,
    private readonly readModel: AdminReadModel,
    private readonly ledger: TicketLedger,
    private readonly audit: AdminAuditLog,
  ) {}

  execute(admin: AdminActor, userId: number, amount: number, reason?: string): Promise<{ credited: number; balance: number }> {
    const description = reason?.trim() || DEFAULT_ADJUSTMENT_REASON;
    return this.transactions.run(async () => {
      const user = await this.readModel.userSummary(userId);
      if (!user) throw new AdminUserNotFoundError();
      const result = await this.ledger.credit(userId, amount, 'admin_adjustment', description, { metadata: { adminId: admin.id } });
      await this.audit.record(admin, {
        action: 'tickets.grant',
        targetType: 'user',
        targetId: String(userId),
        summary: `Added ${result.credited} tickets to ${user.username}: ${description}`,
        details: { amount: result.credited, reason: description, balance: result.balance },
      });
      return result;
    });
  }
}

/**
 * Deletes a non-admin account and everything it owns, in one transaction: the account row locked, the
 * cook's ratings taken out of the recipes' counts and sums, then the account deleted (the database
 * cascades to recipes, feedback, follows, notifications, inventory, cooking progress and sessions, and
 * detaches the ticket ledger and payments, which stay), and its audit row.
 */
@Injectable()
export class DeleteUser {
  constructor(
    private readonly transactions: Transactions,
    private readonly accounts: AccountRemoval,
    private readonly recipes: RecipeCatalog,
    private readonly audit: AdminAuditLog,
  ) {}

  execute(admin: AdminActor, userId: number): Promise<{ username: string }> {
    return this.transactions.run(async () => {
      const account = await this.accounts.lock(userId);
      if (!account) throw new AdminUserNotFoundError();
      if (account.isAdmin) throw new AdminAccountDeletionError();
      await this.recipes.withdrawRatingsOf(userId);
      await this.accounts.delete(userId);
      await this.audit.record(admin, {
        action: 'user.delete',
        targetType: 'user',
        targetId: String(userId),
        summary: `Deleted user ${account.username}`,
        details: { username: account.username },
      });
      return { username: account.username };
    });
  }
}

/** Sets or clears a recipe's verified badge, with its audit row. */
@Injectable()
export class ModerateRecipe {
  constructor(
    private readonly transactions: Transactions,
    private readonly recipes: RecipeCatalog,
    private readonly audit: AdminAuditLog,
  ) {}

  execute(admin: AdminActor, recipeId: number, isModerated: boolean): Promise<{ id: number; name: string; isModerated: boolean }> {
    return this.transactions.run(async () => {
      const recipe = await this.recipes.setModerated(recipeId, isModerated);
      await this.audit.record(admin, {
        action: 'recipe.moderate',
        targetType: 'recipe',
        targetId: String(recipeId),
        summary: isModerated ? `Verified the recipe '${recipe.name}'` : `Removed the verified badge of '${recipe.name}'`,
        details: { isModerated },
      });
      return recipe;
    });
  }
}

/** Changes a feature's cost and/or whether it is charged, with its audit row. */
@Injectable()
export class ChangeTicketCost {
  constructor(
    private readonly transactions: Transactions,
    private readonly tickets: TicketAdministration,
    private readonly audit: AdminAuditLog,
  ) {}

  execute(admin: AdminActor, feature: string, change: { cost?: number; isActive?: boolean }): Promise<AdminTicketCostRow> {
    return this.transactions.run(async () => {
      const row = await this.tickets.updateCost(feature, change);
      await this.audit.record(admin, {
        action: 'ticket-cost.update',
        targetType: 'ticket-cost',
        targetId: feature,
        summary: `Set ${feature} to ${row.cost} tickets, ${row.isActive ? 'charged' : 'free'}`,
        details: { ...change },
      });
      return row;
    });
  }
}
