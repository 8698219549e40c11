// Magazines and big recipe sites: their own platforms, Recipe JSON-LD in their own shapes.
import { esc, footer, htmlPage, ingredientLines, groupsOf, phpJson, recipeNode, related, siteNav, slug, stepLines, iso } from './blocks.mjs';

const ORIGIN = '{{base}}';
const image = (r) => `${ORIGIN}/images/${slug(r.title)}.jpg`;

/** Dotdash Meredith (Allrecipes, Serious Eats): a pretty-printed array holding one Recipe typed ["Recipe"], mntl-* HTML. */
function dotdash(r, { site, stepImages = false, headline = true }) {
  const url = `${ORIGIN}/recipe/${slug(r.title)}/`;
  const node = {
    '@context': 'http://schema.org',
    '@type': ['Recipe'],
    ...(headline ? { headline: r.title } : {}),
    datePublished: '2023-01-09T12:00:00.000-05:00',
    author: [{ '@type': 'Person', name: 'Sam Cook', url: `${ORIGIN}/author/sam/` }],
    description: r.description,
    image: { '@type': 'ImageObject', url: image(r), height: 1125, width: 1500 },
    publisher: { '@type': 'Organization', name: site, url: ORIGIN, logo: { '@type': 'ImageObject', url: `${ORIGIN}/logo.png` } },
    mainEntityOfPage: {
      '@type': ['WebPage'],
      '@id': url,
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@id': `${ORIGIN}/recipes/`, name: 'Recipes' } },
          { '@type': 'ListItem', position: 2, item: { '@id': `${ORIGIN}/recipes/dinner/`, name: 'Dinner' } },
        ],
      },
    },
    name: r.title,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.7', ratingCount: '1288' },
    cookTime: iso(r.cook),
    nutrition: { '@type': 'NutritionInformation', calories: '412 kcal' },
    prepTime: iso(r.prep),
    recipeCategory: [r.category],
    recipeCuisine: [r.cuisine],
    recipeIngredient: ingredientLines(r),
    recipeInstructions: stepLines(r).map((text, i) => ({
      '@type': 'HowToStep',
      ...(stepImages && i % 2 === 0 ? { image: [{ '@type': 'ImageObject', url: `${ORIGIN}/step-${i}.jpg` }] } : {}),
      text,
    })),
    recipeYield: [String(parseInt(r.yield, 10) || 4)],
    totalTime: iso(r.prep + r.cook),
    review: [
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
        author: { '@type': 'Person', name: 'Home Cook' },
        reviewBody: 'I added 2 cups of spinach at the end and baked it 10 minutes longer.',
      },
    ],
  };
  const ingredients = groupsOf(r)
    .map(
      (group) =>
        `${group.group ? `<p class="mntl-structured-ingredients__list-heading type--dog-bold">${esc(group.group)}:</p>` : ''}<ul class="mntl-structured-ingredients__list">${group.items.map((line) => `<li class="mntl-structured-ingredients__list-item "><p><span data-ingredient-name="true">${esc(line)}</span></p></li>`).join('')}</ul>`,
    )
    .join('');
  return htmlPage({
    lang: 'en',
    head: `<title>${esc(r.title)} Recipe</title><meta name="description" content="${esc(r.description)}"><meta property="og:title" content="${esc(r.title)}"><meta property="og:image" content="${image(r)}"><script type="application/ld+json" id="${slug(site)}-schema_1-0">${JSON.stringify([node], null, 4)}</script><script>window.Mntl = window.Mntl || {}; Mntl.utilities = {};</script>`,
    bodyClass: 'mntl-body recipe-body',
    body: `${siteNav(site, ['Dinners', 'Meals', 'Ingredients', 'Occasions', 'Cuisines', 'Kitchen Tips'])}<main id="main" class="loc main"><article id="allrecipes-article_1-0" class="comp allrecipes-article mntl-article--two-column-right-rail right-rail__offset"><div class="loc article-header"><nav class="comp mntl-breadcrumbs"><ul><li class="mntl-breadcrumbs__item"><a href="/recipes/">Recipes</a></li><li class="mntl-breadcrumbs__item"><a href="/recipes/dinner/">Dinner</a></li></ul></nav><h1 id="article-heading_1-0" class="comp type--lion article-heading mntl-text-block">${esc(r.title)}</h1><p class="comp type--dog article-subheading">${esc(r.description)}</p></div><div class="mntl-recipe-details"><div class="mntl-recipe-details__item"><div class="mntl-recipe-details__label">Prep Time:</div><div class="mntl-recipe-details__value">${r.prep} mins</div></div><div class="mntl-recipe-details__item"><div class="mntl-recipe-details__label">Servings:</div><div class="mntl-recipe-details__value">${parseInt(r.yield, 10) || 4}</div></div></div><div id="mntl-structured-ingredients_1-0" class="comp mntl-structured-ingredients"><h2 id="mntl-structured-ingredients__heading_1-0" class="comp mntl-structured-ingredients__heading mntl-text-block">Ingredients</h2>${ingredients}</div><div id="mntl-leaderboard-spacer_1-0" class="comp mntl-leaderboard-spacer"><div class="mntl-gpt-adunit gpt leaderboard" id="leaderboard-flex-1"></div></div><div id="recipe__steps_1-0" class="comp recipe__steps mntl-block"><h2 id="recipe__steps-heading_1-0" class="comp recipe__steps-heading mntl-text-block">Directions</h2><div id="recipe__steps-content_1-0" class="comp recipe__steps-content mntl-sc-page mntl-block"><ol id="mntl-sc-block_1-0" class="comp mntl-sc-block mntl-sc-block-startgroup mntl-sc-block-group--OL">${stepLines(
      r,
    )
      .map(
        (text, i) =>
          `<li id="mntl-sc-block_${i + 2}-0" class="comp mntl-sc-block mntl-sc-block-startgroup mntl-sc-block-group--LI"><p id="mntl-sc-block_${i + 2}-0-1" class="comp mntl-sc-block mntl-sc-block-html">${esc(text)}</p>${i === 0 ? `<figure class="comp mntl-sc-block mntl-sc-block-image figure-landscape"><img src="/step.jpg" alt=""><figcaption class="comp figure-article-caption"><span class="figure-article-caption-owner">${esc(site)} / Food Studios</span></figcaption></figure>` : ''}</li>`,
      )
      .join(
        '',
      )}</ol></div></div><div class="comp mntl-recipe-review-bar"><h3>Reviews (1288)</h3><p>Check all that apply</p></div>${related(['Quick Chicken Curry', 'Easy Baked Ziti', 'Homemade Mac and Cheese'], "You'll Also Love")}</article></main>${footer(site)}`,
  });
}

