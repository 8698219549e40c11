import { parseIngredientLine } from '../../../kernel/ingredients/ingredient-parser.js';
import { INVENTORY_LIMITS } from './inventory.js';

/** How an ingredient is prepared: not part of what to buy. */
const PREPARATION_WORDS = `
  chopped, diced, minced, sliced, grated, shredded, crushed, peeled, melted, softened, beaten, cubed, halved, quartered,
  trimmed, rinsed, drained, sifted, finely, roughly, coarsely, thinly, thickly, freshly, lightly, seeded, deseeded, pitted,
  cored, deveined, mashed, crumbled, julienned, toasted, torn, whisked, packed, firmly, loosely
`;
/** The size or state it is used in: not part of what to buy either. */
const SIZE_AND_STATE_WORDS = `
  small, medium, medium-sized, large, extra-large, extra large, big, jumbo, fresh, frozen, dried, raw, cooked, uncooked, ripe,
  boneless, skinless, at room temperature, room temperature, thawed, chilled, cold, lukewarm
`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DESCRIPTORS = `${PREPARATION_WORDS},${SIZE_AND_STATE_WORDS}`
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);
/**
 * A descriptor as a whole word (a hyphen belongs to the word: 'sun-dried' stays), with the comma after it:
 * 'boneless, skinless chicken thighs' is chicken thighs, not the empty text before the first comma.
 */
const DESCRIPTOR = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${DESCRIPTORS.map((word) => escape(word).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}-])\\s*,?`,
  'giu',
);
const SALT_AND_PEPPER = /^salt\s*(?:and|&)\s*(?:[\p{L}-]+\s+)*pepper$/u;

/**
 * The name to shop for in one ingredient line (document 1 §5): without the leading amount and unit
 * (the shared ingredient parser), preparation, size and state words, parenthesised notes, what follows a
 * comma, and a trailing 'to taste', 'for garnish' or 'optional'; first letter capitalised. Null for a line
 * that names nothing to buy (a blank line, a heading such as 'For the sauce:'). Salt and pepper, with or
 * without 'to taste' and whatever the pepper, is 'Salt and pepper'.
 */
export function shoppingNameOf(line: string): string | null {
  const text = line.trim().replace(/^optional\s*[:-]\s*/i, '');
  if (!text || text.endsWith(':')) return null;
  const parsed = parseIngredientLine(text.replace(DESCRIPTOR, ' '));
  const name = (parsed?.name ?? '')
    .replace(/^(?:(?:and|or|&|of)\s+)+/, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .slice(0, INVENTORY_LIMITS.name)
    .trim();
  if (!name) return null;
  if (SALT_AND_PEPPER.test(name)) return 'Salt and pepper';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The names to shop for in a recipe's ingredient lines, in the recipe's order, each once (any case), with the line it came from. */
export function shoppingNamesOf(lines: readonly string[]): { name: string; line: string }[] {
  const seen = new Set<string>();
  const names: { name: string; line: string }[] = [];
  for (const line of lines) {
    const name = shoppingNameOf(line);
    if (name === null || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push({ name, line });
  }
  return names;
}
