// Markup shared by several corpus pages: the recipe's lines, the noise every real page carries, and the
// recipe-card plugins' HTML (WP Recipe Maker, Tasty Recipes, Mediavine Create, Jetpack) as those plugins print it.

/** HTML-escapes text for an element or attribute (what a CMS does with a recipe's words). */
export const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** WordPress's texturize: its entities for ’ – × and & (what WordPress writes in titles and JSON-LD). */
export const wpEntities = (text) => esc(text).replace(/'/g, '&#8217;').replace(/ - /g, ' &#8211; ');

const asGroups = (ingredients) => (typeof ingredients[0] === 'string' ? [{ group: null, items: ingredients }] : ingredients);
const asSections = (steps) => (typeof steps[0] === 'string' ? [{ section: null, items: steps }] : steps);
export const groupsOf = (recipe) => asGroups(recipe.ingredients);
export const sectionsOf = (recipe) => asSections(recipe.steps);
export const ingredientLines = (recipe) => groupsOf(recipe).flatMap((group) => group.items);
export const stepLines = (recipe) => sectionsOf(recipe).flatMap((section) => section.items);
export const slug = (title) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const iso = (minutes) => (minutes >= 60 ? `PT${Math.floor(minutes / 60)}H${minutes % 60 ? `${minutes % 60}M` : ''}` : `PT${minutes}M`);
export const yieldText = (recipe) => (Array.isArray(recipe.yield) ? recipe.yield.at(-1) : recipe.yield);

/** The truth a cook reads on the page: the title, ingredient lines with 'Group:' headings, steps with 'Section:' headings. */
export function truthOf(recipe, { groups = true, sections = true } = {}) {
  return {
    title: recipe.title,
    ingredients: groupsOf(recipe).flatMap((group) => [...(groups && group.group ? [`${group.group}:`] : []), ...group.items]),
    instructions: sectionsOf(recipe).flatMap((section) => [...(sections && section.section ? [`${section.section}:`] : []), ...section.items]),
  };
}

/** '2 Tbsp olive oil ($0.24)' → amount, unit, name, notes, as recipe plugins store an ingredient. */
const UNITS = /^(?:cups?|tbsp|Tbsp|tsp|tablespoons?|Tablespoons?|teaspoons?|g|kg|ml|l|oz|ounces?|lb|lbs|pounds?|cloves?|cans?|sprigs?|pinch)$/;
export function parts(line) {
  const match = /^((?:\d[\d/.]*|[½¼¾⅓⅔⅛])(?:\s(?:and\s)?\d\/\d|[½¼¾⅓⅔])?)\s+(.*)$/.exec(line);
  if (!match) return { amount: '', unit: '', name: line, notes: '' };
  let [, amount, rest] = match;
  let unit = '';
  const [first, ...others] = rest.split(' ');
  if (UNITS.test(first)) [unit, rest] = [first, others.join(' ')];
  const notes = /^(.*?)\s+(\(.*\))$/.exec(rest);
  return notes ? { amount, unit, name: notes[1], notes: notes[2] } : { amount, unit, name: rest, notes: '' };
}

// ---------- noise ----------

export const siteNav = (site, links = ['Recipes', 'Dinner', 'Baking', 'Quick & Easy', 'About']) =>
  `<header class="site-header"><div class="site-branding"><a href="/" class="custom-logo-link" rel="home"><img src="/logo.svg" alt="${esc(site)}" width="220" height="60"></a></div>` +
  `<nav id="site-navigation" class="main-navigation" aria-label="Main"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button><ul id="primary-menu" class="menu">` +
  links.map((link) => `<li class="menu-item"><a href="/${slug(link)}/">${esc(link)}</a></li>`).join('') +
  `</ul></nav><form role="search" method="get" class="search-form" action="/"><label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search recipes…" name="s"></label><button type="submit" class="search-submit">Search</button></form></header>`;

export const adSlot = (n) =>
  `<div class="adthrive-ad adthrive-content adthrive-content-${n}" data-google-query-id="x${n}" style="min-height: 250px;"><script>window.adthrive = window.adthrive || {}; window.adthrive.cmd = window.adthrive.cmd || []; window.adthrive.cmd.push(function(){ adthrive.slot(${n}); });</script></div>`;

export const story = (paragraphs) => paragraphs.map((text) => `<p>${esc(text)}</p>`).join('\n');

export const STORY = [
  'This is the dish I make when the week has got away from me and the fridge looks bare.',
  'A few tips before you start: read the recipe through once, get everything out, and taste as you go. The amounts below are a guide, not a rule.',
  'If you make it, leave a comment and a rating below. I love hearing how it went!',
];

export const comments = (entries = DEFAULT_COMMENTS) =>
  `<div id="comments" class="comments-area"><h2 class="comments-title">${entries.length} Comments</h2><ol class="comment-list">` +
  entries
    .map(
      ([author, text], index) =>
        `<li id="comment-${100 + index}" class="comment even thread-even depth-1"><article id="div-comment-${100 + index}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${esc(author)}</b> <span class="says">says:</span></div><div class="comment-metadata"><time datetime="2023-03-0${index + 1}T10:00:00+00:00">March ${index + 1}, 2023</time></div></footer><div class="comment-content"><p>${esc(text)}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-${100 + index}">Reply</a></div></article></li>`,
    )
    .join('') +
  `</ol><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p><p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment"></p></form></div></div>`;

const DEFAULT_COMMENTS = [
  ['Jenna', 'Made this last night with 2 cups of stock instead of 4 and it was still great. Bake it 10 minutes longer if you double it!'],
  ['Marco', 'Ingredients: I swapped the onion for a leek. Instructions were clear, thank you.'],
  ['Priya', 'Could I freeze this? Step 3 was a little confusing for me.'],
];

export const related = (titles, heading = 'You May Also Like') =>
  `<aside class="related-posts"><h3 class="related-title">${esc(heading)}</h3><ul class="related-list">` +
  titles
    .map(
      (title) =>
        `<li class="related-item"><a href="/${slug(title)}/"><img src="/img/${slug(title)}.jpg" alt="" loading="lazy"><span class="related-item-title">${esc(title)}</span></a></li>`,
    )
    .join('') +
  `</ul></aside>`;

export const RELATED = ['Easy Weeknight Fried Rice', '15-Minute Garlic Noodles', 'The Best Chocolate Chip Cookies', 'Sheet Pan Chicken Fajitas'];

export const footer = (site) =>
  `<footer class="site-footer"><div class="footer-widgets"><section class="widget widget_text"><h3 class="widget-title">Newsletter</h3><form class="newsletter"><input type="email" placeholder="Your email"><button>Subscribe</button></form></section><section class="widget"><h3 class="widget-title">Popular</h3><ul><li><a href="/best-lasagna/">Best Lasagna</a></li><li><a href="/banana-muffins/">Banana Muffins</a></li></ul></section></div><div class="site-info">&copy; 2024 ${esc(site)}. All rights reserved. <a href="/privacy-policy/">Privacy Policy</a></div></footer>`;

export const htmlPage = ({ lang = 'en-US', head, bodyClass = '', body }) =>
  `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="UTF-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n${head}\n</head>\n<body class="${bodyClass}">\n${body}\n</body>\n</html>\n`;

export const ldJson = (value, { attributes = '', space } = {}) =>
  `<script type="application/ld+json"${attributes}>${JSON.stringify(value, null, space)}</script>`;
/** JSON as PHP's json_encode writes it: escaped slashes and non-ASCII as \u escapes. */
export const phpJson = (value) =>
  JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const ogMeta = ({ title, description, url, image, site, type = 'article' }) =>
  [
    `<title>${esc(title)} - ${esc(site)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:title" content="${esc(title)} - ${esc(site)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:site_name" content="${esc(site)}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('\n');

// ---------- schema.org ----------

/**
 * A schema.org Recipe node for `recipe`, its steps as `steps`: 'howto' (HowToStep), 'sections' (HowToSection of
 * HowToSteps), 'strings', 'text' (one string, a line a step) or 'html' (one string of <ol><li>).
 */
export function recipeNode(recipe, { url, image, steps = 'howto', author = 'Cook', extra = {}, encode = (text) => text } = {}) {
  const howTo = (text, index) => ({ '@type': 'HowToStep', text: encode(text), name: encode(text), url: `${url}#wprm-recipe-step-${index}` });
  const instructions = {
    howto: () => stepLines(recipe).map(howTo),
    sections: () =>
      sectionsOf(recipe)
        .map((section, s) =>
          section.section
            ? { '@type': 'HowToSection', name: encode(section.section), itemListElement: section.items.map((text, i) => howTo(text, `${s}-${i}`)) }
            : section.items.map(howTo),
        )
        .flat(),
    strings: () => stepLines(recipe).map(encode),
    text: () => stepLines(recipe).map(encode).join('\n'),
    html: () =>
      `<ol>${stepLines(recipe)
        .map((text) => `<li>${encode(esc(text))}</li>`)
        .join('')}</ol>`,
  }[steps]();
  return {
    '@context': 'https://schema.org/',
    '@type': 'Recipe',
    name: encode(recipe.title),
    author: { '@type': 'Person', name: author },
    description: encode(recipe.description),
    datePublished: '2023-02-14T08:00:00+00:00',
    image: [image, image.replace('.jpg', '-500x500.jpg')],
    recipeYield: Array.isArray(recipe.yield) ? recipe.yield : [String(parseInt(recipe.yield, 10) || 4), recipe.yield],
    prepTime: iso(recipe.prep),
    cookTime: iso(recipe.cook),
    totalTime: iso(recipe.prep + recipe.cook),
    recipeIngredient: ingredientLines(recipe).map(encode),
    recipeInstructions: instructions,
    recipeCategory: [recipe.category],
    recipeCuisine: [recipe.cuisine],
    keywords: `${recipe.title.toLowerCase()}, easy, ${recipe.cuisine.toLowerCase()}`,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.86', ratingCount: '137' },
    nutrition: { '@type': 'NutritionInformation', calories: '412 kcal', servingSize: '1 serving' },
    ...extra,
  };
}

/** Yoast SEO's graph: Article, WebPage, ImageObject, BreadcrumbList, WebSite, Organization, Person (and the Recipe when given). */
export function yoastGraph({ url, title, site, image, origin, recipe = null, encode = (text) => text }) {
  const graph = [
    {
      '@type': 'Article',
      '@id': `${url}#article`,
      isPartOf: { '@id': url },
      author: { name: 'Sam', '@id': `${origin}/#/schema/person/1a2b3c` },
      headline: encode(title),
      datePublished: '2023-02-14T08:00:00+00:00',
      mainEntityOfPage: { '@id': url },
      wordCount: 1432,
      commentCount: 3,
      publisher: { '@id': `${origin}/#organization` },
      image: { '@id': `${url}#primaryimage` },
      thumbnailUrl: image,
      articleSection: ['Dinner', 'Recipes'],
      inLanguage: 'en-US',
      ...(recipe ? { '@id': `${url}#article` } : {}),
    },
    {
      '@type': 'WebPage',
      '@id': url,
      url,
      name: `${encode(title)} - ${site}`,
      isPartOf: { '@id': `${origin}/#website` },
      primaryImageOfPage: { '@id': `${url}#primaryimage` },
      datePublished: '2023-02-14T08:00:00+00:00',
      breadcrumb: { '@id': `${url}#breadcrumb` },
      inLanguage: 'en-US',
      potentialAction: [{ '@type': 'ReadAction', target: [url] }],
    },
    { '@type': 'ImageObject', inLanguage: 'en-US', '@id': `${url}#primaryimage`, url: image, contentUrl: image, width: 1200, height: 1800 },
    {
      '@type': 'BreadcrumbList',
      '@id': `${url}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Recipes', item: `${origin}/recipes/` },
        { '@type': 'ListItem', position: 3, name: encode(title) },
      ],
    },
    {
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      url: `${origin}/`,
      name: site,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: [
        {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?s={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      ],
    },
    {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: site,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}/logo.png` },
      sameAs: ['https://www.facebook.com/x', 'https://www.instagram.com/x/'],
    },
    { '@type': 'Person', '@id': `${origin}/#/schema/person/1a2b3c`, name: 'Sam', image: { '@type': 'ImageObject', url: `${origin}/sam.jpg` } },
  ];
  if (recipe) graph.push({ ...recipe, '@context': undefined, '@id': `${url}#recipe`, isPartOf: { '@id': `${url}#article` }, mainEntityOfPage: url });
  return { '@context': 'https://schema.org', '@graph': JSON.parse(JSON.stringify(graph)) };
}