/** Condé Nast (Bon Appétit, Epicurious): Recipe ld+json, a separate BreadcrumbList, window.__PRELOADED_STATE__. */
function condeNast(r, { site }) {
  const node = {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    articleBody: `<p>${esc(r.description)}</p>`,
    author: [{ '@type': 'Person', name: 'Sam Cook', sameAs: `${ORIGIN}/contributor/sam` }],
    dateModified: '2023-03-01T10:00:00.000-05:00',
    description: r.description,
    headline: r.title,
    image: [image(r)],
    name: r.title,
    publisher: { '@context': 'https://schema.org', '@type': 'Organization', name: site },
    recipeIngredient: ingredientLines(r),
    recipeInstructions: stepLines(r).map((text) => ({ '@type': 'HowToStep', text })),
    recipeYield: `${parseInt(r.yield, 10) || 4} servings`,
    totalTime: iso(r.prep + r.cook),
    keywords: [r.cuisine.toLowerCase(), 'dinner', 'web'],
  };
  return htmlPage({
    lang: 'en-US',
    head: `<title>${esc(r.title)} Recipe | ${esc(site)}</title><meta name="description" content="${esc(r.description)}"><meta property="og:title" content="${esc(r.title)}"><script type="application/ld+json">${JSON.stringify(node)}</script><script type="application/ld+json">${JSON.stringify({ '@context': 'http://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@id': `${ORIGIN}/recipes`, name: 'Recipes' } }] })}</script>`,
    body: `<div id="app-root"><header class="NavigationWrapper-bFftAs"><nav class="NavigationListItem"><a href="/recipes">Recipes</a><a href="/story">Stories</a><a href="/shopping">Shopping</a></nav></header><main id="main-content"><article class="article main-content recipe"><header class="SplitScreenContentHeaderWrapper-hbfDtT"><h1 data-testid="ContentHeaderHed" class="BaseWrap-sc-gjQpdd BaseText-ewhhUZ ContentHeaderHed-NCyCC">${esc(r.title)}</h1><div class="ContentHeaderDek"><p>${esc(r.description)}</p></div></header><div class="recipe__main-content"><div data-testid="IngredientList" class="List-iSNGTT"><h2 class="BaseWrap-sc-gjQpdd BaseText-ewhhUZ InfoSliceHeading-hRGYxN">Ingredients</h2><p class="BaseWrap-sc-gjQpdd BaseText-ewhhUZ Yield-jCyTZd">${parseInt(r.yield, 10) || 4} servings</p><div class="BaseWrap-sc-gjQpdd IngredientList-nJWdQ">${ingredientLines(
      r,
    )
      .map((line) => {
        const m = /^(\S+)\s(.*)$/.exec(line);
        return `<div class="BaseWrap-sc-gjQpdd Amount-fOEtPz">${esc(m[1])}</div><div class="BaseWrap-sc-gjQpdd Description-dSNklj">${esc(m[2])}</div>`;
      })
      .join(
        '',
      )}</div></div><div data-testid="InstructionsWrapper" class="InstructionsWrapper-hZXqPx"><h2 class="InfoSliceHeading-hRGYxN">Preparation</h2><ol class="InstructionGroupWrapper-bqiIwm">${stepLines(
      r,
    )
      .map(
        (text, i) =>
          `<li class="InstructionListWrapper-dcpygI"><h3 class="BaseText-ewhhUZ InstructionHeading-lhxScL">Step ${i + 1}</h3><div class="BaseWrap-sc-gjQpdd BaseText-ewhhUZ InstructionBody-huDCkh"><p>${esc(text)}</p></div></li>`,
      )
      .join(
        '',
      )}</ol></div></div><aside class="recirc-list"><h3>More Recipes</h3><ul><li><a href="/recipe/x">Crispy Rice Salad</a></li><li><a href="/recipe/y">Best Pound Cake</a></li></ul></aside></article></main></div><script type="text/javascript">window.__PRELOADED_STATE__ = {"transformed":{"recipe":{"name":${JSON.stringify(r.title)},"servings":"4"}}};</script>${footer(site)}`,
  });
}

