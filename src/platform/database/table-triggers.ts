import type { TriggerDef } from '@mikro-orm/core';
import type { EntityList } from './orm.js';

type TriggerEvent = 'insert' | 'update' | 'delete';

/** A trigger a module keeps on a table, its own or another module's: what it needs kept (counters, a feed) is its business. */
export interface TableTrigger {
  table: string;
  trigger: TriggerDef;
}

const TRANSITION_TABLES: Record<TriggerEvent, string> = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
};

/**
 * An AFTER statement trigger that sees the statement's rows as the transition tables `new_rows` and
 * `old_rows`, running `fn()` (which the migration that creates the trigger defines). The ORM cannot
 * describe transition tables, so the trigger is its full DDL: the schema check sees that it exists.
 */
export function statementTrigger(table: string, name: string, event: TriggerEvent, fn: string): TableTrigger {
  return {
    table,
    trigger: {
      name,
      timing: 'after',
      events: [event],
      forEach: 'statement',
      expression: `create trigger "${name}" after ${event} on "${table}" ${TRANSITION_TABLES[event]} for each statement execute function "${fn}"();`,
    },
  };
}

/** The entity list with each module's triggers declared on the tables they fire on (for the migrations and the schema check). */
export function withTableTriggers(entities: EntityList, triggers: TableTrigger[]): EntityList {
  for (const { table, trigger } of triggers) {
    const schema = entities.find((entity) => entity.meta.tableName === table);
    if (!schema) throw new Error(`No entity maps the table ${table} of the trigger ${trigger.name}`);
    if (!schema.meta.triggers.some((known) => known.name === trigger.name)) schema.meta.triggers.push(trigger);
  }
  return entities;
}
