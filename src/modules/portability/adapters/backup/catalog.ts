/**
 * What a backup and a restore read of the database's own catalog: the tables of the public schema in
 * foreign-key order, their primary keys and writable columns, and the sequences behind their ids. The
 * queries take no parameters, so both the dump's `pg` client and the restore's EntityManager run them.
 */
export type CatalogQuery = <T>(sql: string) => Promise<T[]>;

export interface CatalogTable {
  name: string;
  /** The primary key's columns, in key order (empty for a table without one). */
  key: string[];
  /** Every column a restore writes: all but generated ones. */
  columns: string[];
  /** Identity columns GENERATED ALWAYS need `overriding system value` to take the backup's ids. */
  identityAlways: boolean;
}

export interface CatalogSequence {
  name: string;
  table: string;
  column: string;
}

/** A quoted identifier: `"name"` with inner quotes doubled. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Orders tables so that each comes after every table it refers to (a reference to itself is left out). */
export function foreignKeyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`The foreign keys between tables form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of [...parents.get(table)!].sort()) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/** The public schema's tables (partitions' parents, not their parts), in foreign-key order. */
export async function readTables(query: CatalogQuery): Promise<CatalogTable[]> {
  // One after the other: on a transaction's connection statements do not overlap.
  const tables = await query<{ name: string }>(
    `select c.relname as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const references = await query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint k
       join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
       where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const keys = await query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column" from pg_index i
       join pg_class c on c.oid = i.indrelid
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
       where i.indisprimary and c.relnamespace = 'public'::regnamespace
       order by c.relname, k.position`,
  );
  const columns = await query<{ table: string; column: string; generated: boolean; identity: string }>(
    `select c.relname as "table", a.attname as "column", a.attgenerated <> '' as generated, a.attidentity as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`,
  );
  const byName = new Map<string, CatalogTable>(
    tables.map(({ name }) => [name, { name, key: [], columns: [], identityAlways: false } satisfies CatalogTable]),
  );
  for (const { table, column } of keys) byName.get(table)?.key.push(column);
  for (const { table, column, generated, identity } of columns) {
    const entry = byName.get(table);
    if (!entry || generated) continue;
    entry.columns.push(column);
    if (identity === 'a') entry.identityAlways = true;
  }
  return foreignKeyOrder([...byName.keys()], references).map((name) => byName.get(name)!);
}

/** The sequences that number a column of a public table (serial and identity columns). */
export function readSequences(query: CatalogQuery): Promise<CatalogSequence[]> {
  return query<CatalogSequence>(
    `select s.relname as name, t.relname as "table", a.attname as "column" from pg_class s
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace and t.relnamespace = 'public'::regnamespace
     order by s.relname`,
  );
}
