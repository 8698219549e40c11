import { DomUtils, parseDocument } from 'htmlparser2';
import { printedYield, timesFromPrinted } from '../../../../kernel/recipes/recipe-times.js';
import { isRecipeLike, parseRecipeText } from '../extraction/recipe-text-parser.js';
import { isoDurationMinutes } from './iso-duration.js';

/** The recipe read from a web page: what the form needs, before anything is saved. */
export interface PageRecipe {
  name: string | null;
  description: string | null;
  ingredients: string[];
  instructions: string[];
  /** Minutes as the page gives them (ISO 8601 durations): cooking, else the total less preparation, else the total. */
  cookTime: number | null;
  prepTime: number | null;
  totalTime: number | null;
  servings: number | null;
  /** The yield when it says more than the servings ('Makes 12 cookies', '2 loaves'). */
  yield: string | null;
  /** The page's own category words, as written ("Main Course", ["Dessert", "Cakes"]). */
  categories: string[];
  tags: string[];
  /** Absolute address of the recipe's picture on the web, not downloaded yet. */
  imageUrl: string | null;
  /** Where it was read from: structured data ('json-ld', 'microdata', 'rdfa'), a recipe card's lists, the lists under the page's 'Ingredients' and 'Directions' headings, or its text. */
  via: 'json-ld' | 'microdata' | 'rdfa' | 'recipe-card' | 'headings' | 'text';
}

// The node types of htmlparser2's DOM (domhandler), taken from its own signatures.
type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

type TextNode = Extract<ChildNode, { data: string }>;
// A doctype is a node of type 1 too, without attributes.
const isElement = (node: ChildNode): node is Element => node.nodeType === 1 && 'attribs' in node;
const isTextNode = (node: ChildNode): node is TextNode => node.nodeType === 3;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const MAX_LIST = 200;

const decoded = (html: string) => DomUtils.textContent(parseDocument(html, { decodeEntities: true }));
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;

/** Text without tags, entities decoded (twice when a page encoded them twice, '&amp;#8217;'), spaces unified. */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  let text = /[<&]/.test(value) ? decoded(value) : value;
  // Only the entities are read again: a '<' the first pass decoded is text, not a tag.
  if (ENTITY.test(text)) text = decoded(text.replace(/</g, '&lt;'));
  return text.replace(/\s+/g, ' ').trim();
}

function asArray<T>(value: T | T[] | null | undefined): T[] {
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: JsonObject): string[] {
  return asArray(node['@type']).map((type) => (typeof type === 'string' ? type : '').replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}

function resolveUrl(value: string, base: string): string | null {
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
    return text
      .split(/\r?\n+/)
      .map((line) => withoutStepsTitle(plainText(line).replace(/^(?:step\s*)?\d{1,2}(?:[.):]|\s+[-–])\s+/i, '')))
      .filter(Boolean);
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
const firstText = (value: unknown) =>
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

function jsonLdRecipeNodes(root: ChildNode[]): JsonObject[] {
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script' && /^application\/ld\+json$/i.test((element.attribs.type ?? '').trim()),
    root,
  );
  return scripts.flatMap((script) => recipeNodes(parseJson(DomUtils.textContent(script))));
}

/** The first Recipe with ingredients and steps (a page may also carry a stub: a teaser, a related recipe), else the first. */
function fromJsonLd(root: ChildNode[], base: string): PageRecipe | null {
  const recipes = jsonLdRecipeNodes(root).map((node) => fromRecipeObject(node, base, 'json-ld'));
  return recipes.find(isComplete) ?? recipes.at(0) ?? null;
}

const isComplete = (recipe: PageRecipe | null): recipe is PageRecipe =>
  recipe !== null && recipe.ingredients.length > 0 && recipe.instructions.length > 0;

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

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
/** 'schema:recipeIngredient', 'https://schema.org/recipeIngredient' → 'recipeIngredient'. */
const localName = (term: string) => term.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '');

const MICRODATA: ItemMarkup = {
  via: 'microdata',
  isItem: (element) => 'itemscope' in element.attribs,
  types: (element) => words(element.attribs.itemtype),
  props: (element) => words(element.attribs.itemprop),
};

const RDFA: ItemMarkup = {
  via: 'rdfa',
  isItem: (element) => element.attribs.typeof !== undefined,
  types: (element) => words(element.attribs.typeof).map(localName),
  props: (element) => words(element.attribs.property).map(localName),
};

