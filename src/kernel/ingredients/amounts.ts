import { GRAMS_PER_MASS_UNIT, isMassUnit, isVolumeUnit, ML_PER_VOLUME_UNIT, type Unit } from './units.js';

/** How much of an ingredient: a quantity in a unit of the shared table, a bare count (unit null), or no amount at all. */
export interface IngredientAmount {
  /** null: no measurable amount ("salt to taste"). */
  quantity: number | null;
  /** null with a quantity: a bare count ("2 eggs"). */
  unit: Unit | null;
}

/**
 * What an amount can be added to: every mass to every mass, every volume to every volume, a count unit to
 * itself only (cloves to cloves), a bare count to a bare count, and no amount to no amount.
 */
export function amountKind(amount: IngredientAmount): string {
  if (amount.quantity === null) return 'none';
  if (amount.unit === null) return 'count';
  if (isMassUnit(amount.unit)) return 'mass';
  if (isVolumeUnit(amount.unit)) return 'volume';
  return `each:${amount.unit}`;
}

export function canCombine(a: IngredientAmount, b: IngredientAmount): boolean {
  return amountKind(a) === amountKind(b);
}

/** The size of one unit in its kind's base: grams for a mass, millilitres for a volume, 1 for a count. */
function sizeOf(unit: Unit | null): number {
  if (unit === null) return 1;
  if (isMassUnit(unit)) return GRAMS_PER_MASS_UNIT[unit];
  if (isVolumeUnit(unit)) return ML_PER_VOLUME_UNIT[unit];
  return 1;
}

/** Amounts are kept to 3 decimals of their unit, so sums never show 1.1250000001. */
function round(quantity: number): number {
  return Math.round(quantity * 1000) / 1000;
}

/** `amount` in `unit` (rounded to 3 decimals), or null when the two are not of one kind or the amount has no quantity. */
export function convertAmount(amount: IngredientAmount, unit: Unit | null): number | null {
  if (amount.quantity === null || !canCombine(amount, { quantity: 1, unit })) return null;
  return round((amount.quantity * sizeOf(amount.unit)) / sizeOf(unit));
}

/**
 * Sums amounts of one ingredient: those of one kind (see amountKind) become one amount in the largest unit
 * among them (1 cup + 2 tbsp is 1.125 cup, 200 g + 1 kg 1.2 kg), rounded to 3 decimals; amounts of different
 * kinds stay separate (1 cup and 200 g of butter are two amounts). Amount-less entries become one. The result
 * has one amount per kind, in the order each kind first appears.
 */
export function mergeAmounts(amounts: readonly IngredientAmount[]): IngredientAmount[] {
  const groups = new Map<string, { base: number; unit: Unit | null; none: boolean }>();
  for (const amount of amounts) {
    const kind = amountKind(amount);
    const group = groups.get(kind) ?? { base: 0, unit: amount.unit, none: amount.quantity === null };
    if (amount.quantity !== null) {
      group.base += amount.quantity * sizeOf(amount.unit);
      if (sizeOf(amount.unit) > sizeOf(group.unit)) group.unit = amount.unit;
    }
    groups.set(kind, group);
  }
  return [...groups.values()].map((group) =>
    group.none ? { quantity: null, unit: null } : { quantity: round(group.base / sizeOf(group.unit)), unit: group.unit },
  );
}

/** `a` plus `b` in the larger of their units, or null when they do not combine (mass and volume, an amount and none). */
export function addAmounts(a: IngredientAmount, b: IngredientAmount): IngredientAmount | null {
  return canCombine(a, b) ? mergeAmounts([a, b])[0] : null;
}