export const yoastScript = (graph) =>
  `<!-- This site is optimized with the Yoast SEO plugin v21.5 - https://yoast.com/wordpress/plugins/seo/ -->\n<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(graph)}</script>\n<!-- / Yoast SEO plugin. -->`;

// ---------- recipe-card plugins ----------

/** WP Recipe Maker's card: spans for amount, unit, name and notes joined by &#32;, a checkbox with screen-reader text. */
export function wprmCard(recipe, { id = 4321, checkboxes = true } = {}) {
  let uid = 0;
  const ingredient = (line) => {
    const p = parts(line);
    const spans = [
      p.amount && `<span class="wprm-recipe-ingredient-amount">${esc(p.amount)}</span>`,
      p.unit && `<span class="wprm-recipe-ingredient-unit">${esc(p.unit)}</span>`,
      `<span class="wprm-recipe-ingredient-name">${esc(p.name)}</span>`,
      p.notes && `<span class="wprm-recipe-ingredient-notes wprm-recipe-ingredient-notes-faded">${esc(p.notes)}</span>`,
    ].filter(Boolean);
    const n = uid++;
    const box = checkboxes
      ? `<span class="wprm-checkbox-container"><input type="checkbox" id="wprm-checkbox-${n}" class="wprm-checkbox" aria-label="&nbsp;${esc(p.name)}"><label for="wprm-checkbox-${n}" class="wprm-checkbox-label"><span class="sr-only screen-reader-text wprm-screen-reader-text">&#9634; </span></label></span>`
      : '';
    return `<li class="wprm-recipe-ingredient" style="list-style-type: none;" data-uid="${n}">${box}${spans.join('&#32;')}</li>`;
  };
  const time = (label, minutes, key) =>
    `<div class="wprm-recipe-block-container wprm-recipe-block-container-columns wprm-block-text-normal wprm-recipe-time-container wprm-recipe-${key}-time-container"><span class="wprm-recipe-details-label wprm-block-text-uppercase wprm-recipe-time-label wprm-recipe-${key}-time-label">${label} </span><span class="wprm-recipe-time wprm-block-text-normal"><span class="wprm-recipe-details wprm-recipe-details-minutes wprm-recipe-${key}_time wprm-recipe-${key}_time-minutes">${minutes}<span class="sr-only screen-reader-text wprm-screen-reader-text"> minutes</span></span> <span class="wprm-recipe-details-unit wprm-recipe-details-minutes wprm-recipe-${key}_time-unit wprm-recipe-${key}_timeunit-minutes" aria-hidden="true">mins</span></span></div>`;
  return (
    `<div id="wprm-recipe-container-${id}" class="wprm-recipe-container" data-recipe-id="${id}" data-servings="4"><div class="wprm-recipe wprm-recipe-template-custom-template">` +
    `<div class="wprm-recipe-image wprm-block-image-normal"><img style="border-width: 0px;" width="500" height="500" src="/wp-content/uploads/${slug(recipe.title)}-500x500.jpg" class="attachment-500x500 size-500x500" alt="${esc(recipe.title)}"></div>` +
    `<h2 class="wprm-recipe-name wprm-block-text-bold">${wpEntities(recipe.title)}</h2>` +
    `<div class="wprm-recipe-rating wprm-recipe-rating-recipe-${id}"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24"><polygon points="12,2.6 15,9 21.4,9 16.7,13.9 18.6,21.4 12,17.6 5.4,21.4 7.3,13.9 2.6,9 9,9"/></svg><div class="wprm-recipe-rating-details wprm-block-text-normal"><span class="wprm-recipe-rating-average">4.86</span> from <span class="wprm-recipe-rating-count">137</span> votes</div></div>` +
    `<div class="wprm-recipe-summary wprm-block-text-normal"><span style="display: block;">${wpEntities(recipe.description)}</span></div>` +
    `<div class="wprm-spacer"></div><a href="/wprm_print/${slug(recipe.title)}" style="color: #333333;" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode wprm-block-text-normal" data-recipe-id="${id}" target="_blank" rel="nofollow">Print Recipe</a> <a href="#" class="wprm-recipe-pin wprm-recipe-link wprm-block-text-normal">Pin Recipe</a>` +
    `<div class="wprm-recipe-meta-container wprm-recipe-times-container wprm-recipe-details-container wprm-recipe-details-container-columns wprm-block-text-normal">${time('Prep Time', recipe.prep, 'prep')}${time('Cook Time', recipe.cook, 'cook')}${time('Total Time', recipe.prep + recipe.cook, 'total')}</div>` +
    `<div class="wprm-recipe-block-container wprm-recipe-block-container-columns wprm-block-text-normal wprm-recipe-tag-container wprm-recipe-course-container"><span class="wprm-recipe-details-label wprm-block-text-uppercase wprm-recipe-tag-label wprm-recipe-course-label">Course </span><span class="wprm-recipe-course wprm-block-text-normal">${esc(recipe.category)}</span></div>` +
    `<div class="wprm-recipe-block-container wprm-recipe-block-container-columns wprm-block-text-normal wprm-recipe-servings-container"><span class="wprm-recipe-details-label wprm-block-text-uppercase wprm-recipe-servings-label">Servings </span><span class="wprm-recipe-servings-with-unit"><span class="wprm-recipe-servings wprm-recipe-details wprm-recipe-servings-${id} wprm-recipe-servings-adjustable-tooltip wprm-block-text-normal" data-recipe="${id}" aria-label="Adjust recipe servings">${parseInt(yieldText(recipe), 10) || 4}</span></span></div>` +
    `<div id="recipe-${id}-ingredients" class="wprm-recipe-ingredients-container wprm-recipe-${id}-ingredients-container wprm-block-text-normal wprm-ingredient-style-regular" data-recipe="${id}" data-servings="4"><h3 class="wprm-recipe-header wprm-recipe-ingredients-header wprm-block-text-uppercase wprm-align-left wprm-header-decoration-none" style="">Ingredients</h3>` +
    `<div class="wprm-recipe-adjustable-servings-container"><button href="#" class="wprm-recipe-adjustable-servings wprm-toggle wprm-toggle-active" data-multiplier="1">1x</button><button href="#" class="wprm-recipe-adjustable-servings wprm-toggle" data-multiplier="2">2x</button></div>` +
    groupsOf(recipe)
      .map(
        (group) =>
          `<div class="wprm-recipe-ingredient-group">${group.group ? `<h4 class="wprm-recipe-group-name wprm-recipe-ingredient-group-name wprm-block-text-bold">${esc(group.group)}</h4>` : ''}<ul class="wprm-recipe-ingredients">${group.items.map(ingredient).join('')}</ul></div>`,
      )
      .join('') +
    `</div><div id="recipe-${id}-instructions" class="wprm-recipe-instructions-container wprm-recipe-${id}-instructions-container wprm-block-text-normal" data-recipe="${id}"><h3 class="wprm-recipe-header wprm-recipe-instructions-header wprm-block-text-uppercase wprm-align-left wprm-header-decoration-none" style="">Instructions</h3>` +
    sectionsOf(recipe)
      .map(
        (section, s) =>
          `<div class="wprm-recipe-instruction-group">${section.section ? `<h4 class="wprm-recipe-group-name wprm-recipe-instruction-group-name wprm-block-text-bold">${esc(section.section)}</h4>` : ''}<ul class="wprm-recipe-instructions">${section.items
            .map(
              (text, i) =>
                `<li id="wprm-recipe-${id}-step-${s}-${i}" class="wprm-recipe-instruction" style="list-style-type: decimal;"><div class="wprm-recipe-instruction-text" style="margin-bottom: 5px;"><span style="display: block;">${esc(text)}</span></div></li>`,
            )
            .join('')}</ul></div>`,
      )
      .join('') +
    `</div><div id="recipe-${id}-notes" class="wprm-recipe-notes-container wprm-block-text-normal"><h3 class="wprm-recipe-header wprm-recipe-notes-header wprm-block-text-uppercase wprm-align-left wprm-header-decoration-none" style="">Notes</h3><div class="wprm-recipe-notes"><span style="display: block;">Leftovers keep for 4 days in the fridge. See the post above for swaps.</span></div></div>` +
    `<h3 class="wprm-recipe-header wprm-recipe-nutrition-header wprm-block-text-uppercase" style="">Nutrition</h3><div class="wprm-nutrition-label-container wprm-nutrition-label-container-simple wprm-block-text-normal"><span class="wprm-nutrition-label-text-nutrition-container wprm-nutrition-label-text-nutrition-container-calories"><span class="wprm-nutrition-label-text-nutrition-label wprm-block-text-normal">Calories: </span><span class="wprm-nutrition-label-text-nutrition-value">412</span><span class="wprm-nutrition-label-text-nutrition-unit">kcal</span></span></div>` +
    `</div></div>`
  );
}

