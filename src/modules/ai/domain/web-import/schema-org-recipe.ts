/** schema.org Recipe structured data (JSON-LD, microdata, RDFa) mapped to the form's fields. */
import { DomUtils, parseDocument } from 'htmlparser2';
import { printedYield, timesFromPrinted } from '../../../../kernel/recipes/recipe-times.js';
import { isoDurationMinutes } from './iso-duration.js';
import { isComplete, type PageRecipe } from './page-recipe.js';
import { blockText, type ChildNode, decoded, type Element, isElement, isListItem, lineKey, MAX_LIST, plainText, words } from './page-structure.js';
import { cardLines, GLUED_STEPS_TITLE } from './recipe-card.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function asArray<T>(value: T | T[] | null | undefined): T[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).map((type) => (typeof type === 'string' ? type : '').replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}

export function resolveUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

// ---------- field mapping shared by JSON-LD and microdata ----------

/** HowToStep, HowToSection (its steps, in order), ItemList, plain strings (a line each) or a mix. */
export function instructionLines(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') {
    const text = /<(?:p|li|br|ol|ul|div)\b/i.test(value) ? blockText(parseDocument(value).children) : value;
    return (
      text
        .split(/\r?\n+/)
        .map((line) => withoutStepsTitle(plainText(line).replace(/^(?:step\s*)?\d{1,2}(?:[.):]|\s+[-–])\s+/i, '')))
        // What is left between a page's paragraphs ('<p>…</p>, <p>…</p>') says nothing.
        .filter((line) => /[\p{L}\p{N}]/u.test(line))
    );
  }
  if (Array.isArray(value)) return value.flatMap((item) => instructionLines(item, depth + 1));
  if (!isObject(value)) return [];
  const types = typesOf(value);
  if (types.includes('HowToSection') || types.includes('ItemList') || (value.itemListElement && !value.text)) {
    return instructionLines(value.itemListElement ?? value.steps, depth + 1);
  }
  const text = withoutStepsTitle(plainText(value.text) || plainText(value.description) || plainText(value.name));
  return text ? [text] : [];
}

/**
 * A step without the method's title that a page's text glued before it ('Modo de preparoFrite a carne', 'Method: Heat
 * the oven'): a title followed by a colon, or by a capital without a space between.
 */
function withoutStepsTitle(step: string): string {
  const title = GLUED_STEPS_TITLE.exec(step);
  const rest = title ? step.slice(title[0].length) : '';
  if (/^\p{Lu}/u.test(rest)) return rest;
  return /^\s*:\s*\S/.test(rest) ? rest.replace(/^\s*:\s*/, '') : step;
}

/** An amount of nothing with words in place of a unit ('0 As required salt'): a site's database for 'salt as required'. */
const ZERO_AMOUNT = /^0\s+(as required|as needed|to taste|as per taste|optional)\s+(\S.*)$/i;

/** A count written with a database's word for 'pieces' as its unit ('6 Numbers basil', '2 Nos. onions'). */
const COUNT_UNIT = /^(\d+)\s+(?:numbers?|nos\.?)\s+(?=\S)/i;

/**
 * An ingredient line of structured data, without its database's marks: a zero amount, a count's placeholder unit, a
 * plugin's brackets around a note (`withNoteAsWritten`).
 */
function structuredLine(text: string): string {
  const line = withNoteAsWritten(plainText(text)).replace(COUNT_UNIT, '$1 ');
  const zero = ZERO_AMOUNT.exec(line);
  return zero ? `${zero[2]} ${zero[1].toLowerCase()}` : line;
}

/**
 * Lines as strings (one a line, or several in one string), nested lists, objects with their text (or amount,
 * unit and name), and groups (an object with a name and its own list: 'For the sauce:' then its lines).
 */
function ingredientLines(value: unknown, depth = 0): string[] {
  if (depth > 6) return [];
  if (Array.isArray(value)) return value.flatMap((item) => ingredientLines(item, depth + 1));
  if (typeof value === 'string') return value.split(/\r?\n/).map(structuredLine).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  if (!isObject(value)) return [];
  const group = value.itemListElement ?? value.recipeIngredient ?? value.ingredients;
  if (group !== undefined) {
    const heading = plainText(value.name).replace(/:$/, '');
    return [...(heading ? [`${heading}:`] : []), ...ingredientLines(group, depth + 1)];
  }
  const line = plainText(value.text) || [value.amount ?? value.quantity, value.unit, value.name].map(plainText).filter(Boolean).join(' ');
  return line ? [line] : [];
}

/**
 * A line whose note is as its cook wrote it, without the brackets a recipe plugin puts around every note: around a
 * note that has its own ('soy sauce ((or tamari))') or that follows a comma ('bok choy (, chopped)', 'egg, (beaten)').
 */
function withNoteAsWritten(line: string): string {
  return line
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .replace(/\s*\(\s*,\s*((?:[^()]|\([^()]*\))*?)\s*\)/g, ', $1')
    .replace(/,\s*\(\s*([^()]*?)\s*\)/g, ', $1');
}