const isRecipeItem = (markup: ItemMarkup) => (element: Element) =>
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
function itemOf(markup: ItemMarkup, scope: Element, base: string, depth = 0): JsonObject {
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

function fromItemMarkup(markup: ItemMarkup, root: ChildNode[], base: string): PageRecipe | null {
  const scope = DomUtils.findOne(isRecipeItem(markup), root);
  if (!scope) return null;
  const item = itemOf(markup, scope, base);
  // Such markup writes one ingredient an element: each stays one line.
  item.recipeIngredient = asArray(item.recipeIngredient ?? item.ingredients).map((line) =>
    typeof line === 'string' ? line.replace(/\s+/g, ' ') : line,
  );
  return fromRecipeObject(item, base, markup.via);
}

// ---------- recipe card HTML ----------

/** A CSS module's hash after a class's name ('styles_portion__2NQyq'): five characters, not all small letters. */
const MODULE_HASH = /__([\w-]{5})$/;
const withoutModuleHash = (name: string) => name.replace(MODULE_HASH, (hash, code: string) => (/[A-Z\d_-]/.test(code) ? '' : hash));
/** An element's classes in lower case, without a CSS module's hash. */
const classesOf = (element: Element) => words(element.attribs.class).map((name) => withoutModuleHash(name).toLowerCase());
/** A class naming a list of ingredients or of steps, as recipe-card plugins and themes write them ('wprm-recipe-ingredients', 'tasty-recipes-instructions', 'mv-create-ingredients', 'recipe-directions'). */
const INGREDIENTS_CLASS = /(?:^|[-_])ingredients?(?:[-_]+(?:list|group|section|container|body|wrapper))?$/;
const STEPS_CLASS = /(?:^|[-_])(?:instructions?|directions?|method|steps|preparation)(?:[-_]+(?:list|group|section|container|body|wrapper))?$/;
/** Words that title a recipe's lists, in the languages of the sites read ('Ingredients', 'Zutaten', 'Przygotowanie'). */
const INGREDIENTS_TITLE =
  /\b(?:ingredients?|zutaten|ingr[ée]dients|ingredienti|ingredientes|ingredi[ëe]nten|ingredienser|sk[łl]adniki|you(?:'|’)ll need|dit heb je nodig)\b/i;
const STEPS_TITLE =
  /\b(?:directions?|instructions?|method|procedure|preparation|steps|how to make|zubereitung|pr[ée]paration|preparazione|preparaci[óo]n|modo de preparo|prepara[çc][ãa]o|anleitung|bereiding(?:swijze)?|bereiden|zo maak je (?:het|dit)|g[öo]r s[åa] h[äa]r|przygotowanie)\b/i;
/** The same titles in Chinese, Japanese and Korean, a line of their own ('材料：', '做法', '材料（4人份）'): these scripts put no space between words. */
const CJK_INGREDIENTS_TITLE = /^(?:材料|食材|配料|用料|原料|재료)(?:\s*[(（][^)）]*[)）])?$/;
const CJK_STEPS_TITLE = /^(?:做法|作法|步骤|步驟|制作方法|製作方法|作り方|만드는 ?법|조리법)$/;
/** A steps title at the start of a line, with no word boundary after it: glued to the step ('PreparationChop'). */
const GLUED_STEPS_TITLE = new RegExp(`^${STEPS_TITLE.source.replace(/^\\b|\\b$/g, '')}`, 'i');
/** A heading that only titles the list ('Ingredients', 'Method:'), not one of its groups. */
const isListTitle = (text: string) => text.length <= 40 && (INGREDIENTS_TITLE.test(text) || STEPS_TITLE.test(text)) && text.split(/\s+/).length <= 3;
const HEADING = /^h[2-6]$/;
const GROUP_NAME_CLASS = /(?:group[-_](?:name|title|header)|[-_]header$|[-_]heading$|[-_]subtitle$)/;

/** Whether `node` is inside `ancestor` (not `ancestor` itself). */
function isInside(ancestor: Element, node: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/** A site menu's class ('menu-item', 'mega-menu', 'dropdown-menu'): its links may be classed by what they list ('…_ingredients'). */
const MENU_CLASS = /(?:^|[-_])menu(?:[-_]|$)/;
const isInMenu = (element: Element) => {
  for (let node: Element | null = element; node; node = node.parent && isElement(node.parent) ? node.parent : null) {
    if (classesOf(node).some((name) => MENU_CLASS.test(name))) return true;
  }
  return false;
};

/** The outermost elements with a class matching `pattern`, and not `excluded`, that hold the list, outside the site's menus. */
function listContainers(root: ChildNode[], pattern: RegExp, excluded: (element: Element) => boolean = () => false): Element[] {
  const containers = DomUtils.findAll(
    (element) => classesOf(element).some((name) => pattern.test(name)) && !isInMenu(element) && !excluded(element),
    root,
  );
  return containers.filter((container) => !containers.some((other) => other !== container && isInside(other, container)));
}

/** An item of a list: li, or what ARIA names one (role="listitem"). */
const isListItem = (element: Element) => element.name === 'li' || element.attribs.role === 'listitem';
const isListElement = (node: ChildNode) => isElement(node) && (node.name === 'ul' || node.name === 'ol');
/** One ingredient or step of a card's list written without li ('ingredient', 'recipe-step', 'list-item'). */
const ITEM_CLASS = /(?:^|[-_])(?:ingredient|step|item)$/;
/** The amount of an ingredient written as its own part ('quantity', 'ingredient-amount', 'qty', 'portion', 'unit'). */
const AMOUNT_CLASS = /(?:^|[-_])(?:quantity|amount|qty|portion|unit)$/;
const isAmount = (element: Element) => classesOf(element).some((name) => AMOUNT_CLASS.test(name));
/** The servings a card's ingredients are for ('2 persons', a servings picker): not an ingredient. */
const isServings = (element: Element) => classesOf(element).some((name) => /(?:^|[-_])(?:servings|yield)$/.test(name));
const hasLooseText = (element: Element) => element.children.some((child) => isTextNode(child) && child.data.trim());

/**
 * An amount written as its parts ('200', 'g', ', sliced'): the quantity, its parts spaced as the page shows them, and
 * the note after it (a part beginning with a comma or a bracket), which belongs after the ingredient's name.
 */
function amountAndNote(amount: Element): { quantity: string; note: string } {
  const parts = amount.children.filter(isElement).map(oneLine).filter(Boolean);
  if (hasLooseText(amount) || parts.length === 0) return { quantity: oneLine(amount), note: '' };
  const noteAt = parts.findIndex((part, index) => index > 0 && /^[,;(]/.test(part));
  return noteAt < 0 ? { quantity: parts.join(' '), note: '' } : { quantity: parts.slice(0, noteAt).join(' '), note: parts.slice(noteAt).join(' ') };
}

/**
 * The line of a list's item. One written as its parts, the amount after the name ('shrimp' then '400 g'), is read
 * amount first, as a cook says it, its note after the name; a table's row is its cells (amount, name) in one line.
 */
function itemLine(element: Element): string {
  const parts = element.children.filter(isElement);
  if (element.name === 'tr') return parts.map(oneLine).filter(Boolean).join(' ');
  if (hasLooseText(element)) return oneLine(element);
  const amount = parts.find(isAmount);
  if (amount && parts.indexOf(amount) > 0) {
    const { quantity, note } = amountAndNote(amount);
    const rest = parts
      .filter((part) => part !== amount)
      .map(itemLine)
      .filter(Boolean);
    const line = [quantity, ...rest].filter(Boolean).join(' ');
    return !note ? line : /^[,;]/.test(note) ? `${line}${note}` : `${line} ${note}`;
  }
  // The amount inside one of its parts (the name's and the amount's block, beside a label): read that part so.
  if (!amount && parts.some((part) => DomUtils.findOne(isAmount, part.children) !== null)) return parts.map(itemLine).filter(Boolean).join(' ');
  return oneLine(element);
}

/** A step's line without its number written as an element of its own ('<span>1</span>Heat the oven'): the form numbers the steps. */
function stepLine(element: Element): string {
  const first = element.children.find((child) => !isTextNode(child) || child.data.trim());
  const number = first && isElement(first) ? oneLine(first) : '';
  const text = oneLine(element);
  return /^\d{1,2}[.)]?$/.test(number) ? text.slice(number.length).trim() : text;
}

/**
 * The line of an item holding its own list ('Seasonings' over the spices, 'Finish:' over its steps): its own words,
 * as a group's name among ingredients (without an amount), else as a step unless they only title its parts; null
 * for an item without a list.
 */
function nestingItemLine(element: Element, groups: boolean): string | null {
  if (!isListItem(element) || !element.children.some(isListElement)) return null;
  const own = blockText(element.children.filter((child) => !isListElement(child)))
    .replace(/\s*\n+\s*/g, ' ')
    .trim();
  if (groups && !/\d/.test(own)) return own && `${own.replace(/:$/, '')}:`;
  return groups || !own.endsWith(':') ? own : '';
}

/**
 * The lines of a recipe card's list: each item (li, else paragraph, else an element its class names an item) a line,
 * a group's name as 'Name:', without its nutrition facts. For steps (`heading` false), the paragraphs after a list of
 * items are notes, not steps.
 */
function cardLines(containers: Element[], heading: boolean): string[] {
  const lines: string[] = [];
  let afterItems = false;
  let amountItem: Element | null = null;
  const isItem = (element: Element, inItems: boolean) =>
    isListItem(element) ||
    element.name === 'tr' ||
    (!inItems && element.name === 'p') ||
    (classesOf(element).some((name) => ITEM_CLASS.test(name)) &&
      // Paragraphs inside are its items, unless they are its parts: its name and its amount.
      (!DomUtils.findOne((inner) => inner.name === 'li' || inner.name === 'p', element.children) ||
        element.children.some((part) => isElement(part) && isAmount(part))));
  const walk = (nodes: ChildNode[], inItems: boolean) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const element: Element = node;
      if (isLeftOut(element) || isUnseen(element)) continue;
      const isGroupName = HEADING.test(element.name) || classesOf(element).some((name) => GROUP_NAME_CLASS.test(name));
      const isList = isListElement(element);
      const nesting = nestingItemLine(element, heading);
      if (heading && isServings(element)) continue;
      if (nesting !== null) {
        if (nesting) lines.push(nesting);
        walk(element.children, true);
      } else if (isItem(element, inItems)) {
        const text = heading ? itemLine(element) : stepLine(element);
        if (!text || (element.name === 'p' && afterItems)) continue;
        // An amount's item, then its name's beside it (a grid's columns): one line.
        const amountBefore = heading && amountItem !== null && amountItem.parent === element.parent && !isAmount(element);
        if (amountBefore) lines[lines.length - 1] += ` ${text}`;
        else lines.push(text);
        amountItem = !amountBefore && isAmount(element) ? element : null;
      } else if (isGroupName && heading) {
        const text = oneLine(element).replace(/:$/, '');
        if (text && !isListTitle(text)) lines.push(`${text}:`);
        amountItem = null;
      } else if (!isGroupName) {
        walk(element.children, inItems || isList);
        if (isList && !heading && element.children.some((child) => isElement(child) && child.name === 'li')) afterItems = true;
      }
    }
  };
  for (const container of containers) {
    afterItems = false;
    amountItem = null;
    walk(container.children, false);
  }
  return lines.slice(0, MAX_LIST);
}

/** The steps of a card's lists: without the names of their parts, nor their numbers. */
function cardSteps(containers: Element[]): string[] {
  return cardLines(containers, false)
    .filter((step) => !step.endsWith(':'))
    .map((step) => step.replace(/^(?:step\s*)?\d{1,2}[.):]\s+/i, ''));
}

