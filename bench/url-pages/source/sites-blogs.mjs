// Blogs: WordPress with Yoast and a recipe-card plugin, and the older layouts blogs still serve.
import {
  adSlot,
  comments,
  esc,
  footer,
  htmlPage,
  ingredientLines,
  ldJson,
  mvCreateCard,
  ogMeta,
  phpJson,
  recipeNode,
  related,
  RELATED,
  siteNav,
  slug,
  stepLines,
  story,
  STORY,
  tastyCard,
  wpEntities,
  wprmCard,
  wprmJump,
  yoastGraph,
  yoastScript,
} from './blocks.mjs';

const ORIGIN = '{{base}}';

/** A WordPress post: Yoast head, the story, ads, the card, comments, related posts, footer. */
function wordpressPost(recipe, { site, head = '', card, lang = 'en-US', graphRecipe = null, encodeGraph, storyText = STORY }) {
  const url = `${ORIGIN}/${slug(recipe.title)}/`;
  const image = `${ORIGIN}/wp-content/uploads/2023/02/${slug(recipe.title)}.jpg`;
  const graph = yoastGraph({ url, title: recipe.title, site, image, origin: ORIGIN, recipe: graphRecipe, encode: encodeGraph });
  return htmlPage({
    lang,
    head: `${ogMeta({ title: recipe.title, description: recipe.description, url, image, site })}\n${yoastScript(graph)}\n<link rel="stylesheet" id="wprm-public-css" href="/wp-content/plugins/wp-recipe-maker/dist/public-modern.css?ver=9.1.0" media="all">\n<style id="global-styles-inline-css">body{--wp--preset--color--black:#000;}</style>\n${head}`,
    bodyClass: 'post-template-default single single-post postid-4321 single-format-standard wp-embed-responsive',
    body: `${siteNav(site)}<div id="content" class="site-content"><main id="main" class="site-main"><article id="post-4321" class="post-4321 post type-post status-publish format-standard has-post-thumbnail category-dinner entry"><header class="entry-header"><h1 class="entry-title">${wpEntities(recipe.title)}</h1><div class="entry-meta"><span class="byline">By <a href="/about/">Sam</a></span> <span class="posted-on">Published: Feb 14, 2023</span></div></header><div class="entry-content">${wprmJump()}${story(storyText.slice(0, 2))}${adSlot(1)}<figure class="wp-block-image size-large"><img src="${image}" alt="${esc(recipe.title)} in a bowl"></figure><h2 class="wp-block-heading">Why you'll love it</h2><ul><li>Ready in under an hour</li><li>Budget friendly</li><li>Great for leftovers</li></ul>${adSlot(2)}${story(storyText.slice(2))}${card}</div></article>${comments()}${related(RELATED)}</main><aside id="secondary" class="widget-area"><section class="widget"><h2 class="widget-title">Hi, I'm Sam!</h2><p>I cook simple food for busy people.</p></section></aside></div>${footer(site)}`,
  });
}

const wprmPage = (recipe, { site, steps = 'howto', inGraph = true, separateScript = false, node = {}, encode, checkboxes = true, lang } = {}) => {
  const url = `${ORIGIN}/${slug(recipe.title)}/`;
  const image = `${ORIGIN}/wp-content/uploads/2023/02/${slug(recipe.title)}.jpg`;
  const recipeJson = { ...recipeNode(recipe, { url, image, steps, encode }), ...node };
  return wordpressPost(recipe, {
    site,
    lang,
    graphRecipe: inGraph ? recipeJson : null,
    head: separateScript ? `<script type="application/ld+json">${phpJson(recipeJson)}</script>` : '',
    card: `<div id="recipe"></div>${wprmCard(recipe, { checkboxes })}`,
  });
};

