import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

interface NativePool {
  query<T>(text: string, values: readonly unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Reads on the ORM's own connection pool, straight through the `pg` driver with bound parameters
 * (`$1`, `$2` …), for the statements that run on nearly every request (the session, the lists). The
 * ORM's `execute` writes each parameter into the SQL text and passes the rows through its query
 * logger and result mapping first: about a tenth of a list request's CPU (docs/architecture-notes.md §1).
 * Not for writes or anything inside a transaction: the statement runs on whichever pooled connection
 * is free, outside the request's unit of work.
 */
@Injectable()
export class SqlReader {
  private pool?: Promise<NativePool>;

  constructor(private readonly em: EntityManager) {}

  async rows<T>(text: string, values: readonly unknown[]): Promise<T[]> {
    this.pool ??= this.em.getConnection().getNativeClient() as Promise<NativePool>;
    return (await (await this.pool).query<T>(text, values)).rows;
  }
}

/** Collects bound parameters while a statement is written: `param(value)` returns its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
