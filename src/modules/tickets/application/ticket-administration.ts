import { Injectable } from '@nestjs/common';
import { TicketCostNotFoundError } from '../domain/tickets.errors.js';
import { TICKET_FEATURES, type TicketFeature } from '../domain/ticket-account.js';
import { type AdminTicketCostRow, TicketsReadModel } from './ports/tickets.read-model.js';

/** Start of the UTC month and of the UTC week (Monday 00:00) that contain `now`. */
export function spendingPeriods(now: Date): { monthStart: Date; weekStart: Date } {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const weekStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
  return { monthStart, weekStart };
}

/** What the admin module may read and change about tickets beyond the ledger (exported through index.ts). */
@Injectable()
export class TicketAdministration {
  constructor(private readonly readModel: TicketsReadModel) {}

  /** Every feature's cost, the inactive ones too. */
  costs(): Promise<AdminTicketCostRow[]> {
    return this.readModel.allCosts();
  }

  /** Changes a feature's cost and/or whether it is charged; TicketCostNotFoundError (404) for an unknown feature. */
  async updateCost(feature: string, change: { cost?: number; isActive?: boolean }): Promise<AdminTicketCostRow> {
    const row = TICKET_FEATURES.includes(feature as TicketFeature) ? await this.readModel.updateCost(feature, change) : null;
    if (!row) throw new TicketCostNotFoundError(feature);
    return row;
  }
}
