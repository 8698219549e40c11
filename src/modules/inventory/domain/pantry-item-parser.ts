import { parseIngredientLine } from '../../../kernel/ingredients/ingredient-parser.js';
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

/** The parser's lower-case name as the user wrote it, when the text holds it as written. */
function inUserCasing(name: string, text: string): string {
  const lower = text.toLowerCase();
  const at = lower.length === text.length ? lower.indexOf(name) : -1;
  return at < 0 ? name : text.slice(at, at + name.length);
}