/**
 * A recipe card without structured data: its ingredient and step lists found by their classes, the
 * rest (name, times, servings) from the card's text. Generic: no site or plugin of its own.
 */
function fromRecipeCard(root: ChildNode[]): PageRecipe | null {
  const ingredientLists = listContainers(root, INGREDIENTS_CLASS);
  // A block classed as the steps around the ingredients too ('recipe-instructions' holding both lists) is the
  // whole card: the steps are its inner block.
  const stepLists = listContainers(root, STEPS_CLASS, (list) => ingredientLists.some((other) => isInside(other, list) || isInside(list, other)));
  const ingredients = cardLines(ingredientLists, true);
  const instructions = cardSteps(stepLists);
  if (ingredients.length === 0 || instructions.length === 0) return null;
  // The card around both lists: its text says the times and servings as a printed recipe does, and its
  // heading before the ingredients (else the page's) its name.
  let card: Element | null = ingredientLists[0];
  while (card && !stepLists.every((list) => isInside(card!, list))) card = card.parent && isElement(card.parent) ? card.parent : null;
  const fields = parseRecipeText(card ? blockText([card]) : '');
  // In document order: the card's headings, then its first ingredient list.
  const headingsThenList = card
    ? DomUtils.findAll((element) => element === ingredientLists[0] || (/^h[1-3]$/.test(element.name) && !isInSkipped(element)), [card])
    : [];
  const cardHeading = headingsThenList.slice(0, headingsThenList.indexOf(ingredientLists[0])).find((heading) => !isListTitle(oneLine(heading)));
  const name = (cardHeading && oneLine(cardHeading)) || pageHeading(root) || fields.name;
  return fromTextFields({ ...fields, name, description: null, ingredients, instructions }, 'recipe-card');
}

/** The fields the recipe-text parser read, as a page's recipe. */
function fromTextFields(fields: ReturnType<typeof parseRecipeText>, via: PageRecipe['via']): PageRecipe {
  return {
    name: fields.name,
    description: fields.description,
    ingredients: fields.ingredients,
    instructions: fields.instructions,
    cookTime: fields.cookTime,
    prepTime: fields.prepTime,
    totalTime: fields.totalTime,
    servings: fields.servings,
    yield: fields.yield,
    categories: fields.category ? [fields.category] : [],
    tags: [],
    imageUrl: null,
    via,
  };
}

// ---------- lists ARIA names ----------

/** The name ARIA gives an element: its aria-label, else the text of the element its aria-labelledby points to. */
function accessibleName(element: Element, root: ChildNode[]): string {
  const { 'aria-label': label, 'aria-labelledby': labelledBy } = element.attribs;
  if (label) return label.trim();
  const labels = words(labelledBy).map((id) => DomUtils.findOne((other) => other.attribs.id === id, root));
  return labels
    .filter((other): other is Element => other !== null)
    .map(oneLine)
    .join(' ');
}

/** The outermost blocks outside navigation whose ARIA name titles a list ('ingredients', 'Preparation'). */
function blocksNamed(root: ChildNode[], title: RegExp): Element[] {
  const named = DomUtils.findAll((element) => {
    if (element.attribs['aria-label'] === undefined && element.attribs['aria-labelledby'] === undefined) return false;
    const name = accessibleName(element, root);
    return name.length <= 40 && title.test(name) && !isSkipped(element) && !isInSkipped(element);
  }, root);
  return named.filter((block) => !named.some((other) => other !== block && isInside(other, block)));
}

/**
 * A structured Recipe with one of its lists only (the steps left empty) completed from the block ARIA names as
 * the missing list (`<div role="region" aria-label="Preparation">`), read as a card's list.
 */
function completedFromNamedBlock(recipe: PageRecipe, root: ChildNode[]): PageRecipe | null {
  const ingredients = recipe.ingredients.length ? recipe.ingredients : cardLines(blocksNamed(root, INGREDIENTS_TITLE), true);
  const instructions = recipe.instructions.length ? recipe.instructions : cardSteps(blocksNamed(root, STEPS_TITLE));
  const completed = { ...recipe, ingredients, instructions };
  return isComplete(completed) ? completed : null;
}

// ---------- lists under headings ----------