export const BLOG_PAGES = [
  {
    id: 'blog-wprm-budgetbytes',
    site: 'budgetbytes.com',
    shape:
      'Yoast @graph (Article, WebPage, ImageObject, BreadcrumbList, WebSite, Organization, Person) with the WP Recipe Maker Recipe inside it (HowToStep); WPRM card with an ingredient group and costs in the notes',
    recipe: 'lentils',
    build: (r) => wprmPage(r, { site: 'Budget Bytes' }),
  },
  {
    id: 'blog-wprm-recipetineats',
    site: 'recipetineats.com',
    shape:
      'WPRM Recipe in its own ld+json block written by json_encode (escaped slashes, \\u escapes) next to a Yoast graph without it; HowToSection steps; ingredient groups',
    recipe: 'satay',
    build: (r) => wprmPage(r, { site: 'RecipeTin Eats', steps: 'sections', inGraph: false, separateScript: true }),
  },
  {
    id: 'blog-wprm-justonecookbook',
    site: 'justonecookbook.com',
    shape: 'Recipe inside the Yoast @graph with HowToSection steps (To Prepare / To Cook), three ingredient groups, a unicode fraction',
    recipe: 'misoSalmon',
    build: (r) => wprmPage(r, { site: 'Just One Cookbook', steps: 'sections' }),
  },
  {
    id: 'blog-wprm-minimalistbaker',
    site: 'minimalistbaker.com',
    shape: 'Recipe inside the Yoast @graph with its name and steps entity-encoded by WordPress (&amp;, &#8217;), recipeYield a bare number',
    recipe: 'macCheese',
    build: (r) => wprmPage(r, { site: 'Minimalist Baker', encode: wpEntities, node: { recipeYield: ['4'] } }),
  },
  {
    id: 'blog-wprm-pinchmegood',
    site: 'pinchmegood.com',
    shape: 'WPRM JSON-LD whose ingredient lines carry numeric entities (&#8211;) and HTML; separate block',
    recipe: 'chickpeaShakshuka',
    build: (r) =>
      wprmPage(r, {
        site: 'Pinch Me Good',
        inGraph: false,
        separateScript: true,
        node: { recipeIngredient: ingredientLines(r).map((line) => line.replace(', ', ' &#8211; ').replace('&', '&amp;')) },
      }),
    truth: (t) => ({ ...t, ingredients: t.ingredients.map((line) => line.replace(', ', ' – ')) }),
  },
  {
    id: 'blog-wprm-savoriurbane',
    site: 'savoriurbane.com',
    shape: 'Recipe JSON-LD without recipeInstructions (the steps only in the card, as reported for this site); WPRM card',
    recipe: 'crepes',
    build: (r) => wprmPage(r, { site: 'Savori Urbane', lang: 'ro-RO', node: { recipeInstructions: undefined } }),
  },
  {
    id: 'blog-wprm-nometadata',
    site: 'thewoksoflife.com',
    shape:
      "WPRM card with the plugin's metadata switched off: no Recipe JSON-LD, only the card (checkbox screen-reader text '▢', amount/unit/name spans)",
    recipe: 'porkDumplings',
    build: (r) => wordpressPost(r, { site: 'The Woks of Life', card: `<div id="recipe"></div>${wprmCard(r)}` }),
  },
  {
    id: 'blog-tasty-pinchofyum',
    site: 'pinchofyum.com',
    shape:
      'Yoast @graph without the recipe plus Tasty Recipes\' own ld+json in the body (HowToStep with url anchors, recipeYield ["4","4 servings"]); Tasty card with checkboxes',
    recipe: 'sweetPotatoTacos',
    build: (r) => {
      const url = `${ORIGIN}/${slug(r.title)}/`;
      const node = recipeNode(r, { url, image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg` });
      node.recipeInstructions = node.recipeInstructions.map((step, i) => ({
        '@type': 'HowToStep',
        text: step.text,
        url: `${url}#instruction-step-${i + 1}`,
      }));
      return wordpressPost(r, { site: 'Pinch of Yum', card: `${tastyCard(r)}<script type="application/ld+json">${JSON.stringify(node)}</script>` });
    },
  },
  {
    id: 'blog-tasty-sallysbakingaddiction',
    site: 'sallysbakingaddiction.com',
    shape: 'Tasty Recipes with HowToSection steps and ingredient groups as <h4> in the card; ld+json after the card',
    recipe: 'bananaBread',
    build: (r) => {
      const node = recipeNode(r, {
        url: `${ORIGIN}/${slug(r.title)}/`,
        image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg`,
        steps: 'sections',
      });
      return wordpressPost(r, {
        site: "Sally's Baking Addiction",
        card: `${tastyCard(r)}<script type="application/ld+json">${JSON.stringify(node)}</script>`,
      });
    },
  },
  {
    id: 'blog-tasty-cookieandkate',
    site: 'cookieandkate.com',
    shape: 'Tasty Recipes ld+json with recipeInstructions as HowToSteps whose text holds HTML (<a>, <strong>) and a Yoast graph',
    recipe: 'greekSalad',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/${slug(r.title)}/`, image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg` });
      node.recipeInstructions = stepLines(r).map((text, i) => ({
        '@type': 'HowToStep',
        text: i === 0 ? text.replace('grill', '<a href="/how-to-grill/">grill</a>') : i === 2 ? `<strong>${text}</strong>` : text,
      }));
      return wordpressPost(r, {
        site: 'Cookie and Kate',
        card: `${tastyCard(r)}<script type="application/ld+json">${JSON.stringify(node)}</script>`,
      });
    },
  },
  {
    id: 'blog-mediavine-create',
    site: 'lifemadesimplebakes.com',
    shape: 'Mediavine Create card (mv-create-* classes, groups as <h4>) with its Recipe ld+json printed inside the card; Yoast graph',
    recipe: 'carrotCake',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/${slug(r.title)}/`, image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg` });
      return wordpressPost(r, {
        site: 'Life Made Simple',
        card: `${mvCreateCard(r)}<script type="application/ld+json" class="mv-create-schema">${JSON.stringify(node)}</script>`,
      });
    },
  },
  {
    id: 'blog-smittenkitchen-old',
    site: 'smittenkitchen.com',
    shape:
      "Pre-2020 post: no Recipe data at all; in .entry-content the title as <p><b>, ingredient sections as <p><u>Section</u><br>line<br>line, steps as <p><i>Heading:</i> text (the scraper's description)",
    recipe: 'chickpeaShakshuka',
    build: (r) => {
      const url = `${ORIGIN}/2015/03/${slug(r.title)}/`;
      const graph = yoastGraph({ url, title: r.title.toLowerCase(), site: 'smitten kitchen', image: `${ORIGIN}/img/x.jpg`, origin: ORIGIN });
      const headings = ['Soften the onion:', 'Spice it:', 'Simmer:', 'Add the eggs:', 'To serve:'];
      return htmlPage({
        head: `<title>${esc(r.title.toLowerCase())} – smitten kitchen</title>${ldJson(graph)}`,
        body: `${siteNav('smitten kitchen', ['Recipes', 'Cookbooks', 'Archives'])}<div class="post-4321 post type-post"><h1 class="entry-title">${esc(r.title.toLowerCase())}</h1><div class="entry-content"><p>Every time I make this I promise myself I will write it down properly.</p><p>It is the breakfast-for-dinner we fall back on.</p><div class="smittenkitchen-print-hide"><a href="#" class="print">print</a></div><p><b>${esc(r.title)}</b><br>Serves 4</p><p><u>For the base</u><br>${ingredientLines(r).slice(0, 6).map(esc).join('<br>\n')}</p><p><u>To finish</u><br>${ingredientLines(r).slice(6).map(esc).join('<br>\n')}</p>${stepLines(
          r,
        )
          .map((text, i) => `<p><i>${headings[i]}</i> ${esc(text)}</p>`)
          .join('\n')}</div></div>${comments()}${footer('smitten kitchen')}`,
      });
    },
    truth: (t, r) => ({
      ...t,
      instructions: stepLines(r).map((text, i) => `${['Soften the onion:', 'Spice it:', 'Simmer:', 'Add the eggs:', 'To serve:'][i]} ${text}`),
    }),
  },
  {
    id: 'blog-smittenkitchen-jetpack',
    site: 'smittenkitchen.com',
    shape:
      'Jetpack recipe block (h-recipe, jetpack-recipe-* classes) with schema.org microdata: recipeIngredient items, one recipeInstructions div of paragraphs, time as <time datetime>',
    recipe: 'roastedSquashSoup',
    build: (r) => {
      const url = `${ORIGIN}/2021/10/${slug(r.title)}/`;
      const graph = yoastGraph({ url, title: r.title.toLowerCase(), site: 'smitten kitchen', image: `${ORIGIN}/img/x.jpg`, origin: ORIGIN });
      return htmlPage({
        head: `<title>${esc(r.title.toLowerCase())} – smitten kitchen</title>${ldJson(graph)}`,
        body: `${siteNav('smitten kitchen')}<div class="post"><h1 class="entry-title">${esc(r.title.toLowerCase())}</h1><div class="entry-content"><p>Soup season is here.</p><div class="hrecipe h-recipe jetpack-recipe" itemscope itemtype="https://schema.org/Recipe"><div class="jetpack-recipe-meta"><h3 class="p-name jetpack-recipe-title fn" itemprop="name">${esc(r.title)}</h3><ul class="jetpack-recipe-meta"><li class="jetpack-recipe-servings p-yield yield" itemprop="recipeYield"><strong>Servings: </strong>6</li><li class="jetpack-recipe-time"><time itemprop="totalTime" datetime="P0DT1H5M0S"><strong>Time: </strong>1 hour 5 minutes</time></li><li class="jetpack-recipe-print"><a href="#">Print</a></li></ul></div><div class="jetpack-recipe-content"><div class="jetpack-recipe-ingredients"><h4 class="jetpack-recipe-ingredients-title">Ingredients</h4><ul>${ingredientLines(
          r,
        )
          .map((line) => `<li class="jetpack-recipe-ingredient p-ingredient ingredient" itemprop="recipeIngredient">${esc(line)}</li>`)
          .join(
            '',
          )}</ul></div><div class="jetpack-recipe-directions e-instructions" itemprop="recipeInstructions"><h4 class="jetpack-recipe-directions-title">Directions</h4>${stepLines(
          r,
        )
          .map((text) => `<p>${esc(text)}</p>`)
          .join('')}</div></div></div></div></div>${comments()}${footer('smitten kitchen')}`,
      });
    },
  },
  {
    id: 'blog-maangchi',
    site: 'maangchi.com',
    shape:
      'Recipe JSON-LD with name, times, yield and keywords but no lists (the scraper reads both lists from the HTML); <h2>Ingredients</h2> with <ul>s under sub-headings, <h2>Directions</h2> with several <ol>s in div.entry',
    recipe: 'friedRice',
    build: (r) => {
      const url = `${ORIGIN}/recipe/${slug(r.title)}`;
      const node = recipeNode(r, { url, image: `${ORIGIN}/img/${slug(r.title)}.jpg` });
      delete node.recipeIngredient;
      delete node.recipeInstructions;
      const [first, second] = [ingredientLines(r).slice(0, 6), ingredientLines(r).slice(6)];
      const steps = stepLines(r);
      return htmlPage({
        head: `<title>${esc(r.title)} recipe by Maangchi</title>${ldJson(node)}<meta property="og:title" content="${esc(r.title)}">`,
        body: `${siteNav('Maangchi', ['Recipes', 'Videos', 'Community', 'Shop'])}<div id="page"><div class="content-area"><div class="entry"><h1>${esc(r.title)}</h1><p class="subtitle">Kimchi-bokkeumbap: 김치볶음밥</p><p>This is what I make when there is leftover rice and a jar of sour kimchi in the fridge.</p><div class="video"><iframe src="https://www.youtube.com/embed/x"></iframe></div><h2>Ingredients</h2><ul>${first.map((line) => `<li>${esc(line)}</li>`).join('')}</ul><h3>Toppings</h3><ul>${second.map((line) => `<li>${esc(line)}</li>`).join('')}</ul><h2>Directions</h2><h3>Fry the kimchi</h3><ol>${steps
          .slice(0, 2)
          .map((s) => `<li>${esc(s)}</li>`)
          .join('')}</ol><h3>Fry the rice</h3><ol>${steps
          .slice(2)
          .map((s) => `<li>${esc(s)}</li>`)
          .join('')}</ol><p>Enjoy!</p><div class="rating">4.9 stars (233 votes)</div></div>${comments()}</div></div>${footer('Maangchi')}`,
      });
    },
    truth: (t) => ({
      ...t,
      ingredients: [...t.ingredients.slice(0, 6), 'Toppings:', ...t.ingredients.slice(6)],
      instructions: ['Fry the kimchi:', ...t.instructions.slice(0, 2), 'Fry the rice:', ...t.instructions.slice(2)],
    }),
  },
  {
    id: 'blog-eatwell101',
    site: 'eatwell101.com',
    shape:
      'Recipe ld+json wrapped in "// <![CDATA[" … "// ]]>" with escaped slashes and a capitalised "Description" key (as quoted in a recipe-scrapers issue); the article lists the recipe under plain headings',
    recipe: 'kofta',
    build: (r) => {
      const url = `${ORIGIN}/${slug(r.title)}-recipe`;
      const node = recipeNode(r, { url, image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg`, steps: 'strings' });
      node.Description = node.description;
      delete node.description;
      return htmlPage({
        head: `<title>${esc(r.title)} — Eatwell101</title>\n<script type="application/ld+json">\n\t// <![CDATA[\n${phpJson(node)}\n\t// ]]>\n</script>`,
        body: `${siteNav('Eatwell101')}<div id="content"><div class="post"><h1>${esc(r.title)}</h1><div class="entry">${story(STORY)}<h2>${esc(r.title)} – Recipe Ingredients:</h2><ul>${ingredientLines(
          r,
        )
          .map((l) => `<li>${esc(l)}</li>`)
          .join('')}</ul><h2>How to make ${esc(r.title)}:</h2><ol>${stepLines(r)
          .map((s) => `<li>${esc(s)}</li>`)
          .join('')}</ol></div></div>${related(RELATED)}</div>${footer('Eatwell101')}`,
      });
    },
  },
  {
    id: 'blog-culinaryhill',
    site: 'culinaryhill.com',
    shape: 'WPRM Recipe in the Yoast graph with &#039; and &amp; left in the name, description and lines (as reported for this site)',
    recipe: 'brownies',
    build: (r) =>
      wprmPage(r, {
        site: 'Culinary Hill',
        node: {
          name: 'Grandma&#039;s Fudgy Cocoa Brownies',
          description: 'One-bowl brownies with a shiny, crackly top &amp; a fudgy middle.',
        },
      }),
    truth: (t) => ({ ...t, title: "Grandma's Fudgy Cocoa Brownies" }),
  },
  {
    id: 'blog-keukenliefde',
    site: 'keukenliefde.nl',
    shape:
      'Dutch blog: a Yoast @graph holding a boolean false among its nodes (as reported for this site) and the Recipe in the graph, recipeYield "10 stuks"',
    recipe: 'stroopwafelPie',
    build: (r) => {
      const url = `${ORIGIN}/${slug(r.title)}/`;
      const image = `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg`;
      const graph = yoastGraph({
        url,
        title: r.title,
        site: 'Keukenliefde',
        image,
        origin: ORIGIN,
        recipe: { ...recipeNode(r, { url, image }), recipeYield: '10 stuks' },
      });
      graph['@graph'].splice(2, 0, false);
      return htmlPage({
        lang: 'nl-NL',
        head: `<title>${esc(r.title)} | Keukenliefde</title>${yoastScript(graph)}`,
        body: `${siteNav('Keukenliefde', ['Recepten', 'Bakken', 'Diner'])}<main><article><h1>${esc(r.title)}</h1>${story(['Deze appeltaart maak ik elk najaar.'])}${wprmCard(r)}</article>${comments([['Anouk', 'Heerlijk! Ik deed er 150 g rozijnen in.']])}</main>${footer('Keukenliefde')}`,
      });
    },
  },
  {
    id: 'blog-easyrecipe',
    site: 'EasyRecipe plugin (older WordPress blogs)',
    shape:
      'EasyRecipe markup: schema.org microdata only (div.easyrecipe itemscope Recipe, li.ingredient itemprop=ingredients, li.instruction itemprop=recipeInstructions, section headings as div.ERSeparator)',
    recipe: 'beefStew',
    build: (r) => {
      const steps = stepLines(r);
      return htmlPage({
        head: `<title>${esc(r.title)} | Kitchen Notes</title><meta property="og:title" content="${esc(r.title)}">`,
        body: `${siteNav('Kitchen Notes')}<div id="main"><div class="post"><h1 class="entry-title">${esc(r.title)}</h1><div class="entry-content">${story(STORY)}<div class="easyrecipe" itemscope itemtype="http://schema.org/Recipe"><div class="ERSName" itemprop="name">${esc(r.title)}</div><div class="ERSAuthor">Author: <span itemprop="author">Sam</span></div><div class="ERSTimes"><div class="ERSTime">Prep time: <time itemprop="prepTime" datetime="PT20M">20 mins</time></div><div class="ERSTime">Cook time: <time itemprop="cookTime" datetime="PT2H30M">2 hours 30 mins</time></div></div><div class="ERSServes">Serves: <span itemprop="recipeYield">6</span></div><div class="ERSIngredients"><div class="ERSIngredientsHeader ERSHeading">Ingredients</div><ul>${ingredientLines(
          r,
        )
          .map((l) => `<li class="ingredient" itemprop="ingredients">${esc(l)}</li>`)
          .join(
            '',
          )}</ul></div><div class="ERSInstructions"><div class="ERSInstructionsHeader ERSHeading">Instructions</div><ol>${steps.map((s) => `<li class="instruction" itemprop="recipeInstructions">${esc(s)}</li>`).join('')}</ol></div><div class="ERSNotes">Even better the next day.</div></div></div></div>${comments()}</div>${footer('Kitchen Notes')}`,
      });
    },
  },
  {
    id: 'blog-ziprecipes',
    site: 'Zip Recipes plugin (WordPress blogs)',
    shape:
      'Zip Recipes: microdata Recipe on #zlrecipe-container, ingredients li itemprop=recipeIngredient in #zlrecipe-ingredients-list, steps li itemprop=recipeInstructions, a section heading as an <li> without itemprop',
    recipe: 'chili',
    build: (r) =>
      htmlPage({
        head: `<title>${esc(r.title)} - Family Table</title>`,
        body: `${siteNav('Family Table')}<main><article><h1 class="entry-title">${esc(r.title)}</h1>${story(STORY)}<div id="zlrecipe-container-12" class="zlrecipe-container-border" itemscope itemtype="http://schema.org/Recipe"><div id="zlrecipe-container" class="serif zlrecipe"><div id="zlrecipe-innerdiv"><div class="item b-b"><div class="zlrecipe-print-link fl-r"><a class="butn-link" title="Print this recipe" href="#">Print</a></div><div id="zlrecipe-title" itemprop="name" class="b-b h-1 strong">${esc(r.title)}</div></div><div class="zlmeta zlclear"><div class="fl-l width-50"><p id="zlrecipe-prep-time">Prep Time: <span itemprop="prepTime" content="PT15M">15 minutes</span></p><p id="zlrecipe-cook-time">Cook Time: <span itemprop="cookTime" content="PT40M">40 minutes</span></p></div><div class="fl-l width-50"><p id="zlrecipe-yield">Yield: <span itemprop="recipeYield">6 servings</span></p></div></div><div id="zlrecipe-ingredients" class="h-4 strong">Ingredients</div><ul id="zlrecipe-ingredients-list">${ingredientLines(
          r,
        )
          .map((l) => `<li class="ingredient" itemprop="recipeIngredient">${esc(l)}</li>`)
          .join(
            '',
          )}</ul><div id="zlrecipe-instructions" class="h-4 strong">Instructions</div><ol id="zlrecipe-instructions-list" class="instructions">${stepLines(
          r,
        )
          .map((s) => `<li class="instruction" itemprop="recipeInstructions">${esc(s)}</li>`)
          .join('')}</ol></div></div></div></article>${comments()}</main>${footer('Family Table')}`,
      }),
  },
  {
    id: 'blog-wpzoom',
    site: 'WPZOOM Recipe Card block (WordPress blogs)',
    shape:
      'WPZOOM recipe card block (ul.ingredients-list li.ingredient-item, ul.directions-list li.direction-step) with its Recipe in a separate ld+json; steps written as HowToStep with only a name',
    recipe: 'tiramisu',
    build: (r) => {
      const url = `${ORIGIN}/${slug(r.title)}/`;
      const node = recipeNode(r, { url, image: `${ORIGIN}/wp-content/uploads/${slug(r.title)}.jpg` });
      node.recipeInstructions = stepLines(r).map((text) => ({ '@type': 'HowToStep', name: text, url }));
      const card = `<div class="wp-block-wpzoom-recipe-card-block-recipe-card is-style-default" id="wpzoom-recipe-card"><div class="recipe-card-header-wrap"><h2 class="recipe-card-title">${esc(r.title)}</h2><div class="recipe-card-details"><div class="details-items"><div class="detail-item detail-item-0"><span class="detail-item-label">Servings</span><p class="detail-item-value">8</p><span class="detail-item-unit">servings</span></div></div></div></div><div class="recipe-card-ingredients"><h3 class="ingredients-title">Ingredients</h3><ul class="ingredients-list layout-1-column">${ingredientLines(
        r,
      )
        .map((l) => `<li class="ingredient-item"><span class="tick-circle"></span><span class="ingredient-item-name">${esc(l)}</span></li>`)
        .join('')}</ul></div><div class="recipe-card-directions"><h3 class="directions-title">Directions</h3><ul class="directions-list">${stepLines(
        r,
      )
        .map((s) => `<li class="direction-step">${esc(s)}</li>`)
        .join('')}</ul></div></div>`;
      return wordpressPost(r, { site: 'Dolce Vita Kitchen', head: ldJson(node), card });
    },
  },
];
