// Supermarkets, food brands and appliance makers, and non-English sites (several with English pages).
import {
  esc,
  footer,
  htmlPage,
  ingredientLines,
  ldJson,
  phpJson,
  recipeNode,
  siteNav,
  slug,
  stepLines,
  story,
  STORY,
  wprmCard,
  yoastGraph,
  yoastScript,
} from './blocks.mjs';

const ORIGIN = '{{base}}';
const image = (r) => `${ORIGIN}/images/${slug(r.title)}.jpg`;
const simpleBody = (r, site, { ingredients = 'Ingredients', method = 'Method' } = {}) =>
  `${siteNav(site, ['Recipes', 'Offers', 'Delivery', 'My account'])}<main><h1>${esc(r.title)}</h1><p>${esc(r.description)}</p><section class="recipe-ingredients"><h2>${ingredients}</h2><ul>${ingredientLines(
    r,
  )
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul></section><section class="recipe-method"><h2>${method}</h2><ol>${stepLines(r)
    .map((s) => `<li>${esc(s)}</li>`)
    .join('')}</ol></section></main>${footer(site)}`;

export const SUPERMARKET_PAGES = [
  {
    id: 'supermarket-ah',
    site: 'ah.nl',
    shape:
      'Albert Heijn (Dutch): Recipe ld+json with HowToSteps; steps also in div.recipe-preparation-steps_root__hash paragraphs; ingredient amounts in separate table cells',
    recipe: 'goulash',
    build: (r) =>
      htmlPage({
        lang: 'nl',
        head: `<title>${esc(r.title)} recept - Allerhande | Albert Heijn</title>${ldJson({ ...recipeNode(r, { url: `${ORIGIN}/allerhande/recept/R-R123/${slug(r.title)}`, image: image(r) }), '@context': 'https://schema.org' })}`,
        body: `${siteNav('Albert Heijn', ['Producten', 'Bonus', 'Allerhande'])}<main><h1 class="typography_root__Om3Wh recipe-header-title_title__hmFtP">${esc(r.title)}</h1><div class="recipe-ingredients_root__lHbVY"><h2>Ingrediënten</h2><table><tbody>${ingredientLines(
          r,
        )
          .map(
            (l) =>
              `<tr class="ingredient_root__nk5KV"><td class="ingredient_amount__y6D6x">${esc(l.split(' ')[0])}</td><td class="ingredient_name__WXu5R">${esc(l.split(' ').slice(1).join(' '))}</td></tr>`,
          )
          .join('')}</tbody></table></div><div class="recipe-preparation-steps_root__Sw+m3"><h2>Bereiden</h2><ol>${stepLines(r)
          .map((s) => `<li class="recipe-steps_step__Dc8mu"><p>${esc(s)}</p></li>`)
          .join('')}</ol></div></main>${footer('Albert Heijn')}`,
      }),
  },
  {
    id: 'supermarket-tesco',
    site: 'realfood.tesco.com',
    shape: 'Tesco Real Food: Recipe ld+json nested as mainEntity of a WebPage, ingredients with pack sizes, recipeYield "Serves 4"',
    recipe: 'tikka',
    build: (r) =>
      htmlPage({
        lang: 'en-GB',
        head: `<title>${esc(r.title)} | Tesco Real Food</title>${ldJson({ '@context': 'https://schema.org', '@type': 'WebPage', name: r.title, mainEntity: { ...recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}.html`, image: image(r) }), recipeYield: 'Serves 4' } })}`,
        body: simpleBody(r, 'Tesco Real Food'),
      }),
  },
  {
    id: 'supermarket-woolworths',
    site: 'woolworths.com.au',
    shape: 'Woolworths: Recipe ld+json with recipeInstructions as one HTML string of paragraphs',
    recipe: 'chickpeaCurry',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/shop/recipedetail/1234/${slug(r.title)}`, image: image(r) });
      node.recipeInstructions = stepLines(r)
        .map((s) => `<p>${esc(s)}</p>`)
        .join('');
      return htmlPage({
        lang: 'en-AU',
        head: `<title>${esc(r.title)} Recipe | Woolworths</title>${ldJson(node)}`,
        body: simpleBody(r, 'Woolworths'),
      });
    },
  },
  {
    id: 'supermarket-hellofresh',
    site: 'hellofresh.com',
    shape:
      'Next.js: Recipe ld+json whose HowToStep texts each hold several bulleted lines ("• …\\n• …"), ingredients as objects-turned-strings with amounts, the step cards rendered with <p>s',
    recipe: 'fishTacos',
    build: (r) => {
      const steps = stepLines(r);
      const grouped = [steps.slice(0, 2), steps.slice(2)];
      const node = recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}-5f3c`, image: image(r) });
      node.recipeInstructions = grouped.map((lines) => ({ '@type': 'HowToStep', text: lines.map((line) => `• ${line}`).join('\n') }));
      return htmlPage({
        lang: 'en-US',
        head: `<title>${esc(r.title)} Recipe | HelloFresh</title>${ldJson(node)}`,
        body: `<div id="__next"><header><nav><a href="/plans">Our Plans</a><a href="/menus">Menus</a></nav></header><main><h1 data-test-id="recipe-detail-title">${esc(r.title)}</h1><div data-test-id="ingredients-list">${ingredientLines(
          r,
        )
          .map(
            (l) => `<div data-test-id="ingredient-item-shipped"><p>${esc(l.split(' ')[0])}</p><p>${esc(l.split(' ').slice(1).join(' '))}</p></div>`,
          )
          .join(
            '',
          )}</div><div data-test-id="instructions">${grouped.map((lines, i) => `<div data-test-id="instruction-step"><span>${i + 1}</span><div><p>${lines.map((line) => `• ${esc(line)}`).join('<br>')}</p></div></div>`).join('')}</div></main></div>`,
      });
    },
    truth: (t, r) => {
      const steps = stepLines(r);
      return { ...t, instructions: [steps.slice(0, 2), steps.slice(2)].map((lines) => lines.map((line) => `• ${line}`).join(' ')) };
    },
  },
  {
    id: 'supermarket-receitasnestle',
    site: 'receitasnestle.com.br',
    shape:
      'Food brand (Portuguese): Recipe ld+json followed by a stray closing brace in the same script ("Extra data" for strict parsers, as reported for this site)',
    recipe: 'chickenStroganoff',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/receitas/${slug(r.title)}`, image: image(r), steps: 'strings' });
      return htmlPage({
        lang: 'pt-BR',
        head: `<title>${esc(r.title)} | Receitas Nestlé</title><script type="application/ld+json">\n${JSON.stringify(node, null, 2)}\n}\n</script>`,
        body: simpleBody(r, 'Receitas Nestlé', { ingredients: 'Ingredientes', method: 'Modo de preparo' }),
      });
    },
  },
  {
    id: 'supermarket-ajinomoto',
    site: 'saboresajinomoto.com.br',
    shape: 'Food brand (Portuguese): two ld+json documents in one script with a semicolon between them ("Extra data", as reported for this site)',
    recipe: 'feijoada',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/receita/${slug(r.title)}`, image: image(r) });
      const breadcrumb = {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Receitas', item: `${ORIGIN}/receitas` }],
      };
      return htmlPage({
        lang: 'pt-BR',
        head: `<title>${esc(r.title)} | Sabores Ajinomoto</title><script type="application/ld+json">${JSON.stringify(breadcrumb)};\n${JSON.stringify(node)}</script>`,
        body: simpleBody(r, 'Sabores Ajinomoto', { ingredients: 'Ingredientes', method: 'Modo de preparo' }),
      });
    },
  },
  {
    id: 'supermarket-ica',
    site: 'ica.se',
    shape: 'ICA (Swedish): Recipe ld+json with recipeYield "4 portioner" and HowToSteps; cooking steps also as a checklist in the page',
    recipe: 'meatballs',
    build: (r) =>
      htmlPage({
        lang: 'sv',
        head: `<title>${esc(r.title)} | Recept ICA.se</title>${ldJson({ ...recipeNode(r, { url: `${ORIGIN}/recept/${slug(r.title)}-123/`, image: image(r) }), recipeYield: '4 portioner' })}`,
        body: simpleBody(r, 'ICA', { ingredients: 'Ingredienser', method: 'Gör så här' }),
      }),
  },
  {
    id: 'supermarket-waitrose',
    site: 'waitrose.com',
    shape: 'Waitrose: Recipe ld+json written by json_encode inside a page of product tiles; HowToSteps',
    recipe: 'bolognese',
    build: (r) =>
      htmlPage({
        lang: 'en-GB',
        head: `<title>${esc(r.title)} | Waitrose &amp; Partners</title><script type="application/ld+json">${phpJson(recipeNode(r, { url: `${ORIGIN}/ecom/recipes/${slug(r.title)}`, image: image(r) }))}</script>`,
        body: `${simpleBody(r, 'Waitrose & Partners')}<section class="products"><h2>Shop the ingredients</h2><ul><li class="product-tile">Essential Beef Mince 500g £3.50</li><li class="product-tile">Tagliatelle 500g £1.95</li></ul></section>`,
      }),
  },
];

export const APPLIANCE_PAGES = [
  {
    id: 'appliance-cookidoo',
    site: 'cookidoo.international (Thermomix)',
    shape:
      'Thermomix Cookidoo: Recipe ld+json with HowToSteps naming machine settings, recipeYield "4 portions", and the same steps in core-list-section markup with <nobr> settings',
    recipe: 'risottoTm',
    build: (r) =>
      htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} - Cookidoo® – the official Thermomix® recipe platform</title>${ldJson({ ...recipeNode(r, { url: `${ORIGIN}/recipes/recipe/en/r123`, image: image(r) }), recipeYield: '4 portions', tool: ['Thermomix® TM6'] })}`,
        body: `<core-nav><a href="/foundation/en">Home</a><a href="/search/en">Recipes</a></core-nav><main><h1 class="recipe-card__title">${esc(r.title)}</h1><div id="ingredients-section" class="recipe-content__section"><h3>Ingredients</h3><ul class="core-list-section"><li class="recipe-ingredient"><span class="recipe-ingredient__amount">${''}</span></li>${ingredientLines(
          r,
        )
          .map((l) => `<li class="core-list-item"><recipe-ingredient><span class="recipe-ingredient__name">${esc(l)}</span></recipe-ingredient></li>`)
          .join(
            '',
          )}</ul></div><div id="preparation-steps" class="recipe-content__section"><h3>Preparation</h3><ol class="core-list-section">${stepLines(r)
          .map((s) => `<li class="core-list-item"><span>${esc(s).replace(/(\d+ (?:sec|min)\/[^ .]+(?:\/[^ .]+)*)/g, '<nobr>$1</nobr>')}</span></li>`)
          .join('')}</ol></div></main>`,
      }),
  },
  {
    id: 'appliance-monsieurcuisine',
    site: 'monsieur-cuisine.com',
    shape:
      "Lidl's Monsieur Cuisine: Recipe ld+json with recipeInstructions as one string, a line per step, recipeIngredient as one string with a line per ingredient",
    recipe: 'soupMc',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/en/recipes/${slug(r.title)}/123`, image: image(r), steps: 'text' });
      node.recipeIngredient = ingredientLines(r).join('\n');
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} | Monsieur Cuisine</title>${ldJson(node)}`,
        body: simpleBody(r, 'Monsieur Cuisine', { method: 'Preparation' }),
      });
    },
  },
  {
    id: 'appliance-weber',
    site: 'weber.com',
    shape: 'Weber (grills): Recipe ld+json with raw tab characters inside its strings (as reported in an org-chef pull request), steps as HowToSteps',
    recipe: 'grilledCorn',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/US/en/recipes/${slug(r.title)}.html`, image: image(r) });
      const json = JSON.stringify(node, null, '\t')
        .replace(/"Prepare the grill/, '"\tPrepare the grill')
        .replace(/\\t/g, '\t');
      return htmlPage({
        lang: 'en-US',
        head: `<title>${esc(r.title)} | Weber Grills</title><script type="application/ld+json">${json}</script>`,
        body: simpleBody(r, 'Weber', { method: 'Instructions' }),
      });
    },
  },
  {
    id: 'appliance-kitchenaid',
    site: 'kitchenaid.com',
    shape: "Appliance maker's recipe page: Recipe ld+json inside an @graph under mainEntityOfPage of an Article, HowToSections with names",
    recipe: 'lemonCake',
    build: (r) => {
      const url = `${ORIGIN}/pinch-of-help/recipes/${slug(r.title)}.html`;
      const node = recipeNode(r, { url, image: image(r) });
      node.recipeInstructions = [
        {
          '@type': 'HowToSection',
          name: 'Cake',
          itemListElement: stepLines(r)
            .slice(0, 3)
            .map((text) => ({ '@type': 'HowToStep', text })),
        },
        {
          '@type': 'HowToSection',
          name: 'Drizzle',
          itemListElement: stepLines(r)
            .slice(3)
            .map((text) => ({ '@type': 'HowToStep', text })),
        },
      ];
      return htmlPage({
        lang: 'en-US',
        head: `<title>${esc(r.title)} Recipe | KitchenAid</title>${ldJson({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Article', headline: r.title, mainEntityOfPage: node }] })}`,
        body: simpleBody(r, 'KitchenAid', { method: 'Directions' }),
      });
    },
    truth: (t) => ({ ...t, instructions: ['Cake:', ...t.instructions.slice(0, 3), 'Drizzle:', ...t.instructions.slice(3)] }),
  },
];