const headingLevel = (element: Element) => Number(/^h([1-6])$/.exec(element.name)?.[1] ?? 0);
/** Navigation, forms, a sidebar, a table of contents: not the recipe, nor anything inside them. */
const isSkipped = (element: Element) =>
  isLeftOut(element) || ASIDE_ROLE.test(element.attribs.role ?? '') || classesOf(element).some((name) => CONTENTS_CLASS.test(name));
const isInSkipped = (element: Element) => {
  for (let parent = element.parent; parent; parent = parent.parent) if (isElement(parent) && isSkipped(parent)) return true;
  return false;
};
const oneLine = (element: Element) =>
  blockText([element])
    .replace(/\s*\n+\s*/g, ' ')
    .trim();

/**
 * A page without structured data or a card's classes, as a person reads it: the items of the lists after its
 * 'Ingredients' heading (sub-headings as 'Group:') and after its 'Directions' (or 'Method', 'Zubereitung' …)
 * heading, each up to the next heading of the same or a higher level. Headings of any of the languages read.
 */
function fromHeadedLists(root: ChildNode[]): PageRecipe | null {
  const elements = DomUtils.findAll((element) => !isSkipped(element) && !isInSkipped(element), root);
  const headingOf = (pattern: RegExp) =>
    elements.findIndex((element) => headingLevel(element) >= 2 && pattern.test(oneLine(element)) && oneLine(element).length <= 80);
  const ingredientsAt = headingOf(INGREDIENTS_TITLE);
  const stepsAt = headingOf(STEPS_TITLE);
  if (ingredientsAt < 0 || stepsAt < 0) return null;
  const itemsAfter = (start: number, stop: number, groups: boolean): string[] => {
    const level = headingLevel(elements[start]);
    // The heading's own block holds its lists: past its end (a footer, a sidebar) nothing belongs to them.
    const scope = elements[start].parent;
    const lines: string[] = [];
    let item: Element | null = null;
    for (let index = start + 1; index < elements.length && index !== stop; index += 1) {
      const element = elements[index];
      const elementLevel = headingLevel(element);
      if ((elementLevel && elementLevel <= level) || (scope && isElement(scope) && !isInside(scope, element))) break;
      if (elementLevel) {
        const text = oneLine(element).replace(/:$/, '');
        if (groups && text && !isListTitle(text)) lines.push(`${text}:`);
      } else if (isListItem(element) && !(item && isInside(item, element))) {
        const nesting = nestingItemLine(element, groups);
        if (nesting !== null) {
          // Its own list's items follow.
          if (nesting) lines.push(nesting);
          continue;
        }
        item = element;
        const text = groups ? itemLine(element) : oneLine(element);
        if (text) lines.push(text);
      }
    }
    return lines.slice(0, MAX_LIST);
  };
  const ingredients = itemsAfter(ingredientsAt, stepsAt, true);
  const instructions = itemsAfter(stepsAt, -1, false).map((step) => step.replace(/^(?:step\s*)?\d{1,2}[.):]\s+/i, ''));
  if (!ingredients.some((line) => !line.endsWith(':')) || instructions.length === 0) return null;
  const title = DomUtils.findOne((element) => element.name === 'h1' && !isInSkipped(element), root);
  // The page's text says the rest as a printed recipe does: its description, times and servings.
  const fields = parseRecipeText(mainText(root));
  return fromTextFields({ ...fields, name: title ? oneLine(title) || null : null, ingredients, instructions }, 'headings');
}

/** A heading that names the making of the dish ('How to bake it', 'Making the dough', 'Arretjescake maken', 'Brot backen'), not a question about it. */
const MAKING_TITLE = /\b(?:how to (?:bake|cook)|making|baking|maken|bakken|bereiden|zubereiten|backen)\b/i;
const isMethodHeading = (element: Element) => {
  const text = oneLine(element);
  return headingLevel(element) >= 2 && text.length <= 80 && !text.endsWith('?') && (STEPS_TITLE.test(text) || MAKING_TITLE.test(text));
};

/** A paragraph all in bold: a sub-heading or a credit ('Photo: …'), not a step. */
const isBoldOnly = (element: Element) =>
  element.children.every((child) => (isTextNode(child) ? !child.data.trim() : isElement(child) && (child.name === 'strong' || child.name === 'b')));

/**
 * The steps a page writes as paragraphs (or items) under its method's heading, through the next headings that
 * name the making too ('… maken', then '… bakken'), up to any other heading of the same or a higher level.
 */
function methodUnderHeading(root: ChildNode[]): string[] {
  const elements = DomUtils.findAll((element) => !isSkipped(element) && !isInSkipped(element), root);
  const start = elements.findIndex(isMethodHeading);
  if (start < 0) return [];
  const level = headingLevel(elements[start]);
  const scope = elements[start].parent;
  const steps: string[] = [];
  let taken: Element | null = null;
  for (const element of elements.slice(start + 1)) {
    if (scope && isElement(scope) && !isInside(scope, element)) break;
    const elementLevel = headingLevel(element);
    if (elementLevel && elementLevel <= level && !isMethodHeading(element)) break;
    if ((element.name === 'p' || isListItem(element)) && !(taken && isInside(taken, element))) {
      taken = element;
      const text = oneLine(element);
      if (text && !isBoldOnly(element)) steps.push(text);
    }
  }
  return steps.slice(0, MAX_LIST);
}

/** Structured data's recipe without its steps, with those the page writes under its method's heading. */
function withMethodUnderHeading(recipe: PageRecipe | null | undefined, root: ChildNode[]): PageRecipe | null {
  return recipe && recipe.instructions.length === 0 ? { ...recipe, instructions: methodUnderHeading(root) } : null;
}

// ---------- page text ----------

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'tr',
  'table',
  'dt',
  'dd',
  'dl',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'hr',
]);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'form', 'button', 'select', 'iframe', 'head', 'aside']);
const pageForms = new WeakMap<Element, boolean>();
/**
 * Elements whose text is no part of the recipe (scripts, navigation, forms …); but a form that holds the page's
 * heading or main part is the page itself (some site frameworks wrap the whole page in one).
 */
function isLeftOut(element: Element): boolean {
  if (!SKIPPED.has(element.name)) return false;
  if (element.name !== 'form') return true;
  if (!pageForms.has(element)) {
    pageForms.set(element, DomUtils.findOne((inner) => inner.name === 'h1' || inner.name === 'main', element.children) !== null);
  }
  return !pageForms.get(element);
}

/**
 * Text only for screen readers ('▢ ' before a checkbox, a 'Gallery' label), tooltips, and an advertisement's slot
 * or its 'Advertisement' label: not what the page shows as its recipe.
 */
const UNSEEN_CLASS =
  /^(?:sr-only|screen-reader-text|visually-hidden|visuallyhidden|hidden-label|(?:is-)?vis-?hidden)$|(?:^|[-_])(?:sr-only|screen-reader-text|tooltip)$|^(?:ad|ads|advert|advertisement)(?:[-_]|$)/;
