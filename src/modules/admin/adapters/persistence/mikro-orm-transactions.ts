import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Transactions } from '../../application/ports/transactions.js';

/**
 * MikroORM's transaction context: every `em.execute`/`em.find` of the modules' repositories called
 * inside `work` resolves the transaction's fork and so runs in this transaction.
 */
@Injectable()
export class MikroOrmTransactions extends Transactions {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work(), { clear: true });
  }
}