export const MAGAZINE_PAGES = [
  {
    id: 'magazine-allrecipes',
    site: 'allrecipes.com',
    shape:
      'Dotdash Meredith: ld+json array with one node typed ["Recipe"] (headline, mainEntityOfPage WebPage with a BreadcrumbList), pretty-printed; mntl-structured-ingredients groups, mntl-sc-block steps with images',
    recipe: 'chickenStroganoff',
    build: (r) => dotdash(r, { site: 'Allrecipes' }),
  },
  {
    id: 'magazine-seriouseats',
    site: 'seriouseats.com',
    shape: 'Dotdash Meredith as Serious Eats serves it: HowToSteps with image arrays, ingredient groups only in the HTML',
    recipe: 'carrotCake',
    build: (r) => dotdash(r, { site: 'Serious Eats', stepImages: true }),
  },
  {
    id: 'magazine-bonappetit',
    site: 'bonappetit.com',
    shape:
      'Condé Nast: Recipe ld+json (articleBody HTML, keywords array) plus a second ld+json BreadcrumbList, amount and description in separate divs, "Step n" headings, __PRELOADED_STATE__',
    recipe: 'padThai',
    build: (r) => condeNast(r, { site: 'Bon Appétit' }),
  },
  {
    id: 'magazine-epicurious',
    site: 'epicurious.com',
    shape: 'Condé Nast platform as Epicurious serves it',
    recipe: 'mushroomRisotto',
    build: (r) => condeNast(r, { site: 'Epicurious' }),
  },
  {
    id: 'magazine-bbcgoodfood',
    site: 'bbcgoodfood.com',
    shape:
      'Next.js page: the Recipe ld+json in the body, head full of ad and consent scripts, application/json blocks (__AD_SETTINGS__ with keywords), ingredient groups only in the HTML, steps as HowToStep with HTML paragraphs',
    recipe: 'scones',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}`, image: image(r) });
      node.recipeInstructions = stepLines(r).map((text) => ({ '@type': 'HowToStep', text: `<p>${esc(text)}</p>` }));
      node['@context'] = 'https://schema.org';
      return htmlPage({
        lang: 'en',
        head: `<meta charSet="utf-8"/><script async="" src="/stitcher-assets/bbcgoodfood/ad-manager.js"></script><title>${esc(r.title)} recipe | BBC Good Food</title><meta name="og:title" content="${esc(r.title)}" data-testid="meta-og-title"/><script type="application/json" id="__AD_SETTINGS__">{"unitName":"/176986657/bbcgoodfood.com/recipes/recipes","targets":{"cat":["recipes"],"posttag":["scones","baking","cheese"]},"mantis":{"keywords":[{"text":"Heat oven"},{"text":"baking sheet"}]}}</script><script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({"event":"Page Data","template":"recipe"});</script>`,
        body: `<script id="__DESIGN_TOKENS__" type="application/json">{"colors":{"highlightLight":"rgba(114, 174, 178, 1)"}}</script><div id="__next"><div class="default-layout"><div class="ad-slot hidden-print ad-slot--oop"><div id="recipe--oop--1" class="dfp-ad"></div></div><nav class="main-nav" aria-label="Main"><ul class="main-nav__nav list"><li class="main-nav__nav-item"><a href="/recipes">Recipes</a></li><li class="main-nav__nav-item"><a href="/howto">Tips &amp; how-to</a></li></ul></nav><main id="main-content" class="post recipe"><div class="container post-header__container"><div class="headline post-header__title post-header__title--masthead-layout"><h1 class="heading-1">${esc(r.title)}</h1></div><ul class="recipe__cook-and-prep list"><li class="body-copy-small list-item">Prep: <time dateTime="PT15M">15 mins</time></li><li class="body-copy-small list-item">Cook: <time dateTime="PT15M">15 mins</time></li></ul><div class="post-header__servings body-copy-small">Makes 8</div></div><div class="row recipe__instructions"><section class="recipe__ingredients col-12 mt-md col-lg-6" data-feature="Ingredients" data-placement="Ingredients"><h2 class="heading-4">Ingredients</h2><section><ul class="ingredients-list list">${ingredientLines(
          r,
        )
          .map((line) => `<li class="pb-xxs pt-xxs list-item list-item--separator">${esc(line)}</li>`)
          .join(
            '',
          )}</ul></section></section><section class="recipe__method-steps mb-lg col-12 col-lg-6" data-placement="MethodList"><h2 class="heading-4">Method</h2><div class="grouped-list"><ul class="grouped-list__list list">${stepLines(
          r,
        )
          .map(
            (text, i) =>
              `<li class="pb-xs pt-xs list-item"><span class="mb-xxs heading-6">step ${i + 1}</span><div class="editor-content"><p>${esc(text)}</p></div></li>`,
          )
          .join(
            '',
          )}</ul></div></section></div>${related(['Easy cheese scones', 'Fruit scones', 'Soda bread'], 'You may also like')}</main></div></div><script type="application/ld+json">${JSON.stringify(node)}</script><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"slug":"${slug(r.title)}"}},"page":"/recipes/[slug]"}</script>`,
      });
    },
  },
  {
    id: 'magazine-bbcgoodfood-microdata',
    site: 'bbcgoodfood.com (older pages)',
    shape:
      'Microdata as the older scraper reads it: h1 itemprop=name, li itemprop=ingredients with a glossary <a> tooltip, li itemprop=recipeInstructions, itemprop=recipeYield in a details span, no JSON-LD',
    recipe: 'appleCrumble',
    build: (r) =>
      htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} recipe | BBC Good Food</title>`,
        body: `${siteNav('BBC Good Food', ['Recipes', 'Health', 'Reviews'])}<div class="main row" itemscope itemtype="http://schema.org/Recipe"><h1 class="recipe-header__title" itemprop="name">${esc(r.title)}</h1><div class="recipe-header__description" itemprop="description"><p>${esc(r.description)}</p></div><div class="recipe-details"><span class="recipe-details__cooking-time-prep">Prep: <span>20 mins</span></span> <span class="recipe-details__cooking-time-cook">Cook: <span>40 mins</span></span> <span class="recipe-details__text" itemprop="recipeYield">Serves 6</span></div><div class="ingredients-list"><h3>Ingredients</h3><ul class="ingredients-list__group">${ingredientLines(
          r,
        )
          .map((line) => {
            const [word, ...rest] = line.split(' apples');
            return `<li class="ingredients-list__item" itemprop="ingredients">${rest.length ? `${esc(word)} <a href="/glossary/apple" class="ingredients-list__glossary-link" title="Glossary">apples</a>${esc(rest.join(' apples'))}` : esc(line)}${rest.length ? '<span class="ingredients-list__glossary-element" id="glossary-apple"><span class="glossary-tooltip">Apples are a source of fibre. <a href="/glossary/apple">Find out more</a></span></span>' : ''}</li>`;
          })
          .join('')}</ul></div><div class="method"><h3>Method</h3><ol class="method__list">${stepLines(r)
          .map((text) => `<li class="method__item" itemprop="recipeInstructions"><p>${esc(text)}</p></li>`)
          .join('')}</ol></div></div>${footer('BBC Good Food')}`,
      }),
  },
  {
    id: 'magazine-bbcfood',
    site: 'bbc.co.uk/food',
    shape:
      'Classes only as the older scraper reads them (li.recipe-ingredients__list-item, p.recipe-method__list-item-text), ingredient sub-headings as <h3>, no structured data',
    recipe: 'kofta',
    build: (r) =>
      htmlPage({
        lang: 'en-GB',
        head: `<title>${esc(r.title)} recipe - BBC Food</title><meta property="og:title" content="${esc(r.title)}">`,
        body: `<div id="orb-banner"><a href="https://www.bbc.co.uk">BBC</a><ul><li>Home</li><li>News</li><li>Sport</li></ul></div><div class="food-layout"><h1 class="gel-trafalgar content-title__text">${esc(r.title)}</h1><div class="recipe-metadata"><p class="recipe-metadata__prep-time">Less than 30 mins</p><p class="recipe-metadata__cook-time">10 to 30 mins</p><p class="recipe-metadata__serving">Serves 4</p></div><div class="recipe-ingredients-wrapper"><h2 class="recipe-ingredients__heading">Ingredients</h2><h3 class="recipe-ingredients__sub-heading">For the kofta</h3><ul class="recipe-ingredients__list">${ingredientLines(
          r,
        )
          .slice(0, 7)
          .map((l) => `<li class="recipe-ingredients__list-item">${esc(l)}</li>`)
          .join('')}</ul><h3 class="recipe-ingredients__sub-heading">For the yogurt</h3><ul class="recipe-ingredients__list">${ingredientLines(r)
          .slice(7)
          .map((l) => `<li class="recipe-ingredients__list-item">${esc(l)}</li>`)
          .join(
            '',
          )}</ul></div><div class="recipe-method-wrapper"><h2 class="recipe-method__heading">Method</h2><ol class="recipe-method__list">${stepLines(r)
          .map((s) => `<li class="recipe-method__list-item"><p class="recipe-method__list-item-text">${esc(s)}</p></li>`)
          .join('')}</ol></div></div>${footer('BBC')}`,
      }),
    truth: (t) => ({ ...t, ingredients: ['For the kofta:', ...t.ingredients.slice(0, 7), 'For the yogurt:', ...t.ingredients.slice(7)] }),
  },
  {
    id: 'magazine-nytimes',
    site: 'cooking.nytimes.com',
    shape:
      'Next.js: Recipe ld+json (HowToStep, recipeYield "4 servings") among __NEXT_DATA__; ingredient groups under hashed class names (ingredientgroup_name__xyz, ingredient_ingredient__abc)',
    recipe: 'satay',
    build: (r) => {
      const node = { ...recipeNode(r, { url: `${ORIGIN}/recipes/1023-${slug(r.title)}`, image: image(r) }), recipeYield: '4 servings' };
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} Recipe - NYT Cooking</title><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `<div id="__next"><header class="header_header__3wmld"><nav><a href="/">NYT Cooking</a><a href="/search">Search</a></nav></header><main><h1 class="pantry--title-display">${esc(r.title)}</h1><div class="recipebody_ingredients-block__cMA2h"><h2 class="pantry--title-sm">Ingredients</h2><p class="ingredients_recipeYield__DN65p">Yield: 4 servings</p>${r.ingredients.map((g) => `<h3 class="ingredientgroup_name__2kmxa pantry--label">${esc(g.group)}</h3><ul>${g.items.map((line) => `<li class="ingredient_ingredient__rfjvs"><span class="ingredient_quantity__Z_Mvw">${esc(line.split(' ')[0])}</span><span>${esc(line.split(' ').slice(1).join(' '))}</span></li>`).join('')}</ul>`).join('')}</div><div class="recipebody_prep-block__FegRB"><h2 class="pantry--title-sm">Preparation</h2>${r.steps.map((s) => `<ol class="preparation_stepList___jqWa">${s.items.map((text, i) => `<li class="preparation_step__nzZHP"><p class="pantry--ui-strong preparation_stepNumber__qWIz4">Step ${i + 1}</p><p class="pantry--body-long">${esc(text)}</p></li>`).join('')}</ol>`).join('')}</div></main></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"recipe":{"title":${JSON.stringify(r.title)}}}}}</script>`,
      });
    },
    truth: (t) => ({ ...t, ingredients: t.ingredients.map((line) => line) }),
  },
  {
    id: 'magazine-foodnetwork',
    site: 'foodnetwork.com',
    shape: 'ld+json array holding the Recipe (HowToStep) and an ItemList; o-Ingredients HTML with a "Deselect All" checkbox first',
    recipe: 'enchiladas',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}`, image: image(r) });
      node['@context'] = 'http://schema.org';
      const itemList = {
        '@context': 'http://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: `${ORIGIN}/recipes/other-1` },
          { '@type': 'ListItem', position: 2, url: `${ORIGIN}/recipes/other-2` },
        ],
      };
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} Recipe | Food Network</title><script type="application/ld+json">${JSON.stringify([node, itemList])}</script>`,
        body: `${siteNav('Food Network', ['Recipes', 'Shows', 'Healthy', 'Holidays'])}<main><div class="o-AssetTitle"><h1 class="o-AssetTitle__a-Headline"><span class="o-AssetTitle__a-HeadlineText">${esc(r.title)}</span></h1></div><section class="o-Ingredients"><h3 class="o-Ingredients__a-HeadlineText">Ingredients</h3><div class="o-Ingredients__m-Body"><p class="o-Ingredients__a-Ingredient"><input class="o-Ingredients__a-Ingredient--Checkbox" type="checkbox" id="ing-all"><label for="ing-all"><span class="o-Ingredients__a-Ingredient--CheckboxLabel">Deselect All</span></label></p>${ingredientLines(
          r,
        )
          .map(
            (line, i) =>
              `<p class="o-Ingredients__a-Ingredient"><input class="o-Ingredients__a-Ingredient--Checkbox" type="checkbox" id="ing-${i}"><span class="o-Ingredients__a-Ingredient--CheckboxLabel">${esc(line)}</span></p>`,
          )
          .join(
            '',
          )}</div></section><section class="o-Method"><h3 class="o-Method__a-HeadlineText">Directions</h3><div class="o-Method__m-Body"><ol>${stepLines(
          r,
        )
          .map((s) => `<li class="o-Method__m-Step">${esc(s)}</li>`)
          .join('')}</ol></div></section>${related(['Chicken Tortilla Soup', 'Beef Tacos'], 'Related Recipes')}</main>${footer('Food Network')}`,
      });
    },
  },
  {
    id: 'magazine-delish',
    site: 'delish.com',
    shape:
      'Hearst: Recipe ld+json with HowToSteps, ingredient amount and name in separate spans, a "Advertisement - Continue Reading Below" break inside the steps list',
    recipe: 'fishTacos',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/cooking/recipe-ideas/${slug(r.title)}`, image: image(r) });
      return htmlPage({
        lang: 'en',
        head: `<title>Best ${esc(r.title)} Recipe - How To Make ${esc(r.title)}</title><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `${siteNav('Delish', ['Recipes', 'Kitchen Tools', 'Shopping'])}<main><header><h1 class="css-1lj4t8b e1rluvgc5">${esc(r.title)}</h1></header><div class="ingredients ingredients-body css-0 eno1xhi5"><h2>Ingredients</h2><ul class="ingredient-lists css-1n0k6pm">${ingredientLines(
          r,
        )
          .map((line) => {
            const [amount, ...rest] = line.split(' ');
            return `<li><p><strong>${esc(amount)}</strong> ${esc(rest.join(' '))}</p></li>`;
          })
          .join('')}</ul></div><div class="directions css-0"><h2>Directions</h2><ul class="css-1vlbn6u et3p2gv0">${stepLines(r)
          .map(
            (s, i) =>
              `<li>${i === 2 ? '<div class="ad-container css-1b3ttzb"><span>Advertisement - Continue Reading Below</span></div>' : ''}<p>${esc(s)}</p></li>`,
          )
          .join('')}</ul></div></main>${footer('Delish')}`,
      });
    },
  },
  {
    id: 'magazine-tasteofhome',
    site: 'tasteofhome.com',
    shape: 'Yoast-style @graph with WebPage and the Recipe as mainEntity of the WebPage; recipe-ingredients__list and recipe-directions__list HTML',
    recipe: 'meatballs',
    build: (r) => {
      const url = `${ORIGIN}/recipes/${slug(r.title)}/`;
      const webPage = { '@type': 'WebPage', '@id': url, name: r.title, mainEntity: recipeNode(r, { url, image: image(r) }) };
      return htmlPage({
        head: `<title>${esc(r.title)} Recipe: How to Make It</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'Taste of Home' }, webPage] })}</script>`,
        body: `${siteNav('Taste of Home')}<main><h1 class="recipe-title">${esc(r.title)}</h1><div class="recipe-ingredients"><h2>Ingredients</h2><ul class="recipe-ingredients__list">${ingredientLines(
          r,
        )
          .map((l) => `<li>${esc(l)}</li>`)
          .join('')}</ul></div><div class="recipe-directions"><h2>Directions</h2><ol class="recipe-directions__list">${stepLines(r)
          .map((s) => `<li class="recipe-directions__item"><span>${esc(s)}</span></li>`)
          .join('')}</ol></div>${related(["Mom's Meat Loaf", 'Creamy Chicken Casserole'])}</main>${footer('Taste of Home')}`,
      });
    },
  },
  {
    id: 'magazine-thekitchn',
    site: 'thekitchn.com',
    shape: 'Recipe ld+json with HowToSteps and a second ld+json NewsArticle; ingredients as amount and name spans in a Recipe__ingredients list',
    recipe: 'quiche',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/${slug(r.title)}-recipe-123`, image: image(r) });
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} Recipe | The Kitchn</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: `How To Make the Best ${r.title}`, author: { '@type': 'Person', name: 'Sam' } })}</script><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `${siteNav('The Kitchn')}<main><h1 class="Post__headline">How To Make the Best ${esc(r.title)}</h1>${`<p class="Post__body">A recipe we come back to every spring.</p>`}<div class="Recipe"><h2 class="Recipe__title">${esc(r.title)}</h2><ul class="Recipe__ingredients">${ingredientLines(
          r,
        )
          .map((line) => {
            const [amount, ...rest] = line.split(' ');
            return `<li class="Recipe__ingredient"><span class="Recipe__ingredientQuantity">${esc(amount)}</span> <span class="Recipe__ingredientName">${esc(rest.join(' '))}</span></li>`;
          })
          .join('')}</ul><ol class="Recipe__instructions">${stepLines(r)
          .map((s) => `<li class="Recipe__instructionStep"><span class="Recipe__instructionStepContent">${esc(s)}</span></li>`)
          .join('')}</ol></div></main>${footer('The Kitchn')}`,
      });
    },
  },
  {
    id: 'magazine-kingarthur',
    site: 'kingarthurbaking.com',
    shape: 'Drupal: Recipe ld+json inside @graph with HowToSection steps that carry no names, ingredient weights in parentheses',
    recipe: 'focaccia',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}-recipe`, image: image(r) });
      node.recipeInstructions = [
        { '@type': 'HowToSection', name: '', itemListElement: stepLines(r).map((text) => ({ '@type': 'HowToStep', text })) },
      ];
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} Recipe | King Arthur Baking</title><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [node] })}</script>`,
        body: `${siteNav('King Arthur Baking', ['Recipes', 'Learn', 'Shop'])}<main><h1>${esc(r.title)}</h1><div class="recipe__ingredients"><h2>Ingredients</h2><div class="ingredient-section"><ul>${ingredientLines(
          r,
        )
          .map((l) => `<li>${esc(l)}</li>`)
          .join('')}</ul></div></div><div class="recipe__instructions"><h2>Instructions</h2><ol>${stepLines(r)
          .map((s) => `<li><p>${esc(s)}</p></li>`)
          .join('')}</ol></div></main>${footer('King Arthur Baking')}`,
      });
    },
  },
  {
    id: 'magazine-tastecomau',
    site: 'taste.com.au',
    shape: 'Recipe ld+json with recipeInstructions as a list of plain strings (as quoted in a Mealie issue) and ingredients naming brands',
    recipe: 'bakedOats',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}/abc123`, image: image(r), steps: 'strings' });
      return htmlPage({
        lang: 'en-AU',
        head: `<title>${esc(r.title)} recipe | taste.com.au</title><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `${siteNav('taste.com.au')}<main><h1>${esc(r.title)}</h1><div class="recipe-ingredients-section"><h2>Ingredients</h2><ul>${ingredientLines(
          r,
        )
          .map((l) => `<li><div class="ingredient-description">${esc(l)}</div></li>`)
          .join('')}</ul></div><div class="recipe-method-section"><h2>Method</h2><ol>${stepLines(r)
          .map((s) => `<li><div class="recipe-method-step-content">${esc(s)}</div></li>`)
          .join('')}</ol></div></main>${footer('taste.com.au')}`,
      });
    },
  },
  {
    id: 'magazine-americastestkitchen',
    site: 'americastestkitchen.com',
    shape:
      "Recipe ld+json with steps but no recipeIngredient (the scraper reads ingredients from the page's application/json state); the ingredients rendered in the page under plain headings",
    recipe: 'beefStew',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/123-${slug(r.title)}`, image: image(r) });
      delete node.recipeIngredient;
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} | America's Test Kitchen Recipe</title><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `<div id="__next"><header><nav><a href="/recipes">Recipes</a><a href="/reviews">Reviews</a></nav></header><main><h1 class="detail-page-main__title">${esc(r.title)}</h1><p class="detail-page-main__headnote">Why This Recipe Works: browning in batches builds flavor.</p><section class="detail-page__ingredients"><h2>Ingredients</h2><p>Serves 6</p><ul>${ingredientLines(
          r,
        )
          .map(
            (l) =>
              `<li class="ingredient"><span class="ingredient__quantity">${esc(l.split(' ')[0])}</span> <span class="ingredient__text">${esc(l.split(' ').slice(1).join(' '))}</span></li>`,
          )
          .join('')}</ul></section><section class="detail-page__instructions"><h2>Instructions</h2><ol>${stepLines(r)
          .map((s) => `<li class="instruction"><p>${esc(s)}</p></li>`)
          .join(
            '',
          )}</ol></section></main></div><script id="__NEXT_DATA__" type="application/json">{"props":{"initialState":{"content":{"documents":{"recipe_123":{"title":${JSON.stringify(r.title)}}}}}}}</script>`,
      });
    },
  },
  {
    id: 'magazine-lecker',
    site: 'lecker.de',
    shape:
      'German magazine: Recipe ld+json written by json_encode (escaped slashes, \\u00fc escapes, as quoted in a Nextcloud Cookbook issue), recipeInstructions one string with a line per step',
    recipe: 'schnitzel',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/${slug(r.title)}-75693.html`, image: image(r), steps: 'text' });
      node['@context'] = 'http://schema.org';
      return htmlPage({
        lang: 'de',
        head: `<title>${esc(r.title)} Rezept | LECKER</title><script type="application/ld+json">${phpJson(node)}</script>`,
        body: `${siteNav('LECKER', ['Rezepte', 'Backen', 'Kochen'])}<main><h1 class="article-title">${esc(r.title)}</h1><div class="recipe-ingredients"><h2>Zutaten</h2><table class="ingredients">${ingredientLines(
          r,
        )
          .map((l) => `<tr><td class="amount">${esc(l.split(' ')[0])}</td><td class="name">${esc(l.split(' ').slice(1).join(' '))}</td></tr>`)
          .join('')}</table></div><div class="recipe-preparation"><h2>Zubereitung</h2>${stepLines(r)
          .map((s, i) => `<div class="step"><span class="step-number">${i + 1}.</span><p>${esc(s)}</p></div>`)
          .join('')}</div></main>${footer('LECKER')}`,
      });
    },
  },
  {
    id: 'magazine-foodcom',
    site: 'food.com',
    shape:
      'Recipe ld+json with HowToSteps in a page whose ingredient list is split into quantity and text spans with <a> links on the ingredient names',
    recipe: 'pancakes',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recipe/${slug(r.title)}-28102`, image: image(r) });
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} Recipe - Food.com</title><script type="application/ld+json">${JSON.stringify(node)}</script>`,
        body: `${siteNav('Food.com')}<main><h1 class="svelte-1muv3s8">${esc(r.title)}</h1><ul class="ingredient-list svelte-1dqq0pw">${ingredientLines(
          r,
        )
          .map((l) => {
            const [q, ...rest] = l.split(' ');
            return `<li style="display: contents"><span class="ingredient-quantity svelte-1dqq0pw">${esc(q)}</span> <span class="ingredient-text svelte-1dqq0pw"><a href="/about/${slug(rest.at(-1))}">${esc(rest.join(' '))}</a></span></li>`;
          })
          .join('')}</ul><ul class="direction-list svelte-1dqq0pw">${stepLines(r)
          .map((s) => `<li class="direction svelte-1dqq0pw">${esc(s)}</li>`)
          .join('')}</ul></main>${footer('Food.com')}`,
      });
    },
  },
];
