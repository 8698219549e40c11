import { pageRecipeNodes, readRecipePage, recipeFromSchemaOrg, recipeNodes, yieldOf, type JsonObject } from './recipe-page.js';

const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: ['Boil it.'] });

describe('recipe-page', () => {
  it('finds every Recipe of a JSON-LD document, in order: alone, in arrays, @graph and mainEntity', () => {
    const document = [{ '@graph': [{ '@type': 'WebPage' }, recipe('One'), { '@type': 'WebPage', mainEntity: recipe('Two') }] }, recipe('Three')];

    expect(recipeNodes(document).map((node) => node.name)).toEqual(['One', 'Two', 'Three']);
    expect(recipeNodes(recipe('Alone'))).toEqual([recipe('Alone')]);
    expect(recipeNodes('not JSON-LD')).toEqual([]);
  });

  it("reads structured data's zero amount with words for its unit as those words, and a count without a word for 'pieces'", () => {
    const node = { ...recipe('Salad'), recipeIngredient: ['0 To taste black pepper', '0 As required salt', '4 Nos. eggs', '6 Numbers basil leaves'] };
    expect(recipeFromSchemaOrg(node, 'https://example.com/').ingredients).toEqual([
      'black pepper to taste',
      'salt as required',
      '4 eggs',
      '6 basil leaves',
    ]);
  });

  it("finds the Recipes of a page's ld+json scripts", () => {
    const script = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

    expect(
      pageRecipeNodes(`<html><head>${script(recipe('One'))}${script({ '@graph': [recipe('Two')] })}</head></html>`).map((node) => node.name),
    ).toEqual(['One', 'Two']);
  });

  it('reads a Recipe node as the form’s fields', () => {
    expect(recipeFromSchemaOrg({ ...recipe('Egg &amp; Soldiers'), totalTime: 'PT10M', image: 'egg.jpg' }, 'https://example.com/eggs/')).toEqual({
      name: 'Egg & Soldiers',
      description: null,
      ingredients: ['1 egg'],
      instructions: ['Boil it.'],
      cookTime: 10,
      prepTime: null,
      totalTime: 10,
      servings: null,
      yield: null,
      categories: [],
      tags: [],
      imageUrl: 'https://example.com/eggs/egg.jpg',
      via: 'json-ld',
    });
  });

  it('reads a page without <body> and its doctype without failing', () => {
    expect(readRecipePage('<!doctype html><title>Hi</title><p>Nothing to cook here.</p>', 'https://example.com/')).toBeNull();
  });

  describe('pages as real sites write them', () => {
    const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
    const ldScript = (json: string) => `<script type="application/ld+json">${json}</script>`;
    const url = 'https://example.com/recipes/x';

    it('reads JSON-LD that browsers tolerate: trailing commas, a byte order mark, two documents in one script', () => {
      const trailing = ldScript(
        `\uFEFF{"@type": "Recipe", "name": "Flapjacks", "recipeIngredient": ["oats", "butter",], "recipeInstructions": ["Bake.",],}`,
      );
      expect(readRecipePage(page(trailing), url)).toMatchObject({ name: 'Flapjacks', ingredients: ['oats', 'butter'], instructions: ['Bake.'] });
      const two = ldScript(
        `{"@type": "WebSite", "name": "Site"}\n{"@type": "Recipe", "name": "Scones", "recipeIngredient": ["flour"], "recipeInstructions": "Bake."}`,
      );
      expect(readRecipePage(page(two), url)).toMatchObject({ name: 'Scones', ingredients: ['flour'] });
    });

    it("names the recipe by the page's headline when structured data adds words for search engines after it", () => {
      const read = (name: string) =>
        readRecipePage(
          page(
            ldScript(JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 kg short ribs'], recipeInstructions: ['Braise.'] })),
            '<h1>Braised Short Ribs</h1>',
          ),
          url,
        )?.name;
      expect(read('Braised Short Ribs Recipe by Tasty')).toBe('Braised Short Ribs');
      expect(read('Braised Short Ribs - the classic')).toBe('Braised Short Ribs');
      expect(read('Braised Short Ribs with Mash')).toBe('Braised Short Ribs with Mash');
    });

    it('decodes names a page encoded twice', () => {
      const json = JSON.stringify({ ...recipe('Mum&amp;#8217;s Fish &amp;amp; Chips'), description: 'Crisp &amp;lt;3' });
      expect(readRecipePage(page(ldScript(json)), url)).toMatchObject({ name: 'Mum’s Fish & Chips', description: 'Crisp <3' });
    });

    it('takes the complete Recipe when the page also carries a stub of one', () => {
      const stub = { '@type': 'Recipe', name: 'Teaser' };
      expect(readRecipePage(page(ldScript(JSON.stringify([stub, recipe('The real one')]))), url)?.name).toBe('The real one');
    });

    it('reads ingredient groups, nested lists and ingredients given as objects', () => {
      const node = {
        ...recipe('Lasagne'),
        recipeIngredient: [
          { '@type': 'HowToSection', name: 'For the sauce', itemListElement: ['2 tins tomatoes', { text: '1 onion' }] },
          [['500 g beef mince']],
          { amount: '12', unit: 'sheets', name: 'lasagne' },
        ],
        recipeInstructions: [
          { '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', text: 'Simmer the tomatoes.' }] },
          { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Layer and bake.' }] },
        ],
      };
      expect(recipeFromSchemaOrg(node as JsonObject, url)).toMatchObject({
        ingredients: ['For the sauce:', '2 tins tomatoes', '1 onion', '500 g beef mince', '12 sheets lasagne'],
        instructions: ['Simmer the tomatoes.', 'Layer and bake.'],
      });
    });

    it('reads a note as its cook wrote it, without the extra brackets a recipe plugin puts around it', () => {
      const node = {
        ...recipe('Greens'),
        recipeIngredient: [
          '1 lb spinach (, washed (the big leaves too))',
          '2 tbsp soy sauce ((or tamari))',
          '1 egg, (beaten )',
          '1 lemon (juiced)',
          '1 (14 oz) can beans',
        ],
      };
      expect(recipeFromSchemaOrg(node as JsonObject, url).ingredients).toEqual([
        '1 lb spinach, washed (the big leaves too)',
        '2 tbsp soy sauce (or tamari)',
        '1 egg, beaten',
        '1 lemon (juiced)',
        '1 (14 oz) can beans',
      ]);
    });

    it('reads RDFa', () => {
      const body = `<div vocab="https://schema.org/" typeof="Recipe">
        <h1 property="name">Pea Soup</h1>
        <meta property="totalTime" content="PT25M"><span property="recipeYield">Serves 4</span>
        <ul><li property="recipeIngredient">500 g peas</li><li property="recipeIngredient">1 l stock</li></ul>
        <div property="recipeInstructions" typeof="HowToStep"><p property="text">Simmer the peas.</p></div>
        <div property="recipeInstructions" typeof="HowToStep"><p property="text">Blend.</p></div>
      </div>`;
      expect(readRecipePage(page('<title>Soup</title>', body), url)).toMatchObject({
        name: 'Pea Soup',
        ingredients: ['500 g peas', '1 l stock'],
        instructions: ['Simmer the peas.', 'Blend.'],
        cookTime: 25,
        servings: 4,
        via: 'rdfa',
      });
    });

    it("reads a recipe card's lists by their classes when there is no structured data, with its groups", () => {
      const body = `<article><h1>Our blog</h1><p>A long story about summer.</p>
        <div class="recipe-card-container"><h2 class="recipe-card-name">Lemon Bars</h2>
          <div class="recipe-card-meta">Prep Time: 15 minutes Cook Time: 30 minutes Servings: 16</div>
          <div class="recipe-card-ingredients"><h3 class="recipe-card-group-name">Crust</h3>
            <ul><li><span class="amount">1 ½</span> <span class="unit">cups</span> flour</li><li>½ cup butter</li></ul>
            <h3 class="recipe-card-group-name">Filling</h3><ul><li>4 eggs</li><li>1 cup lemon juice</li></ul></div>
          <div class="recipe-card-instructions"><ol><li>Press the crust into the pan.</li><li>Bake, pour the filling over and bake again.</li></ol></div>
        </div></article>`;
      expect(readRecipePage(page('<title>Lemon Bars | A Blog</title>', body), url)).toMatchObject({
        ingredients: ['Crust:', '1 ½ cups flour', '½ cup butter', 'Filling:', '4 eggs', '1 cup lemon juice'],
        instructions: ['Press the crust into the pan.', 'Bake, pour the filling over and bake again.'],
        via: 'recipe-card',
      });
    });

    it('reads the lists the page shows in full when its JSON-LD cut them short, without the numbers written before the steps', () => {
      const json = {
        '@type': 'Recipe',
        name: 'Pesto Pasta',
        recipeIngredient: ['200 g pasta', '1 jar pesto'],
        recipeInstructions: ['Boil the pasta.'],
      };
      const body = `<ul class="ingredients"><li>200 g pasta</li><li>1 jar pesto</li><li>30 g parmesan</li></ul>
        <ul class="steps"><li><span class="number">1</span>Boil the pasta.</li><li><span class="number">2</span>Stir in the pesto.</li></ul>`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), body), url)).toMatchObject({
        ingredients: ['200 g pasta', '1 jar pesto', '30 g parmesan'],
        instructions: ['Boil the pasta.', 'Stir in the pesto.'],
        via: 'json-ld',
      });
    });

    it("reads the paragraphs under the page's method headings when the JSON-LD steps only repeat its description", () => {
      const summary = 'A light summer cake.';
      const json = {
        '@type': 'Recipe',
        name: 'Sponge',
        description: summary,
        recipeIngredient: ['4 eggs', '100 g sugar'],
        recipeInstructions: summary,
      };
      const body = `<article><p>${summary}</p><h2>Why this cake?</h2><p>It never fails.</p><h2>Recipe: making the sponge</h2>
        <p>Beat the eggs with the sugar.</p><p>Fold in the flour.</p><h2>Baking the sponge</h2><p>Bake for 25 minutes.</p>
        <p><strong>Photo: A. Baker</strong></p><h2>Storing it</h2><p>Keep it in a tin.</p></article>`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), body), url)).toMatchObject({
        ingredients: ['4 eggs', '100 g sugar'],
        instructions: ['Beat the eggs with the sugar.', 'Fold in the flour.', 'Bake for 25 minutes.'],
        via: 'json-ld',
      });
    });

    it("takes no paragraph that only links to another page (a sponsor, a related recipe) for a step under the method's heading", () => {
      const json = { '@type': 'Recipe', name: 'Sponge', description: 'Cake.', recipeIngredient: ['4 eggs'], recipeInstructions: 'Cake.' };
      const body = `<article><h2>Making the sponge</h2><p>Beat the eggs with the sugar.</p><p>Bake for 25 minutes.</p>
        <p><a href="https://flour.example">This post is sponsored by Flour &amp; Co.</a></p></article>`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), body), url)?.instructions).toEqual([
        'Beat the eggs with the sugar.',
        'Bake for 25 minutes.',
      ]);
    });

    it("reads JSON-LD steps written as the page's paragraphs, without what was left between them ('<p>…</p>, <p>…</p>')", () => {
      const json = {
        '@type': 'Recipe',
        name: 'Buns',
        recipeIngredient: ['500 g flour'],
        recipeInstructions: '<p>Knead.</p>, <p>Shape the buns.</p>, <p>Bake.</p>',
      };
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), ''), url)?.instructions).toEqual(['Knead.', 'Shape the buns.', 'Bake.']);
    });

    it('reads each JSON-LD step in full when it is only the first paragraph of a step the page writes longer, in blocks alike', () => {
      const json = {
        '@type': 'Recipe',
        name: 'Fried Rice',
        recipeIngredient: ['2 cups rice', '2 eggs'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Beat the eggs.' },
          { '@type': 'HowToStep', text: 'Fry the rice in a hot wok.' },
        ],
      };
      const steps = `<div class="step"><h4>Step 1</h4><div><p>Beat the eggs (2).</p><p>Scramble them in the wok and set them aside.</p></div></div>
        <div class="step"><h4>Step 2</h4><div><p>Fry the rice (2 cups) in a hot wok.</p><p>Stir the eggs back in.</p></div></div>`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), steps), url)?.instructions).toEqual([
        'Beat the eggs (2). Scramble them in the wok and set them aside.',
        'Fry the rice (2 cups) in a hot wok. Stir the eggs back in.',
      ]);
      // The first step said first in a story: its paragraph is no step's block.
      const story = `<article><p>Beat the eggs well.</p><p>My grandmother's way.</p></article>${steps}`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), story), url)?.instructions).toEqual([
        'Beat the eggs.',
        'Fry the rice in a hot wok.',
      ]);
    });

    it("reads JSON-LD steps that are only titles ('1 - Boil the pasta.') with the text the page writes under each", () => {
      const json = {
        '@type': 'Recipe',
        name: 'Pesto Pasta',
        recipeIngredient: ['200 g pasta', '1 jar pesto'],
        recipeInstructions: ['1 - Boil the pasta.', '2 - Dress it.'],
      };
      const step = (number: number, title: string, text: string) =>
        `<div class="step"><div class="step-head"><span>${number}</span><span>${title}</span></div><p>${text}</p></div>`;
      const body = `<div class="steps">${step(1, 'Boil the pasta', 'Cook it in salted water for 10 minutes.')}${step(2, 'Dress it', 'Stir in the pesto.')}</div>`;
      expect(readRecipePage(page(ldScript(JSON.stringify(json)), body), url)?.instructions).toEqual([
        'Boil the pasta: Cook it in salted water for 10 minutes.',
        'Dress it: Stir in the pesto.',
      ]);
    });

    it('prefers a recipe card over JSON-LD that lacks the steps', () => {
      const head = ldScript(JSON.stringify({ '@type': 'Recipe', name: 'Soda Bread', recipeIngredient: ['flour', 'buttermilk'] }));
      const body = `<div class="ingredients"><ul><li>flour</li><li>buttermilk</li></ul></div><div class="directions"><p>Mix.</p><p>Bake.</p></div>`;
      expect(readRecipePage(page(head, body), url)).toMatchObject({
        ingredients: ['flour', 'buttermilk'],
        instructions: ['Mix.', 'Bake.'],
        via: 'recipe-card',
      });
    });

    it('completes JSON-LD that lacks the steps from the block ARIA names as the method, when no card holds them', () => {
      const head = ldScript(
        JSON.stringify({ '@type': 'Recipe', name: 'Pancakes', recipeIngredient: ['2 eggs', '1 cup milk'], recipeInstructions: [] }),
      );
      const body = `<h1>Pancakes</h1><div role="region" aria-label="ingredients"><p>2</p><p>eggs</p><p>1 cup</p><p>milk</p></div>
        <div role="region" aria-labelledby="how"><h2 id="how">Preparation</h2><button>Print</button><p>Whisk the eggs and milk, then fry.</p></div>
        <h3>Related recipes</h3><p>Waffles in ten minutes, a family favourite.</p>`;
      expect(readRecipePage(page(head, body), url)).toMatchObject({
        ingredients: ['2 eggs', '1 cup milk'],
        instructions: ['Whisk the eggs and milk, then fry.'],
        via: 'json-ld',
      });
    });
  });

  describe('pages of the URL corpus (bench/url-pages): shapes real sites serve', () => {
    const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
    const url = 'https://example.com/recipes/x';
    const node = JSON.stringify(recipe('Kofta'));

    it('reads JSON-LD behind "// <![CDATA[", HTML-escaped in its script, or followed by a stray brace or a second document', () => {
      const shapes = [
        `\n\t// <![CDATA[\n${node}\n\t// ]]>\n`,
        node.replace(/"/g, '&quot;'),
        `${node}\n}\n`,
        `{"@type": "BreadcrumbList", "itemListElement": []};\n${node}`,
      ];
      for (const json of shapes) {
        expect(readRecipePage(page(`<script type="application/ld+json">${json}</script>`), url)).toMatchObject({ name: 'Kofta', via: 'json-ld' });
      }
    });

    it("leaves screen-reader text and tooltips out of a card's lines (a checkbox's '▢')", () => {
      const body = `<div class="wprm-recipe-ingredients-container"><ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">
        <span class="wprm-checkbox-container"><input type="checkbox"><label><span class="sr-only screen-reader-text">&#9634; </span></label></span>
        <span class="amount">2</span>&#32;<span class="name">apples</span><span class="glossary-tooltip">Apples are a fruit.</span></li></ul></div>
        <div class="wprm-recipe-instructions-container"><ul><li>Bake.</li></ul></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({ ingredients: ['2 apples'], instructions: ['Bake.'] });
    });

    it('leaves the heading of a microdata block of steps out of the steps', () => {
      const body = `<div itemscope itemtype="https://schema.org/Recipe"><h3 itemprop="name">Soup</h3><ul><li itemprop="recipeIngredient">1 squash</li></ul>
        <div itemprop="recipeInstructions"><h4>Directions</h4><p>Roast.</p><p>Blend.</p></div></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({ instructions: ['Roast.', 'Blend.'], via: 'microdata' });
    });

    it('names a microdata recipe that names itself twice (a meta, then its heading) by that name, not the page title', () => {
      const body = `<div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Slaw"><h2 itemprop="name">Slaw</h2>
        <ul><li itemprop="recipeIngredient">1 cabbage</li></ul><div itemprop="recipeInstructions"><p>Shred it.</p></div></div>`;
      expect(readRecipePage(page('<title>Slaw - our recipe</title>', body), url)).toMatchObject({ name: 'Slaw', via: 'microdata' });
    });

    it("reads a microdata block of steps holding a list as its items, without the notes after the list ('Note:', a footnote) or links to other recipes", () => {
      const body = `<div itemscope itemtype="https://schema.org/Recipe"><h3 itemprop="name">Slaw</h3><ul><li itemprop="recipeIngredient">1 cabbage*</li></ul>
        <div itemprop="recipeInstructions"><ol><li>Shred the cabbage.</li><li>Salt it.</li></ol>
        <div class="remarks"><p>Note:</p><p>*A young cabbage is sweeter.</p></div>
        <p><strong>More recipes with cabbage:</strong></p><ul><li><a href="/kimchi">Kimchi Recipe</a></li></ul></div></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({ instructions: ['Shred the cabbage.', 'Salt it.'], via: 'microdata' });
    });

    it("reads BEM card classes ('recipe-ingredients__list' in a '-wrapper'), a heading that only titles the list not taken for a group", () => {
      const body = `<h1>Kofta</h1><div class="recipe-ingredients-wrapper"><h2>Ingredients</h2><h3>For the yogurt</h3>
        <ul class="recipe-ingredients__list"><li class="recipe-ingredients__list-item">200g yogurt</li></ul></div>
        <div class="recipe-method-wrapper"><h2>Method</h2><ol class="recipe-method__list"><li><p>Mix.</p></li></ol></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({
        ingredients: ['For the yogurt:', '200g yogurt'],
        instructions: ['Mix.'],
        via: 'recipe-card',
      });
    });

    it("reads the lists under a page's Ingredients and Directions headings, in any language, named by a JSON-LD teaser", () => {
      const teaser = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Kimchi Fried Rice', totalTime: 'PT20M' })}</script>`;
      const body = `<nav><h2>Ingredients we love</h2><ul><li>Nav link</li></ul></nav><div class="entry"><h1>Kimchi fried rice!</h1>
        <h2>Ingredients</h2><ul><li>2 cups rice</li></ul><h3>Toppings</h3><ul><li>1 egg</li></ul>
        <h2>Directions</h2><h3>Fry</h3><ol><li>Fry the kimchi.</li></ol><ol><li>Add the rice.</li></ol><p>Enjoy!</p></div>
        <footer><h3>Popular</h3><ul><li>Banana Muffins</li></ul></footer>`;
      expect(readRecipePage(page(teaser, body), url)).toMatchObject({
        name: 'Kimchi Fried Rice',
        ingredients: ['2 cups rice', 'Toppings:', '1 egg'],
        instructions: ['Fry the kimchi.', 'Add the rice.'],
        via: 'headings',
      });
      const polish = `<h1>Pierogi</h1><div><h2>Składniki</h2><ul><li>500 g mąki</li></ul></div><div><h2>Przygotowanie</h2><ul><li>Zagnieść ciasto.</li></ul></div>`;
      expect(readRecipePage(page('', polish), url)).toMatchObject({
        name: 'Pierogi',
        ingredients: ['500 g mąki'],
        instructions: ['Zagnieść ciasto.'],
      });
    });

    it('takes no list of links to other recipes after the steps for steps', () => {
      const body = `<h1>White Asparagus</h1><h2>Ingredients</h2><ul><li>1 kg white asparagus</li><li>2 eggs</li></ul>
        <h2>Directions</h2><ol><li>Steam the asparagus.</li><li>Poach the eggs and serve them on it.</li></ol>
        <p><strong>More recipes with asparagus:</strong></p><ul><li><a href="/soup">Spring Asparagus Soup Recipe</a></li>
        <li><a href="/salad">Asparagus Salad</a></li></ul>`;
      expect(readRecipePage(page('', body), url)?.instructions).toEqual(['Steam the asparagus.', 'Poach the eggs and serve them on it.']);
    });

    it("knows Dutch lists titled as a cook says them ('Dit heb je nodig', 'Zo maak je het'), not a time line or the tips after them", () => {
      const body = `<h1>Erwtensoep</h1><h2>Dit heb je nodig (vier personen)</h2><ul><li>500 g spliterwten</li><li>1 prei</li></ul>
        <h2>Zo maak je het</h2><p>Bereidingstijd: 20 minuten + 2 uur koken</p><ol><li>Was de erwten.</li><li>Kook ze met de prei.</li></ol>
        <h2>Tips</h2><ul><li>Lekker met roggebrood.</li></ul>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({
        ingredients: ['500 g spliterwten', '1 prei'],
        instructions: ['Was de erwten.', 'Kook ze met de prei.'],
        via: 'headings',
      });
    });

    it("reads an item that holds its own list under the page's headings as a group's name over its items", () => {
      const body = `<h1>Kofta</h1><h2>Ingredients</h2><ul><li>500 g lamb</li><li>Spices<ul><li>1 tsp cumin</li><li>1 tsp sumac</li></ul></li></ul>
        <h2>Method</h2><ol><li>Mix everything.</li><li>Grill.</li></ol>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({
        ingredients: ['500 g lamb', 'Spices:', '1 tsp cumin', '1 tsp sumac'],
        instructions: ['Mix everything.', 'Grill.'],
        via: 'headings',
      });
    });

    it("reads a card's item that holds its own list as a group's name over its items, and a step over its parts", () => {
      const body = `<div class="ingredients"><ul><li>500 g lamb</li><li><strong>Spices</strong><ul><li>1 tsp cumin</li><li>1 tsp sumac</li></ul></li>
        <li>1 onion</li></ul></div><div class="instructions"><ol><li>Brown the lamb.</li><li>Finish:<ol><li>Add the onion.</li><li>Season.</li></ol></li></ol></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({
        ingredients: ['500 g lamb', 'Spices:', '1 tsp cumin', '1 tsp sumac', '1 onion'],
        instructions: ['Brown the lamb.', 'Add the onion.', 'Season.'],
      });
    });

    it("reads a card's steps from their own block when the block classed as the steps holds the ingredients too", () => {
      const body = `<div class="recipe-instructions"><div class="recipe-ingredients"><ul><li>2 eggs</li><li>1 cup milk</li></ul></div>
        <div class="recipe-steps"><ol><li>Whisk the eggs and milk.</li><li>Fry.</li></ol></div></div>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({
        ingredients: ['2 eggs', '1 cup milk'],
        instructions: ['Whisk the eggs and milk.', 'Fry.'],
        via: 'recipe-card',
      });
    });
  });

  // Saved pages of real sites (recipe-scrapers' tests, `npm run bench -- --real-pages`) begin their text with menus
  // and banners, and their cards with a gallery or a photo credit.
  describe('the name of a recipe read without structured data', () => {
    const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
    const url = 'https://example.com/recipes/x';
    const og = '<meta property="og:title" content="Baked Tilapia | Healthy Eating">';

    it("is the page's heading, not the first line of its text", () => {
      const body = `<a href="#main">Skip to content past banner and navigation links</a><div id="main"><h1>Baked Tilapia</h1>
        <p>Serves 4. Cook time: 20 minutes.</p><p>Ingredients</p><p>4 tilapia fillets</p><p>2 tomatoes, chopped</p>
        <p>Directions</p><p>1. Heat the oven to 200°C.</p><p>2. Bake the fish with the tomatoes for 15 minutes.</p></div>`;
      expect(readRecipePage(page(og, body), url)).toMatchObject({ name: 'Baked Tilapia', via: 'text' });
    });

    it("is a card's own heading before its ingredients, else the page's, never the card's first line", () => {
      const card = (heading: string) => `<h1>Spicy Beans and Rice</h1><div class="recipe">
        <div class="gallery">Gallery</div>${heading}<p>Photo: Studio Ltd</p>
        <div class="ingredients"><ul><li>1 cup rice</li><li>1 can beans</li></ul></div>
        <div class="instructions"><ol><li>Cook the rice.</li><li>Stir in the beans.</li></ol></div></div>`;
      expect(readRecipePage(page(og, card('<h2>Beans and Rice, Spiced</h2>')), url)).toMatchObject({
        name: 'Beans and Rice, Spiced',
        via: 'recipe-card',
      });
      expect(readRecipePage(page(og, card('')), url)).toMatchObject({ name: 'Spicy Beans and Rice', via: 'recipe-card' });
    });

    it("is the recipe's title an article classes so, under the article's headline, when the page has one such title", () => {
      const body = (titles: string) => `<h1>Ten Minutes to the Best Noodles of Your Life</h1><p>A story.</p>${titles}
        <div class="recipe"><div class="ingredients"><ul><li>200 g noodles</li></ul></div>
        <div class="instructions"><ol><li>Boil the noodles.</li></ol></div></div>`;
      expect(readRecipePage(page('', body('<h2 class="recipe-title">Sesame Noodles</h2>')), url)?.name).toBe('Sesame Noodles');
      const two = '<h2 class="recipe-title">Sesame Noodles</h2><h3 class="recipe-title">Chilli Oil</h3>';
      expect(readRecipePage(page('', body(two)), url)?.name).toBe('Ten Minutes to the Best Noodles of Your Life');
    });

    it("is without the word 'recipe' that a dash puts after it, and keeps the word when it is part of the name", () => {
      const body = (heading: string) => `<h1>${heading}</h1><div class="recipe">
        <div class="ingredients"><ul><li>2 eggs</li></ul></div><div class="instructions"><ol><li>Whisk.</li></ol></div></div>`;
      expect(readRecipePage(page('', body('Omelette &#8211; Recept')), url)?.name).toBe('Omelette');
      expect(readRecipePage(page('', body('Cheese Omelette - recipe')), url)?.name).toBe('Cheese Omelette');
      expect(readRecipePage(page('', body('Omelette Recipe')), url)?.name).toBe('Omelette Recipe');
      expect(readRecipePage(page('', body('Recipe for an omelette - quick')), url)?.name).toBe('Recipe for an omelette - quick');
    });

    it("is without a wiki's namespace glued before the page's title ('Cookbook:')", () => {
      const body = (heading: string) => `<h1>${heading}</h1><div class="recipe">
        <div class="ingredients"><ul><li>1 pumpkin</li></ul></div><div class="instructions"><ol><li>Bake.</li></ol></div></div>`;
      expect(readRecipePage(page('', body('Cookbook:Pumpkin Pie')), url)?.name).toBe('Pumpkin Pie');
      expect(readRecipePage(page('', body('Pie: The Pumpkin One')), url)?.name).toBe('Pie: The Pumpkin One');
    });

    it("is not a label for screen readers, and a step says nothing of an advertisement's slot", () => {
      const body = `<h1>Spicy Beans and Rice</h1><div class="recipe"><h2 class="hidden-label">Photos</h2>
        <div class="ingredients"><ul><li>1 cup rice</li><li>1 can beans</li></ul></div>
        <div class="instructions"><ol><li><p>Cook the rice.</p><div class="ad-label">Advertisement</div></li><li>Stir in the beans.</li></ol></div></div>`;
      expect(readRecipePage(page(og, body), url)).toMatchObject({
        name: 'Spicy Beans and Rice',
        instructions: ['Cook the rice.', 'Stir in the beans.'],
        via: 'recipe-card',
      });
    });

    it('is not one of several different h1s (a page of many): the text names it then', () => {
      const body = `<p>Baked Tilapia</p><p>Serves 4</p><p>Ingredients</p><p>4 tilapia fillets</p><p>2 tomatoes</p>
        <p>Directions</p><p>1. Bake the fish for 15 minutes.</p><p>2. Serve with lemon.</p><h1>More fish</h1><h1>Popular</h1>`;
      expect(readRecipePage(page('', body), url)).toMatchObject({ name: 'Baked Tilapia', via: 'text' });
    });
  });

  it("reads a card's lists without their nutrition facts, and its steps without the notes after them", () => {
    const body = `<h1>Green Salad</h1><div class="card"><div class="card-ingredients"><ul><li>1 lettuce</li><li>2 tbsp oil</li></ul>
      <div class="card-nutrition"><p>Per serving:</p><ul><li>Fat: 9 g</li><li>Salt: 1 g</li></ul></div></div>
      <div class="card-method"><ol><li>Wash the lettuce.</li><li>Dress it with the oil.</li></ol><p class="note">TIP</p>
      <p>A little lemon juice is good too.</p></div></div>`;
    expect(readRecipePage(`<html><body>${body}</body></html>`, 'https://example.com/salad')).toMatchObject({
      ingredients: ['1 lettuce', '2 tbsp oil'],
      instructions: ['Wash the lettuce.', 'Dress it with the oil.'],
      via: 'recipe-card',
    });
  });

  it("reads a card's items written without li, the amount first when the page writes it after the name", () => {
    const item = (name: string, amount: string) =>
      `<div class="ingredient"><div class="name">${name}</div><div class="quantity">${amount}</div></div>`;
    const body = `<h1>Green Salad</h1><aside><div class="ingredients">${item('lettuce', '1 head')}${item('olive oil', '2 tbsp')}</div></aside>
      <div class="method-steps"><div class="step">Wash the lettuce.</div><div class="step">Dress it with the oil.</div></div>`;
    expect(readRecipePage(`<html><body>${body}</body></html>`, 'https://example.com/salad')).toMatchObject({
      ingredients: ['1 head lettuce', '2 tbsp olive oil'],
      instructions: ['Wash the lettuce.', 'Dress it with the oil.'],
      via: 'recipe-card',
    });
  });

  it("reads an amount inside the name's block (CSS module classes) first, spaced, its note after the name, without a badge's spoken words", () => {
    const item = (name: string, amount: string[], points: string) =>
      `<div role="listitem"><div class="styles_name__a1B2c"><div class="styles_ingredientName__x9Y8z">${name}</div>
        <div class="styles_portion__Q7w3E">${amount.map((part) => `<span>${part}</span>`).join('')}</div></div>
        <div class="styles_badge__Kp4Wd"><span aria-hidden="true">${points}</span><div class="styles_label__Zz9Yy">${points} points</div></div></div>`;
    const body = `<h1>Mushroom Pasta</h1><h2>Ingredients</h2><div role="list">${item('Mushrooms', ['200', 'g', ', sliced'], '0')}
      ${item('Stock', ['300', 'ml', '(1 cube)'], '1')}${item('Butter', ['1', 'tbsp'], '4')}</div>
      <h2>Directions</h2><ol><li>Fry the mushrooms in the butter.</li><li>Add the stock.</li></ol>`;
    expect(readRecipePage(`<html><body>${body}</body></html>`, 'https://example.com/pasta')?.ingredients).toEqual([
      '200 g Mushrooms, sliced',
      '300 ml Stock (1 cube)',
      '1 tbsp Butter',
    ]);
  });

  it("reads a card's grid of amounts and names as lines, without the servings it is for", () => {
    const row = (amount: string, name: string) =>
      `<div><button>✓</button></div><p class="ingredient_unit__Xy-12">${amount}</p><p class="ingredient_name__Ab3Cd">${name}</p>`;
    const body = `<h1>Leek Soup</h1><div class="soup_ingredients__Qw1Er"><p class="soup_servings__Zx9Yt">4 persons</p>
      <div class="grid">${row('2', 'leeks')}${row('1 litre', 'stock')}</div></div>
      <div class="soup_steps__Rt5Yu"><ol><li>Slice the leeks.</li><li>Simmer them in the stock.</li></ol></div>`;
    expect(readRecipePage(`<html><body>${body}</body></html>`, 'https://example.com/soup')).toMatchObject({
      ingredients: ['2 leeks', '1 litre stock'],
      via: 'recipe-card',
    });
  });

  it("reads a card's ingredients written as a table's rows, and no menu whose links are classed by ingredient", () => {
    const row = (amount: string, name: string) => `<tr><td>${amount}</td><td>${name}</td></tr>`;
    const menu = `<header><ul class="menu"><li class="menu-item menu-item-main_ingredients"><a href="/lamb">Lamb</a></li></ul></header>`;
    const body = `${menu}<h1>Lamb Stew</h1><section class="stew-ingredients"><table>${row('500g', 'lamb, diced')}${row('', 'Salt')}</table></section>
      <section class="stew-method"><ol><li>Brown the lamb.</li><li>Simmer for an hour.</li></ol></section>`;
    expect(readRecipePage(`<html><body>${body}</body></html>`, 'https://example.com/stew')).toMatchObject({
      ingredients: ['500g lamb, diced', 'Salt'],
      via: 'recipe-card',
    });
  });

  describe('structured data that kept part of the list the page shows', () => {
    const ld = (ingredients: string[]) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Soup', recipeIngredient: ingredients, recipeInstructions: ['Simmer.'] })}</script>`;
    const shown = (lines: string[]) =>
      `<h1>Soup</h1><h2>Ingredients</h2><ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul><h2>Directions</h2><ol><li>Simmer.</li></ol>`;
    const read = (ingredients: string[], lines: string[]) =>
      readRecipePage(`<html><head>${ld(ingredients)}</head><body>${shown(lines)}</body></html>`, 'https://example.com/soup')?.ingredients;

    it('reads the shown list when the structured lines are only some of its lines', () => {
      const lines = ['2 carrots, diced', '1 onion', '1 litre stock', '1 tsp salt'];
      expect(read(['1 litre stock', '1 tsp salt'], lines)).toEqual(lines);
    });

    it("reads the shown card's lines when structured data named the ingredients without their amounts", () => {
      const item = (name: string, amount: string) =>
        `<div class="ingredient-item"><p class="ingredient-name">${name}</p><p class="quantity">${amount}</p></div>`;
      const body = `<h1>Soup</h1><div class="soup-ingredients">${item('carrots', '2')}${item('stock', '1 litre')}</div>
        <div class="soup-steps"><p>Simmer.</p></div>`;
      const html = `<html><head>${ld(['stock', 'carrots'])}</head><body>${body}</body></html>`;
      expect(readRecipePage(html, 'https://example.com/soup')?.ingredients).toEqual(['2 carrots', '1 litre stock']);
      // A pinch of salt in the soup and another in its topping is no list read twice.
      const parts = `<h1>Soup</h1><div class="soup-ingredients">${item('salt', '1 pinch')}${item('carrots', '2')}${item('stock', '1 litre')}
        ${item('salt', '1 pinch')}</div><div class="soup-steps"><p>Simmer.</p></div>`;
      const twice = `<html><head>${ld(['salt', 'carrots', 'stock', 'salt'])}</head><body>${parts}</body></html>`;
      expect(readRecipePage(twice, 'https://example.com/soup')?.ingredients).toEqual(['1 pinch salt', '2 carrots', '1 litre stock', '1 pinch salt']);
    });

    it("keeps the structured lines when the shown list adds little, no amounts (a group's name, a shopping list), or says a line twice", () => {
      expect(read(['1 onion', '1 litre stock'], ['1 onion', '1 litre stock', 'Onion', 'Stock'])).toEqual(['1 onion', '1 litre stock']);
      expect(read(['1 onion', '1 litre stock'], ['1 onion', '1 litre stock', '2 carrots', '1 onion', '1 litre stock', '2 carrots'])).toEqual([
        '1 onion',
        '1 litre stock',
      ]);
      expect(
        read(['1 onion', '1 litre stock'], ['1 onion (chopped)', '1 litre stock (hot)', '2 carrots', '1 onion,', '1 litre stock', '2 carrots']),
      ).toEqual(['1 onion', '1 litre stock']);
      const three = ['1 onion', '1 litre stock', '1 tsp salt'];
      expect(read(three, [...three, '2 carrots'])).toEqual(three);
    });
    it('reads the shown lines when they write a note the structured lines left out, each line otherwise the same', () => {
      const noted = ['2 cups rice (360 ml; see how to cook rice in a pot)', '1 tsp salt, or to taste', '1 litre stock'];
      expect(read(['2 cups rice', '1 tsp salt', '1 litre stock'], noted)).toEqual(noted);
      expect(read(['2 cups sugar', '1 tsp salt'], ['2 cups (424 g) sugar', '1 tsp salt'])).toEqual(['2 cups (424 g) sugar', '1 tsp salt']);
      expect(read(['2 cups rice', '1 tsp salt'], ['2 cups rice cakes', '1 tsp salt'])).toEqual(['2 cups rice', '1 tsp salt']);
      expect(read(['2 cups rice', '1 tsp salt'], ['2 cups rice (360 ml)', '1 tsp sugar'])).toEqual(['2 cups rice', '1 tsp salt']);
    });
  });

  // A page without structured data, cards or headings read from its text: what the text parser takes for the recipe is
  // checked against the page's blocks.
  describe('a recipe read from the text of a page', () => {
    const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;
    const url = 'https://example.com/recipes/x';

    it("is described by the page's own summary, not the menus and story its text gives before the ingredients", () => {
      const story = `<nav><p>Home Recipes Videos About Shop</p></nav><p>${'We spent the summer by the sea. '.repeat(12)}</p>`;
      const recipe = `<h1>Tomato Toast</h1>${story}<p>Ingredients</p><p>2 slices bread</p><p>1 ripe tomato</p>
        <p>Method</p><p>1. Toast the bread until golden.</p><p>2. Rub it with the cut tomato.</p>`;
      const summary = '<meta name="description" content="Crisp toast rubbed with a ripe tomato.">';
      const html = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
      expect(readRecipePage(html(summary, recipe), url)?.description).toBe('Crisp toast rubbed with a ripe tomato.');
      expect(readRecipePage(html('', recipe), url)?.description).toBeNull();
      const blurb = recipe.replace(story, '<p>A summer breakfast.</p>');
      expect(readRecipePage(html('', blurb), url)?.description).toBe('A summer breakfast.');
    });

    it("reads a serving list after the ingredients ('to serve: …') as their group, and no print button or date as a step", () => {
      const body = `<h1>Broccoli Soup</h1><blockquote><p>1 can coconut milk<br>2 heads broccoli<br>4 cups water</p>
        <p>to serve: toasted almonds, scallions, chive flowers (optional, or chives)</p></blockquote>
        <p>Simmer the broccoli in the coconut milk and water, then blend it smooth.</p><p>Serve sprinkled with almonds.</p>
        <div class="footer"><p>Print Recipe</p><p>February 8, 2016</p></div>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: [
          '1 can coconut milk',
          '2 heads broccoli',
          '4 cups water',
          'To serve:',
          'toasted almonds',
          'scallions',
          'chive flowers (optional, or chives)',
        ],
        instructions: ['Simmer the broccoli in the coconut milk and water, then blend it smooth.', 'Serve sprinkled with almonds.'],
        via: 'text',
      });
    });

    it("keeps the steps of each stage when a recipe gives a stage's ingredients, then its steps, twice", () => {
      const body = `<h1>Sourdough rolls</h1><p>A story about bread.</p><p>Ingredients</p><p>100 g flour</p><p>100 g water</p>
        <ul><li>Stir the flour and water into a starter.</li></ul><ul><li>Leave it overnight in a cool place.</li></ul>
        <p>Ingredients</p><p>500 g flour</p><p>10 g salt</p>
        <ul><li>Knead the starter, flour and salt for ten minutes.</li></ul><ul><li>Shape the rolls and bake them.</li></ul>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['100 g flour', '100 g water', '500 g flour', '10 g salt'],
        instructions: [
          'Stir the flour and water into a starter.',
          'Leave it overnight in a cool place.',
          'Knead the starter, flour and salt for ten minutes.',
          'Shape the rolls and bake them.',
        ],
        via: 'text',
      });
    });

    it("keeps one ingredient line that offers two amounts joined by 'or' in the languages read ('10 g levain ou 1 g levure')", () => {
      const body = `<h1>Pain</h1><p>Ingrédients</p><p>500 g de farine</p><p>10 g de levain ou 1 g de levure</p>
        <p>Préparation</p><p>Mélanger la farine et le levain.</p><p>Cuire 40 minutes.</p>`;
      expect(readRecipePage(page(body), url)).toMatchObject({ ingredients: ['500 g de farine', '10 g de levain ou 1 g de levure'], via: 'text' });
    });

    it("takes no teaser of another page (a link around its title and 'Read more') for a step", () => {
      const body = `<h1>Flatbread</h1><p>Ingredients</p><p>250 g flour</p><p>1 tsp salt</p><p>Method</p>
        <p>Mix the flour and salt with water.</p><p>Fry the breads in a hot pan.</p>
        <a href="/curries"><div class="title">Our best curries</div><div>Read more</div></a>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        instructions: ['Mix the flour and salt with water.', 'Fry the breads in a hot pan.'],
        via: 'text',
      });
    });

    it('takes neither the yield (it gives the servings) nor a call to share the dish for a step', () => {
      const body = `<h1>Lentil soup</h1><p>Ingredients</p><p>200 g red lentils</p><p>1 litre stock</p><p>Method</p>
        <p>Simmer the lentils in the stock for twenty minutes.</p><p>Blend until smooth.</p><p>Makes a big pot, about 6 bowls.</p>
        <div>Cooked it? Tag it #souplovers on Instagram!</div>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        instructions: ['Simmer the lentils in the stock for twenty minutes.', 'Blend until smooth.'],
        servings: 6,
        yield: 'Makes a big pot, about 6 bowls',
        via: 'text',
      });
    });

    it("knows a list's title in the languages read, with words after it ('Zutaten für 4 Personen', 'Zubereitung:')", () => {
      const body = `<h1>Kartoffelsalat</h1><p>Zutaten für 4 Personen</p><p>Salz</p><p>1 kg Kartoffeln</p><p>1 Zwiebel</p>
        <p>Zubereitung:</p><p>Kartoffeln kochen</p><p>Mit Zwiebel und Salz mischen.</p>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['Salz', '1 kg Kartoffeln', '1 Zwiebel'],
        instructions: ['Kartoffeln kochen', 'Mit Zwiebel und Salz mischen.'],
        via: 'text',
      });
    });

    it('takes every line of the list that holds the ingredient lines, one without an amount too', () => {
      const body = `<h1>Tomato Toast</h1><p>Posted on 3 May 2021</p><ul><li>2 slices bread</li><li>1 ripe tomato</li>
        <li>Sea salt and black pepper</li></ul><p>Toast the bread until golden.</p><p>Rub it with the cut tomato and season.</p>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['2 slices bread', '1 ripe tomato', 'Sea salt and black pepper'],
        instructions: ['Toast the bread until golden.', 'Rub it with the cut tomato and season.'],
      });
    });

    it('leaves out the links to download the recipe (with their size) and their title', () => {
      const body = `<h1>Tomato Toast</h1><table><tr><td>2 slices bread</td></tr><tr><td>1 ripe tomato</td></tr>
        <tr><td><ul><strong>Printable cards:</strong><li><a href="/card.pdf">Small</a> (120 KB)</li><li><a href="/big.pdf">Large</a> (1.2 MB)</li></ul></td></tr></table>
        <p>Toast the bread until golden.</p><p>Rub it with the cut tomato and season.</p>`;
      expect(readRecipePage(page(body), url)?.ingredients).toEqual(['2 slices bread', '1 ripe tomato']);
    });

    it("keeps the steps inside the block of the method's title and its first step: not the comments after it", () => {
      const body = `<h1>Tomato Toast</h1><div class="post"><p>Ingredients</p><ul><li>2 slices bread</li><li>1 ripe tomato</li></ul>
        <div><p>Method</p><p>Toast the bread until golden.</p><p>Rub it with the cut tomato.</p></div></div>
        <div class="replies"><p>Anna wrote: Lovely with garlic too.</p><p>Ben wrote: Made it twice this week.</p></div>`;
      expect(readRecipePage(page(body), url)?.instructions).toEqual(['Toast the bread until golden.', 'Rub it with the cut tomato.']);
    });

    it('reads the lists again from their title: the menus above it do not open a section of their own', () => {
      const body = `<div class="menu"><p>My Kitchen</p><p>0 Comments</p><p>Contributors</p><p>Jane Doe</p><p>Notes</p></div>
        <h1>Tomato Toast</h1><p>Ingredients</p><ul><li>2 slices bread</li><li>1 ripe tomato</li></ul>
        <p>Method</p><p>Toast the bread until golden.</p><p>Rub it with the cut tomato.</p>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['2 slices bread', '1 ripe tomato'],
        instructions: ['Toast the bread until golden.', 'Rub it with the cut tomato.'],
      });
    });

    it("leaves out a table of contents and a sidebar, and knows 'Procedure' for the steps", () => {
      const body = `<h1>Tomato Toast</h1><div class="toc"><ul><li>1 Ingredients</li><li>2 Procedure</li></ul></div>
        <h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 ripe tomato</li></ul>
        <div role="complementary"><ul><li>3 ways with toast</li><li>10 quick breakfasts</li></ul></div>
        <h2>Procedure</h2><ol><li>Toast the bread until golden.</li><li>Rub it with the cut tomato.</li></ol>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['2 slices bread', '1 ripe tomato'],
        instructions: ['Toast the bread until golden.', 'Rub it with the cut tomato.'],
      });
    });

    it('reads a page its framework wraps in one form, without its nutrition facts or the notes after the list of steps', () => {
      const body = `<form id="page"><main><p>Home / Recipes / Breakfast</p><h1>Tomato Toast</h1><p>Ingredients</p><ul class="list"><li>2 slices bread</li><li>1 ripe tomato</li></ul>
        <div class="recipe__nutrition"><ul><li>Energy</li><li>250 kcal</li><li>Fat</li><li>9 g</li></ul></div>
        <table id="nutrition_info"><tr><td>Protein 12 g</td></tr><tr><td>Sodium 300 mg</td></tr></table>
        <div class="method"><p>Method</p><ol><li>Toast the bread until golden.</li><li>Rub it with the cut tomato.</li></ol>
        <p>Storing leftovers</p><p>Keep the tomato in the fridge for a day.</p></div></main></form>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        name: 'Tomato Toast',
        ingredients: ['2 slices bread', '1 ripe tomato'],
        instructions: ['Toast the bread until golden.', 'Rub it with the cut tomato.'],
        via: 'text',
      });
    });

    it('reads the items of a list that ARIA names so (role="list", role="listitem") under the headings', () => {
      const items = (lines: string[]) => `<div role="list">${lines.map((line) => `<div role="listitem"><span>${line}</span></div>`).join('')}</div>`;
      const body = `<h1>Tomato Toast</h1><div><h3>Ingredients</h3>${items(['2 slices bread', '1 ripe tomato'])}</div>
        <div><h3>Directions</h3>${items(['Toast the bread until golden.', 'Rub it with the cut tomato.'])}</div><p>Share this recipe</p>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['2 slices bread', '1 ripe tomato'],
        instructions: ['Toast the bread until golden.', 'Rub it with the cut tomato.'],
        via: 'headings',
      });
    });

    it('takes no heading among the steps for a step', () => {
      const body = `<h1>Tomato Toast</h1><p>Ingredients</p><p>2 slices bread</p><p>1 ripe tomato</p><div><h4>Time to cook!</h4>
        <ol><li>Toast the bread until golden.</li><li>Rub it with the cut tomato.</li></ol></div>`;
      expect(readRecipePage(page(body), url)?.instructions).toEqual(['Toast the bread until golden.', 'Rub it with the cut tomato.']);
    });

    it('ends numbered steps at the first paragraph without a number, and drops a story before the ingredients', () => {
      const body = `<h1>Tomato Toast</h1><div><p>12 June 2020</p><p>My grandmother made this every summer. It is simple.</p>
        <p>Ingredients</p><p>2 slices bread</p><p>1 ripe tomato</p><p>1. Toast the bread until golden.</p>
        <p>2. Rub it with the cut tomato.</p><p>Try it with a glass of cold white wine on the terrace.</p><p>More toasts this week.</p></div>`;
      expect(readRecipePage(page(body), url)?.instructions).toEqual(['Toast the bread until golden.', 'Rub it with the cut tomato.']);
    });

    it("reads a Chinese page's list titles ('材料：', '做法：') and its steps numbered without a stop, not the share buttons after them", () => {
      const body = `<h1>番茄炒蛋</h1><div class="post"><p>材料：</p><ul><li>3 个 鸡蛋</li><li>2 个 番茄</li><li>1 茶匙 盐</li></ul>
        <p>做法：</p><p>1 鸡蛋打散，加盐。</p><p>2 番茄切块，与鸡蛋同炒。</p><div class="share"><ul><li>Facebook</li><li>Twitter</li></ul></div></div>`;
      expect(readRecipePage(page(body), url)).toMatchObject({
        ingredients: ['3 个 鸡蛋', '2 个 番茄', '1 茶匙 盐'],
        instructions: ['鸡蛋打散，加盐。', '番茄切块，与鸡蛋同炒。'],
        via: 'text',
      });
    });
  });

  it("leaves out a method's title glued before a step, and keeps a step that only begins with such a word", () => {
    const steps = (recipeInstructions: JsonObject['recipeInstructions']) =>
      recipeFromSchemaOrg({ ...recipe('Soup'), recipeInstructions }, 'https://example.com/').instructions;
    expect(steps([{ '@type': 'HowToStep', text: 'PreparationChop the onion.' }, 'Method: Simmer for an hour.'])).toEqual([
      'Chop the onion.',
      'Simmer for an hour.',
    ]);
    expect(steps(['Preparation of the stock takes an hour.', 'Directions vary by stove.'])).toEqual([
      'Preparation of the stock takes an hour.',
      'Directions vary by stove.',
    ]);
  });

  it('reads prepTime, cookTime and totalTime as ISO 8601 durations, each as given', () => {
    const read = (times: object) => {
      const { prepTime, cookTime, totalTime } = recipeFromSchemaOrg({ ...recipe('Bread'), ...times }, 'https://example.com/');
      return { prepTime, cookTime, totalTime };
    };
    expect(read({ prepTime: 'PT15M', cookTime: 'PT45M', totalTime: 'PT1H30M' })).toEqual({ prepTime: 15, cookTime: 45, totalTime: 90 });
    expect(read({ prepTime: 'PT20M', totalTime: 'P0DT1H' })).toEqual({ prepTime: 20, cookTime: 40, totalTime: 60 });
    expect(read({ cookTime: 'PT0.5H' })).toEqual({ prepTime: null, cookTime: 30, totalTime: null });
    expect(read({ prepTime: 'PT0M', cookTime: 'PT25M', totalTime: 'soon' })).toEqual({ prepTime: null, cookTime: 25, totalTime: null });
  });

  it('keeps the yield as text when it says more than a number of servings, and the servings from it', () => {
    const node = (recipeYield: string | number | string[]) => recipeFromSchemaOrg({ ...recipe('Cookies'), recipeYield }, 'https://example.com/');
    expect(node('Makes 12 cookies')).toMatchObject({ servings: 12, yield: 'Makes 12 cookies' });
    expect(node(['12', '12 cookies'])).toMatchObject({ servings: 12, yield: '12 cookies' });
    expect(node('2 loaves')).toMatchObject({ servings: 2, yield: '2 loaves' });
    expect(node(['4', '4 servings'])).toMatchObject({ servings: 4, yield: null });
    expect(node(6)).toMatchObject({ servings: 6, yield: null });
    expect(yieldOf({ '@type': 'QuantitativeValue', value: '1 loaf' })).toBe('1 loaf');
  });
});
