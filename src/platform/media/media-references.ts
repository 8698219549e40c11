import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A column whose rows hold `/media/…` URLs, as a module declares it. */
interface MediaColumn {
  table: string;
  column: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Which stored files are in use. Each module declares the columns of its own tables that hold media URLs
 * (recipes their pictures and photos, auth the profile pictures…) when it starts; the media janitor asks
 * here before it deletes a file.
 */
@Injectable()
export class MediaReferences {
  private readonly columns: MediaColumn[] = [];

  constructor(private readonly em: EntityManager) {}

  declare(table: string, column: string): void {
    if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`Not a column name: ${table}.${column}`);
    this.columns.push({ table, column });
  }

  /** The URLs among `urls` that some row still holds: one statement, a hash anti-join per column. */
  async inUse(urls: string[]): Promise<Set<string>> {
    if (urls.length === 0 || this.columns.length === 0) return new Set();
    const unused = this.columns.map(({ table, column }) => `not exists (select 1 from ${table} r where r.${column} = u.url)`).join(' and ');
    const rows = await this.em.execute<{ url: string }[]>(`select u.url from unnest(array[?]::text[]) as u(url) where not (${unused})`, [urls]);
    return new Set(rows.map((row) => row.url));
  }
}