/** ARIA's roles of what a page holds beside its content: a tooltip, navigation (a table of contents), a sidebar, a search box. */
const ASIDE_ROLE = /^(?:tooltip|navigation|complementary|search)$/;
/** A block of nutrition facts by its class or id ('recipe-nutrition', 'nutrition_info', 'card__nutrients'): neither ingredients nor steps. */
const NUTRITION_CLASS =
  /(?:^|[-_])nutri(?:tion|tional|ents?)(?:[-_]+(?:info|facts?|label|table|wrapper|container|panel|box|section|block|data|summary))*$/;
/** A table of contents ('toc', 'ez-toc-container', 'table-of-contents'): the page's headings again, as links. */
const CONTENTS_CLASS = /^(?:toc|table-of-contents)$|[-_](?:toc|table-of-contents)(?:[-_](?:container|wrapper|list))?$/;
const isUnseen = (element: Element) =>
  element.name === 'input' ||
  ASIDE_ROLE.test(element.attribs.role ?? '') ||
  classesOf(element).some((name) => CONTENTS_CLASS.test(name) || NUTRITION_CLASS.test(name)) ||
  NUTRITION_CLASS.test((element.attribs.id ?? '').toLowerCase()) ||
  classesOf(element).some((name) => UNSEEN_CLASS.test(name)) ||
  isSpokenTwin(element);

/**
 * The words a screen reader says for what the page draws just before, hidden from it ('8' drawn, '8 personal points'
 * said): text for the ear, with a class that may not say so.
 */
function isSpokenTwin(element: Element): boolean {
  const drawn = DomUtils.prevElementSibling(element);
  if (drawn?.attribs['aria-hidden'] !== 'true') return false;
  const shown = plainText(DomUtils.textContent(drawn));
  const said = plainText(DomUtils.textContent(element));
  return shown !== '' && said.length > shown.length && said.split(' ').includes(shown);
}

/** A line of a page's text and the innermost block element its first words are in. */
interface PageLine {
  text: string;
  element: Element | null;
}

/**
 * Lines for every block element (blank between paragraphs, never two blank in a row), without scripts, styles,
 * navigation, forms, screen-reader-only text and tooltips; without headings too when `headings` is false (a
 * property's block, headed 'Directions'). Each line knows the block it was read from.
 */
function blockLines(nodes: ChildNode[], { headings = true } = {}): PageLine[] {
  const lines: PageLine[] = [{ text: '', element: null }];
  const breakLine = () => lines.push({ text: '', element: null });
  const walk = (list: ChildNode[], block: Element | null) => {
    for (const node of list) {
      if (isTextNode(node)) {
        const line = lines[lines.length - 1];
        const text = node.data.replace(/\s+/g, ' ');
        if (line.element === null && text.trim()) line.element = block;
        line.text += text;
      } else if (isElement(node)) {
        const element: Element = node;
        if (isLeftOut(element) || element.attribs.hidden !== undefined || element.attribs['aria-hidden'] === 'true') continue;
        if (isUnseen(element) || (!headings && /^h[1-6]$/.test(element.name))) continue;
        const isBlock = BLOCKS.has(element.name);
        if (isBlock) breakLine();
        walk(element.children, isBlock ? element : block);
        if (isBlock) breakLine();
      }
    }
  };
  walk(nodes, null);
  const kept: PageLine[] = [];
  for (const line of lines) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    // No blank line first, nor two in a row.
    if (text || (kept.length > 0 && kept[kept.length - 1].text !== '')) kept.push({ text, element: line.element });
  }
  while (kept.length && kept[kept.length - 1].text === '') kept.pop();
  return kept;
}

/** The text of `blockLines`, a line each. */
function blockText(nodes: ChildNode[], options: { headings?: boolean } = {}): string {
  return blockLines(nodes, options)
    .map((line) => line.text)
    .join('\n');
}

/** The page's main part (main, article, else body). */
function mainPart(root: ChildNode[]): ChildNode[] {
  const main =
    DomUtils.findOne((element) => element.name === 'main' || element.name === 'article' || element.attribs.role === 'main', root) ??
    DomUtils.findOne((element) => element.name === 'body', root);
  return main ? [main] : root;
}

/** The text of the page's main part (main, article, else body). */
function mainText(root: ChildNode[]): string {
  return blockText(mainPart(root));
}

/**
 * A line that titles a list in one of the languages read ('Zutaten für 4 Personen', 'Gör så här:'), as the text
 * parser knows such titles ('Ingredients', 'Method'); any other line as it is. A steps title says no number and no
 * time ('Preparation time: 10 min' is a fact).
 */
function asListTitle(text: string): string {
  const title = text.replace(/[:：]$/, '').trim();
  if (title.length > 50) return text;
  if (CJK_INGREDIENTS_TITLE.test(title)) return 'Ingredients';
  if (CJK_STEPS_TITLE.test(title)) return 'Method';
  const rest = (pattern: RegExp) => {
    const match = pattern.exec(title);
    return match?.index === 0 ? title.slice(match[0].length).split(/\s+/).filter(Boolean) : null;
  };
  const afterIngredients = rest(INGREDIENTS_TITLE);
  if (afterIngredients && afterIngredients.length <= 5) return 'Ingredients';
  const afterSteps = rest(STEPS_TITLE);
  if (afterSteps && afterSteps.length <= 3 && !/\d|\b(?:time|zeit|temps|tiempo|tempo|tid|tijd)\b/i.test(title)) return 'Method';
  return text;
}

