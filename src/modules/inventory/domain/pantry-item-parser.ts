import type { IngredientAmount } from '../../../kernel/ingredients/amounts.js';
import { parseIngredientLine, readUnit } from '../../../kernel/ingredients/ingredient-parser.js';
import { GRAMS_PER_MASS_UNIT, ML_PER_VOLUME_UNIT, type Unit } from '../../../kernel/ingredients/units.js';
import { INVENTORY_LIMITS, PANTRY_DEFAULTS, type PantryUnit, roundQuantity } from './inventory.js';

/** Each unit of the ingredient parser as a unit of the pantry selector, and the factor to it. */
const PANTRY_UNIT_OF: Record<Unit, [PantryUnit, number]> = {
  g: ['grams', 1],
  kg: ['kilograms', 1],
  mg: ['grams', GRAMS_PER_MASS_UNIT.mg],
  oz: ['ounces', 1],
  lb: ['pounds', 1],
  ml: ['milliliters', 1],
  l: ['liters', 1],
  cup: ['cups', 1],
  tbsp: ['tablespoons', 1],
  tsp: ['teaspoons', 1],
  'fl oz': ['milliliters', ML_PER_VOLUME_UNIT['fl oz']],
  pinch: ['teaspoons', ML_PER_VOLUME_UNIT.pinch / ML_PER_VOLUME_UNIT.tsp],
  dash: ['teaspoons', ML_PER_VOLUME_UNIT.dash / ML_PER_VOLUME_UNIT.tsp],
  piece: ['pieces', 1],
  bunch: ['bunches', 1],
  clove: ['cloves', 1],
  slice: ['slices', 1],
  can: ['item', 1],
  stick: ['item', 1],
  handful: ['item', 1],
  head: ['item', 1],
  stalk: ['item', 1],
  sprig: ['item', 1],
  fillet: ['item', 1],
};

export interface ParsedPantryItem {
  name: string;
  quantity: number;
  unit: string;
}

/**
 * The pantry item a checked shopping item becomes: '2 cups rice' is 2 cups of rice, '500 g Flour' 500
 * grams of Flour (the name keeps the user's casing), '2-3 onions' 2.5 items, 'milk' 1 item. A text whose
 * amount cannot be kept (nothing left for a name, or a quantity outside 0.001 to 100,000) becomes 1 item
 * named by the whole text, so nothing the user wrote is lost.
 */
export function pantryItemFromText(text: string): ParsedPantryItem {
  const whole = text.replace(/\s+/g, ' ').trim();
  const asIs = { name: whole, quantity: PANTRY_DEFAULTS.quantity, unit: PANTRY_DEFAULTS.unit };
  const parsed = parseIngredientLine(whole);
  if (!parsed?.name) return asIs;
  const name = inUserCasing(parsed.name, whole);
  if (parsed.quantity === null) return { ...asIs, name };
  const [unit, factor] = parsed.unit === null ? [PANTRY_DEFAULTS.unit, 1] : PANTRY_UNIT_OF[parsed.unit];
  const quantity = roundQuantity(parsed.quantity * factor);
  if (!(quantity > 0 && quantity <= INVENTORY_LIMITS.maxQuantity)) return asIs;
  return { name, quantity, unit };
}

/**
 * The pantry item a checked shopping item with an amount becomes: its name as it is, its quantity in the
 * matching pantry unit ('Butter', 500 g → 500 grams; 2 fl oz → 60 milliliters; a bare count → items). An
 * item without an amount, or with one the pantry cannot hold, is read from its name like a typed item.
 */
export function pantryItemFromShoppingItem(item: { name: string; quantity: number | null; unit: string | null }): ParsedPantryItem {
  if (item.quantity === null) return pantryItemFromText(item.name);
  const mapping: [PantryUnit, number] | undefined =
    item.unit === null ? [PANTRY_DEFAULTS.unit, 1] : Object.hasOwn(PANTRY_UNIT_OF, item.unit) ? PANTRY_UNIT_OF[item.unit as Unit] : undefined;
  if (!mapping) return pantryItemFromText(item.name);
  const [unit, factor] = mapping;
  const quantity = roundQuantity(item.quantity * factor);
  if (!(quantity > 0 && quantity <= INVENTORY_LIMITS.maxQuantity)) return pantryItemFromText(item.name);
  return { name: item.name, quantity, unit };
}

/** Each pantry unit of the selector but 'item' as the parser's unit it stands for ('grams' → g, 'cloves' → clove). */
const PARSER_UNIT_OF = new Map<string, Unit>(
  (Object.entries(PANTRY_UNIT_OF) as [Unit, [PantryUnit, number]][])
    .filter(([, [pantryUnit, factor]]) => factor === 1 && pantryUnit !== PANTRY_DEFAULTS.unit)
    .map(([unit, [pantryUnit]]) => [pantryUnit, unit]),
);

/**
 * How much of a pantry item is left, as an ingredient amount: quantity × percentage / 100 in the parser's
 * unit of its pantry unit ('grams' → g, 'cups' → cup, 'item' → a bare count), or of a unit typed another way
 * ('g', 'lbs', 'pinch'). Null when the unit is none the parser knows ('jar').
 */
export function amountLeftOf(item: { quantity: number; unit: string; percentage: number }): IngredientAmount | null {
  const quantity = (item.quantity * item.percentage) / 100;
  const text = item.unit.trim();
  if (/^items?$/i.test(text)) return { quantity, unit: null };
  const unit = PARSER_UNIT_OF.get(text.toLowerCase());
  if (unit) return { quantity, unit };
  const read = readUnit(text);
  return read && read.rest === '' ? { quantity, unit: read.unit } : null;
}

/** The parser's lower-case name as the user wrote it, when the text holds it as written. */
function inUserCasing(name: string, text: string): string {
  const lower = text.toLowerCase();
  const at = lower.length === text.length ? lower.indexOf(name) : -1;
  return at < 0 ? name : text.slice(at, at + name.length);
}