export const wprmJump = () =>
  `<div class="wprm-recipe-snippet wprm-recipe-snippet-container"><a href="#recipe" data-recipe="4321" style="color: #ffffff;background-color: #333333;" class="wprm-recipe-jump wprm-recipe-link wprm-jump-to-recipe-shortcode wprm-block-text-normal wprm-recipe-jump-inline-button wprm-recipe-link-inline-button wprm-color-accent">Jump to Recipe</a> <a href="/wprm_print/x" class="wprm-recipe-print wprm-recipe-link wprm-print-recipe-shortcode">Print Recipe</a></div>`;

/** Tasty Recipes' card: its details list, ingredient checkboxes, groups as <h4> in the ingredients body. */
export function tastyCard(recipe, { id = 77123 } = {}) {
  const detail = (key, label, value) =>
    `<li class="${key}"><span class="tasty-recipes-label">${label}</span> <span class="tasty-recipes-${key}" data-tasty-recipes-customization="detail-value-color.color">${esc(value)}</span></li>`;
  return (
    `<div class="tasty-recipes-anchor" id="tasty-recipes-${id}-jump-target" style="display:block"></div><div id="tasty-recipes-${id}" class="tasty-recipes tasty-recipes-${id} tasty-recipes-display tasty-recipes-has-image" data-tasty-recipes-customization="primary-color.background-color"><div class="tasty-recipes-entry-header"><div class="tasty-recipes-image"><img width="225" height="225" src="/wp-content/uploads/${slug(recipe.title)}-225x225.jpg" class="attachment-thumbnail size-thumbnail" alt="${esc(recipe.title)}" data-pin-nopin="true"></div>` +
    `<h2 class="tasty-recipes-title" data-tasty-recipes-customization="h2-color.color h2-transform.text-transform">${esc(recipe.title)}</h2><div class="tasty-recipes-rating" data-tasty-recipes-customization="detail-label-color.color"><span class="tasty-recipes-rating-stars"><i class="checked" data-rating="1"></i><i class="checked" data-rating="2"></i><i class="checked" data-rating="3"></i><i class="checked" data-rating="4"></i><i class="checked" data-rating="5"></i></span><span class="tasty-recipes-rating-label"><span class="rating-label">4.9 from 88 reviews</span></span></div>` +
    `<div class="tasty-recipes-details"><ul>${detail('author-name', 'Author:', 'Sam')}${detail('prep-time', 'Prep Time:', `${recipe.prep} minutes`)}${detail('cook-time', 'Cook Time:', `${recipe.cook} minutes`)}${detail('total-time', 'Total Time:', `${recipe.prep + recipe.cook} minutes`)}${detail('yield', 'Yield:', yieldText(recipe))}${detail('category', 'Category:', recipe.category)}</ul></div>` +
    `<div class="tasty-recipes-buttons"><div class="tasty-recipes-button-wrap"><a class="button tasty-recipes-print-button tasty-recipes-no-print" href="/tasty-recipes/print/${id}/">Print Recipe</a></div><div class="tasty-recipes-button-wrap"><a class="share-pin button" data-pin-custom="true" href="#">Pin Recipe</a></div></div></div>` +
    `<div class="tasty-recipes-entry-content"><div class="tasty-recipes-description"><h3 data-tasty-recipes-customization="h3-color.color h3-transform.text-transform">Description</h3><div class="tasty-recipes-description-body" data-tasty-recipes-customization="body-color.color"><p>${esc(recipe.description)}</p></div></div>` +
    `<div class="tasty-recipes-ingredients"><div class="tasty-recipes-ingredients-header"><h3 data-tasty-recipes-customization="h3-color.color h3-transform.text-transform">Ingredients</h3><div class="tasty-recipes-units-scale-container"><span class="tasty-recipes-scale-container"><span class="tasty-recipes-scale-label">Scale</span><button class="tasty-recipes-scale-button tasty-recipes-scale-button-active" data-amount="1">1x</button><button class="tasty-recipes-scale-button" data-amount="2">2x</button></span></div></div>` +
    `<div class="tasty-recipes-ingredients-body" data-tasty-recipes-customization="body-color.color">` +
    groupsOf(recipe)
      .map(
        (group) =>
          `${group.group ? `<h4>${esc(group.group)}</h4>` : ''}<ul>${group.items
            .map((line) => {
              const p = parts(line);
              const amount = [p.amount, p.unit].filter(Boolean).join(' ');
              const rest = [p.name, p.notes].filter(Boolean).join(' ');
              return `<li data-tr-ingredient-checkbox=""><span class="tr-ingredient-checkbox-container"><input type="checkbox" name="" value="" aria-label="Select ${esc(p.name)}" data-tr-ingredient-checkbox=""><span class="tr-ingredient-checkbox" aria-hidden="true"></span></span>${amount ? `<span data-amount="${esc(p.amount)}" data-unit="${esc(p.unit)}">${esc(amount)}</span> ` : ''}${esc(rest)}</li>`;
            })
            .join('')}</ul>`,
      )
      .join('') +
    `</div></div><div class="tasty-recipes-instructions"><div class="tasty-recipes-instructions-header"><h3 data-tasty-recipes-customization="h3-color.color h3-transform.text-transform">Instructions</h3></div><div class="tasty-recipes-instructions-body" data-tasty-recipes-customization="body-color.color">` +
    sectionsOf(recipe)
      .map(
        (section, s) =>
          `${section.section ? `<h4>${esc(section.section)}</h4>` : ''}<ol>${section.items.map((text, i) => `<li id="instruction-step-${s * 10 + i + 1}">${esc(text)}</li>`).join('')}</ol>`,
      )
      .join('') +
    `</div></div><div class="tasty-recipes-notes"><h3 data-tasty-recipes-customization="h3-color.color h3-transform.text-transform">Notes</h3><div class="tasty-recipes-notes-body" data-tasty-recipes-customization="body-color.color"><p>Store covered for up to 3 days.</p></div></div>` +
    `<div class="tasty-recipes-keywords"><p><strong>Keywords:</strong> ${esc(recipe.title.toLowerCase())}, easy</p></div></div>` +
    `<div class="tasty-recipes-entry-footer"><div class="tasty-recipes-footer-content"><div class="tasty-recipes-footer-copy"><h3 class="tasty-recipes-footer-title">Did you make this recipe?</h3><p>Tag us on Instagram</p></div></div></div></div>`
  );
}

