import { Injectable } from '@nestjs/common';
import { type Paging, type TicketCostRow, TicketsReadModel, type TicketTransactionRow } from './ports/tickets.read-model.js';

export const TRANSACTIONS_PAGE = 50;

@Injectable()
export class TicketQueries {
  constructor(private readonly readModel: TicketsReadModel) {}

  transactions(userId: number, paging: Partial<Paging>): Promise<{ rows: TicketTransactionRow[]; total: number }> {
    return this.readModel.transactions(userId, { limit: paging.limit ?? TRANSACTIONS_PAGE, offset: paging.offset ?? 0 });
  }

  costs(): Promise<TicketCostRow[]> {
    return this.readModel.costs();
  }
}
