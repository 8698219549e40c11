import type { PantryDraft, PantryItem } from '../../domain/inventory.js';

export type PantryChange = Partial<Pick<PantryDraft, 'quantity' | 'unit' | 'percentage'>>;

/** One user's pantry; the cap is decided under the user's inventory advisory lock. */
export abstract class PantryRepository {
  /** Newest first (added_at desc, id desc), in one statement. */
  abstract list(userId: number): Promise<PantryItem[]>;
  /** Throws PantryFullError when the pantry holds `cap` items already. */
  abstract add(userId: number, item: PantryDraft, cap: number): Promise<PantryItem>;
  /** Null when the user has no such item. */
  abstract update(userId: number, id: number, change: PantryChange): Promise<PantryItem | null>;
  /** False when the user has no such item. */
  abstract delete(userId: number, id: number): Promise<boolean>;
}