/** Letters and digits only, in lower case: a line and an item read from it compare so. */
const lineKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The lowest element holding both (or either's own block). */
function commonBlock(one: Element, other: Element): Element {
  for (let element: Element | null = one; element; element = element.parent && isElement(element.parent) ? element.parent : null) {
    if (element === other || isInside(element, other)) return element;
  }
  return one;
}

/** A line that only says the yield ('Makes a large pot - 8 servings or so.', 'Serves 4'). */
const YIELD_LINE = /^(?:makes|serves|yields?)\b(?:\s+[^\s.!?]+){0,8}?\s+\d[^.!?]{0,30}[.!]?$/i;
/** A line asking the reader to share the dish ('tag it #mysite on Instagram'). */
const isCallToShare = (line: string) =>
  /\b(?:instagram|pinterest|facebook|tiktok|twitter)\b/i.test(line) && /[#@]\w|\b(?:tag|share|follow|mention)\b/i.test(line);

/** Whether the block is inside a link. */
function isInLink(element: Element | null): boolean {
  for (let parent = element?.parent; parent; parent = parent.parent) if (isElement(parent) && parent.name === 'a') return true;
  return false;
}

/** The list a line is an item of: the ul or ol of its li, the table of its row, else its own block (lines cut by <br>). */
function listOf(element: Element): Element {
  for (let node: Element | null = element; node; node = node.parent && isElement(node.parent) ? node.parent : null) {
    if ((node.name === 'li' || node.name === 'tr') && node.parent && isElement(node.parent)) return node.parent;
  }
  return element;
}

/**
 * The text parser's ingredients and steps, checked against the page they were read from: the lists that hold
 * most of the ingredient lines give all the ingredients (a line without an amount is one too; a line of
 * nutrition after the list is not), and the steps are those inside the block holding the method's title and
 * its first step (else its first two steps): what follows (comments, a footer) is not the method.
 */
function placedOnPage(
  fields: ReturnType<typeof parseRecipeText>,
  lines: PageLine[],
): Pick<PageRecipe, 'ingredients' | 'instructions'> & { begins: number } {
  const keys = lines.map((line) => lineKey(line.text));
  const lineOf = (item: string, from: number) => {
    const key = lineKey(item);
    if (!key) return -1;
    for (let index = Math.max(from, 0); index < keys.length; index += 1) {
      if (keys[index] && (keys[index].includes(key) || (keys[index].length >= 8 && key.startsWith(keys[index])))) return index;
    }
    return -1;
  };
  let at = 0;
  const ingredientLines = fields.ingredients.map((item) => (at = Math.max(lineOf(item, at), at)));
  let ingredients = fields.ingredients;
  let begins = ingredientLines.length ? lineOf(fields.ingredients[0], 0) : -1;
  let ingredientsEnd = Math.max(...ingredientLines, 0);
  const listed = lines.map((line) => (line.text && line.element ? listOf(line.element) : null));
  const counts = new Map<Element, number>();
  for (const index of new Set(ingredientLines)) {
    const list = listed[index];
    if (list) counts.set(list, (counts.get(list) ?? 0) + 1);
  }
  const sizeOf = (list: Element) => listed.filter((other) => other === list).length;
  const lists = [...counts].filter(([list, count]) => count >= 2 && count >= sizeOf(list) / 2).map(([list]) => list);
  const inLists = lists.reduce((sum, list) => sum + counts.get(list)!, 0);
  let instructions = fields.instructions;
  if (lists.length && inLists >= fields.ingredients.length / 2) {
    const kept = listed.flatMap((list, index) =>
      list && lists.includes(list) && !/^(?:Ingredients|Method)$/.test(lines[index].text) ? [index] : [],
    );
    ingredients = kept.map((index) => lines[index].text).slice(0, MAX_LIST);
    const keys = new Set(ingredients.map(lineKey));
    instructions = instructions.filter((step) => !keys.has(lineKey(step)));
    ingredientsEnd = kept.at(-1) ?? ingredientsEnd;
    begins = kept[0] ?? begins;
  }
  // Each step's line, in order, from the first ingredient's (a recipe may give each stage's ingredients, then its
  // steps): a step not found there was read from the text before them.
  at = Math.max(begins, 0);
  const placed = instructions.map((step) => {
    const index = lineOf(step, at);
    if (index >= 0) at = index;
    return { step, index };
  });
  let steps = placed.filter(({ index }) => index >= 0);
  // The method's title between the ingredients and its second step: what came before it was not a step.
  const second = steps[Math.min(1, steps.length - 1)]?.index ?? -1;
  let title = -1;
  for (let index = ingredientsEnd + 1; index < second; index += 1) if (lines[index].text === 'Method') title = index;
  if (title >= 0) steps = steps.filter(({ index }) => index > title);
  const first = lines[steps[0]?.index]?.element;
  const anchor = title >= 0 ? lines[title].element : steps.length > 1 ? lines[steps[1].index].element : null;
  if (first && anchor && steps[0].index !== steps[1]?.index) {
    let block = commonBlock(anchor, first);
    while (['p', 'li', 'span', 'strong', 'b', 'em'].includes(block.name) && block.parent && isElement(block.parent)) block = block.parent;
    steps = steps.filter(({ index }) => lines[index].element === block || isInside(block, lines[index].element!));
  }
  // A heading among the steps ('Let's get started!') titles them: it is no step.
  steps = steps.filter(({ step, index }) => !(HEADING.test(lines[index].element?.name ?? '') && lineKey(step) === keys[index]));
  // A block inside a link is a teaser of another page (its title, 'Read more'): no step; nor the yield, nor a call to share.
  steps = steps.filter(({ step, index }) => !isInLink(lines[index].element) && !YIELD_LINE.test(step) && !isCallToShare(step));
  // Steps that are a list's items are that list's, or its sibling lists' (the method's parts): a paragraph after them is a note.
  const [one, two] = steps.map(({ index }) => lines[index].element);
  if (one && two) {
    let shared = commonBlock(one, two);
    while (['p', 'li', 'span', 'strong', 'b', 'em'].includes(shared.name) && shared.parent && isElement(shared.parent)) shared = shared.parent;
    if (/^[ou]l$/.test(shared.name)) {
      const list = shared;
      steps = steps.filter(({ index }) => {
        let itsList: Element | null = lines[index].element;
        while (itsList && !/^[ou]l$/.test(itsList.name)) itsList = itsList.parent && isElement(itsList.parent) ? itsList.parent : null;
        return itsList === list || (itsList !== null && itsList.parent === list.parent);
      });
    }
  }
  // Steps numbered on the page end at the first paragraph without a number (a tip, the blog's next post); a number
  // without a stop before a word ('1 把烤炉预热') is the page's, not the step's (the form numbers them).
  const numbered = ({ index }: { index: number }) => /^(?:\d{1,2}(?:\s*[.):-]|\s+(?=\p{L}))|step\s*\d)/iu.test(lines[index].text);
  if (steps.length >= 2 && numbered(steps[0]) && numbered(steps[1])) {
    const end = steps.findIndex((step) => !numbered(step));
    if (end > 0) steps = steps.slice(0, end);
    steps = steps.map(({ step, index }) => ({ step: step.replace(/^\d{1,2}\s+(?=\p{L})/u, ''), index }));
  }
  return { ingredients, instructions: steps.length ? steps.map(({ step }) => step) : instructions, begins };
}

/**
 * A page's text read as a printed recipe; its name is the page's heading when it has one (its text begins with a
 * site's menus). Its lists are read again from where the ingredients begin (their title, else their first line):
 * what the menus and banners above made of the parser's sections (a 'Notes' link, a '0 Comments' line) is left
 * behind; the description, times and servings are the whole text's.
 */
function fromText(root: ChildNode[]): PageRecipe | null {
  const lines = blockLines(mainPart(root)).map((line) => ({ ...line, text: asListTitle(line.text) }));
  const name = pageHeading(root);
  // Read again, the lines are the page's name's.
  const read = (from: number, named: string | null) => {
    const fields = parseRecipeText([...(named ? [named, ''] : []), ...lines.slice(from).map((line) => line.text)].join('\n'));
    return isRecipeLike(fields) ? { fields, placed: placedOnPage(fields, lines.slice(from)) } : null;
  };
  const whole = read(0, null);
  if (!whole) return null;
  const { begins } = whole.placed;
  let from = begins;
  for (let index = begins - 1; index >= Math.max(begins - 3, 0); index -= 1) if (lines[index].text === 'Ingredients') from = index;
  const again = from > 0 && (name ?? whole.fields.name);
  const recipe = (again && read(from, again)?.placed) || whole.placed;
  // A line of the method that only said the yield is no step: it says the servings and the yield.
  const yieldLine = whole.fields.instructions.find((step) => YIELD_LINE.test(step));
  return fromTextFields(
    {
      ...whole.fields,
      ingredients: withoutDownloads(recipe.ingredients),
      instructions: recipe.instructions,
      name: name ?? whole.fields.name,
      servings: whole.fields.servings ?? servingsOf(yieldLine),
      yield: whole.fields.yield ?? yieldOf(yieldLine),
    },
    'text',
  );
}

/**
 * The word 'recipe' after a dash that ends a name ('Mizeria - przepis', 'Apple Cake – Recipe'): the page's title
 * saying what the page is. A name that says it without a dash ('Banana Cake Recipe') is how its cook named it.
 */
const RECIPE_WORD_AFTER_DASH = /\s+[-–—]\s*(?:recipe|recept|rezept|przepis|recette|receta|receita|ricetta|opskrift|oppskrift|resepti)$/iu;

/** A download's size after its link ('Printable card (353 KB)'). */
const FILE_SIZE = /\(\s*\d+(?:[.,]\d+)?\s*[KMG]i?B\s*\)$/i;

/** Ingredient lines without the links to download the recipe (each with its file's size), nor their list's title left with no line. */
function withoutDownloads(lines: string[]): string[] {
  const kept = lines.filter((line) => !FILE_SIZE.test(line));
  while (kept.at(-1)?.endsWith(':')) kept.pop();
  return kept;
}

/** The page's h1 outside navigation and forms, when every such h1 says the same (a page of several headings is a list, not one recipe). */
function pageHeading(root: ChildNode[]): string | null {
  const texts = new Set(
    DomUtils.findAll((element) => element.name === 'h1' && !isInSkipped(element), root)
      .map(oneLine)
      .filter(Boolean),
  );
  const [only] = texts;
  return texts.size === 1 && only.length <= 150 ? only : null;
}

const RECIPE_TITLE_CLASS = /(?:^|[-_])recipe[-_]?(?:title|name)$/;

/**
 * The title a page gives its recipe by class ('recipe-title', 'wprm-recipe-name'), when it gives one: a recipe in an
 * article names itself there, under the article's headline.
 */
function recipeTitle(root: ChildNode[]): string | null {
  const texts = new Set(
    DomUtils.findAll((element) => classesOf(element).some((name) => RECIPE_TITLE_CLASS.test(name)) && !isInSkipped(element), root)
      .map(oneLine)
      .filter(Boolean),
  );
  const [only] = texts;
  return texts.size === 1 && only.length <= 150 && !isListTitle(only) ? only : null;
}

/** The name of the page's first schema.org Recipe (JSON-LD, then microdata), with or without its lists. */
function teaserName(root: ChildNode[]): string | null {
  const node = jsonLdRecipeNodes(root).at(0);
  if (node) return firstText(node.name) || firstText(node.headline) || null;
  const scope = DomUtils.findOne(isRecipeItem(MICRODATA), root);
  return scope ? firstText(itemOf(MICRODATA, scope, '').name) || null : null;
}

/** A line that begins with an amount: a number or a fraction ('2 cups', '½ tsp'). */
const AMOUNT_FIRST = /^[\d\u00bc-\u00be\u2150-\u215e]/;

/**
 * Structured data's ingredients, or the list the page shows when structured data kept only part of it or dropped
 * its amounts. Each structured line is inside one of the shown lines, no line is shown twice (a list read twice is
 * two versions of the recipe), and the shown list either has half as many lines again, most of those it adds
 * beginning with an amount (not a group's name, a footnote or a shopping list), or gives amounts to most of its
 * lines where structured data gave none.
 */
function withShownIngredients(recipe: PageRecipe, root: ChildNode[]): PageRecipe {
  const shown = (fromRecipeCard(root) ?? fromHeadedLists(root))?.ingredients ?? [];
  const lines = shown.filter((line) => !line.endsWith(':'));
  const structured = recipe.ingredients.filter((line) => !line.endsWith(':'));
  if (structured.length === 0 || new Set(lines.map(lineKey)).size < lines.length) return recipe;
  const added = [...lines];
  for (const key of structured.map(lineKey)) {
    const at = added.findIndex((line) => lineKey(line).includes(key));
    if (at < 0) return recipe;
    added.splice(at, 1);
  }
  const mostlyAmounts = (list: string[]) => list.filter((line) => AMOUNT_FIRST.test(line)).length > list.length / 2;
  const keptPart = lines.length >= 1.5 * structured.length && mostlyAmounts(added);
  const droppedAmounts = !structured.some((line) => /\d/.test(line)) && mostlyAmounts(lines);
  return keptPart || droppedAmounts ? { ...recipe, ingredients: shown } : recipe;
}

function meta(root: ChildNode[], names: string[]): string | null {
  const element = DomUtils.findOne(
    (candidate) => candidate.name === 'meta' && names.includes((candidate.attribs.property ?? candidate.attribs.name ?? '').toLowerCase()),
    root,
  );
  return element ? plainText(element.attribs.content) || null : null;
}

const isStructured = (recipe: PageRecipe) => ['json-ld', 'microdata', 'rdfa'].includes(recipe.via);

/**
 * Structured steps that the page shows longer: an HTML list (ul, ol) whose first items are the steps, compared without
 * the numbers the page writes before them, and that has more (some pages cut their JSON-LD short).
 */
function fullerSteps(root: ChildNode[], structured: string[]): string[] {
  const keys = structured.filter((line) => !line.endsWith(':')).map(lineKey);
  if (keys.length === 0) return structured;
  const keyOf = (line: string) => lineKey(line.replace(/^(?:step\s*)?\d{1,2}[.):]?\s*/i, ''));
  const firstItem = (list: Element) => DomUtils.findOne(isListItem, list.children);
  const lists = DomUtils.findAll((element) => /^[ou]l$/.test(element.name) && !isInSkipped(element), root).filter((list) => {
    const item = firstItem(list);
    return item !== null && keyOf(oneLine(item)).endsWith(keys[0]);
  });
  for (const list of lists) {
    const lines = cardLines([list], false).filter((line) => !line.endsWith(':'));
    if (lines.length > keys.length && keys.every((key, index) => keyOf(lines[index]) === key)) return lines;
  }
  return structured;
}

