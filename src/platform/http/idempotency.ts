import { createHash } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  UnprocessableEntityException,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { Cron, CronExpression } from '@nestjs/schedule';
import { ApiConflictResponse, ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ErrorDto } from './dto.js';
import type { Request, Response } from 'express';
import { catchError, from, map, mergeMap, type Observable, of, throwError } from 'rxjs';
import { runOncePerTick } from '../scheduling/once-per-tick.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;
/** How long an answer is kept for a repeat: a phone offline for a day still replays safely. */
const KEPT_HOURS = 48;

/** A remembered answer of one cook's request under one key. */
export class IdempotentRequestRow {
  id!: number;
  userId!: number;
  key!: string;
  fingerprint!: string;
  status?: number | null;
  body?: unknown;
  createdAt: Date = new Date();
}

export const IdempotentRequestSchema = new EntitySchema<IdempotentRequestRow>({
  class: IdempotentRequestRow,
  tableName: 'idempotent_requests',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // Not a foreign key: the platform knows no module's tables. A deleted cook's keys expire with the rest.
    userId: { type: 'integer' },
    key: { type: 'string', length: 100 },
    fingerprint: { type: 'string', length: 64 },
    status: { type: 'smallint', nullable: true },
    body: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', length: 6, defaultRaw: 'now()', index: 'idempotent_requests_created_at_index' },
  },
  uniques: [{ name: 'idempotent_requests_user_key_unique', properties: ['userId', 'key'] }],
});

/** Who decides: the unique key on (cook, key). The request whose insert returned the row runs; the others replay or wait. */
/** The first request with this key has not answered yet (code REQUEST_RUNNING: the client retries later). */
const requestRunning = () =>
  new ConflictException({ message: 'A request with this Idempotency-Key is still running. Try again in a moment.', code: 'REQUEST_RUNNING' });

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const key = request.header(IDEMPOTENCY_HEADER);
    const user = request.sessionUser;
    if (key === undefined || !user) return next.handle();
    if (!KEY_PATTERN.test(key)) throw new BadRequestException(`${IDEMPOTENCY_HEADER} must be 1 to 100 letters, digits or _ . : -`);
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.originalUrl.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const status: number =
      this.reflector.get<number>(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return from(this.claim(user.id, key, fingerprint)).pipe(
      mergeMap((claim) => {
        if (claim.replay) {
          context.switchToHttp().getResponse<Response>().setHeader('Idempotent-Replayed', 'true');
          return of(claim.replay.body);
        }
        return next.handle().pipe(
          mergeMap((body: unknown) => from(this.remember(claim.id, status, body)).pipe(map(() => body))),
          // A failed request leaves no key behind: its retry runs again.
          catchError((error: unknown) => from(this.forget(claim.id)).pipe(mergeMap(() => throwError(() => error)))),
        );
      }),
    );
  }

  private async claim(userId: number, key: string, fingerprint: string): Promise<{ id: number; replay?: undefined } | { replay: { body: unknown } }> {
    const [claimed] = await this.em.execute<{ id: number }[]>(
      `insert into idempotent_requests (user_id, key, fingerprint) values (?, ?, ?) on conflict (user_id, key) do nothing returning id`,
      [userId, key, fingerprint],
    );
    if (claimed) return { id: claimed.id };
    const [earlier] = await this.em.execute<{ fingerprint: string; status: number | null; body: unknown }[]>(
      'select fingerprint, status, body from idempotent_requests where user_id = ? and key = ?',
      [userId, key],
    );
    if (!earlier) throw requestRunning();
    if (earlier.fingerprint !== fingerprint) throw new UnprocessableEntityException('This Idempotency-Key was already used for a different request');
    if (earlier.status === null) throw requestRunning();
    return { replay: { body: earlier.body } };
  }

  private async remember(id: number, status: number, body: unknown): Promise<void> {
    await this.em.execute('update idempotent_requests set status = ?, body = ?::jsonb where id = ?', [status, JSON.stringify(body ?? null), id]);
  }

  private async forget(id: number): Promise<void> {
    await this.em.execute('delete from idempotent_requests where id = ?', [id]);
  }
}

/**
 * The route accepts an `Idempotency-Key` header: the first request with a key runs and its answer is kept;
 * a repeat (same cook, key, method, path and body) gets that answer again without running, marked
 * `Idempotent-Replayed: true`. An offline client replays its queue with these keys, so a replay never adds
 * an item twice or moves an amount twice.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiConflictResponse({ type: ErrorDto }),
    ApiUnprocessableEntityResponse({ type: ErrorDto, description: 'The Idempotency-Key was used for a different request' }),
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        'Up to 100 letters, digits and _ . : -. A repeat with the same key answers the first answer (header Idempotent-Replayed: true) without running again; 409 (code REQUEST_RUNNING) while the first is still running, 422 for a different request under a used key',
    }),
  );

const HOUR_MS = 60 * 60 * 1000;

@Injectable()
export class IdempotencyKeysCleanupJob {
  constructor(private readonly em: EntityManager) {}

  /** Forgets answers older than KEPT_HOURS, once an hour across every instance. */
  @Cron(CronExpression.EVERY_HOUR)
  async onTick(): Promise<void> {
    await runOncePerTick(this.em, 'idempotency-keys-cleanup', HOUR_MS, new Date(), async (em) => {
      await em.execute(`delete from idempotent_requests where created_at < now() - interval '${KEPT_HOURS} hours'`, [], 'run');
    });
  }
}
