/** A recipe card's lists found by their classes, and the lists under a page's 'Ingredients' and 'Directions' headings. */
import { DomUtils } from 'htmlparser2';
import { parseRecipeText } from '../extraction/recipe-text-parser.js';
import { fromTextFields, type PageRecipe } from './page-recipe.js';
import {
  blockText,
  type ChildNode,
  classesOf,
  type Element,
  headingLevel,
  isElement,
  isInside,
  isInSkipped,
  isLinkOnly,
  isLeftOut,
  isListElement,
  isListItem,
  isSkipped,
  isTextNode,
  isUnseen,
  mainText,
  MAX_LIST,
  oneLine,
  pageHeading,
} from './page-structure.js';

// ---------- recipe card HTML ----------

/** A class naming a list of ingredients or of steps, as recipe-card plugins and themes write them ('wprm-recipe-ingredients', 'tasty-recipes-instructions', 'mv-create-ingredients', 'recipe-directions'). */
const INGREDIENTS_CLASS = /(?:^|[-_])ingredients?(?:[-_]+(?:list|group|section|container|body|wrapper))?$/;
const STEPS_CLASS = /(?:^|[-_])(?:instructions?|directions?|method|steps|preparation)(?:[-_]+(?:list|group|section|container|body|wrapper))?$/;
/** Words that title a recipe's lists, in the languages of the sites read ('Ingredients', 'Zutaten', 'Przygotowanie'). */
export const INGREDIENTS_TITLE =
  /\b(?:ingredients?|zutaten|ingr[ée]dients|ingredienti|ingredientes|ingredi[ëe]nten|ingredienser|sk[łl]adniki|you(?:'|’)ll need|dit heb je nodig)\b/i;
export const STEPS_TITLE =
  /\b(?:directions?|instructions?|method|procedure|preparation|steps|how to make|zubereitung|pr[ée]paration|preparazione|preparaci[óo]n|modo de preparo|prepara[çc][ãa]o|anleitung|bereiding(?:swijze)?|bereiden|zo maak je (?:het|dit)|g[öo]r s[åa] h[äa]r|przygotowanie)\b/i;
/** The same titles in Chinese, Japanese and Korean, a line of their own ('材料：', '做法', '材料（4人份）'): these scripts put no space between words. */
export const CJK_INGREDIENTS_TITLE = /^(?:材料|食材|配料|用料|原料|재료)(?:\s*[(（][^)）]*[)）])?$/;
export const CJK_STEPS_TITLE = /^(?:做法|作法|步骤|步驟|制作方法|製作方法|作り方|만드는 ?법|조리법)$/;
/** A steps title at the start of a line, with no word boundary after it: glued to the step ('PreparationChop'). */
export const GLUED_STEPS_TITLE = new RegExp(`^${STEPS_TITLE.source.replace(/^\\b|\\b$/g, '')}`, 'i');
/** A heading that only titles the list ('Ingredients', 'Method:'), not one of its groups. */
export const isListTitle = (text: string) =>
  text.length <= 40 && (INGREDIENTS_TITLE.test(text) || STEPS_TITLE.test(text)) && text.split(/\s+/).length <= 3;
export const HEADING = /^h[2-6]$/;
const GROUP_NAME_CLASS = /(?:group[-_](?:name|title|header)|[-_]header$|[-_]heading$|[-_]subtitle$)/;

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
export function cardLines(containers: Element[], heading: boolean): string[] {
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
        // A step that only links to another page is a related recipe, not the method.
        const text = heading ? itemLine(element) : isLinkOnly(element) ? '' : stepLine(element);
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
export function cardSteps(containers: Element[]): string[] {
  return cardLines(containers, false)
    .filter((step) => !step.endsWith(':'))
    .map((step) => step.replace(/^(?:step\s*)?\d{1,2}[.):]\s+/i, ''));
}

/**
 * A recipe card without structured data: its ingredient and step lists found by their classes, the
 * rest (name, times, servings) from the card's text. Generic: no site or plugin of its own.
 */
export function fromRecipeCard(root: ChildNode[]): PageRecipe | null {
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

// ---------- lists under headings ----------

/**
 * A page without structured data or a card's classes, as a person reads it: the items of the lists after its
 * 'Ingredients' heading (sub-headings as 'Group:') and after its 'Directions' (or 'Method', 'Zubereitung' …)
 * heading, each up to the next heading of the same or a higher level. Headings of any of the languages read.
 */
export function fromHeadedLists(root: ChildNode[]): PageRecipe | null {
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
        const text = groups ? itemLine(element) : isLinkOnly(element) ? '' : oneLine(element);
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