const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The most words a page may add to a structured step's (an amount: 'the garlic (2 cloves)') and still say the same. */
const withAdded = (count: number) => count + Math.max(4, count / 4);

/** A paragraph that says the step (its words in order), give or take a few words the page adds. */
function saysStep(paragraph: string[], step: string[]): boolean {
  if (step.length === 0 || paragraph.length > withAdded(step.length)) return false;
  let at = 0;
  for (const word of paragraph) if (word === step[at]) at += 1;
  return at === step.length;
}

/**
 * Structured steps that are each only the first paragraph of a step the page writes longer, each in a block of its
 * own: the step is all the paragraphs of its block, as the page shows them. The blocks that hold more than the
 * step's paragraph are two or more and alike (the same element and class): a story's paragraph saying a step holds no step.
 */
function stepsInFull(root: ChildNode[], steps: string[]): string[] {
  const paragraphs = DomUtils.findAll((element) => element.name === 'p' && !isInSkipped(element), root);
  const words = paragraphs.map((paragraph) => wordsIn(oneLine(paragraph)));
  const found: Element[] = [];
  let from = 0;
  for (const step of steps) {
    const stepWords = wordsIn(step);
    const index = words.findIndex((paragraph, at) => at >= from && saysStep(paragraph, stepWords));
    if (index < 0) return steps;
    found.push(paragraphs[index]);
    from = index + 1;
  }
  const blocks = found.map((paragraph) => paragraph.parent).filter((block) => block !== null && isElement(block));
  if (blocks.length < found.length || new Set(blocks).size < blocks.length) return steps;
  const inFull = found.map((paragraph, index) => {
    const rest = blocks[index].children.slice(blocks[index].children.indexOf(paragraph)).filter(isElement);
    const end = rest.findIndex((element) => element.name !== 'p');
    return (end < 0 ? rest : rest.slice(0, end)).map(oneLine).filter(Boolean).join(' ');
  });
  const longer = blocks.filter((_, index) => wordsIn(inFull[index]).length > withAdded(wordsIn(steps[index]).length));
  const alike = (block: Element) => block.name === longer[0].name && block.attribs.class === longer[0].attribs.class;
  return longer.length >= 2 && longer.every(alike) ? inFull : steps;
}