export const INTERNATIONAL_PAGES = [
  {
    id: 'international-kitchenstories',
    site: 'kitchenstories.com (English pages of a German site)',
    shape: 'Recipe ld+json printed HTML-escaped inside its script (&quot;…&quot;, as fixed in recipe-scrapers for this site), steps as HowToSteps',
    recipe: 'pestoPasta',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/en/recipes/${slug(r.title)}`, image: image(r) });
      return htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} | Recipe | Kitchen Stories</title><script type="application/ld+json">${esc(JSON.stringify(node))}</script>`,
        body: `<div id="app"><nav><a href="/en">Home</a><a href="/en/recipes">Recipes</a></nav><main><h1>${esc(r.title)}</h1><div class="ingredients">${ingredientLines(
          r,
        )
          .map((l) => `<div class="ingredient-row"><span>${esc(l)}</span></div>`)
          .join('')}</div><div class="steps">${stepLines(r)
          .map((s, i) => `<div class="step"><h3>Step ${i + 1}/${stepLines(r).length}</h3><p>${esc(s)}</p></div>`)
          .join('')}</div></main></div>`,
      });
    },
  },
  {
    id: 'international-giallozafferano',
    site: 'giallozafferano.com (English site of the Italian one)',
    shape: 'Recipe ld+json with HowToSteps and recipeYield a number; a second ld+json Organization; steps in the page with numbered images',
    recipe: 'pestoPasta',
    build: (r) =>
      htmlPage({
        lang: 'en',
        head: `<title>${esc(r.title)} - Italian recipes by GialloZafferano</title>${ldJson({ '@context': 'http://schema.org', '@type': 'Organization', name: 'GialloZafferano' })}${ldJson({ ...recipeNode(r, { url: `${ORIGIN}/recipes/${slug(r.title)}.html`, image: image(r) }), recipeYield: 4 })}`,
        body: simpleBody(r, 'GialloZafferano', { method: 'How to prepare' }),
      }),
  },
  {
    id: 'international-cookpad',
    site: 'cookpad.com/uk',
    shape: 'Cookpad: Recipe ld+json whose HowToSteps carry images and whose recipeIngredient lines hold the amount after the name',
    recipe: 'dal',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/uk/recipes/123-${slug(r.title)}`, image: image(r) });
      node.recipeInstructions = stepLines(r).map((text, i) => ({ '@type': 'HowToStep', text, image: [`${ORIGIN}/step${i}.jpg`] }));
      return htmlPage({
        lang: 'en-GB',
        head: `<title>${esc(r.title)} Recipe by Amira - Cookpad</title>${ldJson(node)}`,
        body: simpleBody(r, 'Cookpad', { method: 'Steps' }),
      });
    },
  },
  {
    id: 'international-marmiton',
    site: 'marmiton.org',
    shape:
      'French: the script\'s type attribute entity-encoded (type="application&#x2F;ld&#x2B;json", as quoted in a Nextcloud Cookbook issue), recipeYield "6 personnes", ingredient lines with a double space',
    recipe: 'gratin',
    build: (r) => {
      const node = {
        ...recipeNode(r, { url: `${ORIGIN}/recettes/recette_${slug(r.title)}_64092.aspx`, image: image(r) }),
        recipeYield: '6 personnes',
      };
      return htmlPage({
        lang: 'fr',
        head: `<title>${esc(r.title)} : la recette facile</title><script type="application&#x2F;ld&#x2B;json">${JSON.stringify(node)}</script>`,
        body: simpleBody(r, 'Marmiton', { ingredients: 'Ingrédients', method: 'Préparation' }),
      });
    },
  },
  {
    id: 'international-chefkoch',
    site: 'chefkoch.de',
    shape: 'German: Recipe ld+json with recipeInstructions as one string of paragraphs separated by blank lines, recipeYield "4 Portionen"',
    recipe: 'schnitzel',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/rezepte/2659071417547506/${slug(r.title)}.html`, image: image(r) });
      node.recipeInstructions = stepLines(r).join('\n\n');
      return htmlPage({
        lang: 'de',
        head: `<title>${esc(r.title)} von Koch123 | Chefkoch</title>${ldJson(node)}`,
        body: simpleBody(r, 'Chefkoch', { ingredients: 'Zutaten', method: 'Zubereitung' }),
      });
    },
  },
  {
    id: 'international-750g',
    site: '750g.com',
    shape: 'French: Recipe ld+json with HowToSteps and a second ld+json VideoObject that has its own name; recipeYield "12 crêpes"',
    recipe: 'crepes',
    build: (r) =>
      htmlPage({
        lang: 'fr',
        head: `<title>${esc(r.title)} - 750g</title>${ldJson({ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Comment faire des crêpes', description: 'Vidéo', uploadDate: '2022-01-01' })}${ldJson(recipeNode(r, { url: `${ORIGIN}/${slug(r.title)}-r1234.htm`, image: image(r) }))}`,
        body: simpleBody(r, '750g', { ingredients: 'Ingrédients', method: 'Préparation' }),
      }),
  },
  {
    id: 'international-kwestiasmaku',
    site: 'kwestiasmaku.com',
    shape:
      "Polish Drupal site: Recipe ld+json naming the recipe only; ingredients and steps in div.field-name-field-skladniki and div.field-name-field-przygotowanie lists (the scraper's selectors), yield in field-name-field-ilosc-porcji",
    recipe: 'pierogi',
    build: (r) => {
      const node = {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: r.title,
        author: { '@type': 'Person', name: 'Kwestia Smaku' },
        image: image(r),
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '52' },
      };
      return htmlPage({
        lang: 'pl',
        head: `<title>${esc(r.title)} - Kwestia Smaku</title>${ldJson(node)}`,
        body: `${siteNav('Kwestia Smaku', ['Przepisy', 'Obiady', 'Desery'])}<div id="page"><div class="region-content"><h1 class="page-header">${esc(r.title)}</h1><div class="field field-name-field-ilosc-porcji">Ilość porcji: 40 pierogów</div><div class="group-skladniki field-group-div"><h2>Składniki</h2><div class="field field-name-field-skladniki field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even"><ul>${ingredientLines(
          r,
        )
          .map((l) => `<li>${esc(l)}</li>`)
          .join(
            '',
          )}</ul></div></div></div></div><div class="group-przepis field-group-div"><h2>Przygotowanie</h2><div class="field field-name-field-przygotowanie field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even"><ul>${stepLines(
          r,
        )
          .map((s) => `<li>${esc(s)}</li>`)
          .join(
            '',
          )}</ul></div></div></div></div><div class="view-zdjecia"><ul><li class="first"><img src="${image(r)}" alt=""></li></ul></div></div></div>${footer('Kwestia Smaku')}`,
      });
    },
  },
  {
    id: 'international-kuchniastudenta',
    site: 'kuchniastudenta.pl',
    shape:
      'Polish: an ld+json @graph whose @context is an object ({"@vocab": …}, as reported for this site), the Recipe in the graph with schema-less keys',
    recipe: 'gazpacho',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/przepisy/${slug(r.title)}`, image: image(r) });
      delete node['@context'];
      return htmlPage({
        lang: 'pl',
        head: `<title>${esc(r.title)} - Kuchnia Studenta</title>${ldJson({ '@context': { '@vocab': 'http://schema.org/' }, '@graph': [{ '@type': 'Organization', name: 'Kuchnia Studenta', url: ' https://kuchniastudenta.pl' }, node] }, { space: 2 })}`,
        body: simpleBody(r, 'Kuchnia Studenta', { ingredients: 'Składniki', method: 'Przygotowanie' }),
      });
    },
  },
  {
    id: 'international-arla',
    site: 'arla.se',
    shape: 'Swedish dairy brand: Recipe ld+json with recipeIngredient as objects of a HowToSection-like group per part of the dish',
    recipe: 'chocolateMousse',
    build: (r) => {
      const node = recipeNode(r, { url: `${ORIGIN}/recept/${slug(r.title)}/`, image: image(r) });
      node.recipeIngredient = [
        { '@type': 'ItemList', name: 'Mousse', itemListElement: ingredientLines(r).map((text) => ({ '@type': 'ListItem', text })) },
      ];
      return htmlPage({
        lang: 'sv',
        head: `<title>${esc(r.title)} | Arla</title>${ldJson(node)}`,
        body: simpleBody(r, 'Arla', { ingredients: 'Ingredienser', method: 'Gör så här' }),
      });
    },
    truth: (t) => ({ ...t, ingredients: ['Mousse:', ...t.ingredients] }),
  },
  {
    id: 'international-internationalcuisine',
    site: 'internationalcuisine.com',
    shape: 'Recipe ld+json whose name carries &uuml; entities (as reported for this site) and whose steps are HowToSections inside a Yoast graph',
    recipe: 'ratatouille',
    build: (r) => {
      const url = `${ORIGIN}/${slug(r.title)}/`;
      const node = { ...recipeNode(r, { url, image: image(r), steps: 'sections' }), name: 'Sheet Pan Ratatouille (Proven&ccedil;al Vegetables)' };
      const graph = yoastGraph({ url, title: r.title, site: 'International Cuisine', image: image(r), origin: ORIGIN, recipe: node });
      return htmlPage({
        head: `<title>${esc(r.title)} - International Cuisine</title>${yoastScript(graph)}`,
        body: `${siteNav('International Cuisine')}<main><article><h1>${esc(r.title)}</h1>${story(STORY)}${wprmCard({ ...r, title: 'Sheet Pan Ratatouille (Provençal Vegetables)' })}</article></main>${footer('International Cuisine')}`,
      });
    },
    truth: (t) => ({ ...t, title: 'Sheet Pan Ratatouille (Provençal Vegetables)' }),
  },
];
