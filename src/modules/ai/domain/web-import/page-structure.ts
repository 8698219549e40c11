/** A page's structure as a reader sees it: htmlparser2's nodes, plain text, classes, what is unseen or skipped, the text of blocks line by line. */
import { DomUtils, parseDocument } from 'htmlparser2';

// The node types of htmlparser2's DOM (domhandler), taken from its own signatures.
export type ChildNode = ReturnType<typeof parseDocument>['children'][number];
export type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

type TextNode = Extract<ChildNode, { data: string }>;
// A doctype is a node of type 1 too, without attributes.
export const isElement = (node: ChildNode): node is Element => node.nodeType === 1 && 'attribs' in node;
export const isTextNode = (node: ChildNode): node is TextNode => node.nodeType === 3;

export const MAX_LIST = 200;

export const decoded = (html: string) => DomUtils.textContent(parseDocument(html, { decodeEntities: true }));
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

export const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** A CSS module's hash after a class's name ('styles_portion__2NQyq'): five characters, not all small letters. */
const MODULE_HASH = /__([\w-]{5})$/;
const withoutModuleHash = (name: string) => name.replace(MODULE_HASH, (hash, code: string) => (/[A-Z\d_-]/.test(code) ? '' : hash));
/** An element's classes in lower case, without a CSS module's hash. */
export const classesOf = (element: Element) => words(element.attribs.class).map((name) => withoutModuleHash(name).toLowerCase());

/** Whether `node` is inside `ancestor` (not `ancestor` itself). */
export function isInside(ancestor: Element, node: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/** An item of a list: li, or what ARIA names one (role="listitem"). */
export const isListItem = (element: Element) => element.name === 'li' || element.attribs.role === 'listitem';
export const isListElement = (node: ChildNode) => isElement(node) && (node.name === 'ul' || node.name === 'ol');

export const headingLevel = (element: Element) => Number(/^h([1-6])$/.exec(element.name)?.[1] ?? 0);

/** Navigation, forms, a sidebar, a table of contents: not the recipe, nor anything inside them. */
export const isSkipped = (element: Element) =>
  isLeftOut(element) || ASIDE_ROLE.test(element.attribs.role ?? '') || classesOf(element).some((name) => CONTENTS_CLASS.test(name));
export const isInSkipped = (element: Element) => {
  for (let parent = element.parent; parent; parent = parent.parent) if (isElement(parent) && isSkipped(parent)) return true;
  return false;
};
export const oneLine = (element: Element) =>
  blockText([element])
    .replace(/\s*\n+\s*/g, ' ')
    .trim();

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
export function isLeftOut(element: Element): boolean {
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
export const isUnseen = (element: Element) =>
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
export interface PageLine {
  text: string;
  element: Element | null;
}

/**
 * Lines for every block element (blank between paragraphs, never two blank in a row), without scripts, styles,
 * navigation, forms, screen-reader-only text and tooltips; without headings too when `headings` is false (a
 * property's block, headed 'Directions'). Each line knows the block it was read from.
 */
export function blockLines(nodes: ChildNode[], { headings = true } = {}): PageLine[] {
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
export function blockText(nodes: ChildNode[], options: { headings?: boolean } = {}): string {
  return blockLines(nodes, options)
    .map((line) => line.text)
    .join('\n');
}

/** The page's main part (main, article, else body). */
export function mainPart(root: ChildNode[]): ChildNode[] {
  const main =
    DomUtils.findOne((element) => element.name === 'main' || element.name === 'article' || element.attribs.role === 'main', root) ??
    DomUtils.findOne((element) => element.name === 'body', root);
  return main ? [main] : root;
}

/** The text of the page's main part (main, article, else body). */
export function mainText(root: ChildNode[]): string {
  return blockText(mainPart(root));
}

/** A block whose whole text is its links' text: a way to another page (a related recipe, a sponsor), not a step. */
export function isLinkOnly(element: Element): boolean {
  const links = DomUtils.getElementsByTagName('a', element.children);
  return links.length > 0 && lineKey(links.map(oneLine).join(' ')) === lineKey(oneLine(element));
}

/** Letters and digits only, in lower case: a line and an item read from it compare so. */
export const lineKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The page's h1 outside navigation and forms, when every such h1 says the same (a page of several headings is a list, not one recipe). */
export function pageHeading(root: ChildNode[]): string | null {
  const texts = new Set(
    DomUtils.findAll((element) => element.name === 'h1' && !isInSkipped(element), root)
      .map(oneLine)
      .filter(Boolean),
  );
  const [only] = texts;
  return texts.size === 1 && only.length <= 150 ? only : null;
}
