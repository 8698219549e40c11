import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../scheduling/once-per-tick.js';
import { Outbox } from './outbox.js';

const HOUR_MS = 60 * 60 * 1000;

/** Every 30 s, on every instance (each takes its own events, SKIP LOCKED), the events due; hourly, once, the pruning. */
@Injectable()
export class OutboxDeliveryJob {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
  ) {}

  @Cron(CronExpression.EVERY_30_SECONDS)
  async onTick(): Promise<void> {
    await this.outbox.deliverDue();
    await runOncePerTick(this.em, 'outbox-pruning', HOUR_MS, new Date(), () => this.outbox.prune());
  }
}
