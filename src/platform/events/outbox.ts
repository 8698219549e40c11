import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';

/** A domain event: an instance of a class with a static `eventName`, whose fields are plain data (Dates too). */
export type DomainEvent = object;

/** After this many failed deliveries an event is left alone (its last error kept) for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** An event written by a request waits this long before the delivery job may take it: the request delivers it first. */
const REQUEST_DELIVERY_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60 * 1000;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

const nameOf = (event: DomainEvent) => (event.constructor as { eventName?: string }).eventName ?? event.constructor.name;

/** The event as its listeners read it: the stored fields, timestamps as Dates again. */
const revive = (payload: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : value]),
  );

interface PendingEvent {
  id: number;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * The transactional outbox. A change and the events it causes are written in one transaction, so no
 * committed change loses its events (the welcome bonus, an earning, a notification). Each event is then
 * delivered in a transaction of its own: every listener runs, one after the other, and the event is
 * marked delivered in the same transaction, so a listener's work happens exactly once: all of it, or
 * none of it and the event is tried again later (backing off from 30 s to an hour, ten times at most).
 * A failing listener never fails the request that caused the event.
 */
@Injectable()
export class Outbox {
  private readonly logger = new Logger('Outbox');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventEmitter2,
  ) {}

  /** Runs `write` and records the events `announce` makes of its result in one transaction, then delivers them. */
  async publish<T>(write: () => Promise<T>, announce: (result: T) => DomainEvent | DomainEvent[]): Promise<T> {
    const { result, ids } = await this.em.transactional(async (em) => {
      const written = await write();
      const recorded: number[] = [];
      for (const event of [announce(written)].flat()) {
        const [row] = await em.execute<{ id: number }[]>(
          `insert into outbox_events (name, payload, available_at) values (?, ?, now() + make_interval(secs => ?)) returning id`,
          [nameOf(event), JSON.stringify(event), REQUEST_DELIVERY_MS / 1000],
        );
        recorded.push(row.id);
      }
      return { result: written, ids: recorded };
    });
    for (const id of ids) await this.deliver(id);
    return result;
  }

  /** Delivers up to `limit` events that are due (left by a request that ended early, or waiting for a retry); answers how many were taken. */
  async deliverDue(limit = 100): Promise<number> {
    let taken = 0;
    while (taken < limit && (await this.deliver())) taken += 1;
    return taken;
  }

  /** Deletes delivered events older than a week. */
  async prune(): Promise<void> {
    await this.em.fork().execute("delete from outbox_events where delivered_at < now() - interval '7 days'", [], 'run');
  }

  /** Delivers event `id`, or the next due one; false when there was none to take (delivered, or another instance has it). */
  private async deliver(id?: number): Promise<boolean> {
    let claimed: PendingEvent | undefined;
    try {
      return await this.em.fork().transactional(async (em) => {
        const which = id === undefined ? 'available_at <= now()' : 'id = ?';
        [claimed] = await em.execute<PendingEvent[]>(
          `select id, name, payload, attempts from outbox_events
           where ${which} and delivered_at is null and attempts < ?
           order by available_at, id limit 1 for update skip locked`,
          [...(id === undefined ? [] : [id]), MAX_DELIVERY_ATTEMPTS],
        );
        if (!claimed) return false;
        const event = revive(claimed.payload);
        // One after the other, on this transaction's connection; Nest's listeners answer promises (OnOutboxEvent).
        for (const listener of this.events.listeners(claimed.name)) await (listener(event) as unknown as Promise<void>);
        await em.execute('update outbox_events set delivered_at = now(), attempts = attempts + 1 where id = ?', [claimed.id], 'run');
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      const attempts = claimed.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const retryMs = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LAST_RETRY_MS);
      await this.em
        .fork()
        .execute(
          'update outbox_events set attempts = ?, last_error = ?, available_at = now() + make_interval(secs => ?) where id = ?',
          [attempts, message.slice(0, 2000), retryMs / 1000, claimed.id],
          'run',
        );
      const next = attempts < MAX_DELIVERY_ATTEMPTS ? `tried again in ${retryMs / 1000} s` : 'given up';
      this.logger.error(`Event ${claimed.name} #${claimed.id} could not be delivered (attempt ${attempts}, ${next}): ${message}`);
      return true;
    }
  }
}

/**
 * Listens to an event delivered by the outbox. Its errors reach the outbox (Nest would log and swallow
 * them), which rolls the delivery back and tries the event again.
 */
export const OnOutboxEvent = (eventName: string) => OnEvent(eventName, { promisify: true, suppressErrors: false });