/** "4", 4, "4 servings", "Serves 4-6", ["4", "4 servings"], "Makes 12 cookies": the first whole number. */
export function servingsOf(value: unknown): number | null {
  for (const item of asArray(value as Json)) {
    const text = isObject(item) ? plainText(item.value ?? item.name) : plainText(item);
    const match = /(\d+(?:\.\d+)?)/.exec(text);
    if (match) {
      const number = Math.round(Number(match[1]));
      if (number >= 1 && number <= 1000) return number;
    }
  }
  return null;
}

/** The yield's text when it says more than a number of servings: the first such of a list (["12", "12 cookies"]). */
export function yieldOf(value: unknown): string | null {
  for (const item of asArray(value as Json)) {
    const printed = printedYield(isObject(item) ? plainText(item.value ?? item.name) : plainText(item));
    if (printed) return printed;
  }
  return null;
}

/** The times of a Recipe node, as ISO 8601 durations ("PT1H30M"). */
function timesOf(node: JsonObject): Pick<PageRecipe, 'prepTime' | 'cookTime' | 'totalTime'> {
  const minutes = (value: unknown) => isoDurationMinutes(plainText(value));
  return timesFromPrinted({ prep: minutes(node.prepTime), cook: minutes(node.cookTime ?? node.performTime), total: minutes(node.totalTime) });
}

function wordsOf(value: unknown): string[] {
  return asArray(value as Json)
    .flatMap((item) => plainText(item).split(','))
    .map((word) => word.trim())
    .filter(Boolean);
}

function imageOf(value: unknown, base: string): string | null {
  for (const item of asArray(value as Json)) {
    const url = typeof item === 'string' ? item : isObject(item) ? (item.url ?? item.contentUrl ?? item['@id']) : null;
    if (typeof url === 'string') {
      const resolved = resolveUrl(url, base);
      if (resolved) return resolved;
    }
  }
  return null;
}

/** The first text of a value given once or more (microdata that names the recipe in a meta and again in its heading). */
export const firstText = (value: unknown) =>
  asArray(value as Json)
    .map(plainText)
    .find(Boolean) ?? '';

function fromRecipeObject(node: JsonObject, base: string, via: PageRecipe['via']): PageRecipe {
  const description = firstText(node.description) || null;
  const instructions = instructionLines(node.recipeInstructions).slice(0, MAX_LIST);
  return {
    name: firstText(node.name) || firstText(node.headline) || null,
    description,
    ingredients: ingredientLines(node.recipeIngredient ?? node.ingredients).slice(0, MAX_LIST),
    // Steps that only repeat the description (a summary written in both) say nothing of the method.
    instructions: description && lineKey(instructions.join(' ')) === lineKey(description) ? [] : instructions,
    ...timesOf(node),
    servings: servingsOf(node.recipeYield ?? node.yield),
    yield: yieldOf(node.recipeYield ?? node.yield),
    categories: wordsOf(node.recipeCategory),
    tags: wordsOf(node.keywords),
    imageUrl: imageOf(node.image ?? node.thumbnailUrl, base),
    via,
  };
}

/** A schema.org Recipe node as the form's fields; `baseUrl` resolves a relative image address. */
export function recipeFromSchemaOrg(node: JsonObject, baseUrl: string): PageRecipe {
  return fromRecipeObject(node, baseUrl, 'json-ld');
}

// ---------- JSON-LD ----------

function collectRecipeNodes(value: unknown, depth: number): JsonObject[] {
  if (depth > 8) return [];
  if (Array.isArray(value)) return value.flatMap((item) => collectRecipeNodes(item, depth + 1));
  if (!isObject(value)) return [];
  if (typesOf(value).includes('Recipe')) return [value];
  return ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item'].flatMap((key) =>
    value[key] !== undefined ? collectRecipeNodes(value[key], depth + 1) : [],
  );
}

/** Every schema.org Recipe of a JSON-LD document, in order: the node itself, in an array, `@graph`, `mainEntity`, … */
export function recipeNodes(json: unknown): JsonObject[] {
  return collectRecipeNodes(json, 0);
}

/**
 * The JSON values written one after the other in `text` ('{…}{…}', '{…};{…}', '{…}}'): each balanced object or
 * array that parses, whatever stands between them.
 */
function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let start = -1;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"' && depth > 0) inString = true;
    else if (char === '{' || char === '[') {
      if (depth === 0) start = index;
      depth += 1;
    } else if ((char === '}' || char === ']') && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        try {
          values.push(JSON.parse(text.slice(start, index + 1)));
        } catch {
          // not a value: the scan goes on after it
        }
      }
    }
  }
  return values;
}

/**
 * JSON-LD as browsers and search engines accept it: wrapped in a comment or CDATA (also behind '//'), with a byte
 * order mark, raw line breaks or tabs inside strings, trailing commas, HTML-escaped ('&quot;'), or several documents
 * one after the other (with or without something between them).
 */
