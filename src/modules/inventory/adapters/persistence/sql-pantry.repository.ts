import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type PantryChange, PantryRepository } from '../../application/ports/pantry.repository.js';
import type { PantryDraft, PantryItem } from '../../domain/inventory.js';
import { insertPantryItem, PANTRY_COLUMNS, underInventoryLock } from './inventory.sql.js';

@Injectable()
export class SqlPantryRepository extends PantryRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** On (user_id, added_at desc, id desc). */
  list(userId: number): Promise<PantryItem[]> {
    return this.em.execute<PantryItem[]>(`select ${PANTRY_COLUMNS} from pantry_items p where p.user_id = ? order by p.added_at desc, p.id desc`, [
      userId,
    ]);
  }

  add(userId: number, item: PantryDraft, cap: number): Promise<PantryItem> {
    return underInventoryLock(this.em, userId, (tx) => insertPantryItem(tx, userId, item, cap));
  }

  async update(userId: number, id: number, change: PantryChange): Promise<PantryItem | null> {
    const [row] = await this.em.execute<PantryItem[]>(
      `update pantry_items p set quantity = coalesce(?::numeric, p.quantity), unit = coalesce(?, p.unit),
         percentage = coalesce(?::smallint, p.percentage)
       where p.id = ? and p.user_id = ?
       returning ${PANTRY_COLUMNS}`,
      [change.quantity ?? null, change.unit ?? null, change.percentage ?? null, id, userId],
    );
    return row ?? null;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const deleted = await this.em.execute('delete from pantry_items where id = ? and user_id = ? returning id', [id, userId]);
    return deleted.length > 0;
  }
}
