import { Injectable } from '@nestjs/common';
import { AccountRemoval } from '../../auth/index.js';
import { RecipeCatalog } from '../../recipes/index.js';
import { TicketLedger } from '../../tickets/index.js';
import { AdminAccountDeletionError, AdminUserNotFoundError } from '../domain/admin.errors.js';
import { AdminReadModel } from './ports/admin.read-model.js';
import { Transactions } from './ports/transactions.js';

export const DEFAULT_ADJUSTMENT_REASON = 'Admin adjustment';

/** Credits tickets to a user: one `admin_adjustment` ledger row, under the account's lock (TicketLedger). */
@Injectable()
export class AddTickets {
  constructor(
    private readonly readModel: AdminReadModel,
    private readonly ledger: TicketLedger,
  ) {}

  async execute(adminId: number, userId: number, amount: number, reason?: string): Promise<{ credited: number; balance: number }> {
    if (!(await this.readModel.userSummary(userId))) throw new AdminUserNotFoundError();
    return this.ledger.credit(userId, amount, 'admin_adjustment', reason?.trim() || DEFAULT_ADJUSTMENT_REASON, { metadata: { adminId } });
  }
}

/**
 * Deletes a non-admin account and everything it owns, in one transaction: the account row locked, the
 * cook's ratings taken out of the recipes' counts and sums, then the account deleted (the database
 * cascades to recipes, feedback, follows, notifications, inventory, cooking progress, sessions and
 * tickets).
 */
@Injectable()
export class DeleteUser {
  constructor(
    private readonly transactions: Transactions,
    private readonly accounts: AccountRemoval,
    private readonly recipes: RecipeCatalog,
  ) {}

  execute(userId: number): Promise<{ username: string }> {
    return this.transactions.run(async () => {
      const account = await this.accounts.lock(userId);
      if (!account) throw new AdminUserNotFoundError();
      if (account.isAdmin) throw new AdminAccountDeletionError();
      await this.recipes.withdrawRatingsOf(userId);
      await this.accounts.delete(userId);
      return { username: account.username };
    });
  }
}