function parseJson(text: string): unknown {
  const cleaned = text
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?\s*$/, '')
    .trim();
  const unescaped = !cleaned.includes('"') && /&quot;/.test(cleaned) ? decoded(cleaned.replace(/</g, '&lt;')) : cleaned;
  const withoutBreaks = unescaped.replace(/[\r\n\t]+/g, ' ');
  const withoutTrailingCommas = withoutBreaks.replace(/,\s*([}\]])/g, '$1');
  for (const candidate of [unescaped, withoutBreaks, withoutTrailingCommas]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // The next, more forgiving reading.
    }
  }
  const values = jsonValues(withoutTrailingCommas);
  return values.length ? values : null;
}

export function jsonLdRecipeNodes(root: ChildNode[]): JsonObject[] {
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script' && /^application\/ld\+json$/i.test((element.attribs.type ?? '').trim()),
    root,
  );
  return scripts.flatMap((script) => recipeNodes(parseJson(DomUtils.textContent(script))));
}

/** The first Recipe with ingredients and steps (a page may also carry a stub: a teaser, a related recipe), else the first. */
export function fromJsonLd(root: ChildNode[], base: string): PageRecipe | null {
  const recipes = jsonLdRecipeNodes(root).map((node) => fromRecipeObject(node, base, 'json-ld'));
  return recipes.find(isComplete) ?? recipes.at(0) ?? null;
}

/** The schema.org Recipes of a page's `application/ld+json` scripts, in order. */
export function pageRecipeNodes(html: string): JsonObject[] {
  return jsonLdRecipeNodes(parseDocument(html, { decodeEntities: true }).children);
}

// ---------- microdata and RDFa ----------

/** How one markup names items and their properties: microdata (itemscope, itemprop) or RDFa (typeof, property). */
interface ItemMarkup {
  via: PageRecipe['via'];
  isItem: (element: Element) => boolean;
  types: (element: Element) => string[];
  props: (element: Element) => string[];
}

/** 'schema:recipeIngredient', 'https://schema.org/recipeIngredient' → 'recipeIngredient'. */
const localName = (term: string) => term.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '');

export const MICRODATA: ItemMarkup = {
  via: 'microdata',
  isItem: (element) => 'itemscope' in element.attribs,
  types: (element) => words(element.attribs.itemtype),
  props: (element) => words(element.attribs.itemprop),
};

export const RDFA: ItemMarkup = {
  via: 'rdfa',
  isItem: (element) => element.attribs.typeof !== undefined,
  types: (element) => words(element.attribs.typeof).map(localName),
  props: (element) => words(element.attribs.property).map(localName),
};

export const isRecipeItem = (markup: ItemMarkup) => (element: Element) =>
  markup.isItem(element) && markup.types(element).some((type) => /(?:^|\/)Recipe$/i.test(type));

/** The value of a property element (content, src, href or resource, datetime, else its text). */
function propValue(element: Element, base: string): string {
  const { attribs } = element;
  if (attribs.content !== undefined) return attribs.content;
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(element.name)) return resolveUrl(attribs.src ?? '', base) ?? '';
  if (['a', 'link', 'area'].includes(element.name)) return resolveUrl(attribs.href ?? '', base) ?? '';
  if (element.name === 'time' && attribs.datetime) return attribs.datetime;
  if (element.name === 'meta') return attribs.content ?? '';
  if (['data', 'meter'].includes(element.name)) return attribs.value ?? '';
  // A block holding the steps may carry its own heading ('Directions'): not a step.
  return blockText(element.children, { headings: false });
}

/** The properties of one item: nested items become objects (their own properties), like JSON-LD. */
export function itemOf(markup: ItemMarkup, scope: Element, base: string, depth = 0): JsonObject {
  const item: JsonObject = { '@type': markup.types(scope) };
  const add = (name: string, value: Json) => {
    const existing = item[name];
    item[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const element: Element = node;
      const props = markup.props(element);
      const nested = markup.isItem(element);
      if (props.length) {
        // A block of steps holding a list reads as a card's: its items are the steps, a paragraph after them a note.
        const value: Json =
          nested && depth < 5
            ? itemOf(markup, element, base, depth + 1)
            : props.includes('recipeInstructions') && DomUtils.findOne(isListItem, element.children)
              ? cardLines([element], false)
              : propValue(element, base);
        for (const prop of props) add(prop, value);
      }
      if (!nested) walk(element.children);
    }
  };
  walk(scope.children);
  return item;
}

export function fromItemMarkup(markup: ItemMarkup, root: ChildNode[], base: string): PageRecipe | null {
  const scope = DomUtils.findOne(isRecipeItem(markup), root);
  if (!scope) return null;
  const item = itemOf(markup, scope, base);
  // Such markup writes one ingredient an element: each stays one line.
  item.recipeIngredient = asArray(item.recipeIngredient ?? item.ingredients).map((line) =>
    typeof line === 'string' ? line.replace(/\s+/g, ' ') : line,
  );
  return fromRecipeObject(item, base, markup.via);
}
