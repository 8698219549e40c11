import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AddedFromRecipe,
  type AddedIngredients,
  type CheckedItem,
  ShoppingListRepository,
} from '../../application/ports/shopping-list.repository.js';
import type { HeldItems, IngredientAdditions } from '../../domain/ingredients-to-list.js';
import { ShoppingListFullError } from '../../domain/inventory.errors.js';
import type { PantryDraft, ShoppingDraft, ShoppingItem } from '../../domain/inventory.js';
import type { HeldNames, RecipeAdditions } from '../../domain/recipe-to-list.js';
import { insertPantryItem, SHOPPING_COLUMNS, underInventoryLock } from './inventory.sql.js';

@Injectable()
export class SqlShoppingListRepository extends ShoppingListRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** On (user_id, created_at desc, id desc). */
  list(userId: number): Promise<ShoppingItem[]> {
    return this.em.execute<ShoppingItem[]>(
      `select ${SHOPPING_COLUMNS} from shopping_items s where s.user_id = ? order by s.created_at desc, s.id desc`,
      [userId],
    );
  }

  add(userId: number, item: ShoppingDraft, cap: number): Promise<ShoppingItem> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const [row] = await tx.execute<ShoppingItem[]>(
        `insert into shopping_items as s (user_id, name, category, created_at)
         select ?, ?, ?, clock_timestamp() where (select count(*) from shopping_items where user_id = ?) < ?
         returning ${SHOPPING_COLUMNS}`,
        [userId, item.name, item.category, userId, cap],
      );
      if (!row) throw new ShoppingListFullError();
      return row;
    });
  }

  check(userId: number, id: number, toPantry: (item: ShoppingItem) => PantryDraft, pantryCap: number): Promise<CheckedItem | null> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const [checked] = await tx.execute<ShoppingItem[]>(
        `update shopping_items s set checked = true where s.id = ? and s.user_id = ? and s.checked = false returning ${SHOPPING_COLUMNS}`,
        [id, userId],
      );
      if (checked) return { item: checked, pantryItem: await insertPantryItem(tx, userId, toPantry(checked), pantryCap) };
      const [item] = await tx.execute<ShoppingItem[]>(`select ${SHOPPING_COLUMNS} from shopping_items s where s.id = ? and s.user_id = ?`, [
        id,
        userId,
      ]);
      return item ? { item, pantryItem: null } : null;
    });
  }

  async uncheck(userId: number, id: number): Promise<ShoppingItem | null> {
    const [row] = await this.em.execute<ShoppingItem[]>(
      `update shopping_items s set checked = false where s.id = ? and s.user_id = ? returning ${SHOPPING_COLUMNS}`,
      [id, userId],
    );
    return row ?? null;
  }

  /** Under the inventory lock: a delete never lands between a meal plan's read of the list and its merge into this item. */
  delete(userId: number, id: number): Promise<boolean> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const deleted = await tx.execute('delete from shopping_items where id = ? and user_id = ? returning id', [id, userId]);
      return deleted.length > 0;
    });
  }

  clear(userId: number): Promise<{ cleared: number; remaining: number }> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const deleted = await tx.execute('delete from shopping_items where user_id = ? returning id', [userId]);
      const [{ remaining }] = await tx.execute<{ remaining: number }[]>('select count(*)::int as remaining from shopping_items where user_id = ?', [
        userId,
      ]);
      return { cleared: deleted.length, remaining };
    });
  }

  /**
   * The additions are inserted last ingredient first, so the list (newest first) shows them in the
   * recipe's order; `added` is in the recipe's order too.
   */
  addPlanned(userId: number, plan: (held: HeldNames) => RecipeAdditions, cap: number): Promise<AddedFromRecipe> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const [held] = await tx.execute<(HeldNames & { count: number })[]>(
        `select (select count(*)::int from shopping_items where user_id = ?) as count,
           array(select name from pantry_items where user_id = ?) as pantry,
           array(select name from shopping_items where user_id = ? and checked = false) as "onList"`,
        [userId, userId, userId],
      );
      const { add, skipped } = plan(held);
      if (add.length === 0) return { added: [], skipped };
      if (held.count + add.length > cap) throw new ShoppingListFullError();
      const newestLast = [...add].reverse();
      const rows = await tx.execute<ShoppingItem[]>(
        `insert into shopping_items as s (user_id, name, category, created_at)
         values ${newestLast.map(() => '(?, ?, ?, clock_timestamp())').join(', ')}
         returning ${SHOPPING_COLUMNS}`,
        newestLast.flatMap((item) => [userId, item.name, item.category]),
      );
      return { added: rows.sort((a, b) => b.id - a.id), skipped };
    });
  }

  /**
   * Three statements under the lock: what the cook holds, the insert of the additions (last first, so the
   * list, newest first, shows them in the lines' order) and one update of every merged amount.
   */
  addIngredients(userId: number, plan: (held: HeldItems) => IngredientAdditions, cap: number): Promise<AddedIngredients> {
    return underInventoryLock(this.em, userId, async (tx) => {
      const [held] = await tx.execute<(HeldItems & { count: number })[]>(
        `select (select count(*)::int from shopping_items where user_id = ?) as count,
           coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'quantity', s.quantity::float8, 'unit', s.unit)
                       order by s.created_at desc, s.id desc)
                     from shopping_items s where s.user_id = ? and s.checked = false), '[]') as "onList",
           coalesce((select json_agg(json_build_object('name', p.name, 'quantity', p.quantity::float8, 'unit', p.unit, 'percentage', p.percentage)
                       order by p.added_at desc, p.id desc)
                     from pantry_items p where p.user_id = ?), '[]') as pantry`,
        [userId, userId, userId],
      );
      const { add, merge, skipped } = plan(held);
      if (held.count + add.length > cap) throw new ShoppingListFullError();
      const newestLast = [...add].reverse();
      const added =
        newestLast.length === 0
          ? []
          : await tx.execute<ShoppingItem[]>(
              `insert into shopping_items as s (user_id, name, category, quantity, unit, created_at)
               values ${newestLast.map(() => '(?, ?, ?, ?::numeric, ?, clock_timestamp())').join(', ')}
               returning ${SHOPPING_COLUMNS}`,
              newestLast.flatMap((item) => [userId, item.name, item.category, item.quantity, item.unit]),
            );
      const merged =
        merge.length === 0
          ? []
          : await tx.execute<ShoppingItem[]>(
              `update shopping_items s set quantity = v.quantity, unit = v.unit
               from (values ${merge.map(() => '(?::int, ?::numeric, ?::varchar)').join(', ')}) as v (id, quantity, unit)
               where s.id = v.id and s.user_id = ? and s.checked = false
               returning ${SHOPPING_COLUMNS}`,
              [...merge.flatMap((change) => [change.id, change.quantity, change.unit]), userId],
            );
      const order = new Map(merge.map((change, index) => [change.id, index]));
      return {
        added: added.sort((a, b) => b.id - a.id),
        merged: merged.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
        skipped,
      };
    });
  }
}