/** Mediavine Create's card: mv-create-* classes, groups as <h4> between the lists. */
export function mvCreateCard(recipe, { id = 512 } = {}) {
  const time = (key, label, minutes) =>
    `<div class="mv-create-time mv-create-time-${key}"><strong class="mv-create-time-label mv-create-strong mv-create-uppercase">${label}</strong><span class="mv-create-time-format mv-create-uppercase">${minutes} minutes</span></div>`;
  return (
    `<div id="mv-creation-${id}" class="mv-create-card mv-create-card-${id} mv-recipe-card mv-create-card-style-centered-dark mv-create-no-hero mv-create-has-uploaded-image" data-derive-font-from=".entry-content" data-postid="${id}"><div class="mv-create-wrapper"><header class="mv-create-header">` +
    `<div class="mv-create-target mv-create-primary-unit"><div class="mv-create-image-container"><img class="mv-create-image no_pin ggnoads" src="/wp-content/uploads/${slug(recipe.title)}-480x480.jpg" alt="${esc(recipe.title)}" data-pin-nopin="true"></div></div>` +
    `<h2 class="mv-create-title mv-create-title-primary">${esc(recipe.title)}</h2><div class="mv-create-yield mv-create-uppercase mv-create-strong">Yield: ${esc(yieldText(recipe))}</div>` +
    `<div class="mv-create-description"><p>${esc(recipe.description)}</p></div>` +
    `<div class="mv-create-times mv-create-times-3">${time('prep', 'Prep Time', recipe.prep)}${time('active', 'Cook Time', recipe.cook)}${time('total', 'Total Time', recipe.prep + recipe.cook)}</div></header>` +
    `<div class="mv-create-ingredients"><h3 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h3>` +
    groupsOf(recipe)
      .map((group) => `${group.group ? `<h4>${esc(group.group)}</h4>` : ''}<ul>${group.items.map((line) => `<li>${esc(line)}</li>`).join('\n')}</ul>`)
      .join('') +
    `</div><div class="mv-create-instructions mv-create-instructions-slot-v2"><h3 class="mv-create-instructions-title mv-create-title-secondary">Instructions</h3><ol>${stepLines(
      recipe,
    )
      .map((text) => `<li>${esc(text)}</li>`)
      .join('\n')}</ol></div>` +
    `<div class="mv-create-notes mv-create-notes-slot-v2"><h3 class="mv-create-notes-title mv-create-title-secondary">Notes</h3><div class="mv-create-notes-content"><p>Keeps 3 days in an airtight tin.</p></div></div>` +
    `<div class="mv-create-nutrition"><h3 class="mv-create-nutrition-title mv-create-title-secondary">Nutrition Information</h3><div class="mv-create-nutrition-box"><div class="mv-create-nutrition-yield"><strong class="mv-create-nutrition-label">Yield</strong> 8</div><div class="mv-create-nutrition-calories"><strong class="mv-create-nutrition-label">Calories</strong> 320</div></div></div>` +
    `<div class="mv-create-footer"><a href="#" class="mv-create-button mv-create-print-button">Print</a></div></div></div>`
  );
}
