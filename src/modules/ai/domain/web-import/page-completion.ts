/** Structured data completed from the page: a missing list from a block ARIA names or the method's heading, lists the page shows longer. */
import { DomUtils } from 'htmlparser2';
import { isComplete, type PageRecipe } from './page-recipe.js';
import {
  blockLines,
  type ChildNode,
  type Element,
  headingLevel,
  isElement,
  isInside,
  isInSkipped,
  isLinkOnly,
  isListItem,
  isSkipped,
  isTextNode,
  lineKey,
  MAX_LIST,
  oneLine,
  words,
} from './page-structure.js';
import { cardLines, cardSteps, INGREDIENTS_TITLE, STEPS_TITLE } from './recipe-card.js';

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
export function completedFromNamedBlock(recipe: PageRecipe, root: ChildNode[]): PageRecipe | null {
  const ingredients = recipe.ingredients.length ? recipe.ingredients : cardLines(blocksNamed(root, INGREDIENTS_TITLE), true);
  const instructions = recipe.instructions.length ? recipe.instructions : cardSteps(blocksNamed(root, STEPS_TITLE));
  const completed = { ...recipe, ingredients, instructions };
  return isComplete(completed) ? completed : null;
}

// ---------- the method under its heading ----------

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
      if (text && !isBoldOnly(element) && !isLinkOnly(element)) steps.push(text);
    }
  }
  return steps.slice(0, MAX_LIST);
}

/** Structured data's recipe without its steps, with those the page writes under its method's heading. */
export function withMethodUnderHeading(recipe: PageRecipe | null | undefined, root: ChildNode[]): PageRecipe | null {
  return recipe && recipe.instructions.length === 0 ? { ...recipe, instructions: methodUnderHeading(root) } : null;
}

// ---------- lists the page shows in full ----------

/** A line that begins with an amount: a number or a fraction ('2 cups', '½ tsp'). */
const AMOUNT_FIRST = /^[\d\u00bc-\u00be\u2150-\u215e]/;

/**
 * Structured data's ingredients, or `shown`, the list the page shows (its card's, else the one under its headings),
 * when structured data kept only part of it or dropped its amounts. Each structured line is inside one of the shown
 * lines, the shown list is not read twice (two versions of the recipe), and it either has
 * half as many lines again, most of those it adds beginning with an amount (not a group's name, a footnote or a
 * shopping list), or gives amounts to most of its lines where structured data gave none. Else the shown list still
 * replaces lines that left out the notes it shows (`withShownNotes`).
 */
export function withShownIngredients(recipe: PageRecipe, shown: string[]): PageRecipe {
  const lines = shown.filter((line) => !line.endsWith(':'));
  const structured = recipe.ingredients.filter((line) => !line.endsWith(':'));
  if (structured.length === 0 || readTwice(lines)) return recipe;
  return { ...recipe, ingredients: showsMore(structured, lines) ? shown : withShownNotes(recipe.ingredients, shown) };
}

/**
 * A list read twice (two versions of a recipe, one with notes, one without): a third of its lines say one before them
 * again, notes in brackets aside. A pinch of salt in two parts of a recipe is not.
 */
function readTwice(lines: string[]): boolean {
  return lines.length - new Set(lines.map(withoutBracketedNotes)).size >= lines.length / 3;
}

/** A line's key without its notes in brackets ('2 eggs (room temperature)' as '2 eggs'). */
const withoutBracketedNotes = (line: string) => lineKey(line.replace(/\([^()]*\)/g, ' '));

/** Whether the shown lines hold every structured line and half as many lines again, or amounts structured data left out. */
function showsMore(structured: string[], lines: string[]): boolean {
  const added = [...lines];
  for (const key of structured.map(lineKey)) {
    const at = added.findIndex((line) => lineKey(line).includes(key));
    if (at < 0) return false;
    added.splice(at, 1);
  }
  const mostlyAmounts = (list: string[]) => list.filter((line) => AMOUNT_FIRST.test(line)).length > list.length / 2;
  const keptPart = lines.length >= 1.5 * structured.length && mostlyAmounts(added);
  const droppedAmounts = !structured.some((line) => /\d/.test(line)) && mostlyAmounts(lines);
  return keptPart || droppedAmounts;
}

/**
 * The shown card's list when it writes structured lines with a note they left out ('2 cups rice (360 ml; see how to
 * cook it)', '2 cups (424 g) sugar'): only when the card gives the same lines in the same order, each the structured
 * one with a note after it or in brackets inside it.
 */
function withShownNotes(structured: string[], shown: string[]): string[] {
  const lines = structured.filter((line) => !line.endsWith(':'));
  const card = shown.filter((line) => !line.endsWith(':'));
  if (card.length !== lines.length) return structured;
  const addsNote = (line: string, shownLine: string) => {
    const words = wordsIn(line.normalize('NFKC'));
    const text = shownLine.normalize('NFKC');
    const shownWords = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
    if (words.length === 0 || shownWords.length <= words.length) return false;
    if (!words.every((word, at) => shownWords[at][0].toLowerCase() === word)) return false;
    const last = shownWords[words.length - 1];
    return /^\s*[(,;]/.test(text.slice(last.index + last[0].length));
  };
  // Or the same line with notes in brackets inside it ('2 cups (424 g) sugar').
  const addsBrackets = (line: string, shownLine: string) =>
    lineKey(shownLine).length > lineKey(line).length && withoutBracketedNotes(shownLine) === withoutBracketedNotes(line);
  const pairs = lines.map((line, index) => ({
    same: lineKey(line) === lineKey(card[index]),
    noted: addsNote(line, card[index]) || addsBrackets(line, card[index]),
  }));
  return pairs.some(({ noted }) => noted) && pairs.every(({ same, noted }) => same || noted) ? shown : structured;
}

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
export function withStepsInFull(recipe: PageRecipe, root: ChildNode[]): PageRecipe {
  return { ...recipe, instructions: titledSteps(root, stepsInFull(root, fullerSteps(root, recipe.instructions))) };
}
