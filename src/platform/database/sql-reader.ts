import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

interface NativePool {
  query<T>(config: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: T[] }>;
}

/** Statement text → its prepared statement's name: the same on every pool and process for the same text. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `savor_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`));
  return name;
}

/**
 * Reads on the ORM's own connection pool, straight through the `pg` driver with bound parameters
 * (`$1`, `$2` …), for the statements that run on nearly every request (the session, the lists). The
 * ORM's `execute` writes each parameter into the SQL text and passes the rows through its query
 * logger and result mapping first: about a tenth of a list request's CPU (docs/architecture-notes.md §1).
 * Not for writes or anything inside a transaction: the statement runs on whichever pooled connection
 * is free, outside the request's unit of work.
 *
 * `prepared` reads run as a named prepared statement: each connection parses the text once, and
 * PostgreSQL keeps one generic plan for it once five runs show it costs no more than planning each
 * time. For the session and the owner's list that takes 60 % off what a list costs the database
 * (docs/architecture-notes.md §1). Only for text built from code (a finite set: the values are
 * bound), and only where one plan fits every value: a substring search is planned for its own
 * pattern, so it stays unprepared.
 */
@Injectable()
export class SqlReader {
  private pool?: Promise<NativePool>;

  constructor(private readonly em: EntityManager) {}

  async rows<T>(text: string, values: readonly unknown[], { prepared = false } = {}): Promise<T[]> {
    this.pool ??= this.em.getConnection().getNativeClient() as Promise<NativePool>;
    const name = prepared ? statementName(text) : undefined;
    return (await (await this.pool).query<T>({ name, text, values })).rows;
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
