import { Injectable } from '@nestjs/common';
import { NothingToUpdateError, PantryItemNotFoundError } from '../domain/inventory.errors.js';
import { INVENTORY_LIMITS, type PantryDraft, type PantryItem } from '../domain/inventory.js';
import { type PantryChange, PantryRepository } from './ports/pantry.repository.js';

@Injectable()
export class AddPantryItem {
  constructor(private readonly pantry: PantryRepository) {}

  execute(userId: number, item: PantryDraft): Promise<PantryItem> {
    return this.pantry.add(userId, item, INVENTORY_LIMITS.pantryItems);
  }
}

@Injectable()
export class UpdatePantryItem {
  constructor(private readonly pantry: PantryRepository) {}

  async execute(userId: number, id: number, change: PantryChange): Promise<PantryItem> {
    if (change.quantity === undefined && change.unit === undefined && change.percentage === undefined) throw new NothingToUpdateError();
    const item = await this.pantry.update(userId, id, change);
    if (!item) throw new PantryItemNotFoundError();
    return item;
  }
}

@Injectable()
export class DeletePantryItem {
  constructor(private readonly pantry: PantryRepository) {}

  async execute(userId: number, id: number): Promise<void> {
    if (!(await this.pantry.delete(userId, id))) throw new PantryItemNotFoundError();
  }
}