/** A step that only names what to do ('Start the lentils.'): a few words, one sentence at most. */
const isStepTitle = (step: string) => wordsIn(step).length <= 6 && !/[.!?;:]\s/.test(step);

/**
 * Structured steps that are only their titles, where the page writes each title with its text: a step is the
 * largest block around its title that holds no other title, read as 'Title: its text'.
 */
function titledSteps(root: ChildNode[], steps: string[]): string[] {
  if (steps.length < 2 || !steps.every(isStepTitle)) return steps;
  const elements = DomUtils.findAll((element) => !isSkipped(element) && !isInSkipped(element), root);
  const keys = elements.map((element) => lineKey(oneLine(element)));
  const titles: Element[] = [];
  let from = 0;
  for (const step of steps) {
    const index = keys.indexOf(lineKey(step), from);
    if (index < 0) return steps;
    titles.push(elements[index]);
    from = index + 1;
  }
  const holdsOtherTitle = (block: Element, own: Element) => titles.some((title) => title !== own && isInside(block, title));
  const inFull = titles.map((title, index) => {
    let block = title;
    while (block.parent && isElement(block.parent) && !holdsOtherTitle(block.parent, title)) block = block.parent;
    const lines = blockLines([block]).map((line) => line.text);
    const text = lines
      .slice(lines.findIndex((line) => lineKey(line).includes(lineKey(steps[index]))) + 1)
      .filter(Boolean)
      .join(' ');
    return text ? `${steps[index].replace(/\s*[.:]$/, '')}: ${text}` : steps[index];
  });
  return inFull.every((step, index) => step !== steps[index]) ? inFull : steps;
}

/** A structured recipe's steps as the page shows them in full: a longer list, steps' further paragraphs, titles' text. */
function withStepsInFull(recipe: PageRecipe, root: ChildNode[]): PageRecipe {
  return { ...recipe, instructions: titledSteps(root, stepsInFull(root, fullerSteps(root, recipe.instructions))) };
}

/**
 * The recipe on an HTML page: schema.org Recipe JSON-LD first (also inside @graph, arrays or
 * mainEntity), then Recipe microdata, then RDFa, then a recipe card's ingredient and step lists found by
 * their classes, then the lists under its 'Ingredients' and 'Directions' headings, then structured
 * ingredients with the paragraphs under the page's method heading, then the page's text through the
 * offline recipe-text parser. A recipe read without structured data keeps the name of a structured
 * Recipe that had no lists; structured lists the page shows longer are read from the page.
 * A result without ingredients or steps does not count and the next way is tried; when none is complete, a
 * structured Recipe lacking one list takes it from the block ARIA names so, before the text is read. Open Graph fills
 * a missing name, description or image. Null when no way finds a recipe.
 */
export function readRecipePage(html: string, pageUrl: string): PageRecipe | null {
  const document = parseDocument(html, { decodeEntities: true });
  const root = document.children;
  const structured = [fromJsonLd(root, pageUrl), fromItemMarkup(MICRODATA, root, pageUrl), fromItemMarkup(RDFA, root, pageUrl)];
  const found = [
    ...structured,
    fromRecipeCard(root),
    fromHeadedLists(root),
    withMethodUnderHeading(
      structured.find((recipe) => recipe?.ingredients.length),
      root,
    ),
  ].find(isComplete);
  const partial = structured.find((reading) => reading && (reading.ingredients.length || reading.instructions.length));
  const recipe =
    found && isStructured(found)
      ? withShownIngredients(withStepsInFull(found, root), root)
      : (found ?? (partial && completedFromNamedBlock(partial, root)) ?? fromText(root));
  if (!recipe) return null;
  const ogImage = meta(root, ['og:image', 'og:image:url', 'twitter:image']);
  // Structured data that named the recipe without its lists (a teaser), or the title the page classes as the
  // recipe's, names it better than a heading or the text.
  const givenName = isStructured(recipe) ? null : (teaserName(root) ?? recipeTitle(root));
  const name =
    givenName ??
    recipe.name ??
    meta(root, ['og:title']) ??
    (plainText(DomUtils.textContent(DomUtils.getElementsByTagName('title', root, true, 1))) || null);
  return {
    ...recipe,
    name: name && name.replace(RECIPE_WORD_AFTER_DASH, ''),
    description: recipe.description ?? meta(root, ['og:description', 'description']),
    imageUrl: recipe.imageUrl ?? (ogImage ? resolveUrl(ogImage, pageUrl) : null),
  };
}
