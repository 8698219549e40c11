import { DomUtils, parseDocument } from 'htmlparser2';
import { completedFromNamedBlock, withMethodUnderHeading, withShownIngredients, withStepsInFull } from './page-completion.js';
import { isComplete, isStructured, type PageRecipe } from './page-recipe.js';
import { type ChildNode, classesOf, isInSkipped, oneLine, pageHeading, plainText } from './page-structure.js';
import { fromText } from './page-text.js';
import { fromHeadedLists, fromRecipeCard, isListTitle } from './recipe-card.js';
import { firstText, fromItemMarkup, fromJsonLd, isRecipeItem, itemOf, jsonLdRecipeNodes, MICRODATA, RDFA, resolveUrl } from './schema-org-recipe.js';

// The reader in parts: `schema-org-recipe.ts` (structured data), `recipe-card.ts` (a card's lists, headed lists),
// `page-text.ts` (the text fallback), `page-completion.ts` (structured lists completed from the page), on
// `page-structure.ts` (the page's blocks and text) and `page-recipe.ts` (the result). Their entry is here.
export type { PageRecipe } from './page-recipe.js';
export { plainText } from './page-structure.js';
export { instructionLines, type JsonObject, pageRecipeNodes, recipeFromSchemaOrg, recipeNodes, servingsOf, yieldOf } from './schema-org-recipe.js';

// ---------- naming ----------

/**
 * The word 'recipe' after a dash that ends a name ('Mizeria - przepis', 'Apple Cake – Recipe'): the page's title
 * saying what the page is. A name that says it without a dash ('Banana Cake Recipe') is how its cook named it.
 */
const RECIPE_WORD_AFTER_DASH = /\s+[-–—]\s*(?:recipe|recept|rezept|przepis|recette|receta|receita|ricetta|opskrift|oppskrift|resepti)$/iu;

/** A wiki's namespace glued before a page's title ('Cookbook:Pumpkin Pie'): where the page sits, not the recipe's name. */
const WIKI_NAMESPACE = /^\p{Lu}\p{L}+:(?=\p{L})/u;

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

/**
 * The page's headline when structured data names the recipe with words after it ('… Mash Recipe by Tasty',
 * 'Madpandekager - de klassiske'): what the page shows a cook as the name, without what it says for search engines.
 */
function headlinedName(structured: string | null, root: ChildNode[]): string | null {
  const headline = recipeTitle(root) ?? pageHeading(root);
  if (!structured || !headline || headline.length >= structured.length) return null;
  return structured.startsWith(headline) && /^\s*(?:[|–—-]\s|recipe\b)/i.test(structured.slice(headline.length)) ? headline : null;
}

/** The name of the page's first schema.org Recipe (JSON-LD, then microdata), with or without its lists. */
function teaserName(root: ChildNode[]): string | null {
  const node = jsonLdRecipeNodes(root).at(0);
  if (node) return firstText(node.name) || firstText(node.headline) || null;
  const scope = DomUtils.findOne(isRecipeItem(MICRODATA), root);
  return scope ? firstText(itemOf(MICRODATA, scope, '').name) || null : null;
}

const MAX_INTRO = 300;

/**
 * The text a recipe read without structured data found before its ingredients, when it is a blurb: on a web page, a
 * longer one is the site's menus and the story above the recipe, which the page's own summary (its meta
 * description) replaces.
 */
function shortIntro(recipe: PageRecipe): string | null {
  return recipe.description && recipe.description.length <= MAX_INTRO ? recipe.description : null;
}

function meta(root: ChildNode[], names: string[]): string | null {
  const element = DomUtils.findOne(
    (candidate) => candidate.name === 'meta' && names.includes((candidate.attribs.property ?? candidate.attribs.name ?? '').toLowerCase()),
    root,
  );
  return element ? plainText(element.attribs.content) || null : null;
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
  const shown = [fromRecipeCard(root), fromHeadedLists(root)];
  const found = [
    ...structured,
    ...shown,
    withMethodUnderHeading(
      structured.find((recipe) => recipe?.ingredients.length),
      root,
    ),
  ].find(isComplete);
  const partial = structured.find((reading) => reading && (reading.ingredients.length || reading.instructions.length));
  const recipe =
    found && isStructured(found)
      ? withShownIngredients(withStepsInFull(found, root), shown.find(Boolean)?.ingredients ?? [])
      : (found ?? (partial && completedFromNamedBlock(partial, root)) ?? fromText(root));
  if (!recipe) return null;
  const ogImage = meta(root, ['og:image', 'og:image:url', 'twitter:image']);
  // Structured data that named the recipe without its lists (a teaser), or the title the page classes as the
  // recipe's, names it better than a heading or the text; the page's headline, a structured name that adds to it.
  const givenName = isStructured(recipe) ? headlinedName(recipe.name, root) : (teaserName(root) ?? recipeTitle(root));
  const name =
    givenName ??
    recipe.name ??
    meta(root, ['og:title']) ??
    (plainText(DomUtils.textContent(DomUtils.getElementsByTagName('title', root, true, 1))) || null);
  return {
    ...recipe,
    name: name && name.replace(RECIPE_WORD_AFTER_DASH, '').replace(WIKI_NAMESPACE, ''),
    description: (isStructured(recipe) ? recipe.description : null) ?? meta(root, ['og:description', 'description']) ?? shortIntro(recipe),
    imageUrl: recipe.imageUrl ?? (ogImage ? resolveUrl(ogImage, pageUrl) : null),
  };
}
