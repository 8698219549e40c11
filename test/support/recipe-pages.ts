import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * Recipe pages written for the import tests, in the shapes real recipe sites use, each with the
 * recipe the import must answer. `{{base}}` in a page stands for the fixture server's address.
 */
export interface RecipePage {
  path: string;
  html: string;
  expected: {
    name: string;
    description: string;
    ingredients: string[];
    instructions: string[];
    cookTime: number;
    prepTime: number | null;
    totalTime: number | null;
    servings: number;
    yield: string | null;
    category: string;
    tags: string[];
    /** Whether the page's picture is downloaded into the media store. */
    image: boolean;
  };
}

const page = (head: string, body = '<p>Our blog.</p>') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title>${head}</head><body><nav><a href="/">Home</a></nav>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export const RECIPE_PAGES: RecipePage[] = [
  {
    // Yoast-style: the recipe inside @graph next to the WebPage, the Organization and the BreadcrumbList.
    path: '/graph-chicken.html',
    html: page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', '@id': '{{base}}/graph-chicken.html', name: 'Roast chicken - My Blog' },
          { '@type': 'Organization', name: 'My Blog' },
          { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] },
          {
            '@type': 'Recipe',
            name: 'Lemon Garlic Roast Chicken',
            description: 'Crisp skin, juicy meat, one pan.',
            image: ['{{base}}/images/chicken.png', '{{base}}/images/chicken-4x3.png'],
            recipeYield: ['4', '4 servings'],
            prepTime: 'PT15M',
            cookTime: 'PT1H15M',
            totalTime: 'PT1H30M',
            recipeCategory: 'Main Course',
            recipeCuisine: 'French',
            keywords: 'roast chicken, lemon, sunday lunch',
            recipeIngredient: ['1 whole chicken (1.6 kg)', '2 lemons', '6 cloves garlic', '2 tbsp olive oil'],
            recipeInstructions: [
              { '@type': 'HowToStep', text: 'Heat the oven to 220°C.' },
              { '@type': 'HowToStep', text: 'Stuff the chicken with the lemons and garlic, rub with oil.' },
              { '@type': 'HowToStep', text: 'Roast for 1 hour 15 minutes, rest 10 minutes.' },
            ],
          },
        ],
      }),
    ),
    expected: {
      name: 'Lemon Garlic Roast Chicken',
      description: 'Crisp skin, juicy meat, one pan.',
      ingredients: ['1 whole chicken (1.6 kg)', '2 lemons', '6 cloves garlic', '2 tbsp olive oil'],
      instructions: [
        'Heat the oven to 220°C.',
        'Stuff the chicken with the lemons and garlic, rub with oil.',
        'Roast for 1 hour 15 minutes, rest 10 minutes.',
      ],
      cookTime: 75,
      prepTime: 15,
      totalTime: 90,
      servings: 4,
      yield: null,
      category: 'Main Dish',
      tags: ['roast chicken', 'lemon', 'sunday lunch'],
      image: true,
    },
  },
  {
    // A bare top-level array of objects, the recipe's @type itself an array; prep + cook without a total.
    path: '/array-pancakes.html',
    html: page(
      ld([
        { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Pancake Place' },
        {
          '@context': 'https://schema.org',
          '@type': ['Recipe', 'NewsArticle'],
          name: 'Fluffy Buttermilk Pancakes',
          description: 'Tall &amp; fluffy, ready in no time.',
          recipeYield: '8 pancakes',
          prepTime: 'PT10M',
          cookTime: 'PT20M',
          recipeCategory: ['Breakfast', 'Brunch'],
          keywords: ['pancakes', 'buttermilk'],
          recipeIngredient: ['2 cups flour', '2 tbsp sugar', '1 ½ cups buttermilk', '2 eggs'],
          recipeInstructions: 'Whisk the dry ingredients.\nWhisk in the buttermilk and eggs.\nCook on a hot griddle until golden.',
        },
      ]),
    ),
    expected: {
      name: 'Fluffy Buttermilk Pancakes',
      description: 'Tall & fluffy, ready in no time.',
      ingredients: ['2 cups flour', '2 tbsp sugar', '1 ½ cups buttermilk', '2 eggs'],
      instructions: ['Whisk the dry ingredients.', 'Whisk in the buttermilk and eggs.', 'Cook on a hot griddle until golden.'],
      cookTime: 20,
      prepTime: 10,
      totalTime: null,
      servings: 8,
      yield: '8 pancakes',
      category: 'Breakfast',
      // 'Brunch' is the form's Breakfast too, so it is not kept as a tag.
      tags: ['pancakes', 'buttermilk'],
      image: false,
    },
  },
  {
    // HowToSection groups: the steps of each section follow one another, the section names are dropped.
    path: '/sections-lasagne.html',
    html: page(
      ld({
        '@context': 'http://schema.org/',
        '@type': 'Recipe',
        name: 'Weeknight Lasagne',
        description: 'Meat sauce, white sauce, pasta.',
        recipeYield: 6,
        totalTime: 'P0DT1H45M',
        recipeCategory: 'Dinner',
        image: { '@type': 'ImageObject', url: '/images/lasagne.png', width: 800, height: 600 },
        recipeIngredient: ['500 g beef mince', '1 onion, chopped', '700 ml passata', '50 g butter', '50 g flour', '600 ml milk', '12 lasagne sheets'],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Meat sauce',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Brown the mince with the onion.' },
              { '@type': 'HowToStep', text: 'Add the passata and simmer 20 minutes.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'White sauce',
            itemListElement: [{ '@type': 'HowToStep', text: 'Melt the butter, stir in the flour, whisk in the milk.' }],
          },
          {
            '@type': 'HowToSection',
            name: 'Assemble',
            itemListElement: [{ '@type': 'HowToStep', name: 'Layer', text: 'Layer sauce, pasta and white sauce; bake 40 minutes at 190°C.' }],
          },
        ],
      }),
    ),
    expected: {
      name: 'Weeknight Lasagne',
      description: 'Meat sauce, white sauce, pasta.',
      ingredients: ['500 g beef mince', '1 onion, chopped', '700 ml passata', '50 g butter', '50 g flour', '600 ml milk', '12 lasagne sheets'],
      instructions: [
        'Brown the mince with the onion.',
        'Add the passata and simmer 20 minutes.',
        'Melt the butter, stir in the flour, whisk in the milk.',
        'Layer sauce, pasta and white sauce; bake 40 minutes at 190°C.',
      ],
      cookTime: 105,
      prepTime: null,
      totalTime: 105,
      servings: 6,
      yield: null,
      category: 'Dinner',
      tags: [],
      image: true,
    },
  },
  {
    // Microdata (older WordPress plugins): itemprops with content, datetime, img src and nested HowToStep items.
    path: '/microdata-soup.html',
    html: page(
      '',
      `<article itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Tomato Basil Soup</h1>
        <img itemprop="image" src="/images/soup.png" alt="">
        <p itemprop="description">A bright soup for late summer.</p>
        <p>Serves <span itemprop="recipeYield">4 servings</span>,
          ready in <time itemprop="totalTime" datetime="PT40M">40 minutes</time></p>
        <meta itemprop="recipeCategory" content="Soup">
        <meta itemprop="keywords" content="soup, vegetarian">
        <h2>Ingredients</h2>
        <ul>
          <li itemprop="recipeIngredient">1 kg ripe tomatoes</li>
          <li itemprop="recipeIngredient">1 onion</li>
          <li itemprop="recipeIngredient">500 ml vegetable stock</li>
          <li itemprop="recipeIngredient">1 handful basil leaves</li>
        </ul>
        <h2>Method</h2>
        <ol>
          <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Soften the onion in a little oil.</span></li>
          <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Add the tomatoes and stock, simmer 25 minutes.</span></li>
          <li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Blend with the basil.</span></li>
        </ol>
      </article>`,
    ),
    expected: {
      name: 'Tomato Basil Soup',
      description: 'A bright soup for late summer.',
      ingredients: ['1 kg ripe tomatoes', '1 onion', '500 ml vegetable stock', '1 handful basil leaves'],
      instructions: ['Soften the onion in a little oil.', 'Add the tomatoes and stock, simmer 25 minutes.', 'Blend with the basil.'],
      cookTime: 40,
      prepTime: null,
      totalTime: 40,
      servings: 4,
      yield: null,
      category: 'Main Dish',
      tags: ['Soup', 'vegetarian'],
      image: true,
    },
  },
  {
    // Microdata with plain-text instructions in one element and the older "ingredients" property.
    path: '/microdata-plain.html',
    html: page(
      '',
      `<div itemscope itemtype="http://schema.org/Recipe">
        <h2 itemprop="name">Garlic Butter Green Beans</h2>
        <span itemprop="recipeYield">Serves 2</span>
        <meta itemprop="cookTime" content="PT12M">
        <span itemprop="recipeCategory">Side Dish</span>
        <ul><li itemprop="ingredients">300 g green beans</li><li itemprop="ingredients">1 tbsp butter</li><li itemprop="ingredients">1 clove garlic</li></ul>
        <div itemprop="recipeInstructions"><p>Boil the beans for 4 minutes.</p><p>Toss in the butter and garlic.</p></div>
      </div>`,
    ),
    expected: {
      name: 'Garlic Butter Green Beans',
      description: 'Imported from 127.0.0.1.',
      ingredients: ['300 g green beans', '1 tbsp butter', '1 clove garlic'],
      instructions: ['Boil the beans for 4 minutes.', 'Toss in the butter and garlic.'],
      cookTime: 12,
      prepTime: null,
      totalTime: null,
      servings: 2,
      yield: null,
      category: 'Side Dish',
      tags: [],
      image: false,
    },
  },
  {
    // A page without any markup: the offline recipe-text parser reads its text.
    path: '/plain-brownies.html',
    html: page(
      '',
      `<main><h1>Fudgy Chocolate Brownies</h1><p>Dense, dark and chewy.</p><p>Makes 16</p><p>Total time: 45 minutes</p>
        <h2>Ingredients</h2><ul><li>200 g dark chocolate</li><li>175 g butter</li><li>3 eggs</li><li>250 g sugar</li><li>85 g flour</li></ul>
        <h2>Method</h2><ol><li>Melt the chocolate and butter together.</li><li>Whisk the eggs and sugar until thick.</li><li>Fold everything together and bake 25 minutes at 180°C.</li></ol>
      </main><footer><p>© 2026 Brownie Blog</p></footer>`,
    ),
    expected: {
      name: 'Fudgy Chocolate Brownies',
      description: 'Dense, dark and chewy.',
      ingredients: ['200 g dark chocolate', '175 g butter', '3 eggs', '250 g sugar', '85 g flour'],
      instructions: [
        'Melt the chocolate and butter together.',
        'Whisk the eggs and sugar until thick.',
        'Fold everything together and bake 25 minutes at 180°C.',
      ],
      cookTime: 45,
      prepTime: null,
      totalTime: 45,
      servings: 16,
      yield: 'Makes 16',
      category: 'Dessert',
      tags: [],
      image: false,
    },
  },
  {
    // Only a cook time, the yield a number in a string, the image a plain string, Open Graph description.
    path: '/cooktime-only.html',
    html: page(
      `<meta property="og:description" content="From the og tag.">${ld({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Quick Garlic Prawns',
        image: '/images/prawns.png',
        recipeYield: '2',
        cookTime: 'PT8M',
        recipeIngredient: ['300 g prawns', '3 cloves garlic', '2 tbsp butter'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Fry the garlic in the butter.' },
          { '@type': 'HowToStep', text: 'Add the prawns and cook until pink.' },
        ],
      })}`,
    ),
    expected: {
      name: 'Quick Garlic Prawns',
      description: 'From the og tag.',
      ingredients: ['300 g prawns', '3 cloves garlic', '2 tbsp butter'],
      instructions: ['Fry the garlic in the butter.', 'Add the prawns and cook until pink.'],
      cookTime: 8,
      prepTime: null,
      totalTime: null,
      servings: 2,
      yield: null,
      category: 'Main Dish',
      tags: [],
      image: true,
    },
  },
  {
    // mainEntity of a WebPage; yield "Serves 4-6"; HTML inside the strings; instructions as an ItemList.
    path: '/main-entity-curry.html',
    html: page(
      ld({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        mainEntity: {
          '@type': 'Recipe',
          name: 'Chickpea &amp; Spinach Curry',
          description: '<p>A <strong>weeknight</strong> curry.</p>',
          recipeYield: 'Serves 4-6',
          totalTime: 'PT35M',
          recipeCategory: 'Vegetarian',
          keywords: 'curry,vegan,  quick ',
          recipeIngredient: ['2 x 400g cans chickpeas', '200 g spinach', '1 can coconut milk', '2 tbsp curry paste'],
          recipeInstructions: {
            '@type': 'ItemList',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Fry the curry paste for a minute.' },
              { '@type': 'HowToStep', text: 'Add the chickpeas and coconut milk, simmer 15 minutes.' },
              { '@type': 'HowToStep', text: 'Stir in the spinach until wilted.' },
            ],
          },
        },
      }),
    ),
    expected: {
      name: 'Chickpea & Spinach Curry',
      description: 'A weeknight curry.',
      ingredients: ['2 x 400g cans chickpeas', '200 g spinach', '1 can coconut milk', '2 tbsp curry paste'],
      instructions: [
        'Fry the curry paste for a minute.',
        'Add the chickpeas and coconut milk, simmer 15 minutes.',
        'Stir in the spinach until wilted.',
      ],
      cookTime: 35,
      prepTime: null,
      totalTime: 35,
      servings: 4,
      yield: null,
      category: 'Main Dish',
      tags: ['Vegetarian', 'curry', 'vegan', 'quick'],
      image: false,
    },
  },
  {
    // Two JSON-LD blocks, the first broken (a raw line break in a string) and not a recipe; a drink.
    path: '/two-blocks-lemonade.html',
    html: page(
      `<script type="application/ld+json">{"@type": "Organization", "name": "Broken
      block"}</script>${ld({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Fresh Mint Lemonade',
        description: 'Sharp and cold.',
        recipeYield: ['6 glasses'],
        totalTime: 'PT10M',
        recipeCategory: 'Drinks',
        recipeIngredient: ['6 lemons', '150 g sugar', '1.5 l cold water', '1 bunch mint'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Squeeze the lemons.' },
          { '@type': 'HowToStep', text: 'Stir everything together and chill.' },
        ],
      })}`,
    ),
    expected: {
      name: 'Fresh Mint Lemonade',
      description: 'Sharp and cold.',
      ingredients: ['6 lemons', '150 g sugar', '1.5 l cold water', '1 bunch mint'],
      instructions: ['Squeeze the lemons.', 'Stir everything together and chill.'],
      cookTime: 10,
      prepTime: null,
      totalTime: 10,
      servings: 6,
      yield: '6 glasses',
      category: 'Drink',
      tags: [],
      image: false,
    },
  },
  {
    // No times and no yield: the form's defaults (30 minutes, 4 servings); the name guessed as a dessert.
    path: '/no-times-cookies.html',
    html: page(
      ld({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Brown Butter Cookies',
        description: 'Nutty and crisp at the edges.',
        recipeIngredient: ['115 g butter', '100 g brown sugar', '1 egg', '150 g flour'],
        recipeInstructions: ['Brown the butter and cool it.', 'Beat in the sugar and egg, then the flour.', 'Bake spoonfuls 10 minutes at 180°C.'],
      }),
    ),
    expected: {
      name: 'Brown Butter Cookies',
      description: 'Nutty and crisp at the edges.',
      ingredients: ['115 g butter', '100 g brown sugar', '1 egg', '150 g flour'],
      instructions: ['Brown the butter and cool it.', 'Beat in the sugar and egg, then the flour.', 'Bake spoonfuls 10 minutes at 180°C.'],
      cookTime: 30,
      prepTime: null,
      totalTime: null,
      servings: 4,
      yield: null,
      category: 'Dessert',
      tags: [],
      image: false,
    },
  },
  {
    // JSON-LD without steps (a teaser), microdata with the whole recipe: microdata is used.
    path: '/teaser-then-microdata.html',
    html: page(
      ld({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Teaser', recipeIngredient: ['1 egg'] }),
      `<section itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Perfect Boiled Eggs</h1>
        <span itemprop="recipeYield">2</span><meta itemprop="totalTime" content="PT9M"><meta itemprop="recipeCategory" content="breakfast">
        <p itemprop="recipeIngredient">4 eggs</p>
        <p itemprop="recipeInstructions">Lower the eggs into boiling water.</p><p itemprop="recipeInstructions">Cook 7 minutes, then cool in cold water.</p></section>`,
    ),
    expected: {
      name: 'Perfect Boiled Eggs',
      description: 'Imported from 127.0.0.1.',
      ingredients: ['4 eggs'],
      instructions: ['Lower the eggs into boiling water.', 'Cook 7 minutes, then cool in cold water.'],
      cookTime: 9,
      prepTime: null,
      totalTime: 9,
      servings: 2,
      yield: null,
      category: 'Breakfast',
      tags: [],
      image: false,
    },
  },
];

/** A page with no recipe at all. */
export const NOT_A_RECIPE_PAGE = page('', '<main><h1>About us</h1><p>We are a small team who love food.</p></main>');

export interface FixtureServer {
  base: string;
  /** Requests received, by path (to prove what was, or was not, fetched). */
  hits: string[];
  /**
   * Holds /held-recipe.html until `release()`: the imports that reach the page wait there, so a test sees
   * how many ran at once whatever the machine's speed. Without a hold the page answers at once.
   */
  hold(): { waiting(): number; release(): void };
  close(): Promise<void>;
}

/**
 * Serves the recipe pages on 127.0.0.1, a PNG at /images/*.png, and the misbehaving answers of the
 * refusal tests: /held-recipe.html (see `hold`), /redirect-to?to=…, /redirect-loop/n, /json, /huge (over 5 MB), /slow (never ends),
 * /svg-as-png (an SVG served as image/png).
 */
export async function startRecipePageServer(): Promise<FixtureServer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d98b2b' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  let held: (() => void)[] | undefined;
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.push(url.pathname);
    const fixture = RECIPE_PAGES.find((candidate) => candidate.path === url.pathname);
    if (fixture) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixture.html.replaceAll('{{base}}', base));
    } else if (url.pathname === '/not-a-recipe.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(NOT_A_RECIPE_PAGE);
    } else if (url.pathname === '/held-recipe.html') {
      const answer = () => res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE_PAGES[1].html);
      if (held) held.push(answer);
      else answer();
    } else if (url.pathname === '/svg-as-png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"/>');
    } else if (url.pathname.startsWith('/images/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (url.pathname === '/redirect-to') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname.startsWith('/redirect-loop/')) {
      const n = Number(url.pathname.split('/').pop());
      res.writeHead(301, { location: `/redirect-loop/${n + 1}` }).end();
    } else if (url.pathname === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"not html"}');
    } else if (url.pathname === '/huge') {
      // No content-length: the limit must be enforced while reading.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.on('error', () => undefined);
      write();
    } else if (url.pathname === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body>');
      // Never finishes; the fetcher's time limit must end it.
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    hold: () => {
      const waiting: (() => void)[] = (held = []);
      return {
        waiting: () => waiting.length,
        release: () => {
          held = undefined;
          for (const answer of waiting) answer();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
