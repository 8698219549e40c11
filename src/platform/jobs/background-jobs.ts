import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { inOwnContext } from '../database/request-context.js';

/** A running job whose worker has not reported for this long is taken over (its instance stopped or crashed). */
export const JOB_STALE_AFTER_SECONDS = 60;
/** A job taken over this many times is given up (it keeps killing its workers). */
export const MAX_JOB_ATTEMPTS = 3;

const TABLE = /^[a-z_][a-z0-9_]*$/;

/**
 * Claims the oldest job of a job table (columns `status`, `heartbeat_at`, `attempts`) that is queued, or
 * running without a heartbeat for a minute, and marks it running: one statement, `skip locked`, so two
 * instances never claim the same job. Answers its id, or null when there is nothing to do.
 */
export async function claimNextJob(em: EntityManager, table: string): Promise<number | null> {
  if (!TABLE.test(table)) throw new Error(`Not a table name: ${table}`);
  const [row] = await em.fork().execute<{ id: number }[]>(
    `update ${table} set status = 'running', heartbeat_at = now(), attempts = attempts + 1
     where id = (
       select id from ${table}
       where status = 'queued' or (status = 'running' and heartbeat_at < now() - make_interval(secs => ?))
       order by id limit 1 for update skip locked)
     returning id`,
    [JOB_STALE_AFTER_SECONDS],
  );
  return row?.id ?? null;
}

/**
 * Runs the jobs of one table on this instance, one at a time: `kick()` after queueing one, on start,
 * and on a timer. `runNext` claims and runs one job, answering false when there was none; each run has
 * an EntityManager context of its own (never that of the request that kicked it). A kick while it
 * drains makes it look once more at the end, so a job queued meanwhile is not left for the timer.
 */
export class JobDrain {
  private draining?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly root: EntityManager,
    private readonly runNext: () => Promise<boolean>,
  ) {}

  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.draining ??= this.drain().finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** Whether the instance is shutting down: a long job stops at its next step. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** Takes no more jobs and waits for the one running (its next step is a job of its own: another instance resumes it). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.again && !this.stopped) {
      this.again = false;
      while (!this.stopped && (await inOwnContext(this.root, this.runNext)));
    }
  }
}

/** Makes the JobDrain of a job runner (so that runners need not know the ORM). */
@Injectable()
export class BackgroundJobs {
  constructor(private readonly em: EntityManager) {}

  drain(runNext: () => Promise<boolean>): JobDrain {
    return new JobDrain(this.em, runNext);
  }
}

/**
 * The runner of one kind of background job on this instance: `runNext` claims and runs one job
 * (false when there was none). It is kicked when a job is queued, at start and every 10 seconds (a job
 * left by a stopped instance), and takes no more jobs once the instance is shutting down.
 */
export abstract class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private readonly drain: JobDrain;

  constructor(background: BackgroundJobs, name: string) {
    this.logger = new Logger(name);
    this.drain = background.drain(() => this.runNext());
  }

  protected abstract runNext(): Promise<boolean>;

  /** A long job checks this between its steps and stops; another instance (or this one, restarted) resumes it. */
  protected get stopping(): boolean {
    return this.drain.stopping;
  }

  onApplicationBootstrap(): void {
    void this.kick();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.drain.stop();
  }

  @Interval(10_000)
  onTick(): void {
    void this.kick();
  }

  /** Runs every job waiting now; resolves when none is left. */
  kick(): Promise<void> {
    return this.drain.kick().catch((error: unknown) => this.logger.error(`Stopped: ${String(error)}`));
  }
}
