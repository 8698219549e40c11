/** The last way: a page's text read as a printed recipe, its lists checked against the blocks they were read from. */
import { isRecipeLike, parseRecipeText } from '../extraction/recipe-text-parser.js';
import { fromTextFields, type PageRecipe } from './page-recipe.js';
import {
  blockLines,
  type ChildNode,
  type Element,
  isElement,
  isInside,
  isLinkOnly,
  lineKey,
  mainPart,
  MAX_LIST,
  pageHeading,
  type PageLine,
} from './page-structure.js';
import { CJK_INGREDIENTS_TITLE, CJK_STEPS_TITLE, HEADING, INGREDIENTS_TITLE, STEPS_TITLE } from './recipe-card.js';
import { servingsOf, yieldOf } from './schema-org-recipe.js';

// ---------- page text ----------

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

/** A page's control or its date, not the method: 'Print Recipe', 'Jump to Recipe', 'February 8, 2016'. */
const PAGE_CONTROL =
  /^(?:(?:print|pin|save|rate|jump to|share)(?: this)?(?: recipe)?|\p{L}+ \d{1,2}, \d{4}|\d{1,2}\.? \p{L}+ \d{4}|\d{4}-\d{2}-\d{2})$/iu;

/** What a cook puts on the dish at the table, given as one line ('To serve: rice, lime wedges (optional)'). */
const SERVING_LIST = /^(?:to serve|for serving|to garnish|for (?:the )?garnish|garnish)\s*:\s*([^.!?]+)$/i;

/** A serving list as an ingredients group: its title, then its items (commas inside brackets do not part them). */
function servingGroup(line: string): string[] {
  const [title] = line.split(':');
  const items = SERVING_LIST.exec(line)![1]
    .split(/,(?![^()]*\))/)
    .map((item) => item.trim());
  return [`${title.charAt(0).toUpperCase()}${title.slice(1).trim()}:`, ...items.filter(Boolean)];
}

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
  steps = steps.filter(
    ({ step, index }) =>
      !isInLink(lines[index].element) &&
      !(lines[index].element && isLinkOnly(lines[index].element)) &&
      !YIELD_LINE.test(step) &&
      !isCallToShare(step) &&
      !PAGE_CONTROL.test(step),
  );
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
export function fromText(root: ChildNode[]): PageRecipe | null {
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
  // A serving list the text parser took for a step goes with the ingredients, as a group of its own.
  const servingLists = recipe.instructions.filter((step) => SERVING_LIST.test(step));
  return fromTextFields(
    {
      ...whole.fields,
      ingredients: [...withoutDownloads(recipe.ingredients), ...servingLists.flatMap(servingGroup)],
      instructions: recipe.instructions.filter((step) => !servingLists.includes(step)),
      name: name ?? whole.fields.name,
      servings: whole.fields.servings ?? servingsOf(yieldLine),
      yield: whole.fields.yield ?? yieldOf(yieldLine),
    },
    'text',
  );
}

/** A download's size after its link ('Printable card (353 KB)'). */
const FILE_SIZE = /\(\s*\d+(?:[.,]\d+)?\s*[KMG]i?B\s*\)$/i;

/** Ingredient lines without the links to download the recipe (each with its file's size), nor their list's title left with no line. */
function withoutDownloads(lines: string[]): string[] {
  const kept = lines.filter((line) => !FILE_SIZE.test(line));
  while (kept.at(-1)?.endsWith(':')) kept.pop();
  return kept;
}
