import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createRecipe } from './support/recipes';
import { signedInPage } from './support/users';

/**
 * The first screens' styles come with their page (web/critical-css.json, written into the page by the
 * build: web/vite.config.ts): Emotion finds every class of the screen already there and inserts none
 * of its rules while React commits the first render.
 *
 * `npm run critical-css` runs this file with --update-snapshots: instead of checking, it records the
 * rules Emotion inserts on each screen (the page's own <style data-screen-styles> removed first) and writes
 * them to web/critical-css.json.
 */
const CRITICAL_CSS = fileURLToPath(new URL('../web/critical-css.json', import.meta.url));

const SCREENS = [
  { name: 'a phone', use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: 'a wide screen', use: { viewport: { width: 1366, height: 900 } } },
];

/** A first screen in one of the states a cook may find it in, and what shows once it has rendered all of its cards. */
interface FirstScreen {
  path: string;
  /** Besides the screen's usual state: what `prepare` sets up before the visit. */
  state?: string;
  prepare?: (page: Page) => Promise<void>;
  rendered: (page: Page) => Promise<void>;
}

const homeRendered = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'Featured Recipes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lemon Pasta' }).first()).toBeVisible();
};

const FIRST_SCREENS: FirstScreen[] = [
  { path: '/', rendered: homeRendered },
  {
    path: '/',
    // What a server without an AI provider (a fresh `npm start`) shows on Home.
    state: 'when the assistant is not configured',
    prepare: async (page) => {
      await page.route('**/api/chat', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...((await response.json()) as object), available: false } });
      });
    },
    rendered: async (page) => {
      await homeRendered(page);
      await expect(page.getByText('The Savorus assistant is not configured on this server', { exact: false })).toBeVisible();
    },
  },
  {
    path: '/recipes',
    rendered: async (page) => {
      await expect(page.getByRole('link', { name: 'Lemon Pasta' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show more recipes' })).toBeVisible();
    },
  },
];

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Appetizer', 'Main Dish', 'Side Dish', 'Dessert', 'Snack', 'Drink'];
const DIFFICULTIES = ['Easy', 'Medium', 'Hard'];

/** More than My Recipes' first page (48 cards), so that 'Show more recipes' shows too. */
const COLLECTION_SIZE = 50;

/**
 * A cook's collection as the screens show it: more than a page, every category and difficulty, tags,
 * favourites, public recipes; 'Lemon Pasta' is among Home's latest and My Recipes' first cards.
 */
async function addRecipes(page: Page) {
  for (let i = CATEGORIES.length; i < COLLECTION_SIZE; i += 1) await createRecipe(page, { name: `Weeknight Recipe ${i}` });
  for (const [i, category] of CATEGORIES.entries()) {
    await createRecipe(page, {
      name: i === 0 ? 'Lemon Pasta' : `${category} Recipe`,
      category,
      difficulty: DIFFICULTIES[i % DIFFICULTIES.length],
      isFavorite: i % 3 === 0,
      isPublic: i % 4 === 0,
      tags: i % 2 === 0 ? ['weeknight', 'family'] : [],
    });
  }
}

interface ScreenStyles {
  /** Emotion's names for the rules (`css-<name>` classes, `animation-<name>` keyframes). */
  names: string[];
  css: string;
}

const KEYFRAMES = /^@keyframes (animation-[a-z0-9]+)/;

/** Whether this run writes web/critical-css.json instead of checking it (`--update-snapshots`). */
const updating = (config: { updateSnapshots: string }) => config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
const recorded = new Map<string, { names: Set<string>; rules: string[] }>();

/** The names of the Emotion classes on the screen's elements. */
function classesOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    for (const element of document.querySelectorAll('[class*="css-"]')) {
      for (const name of element.classList) if (/^css-[a-z0-9]+$/.test(name)) names.add(name.slice(4));
    }
    return [...names];
  });
}

/** What the cascade decides for each of the screen's elements that Emotion styles, in document order. */
function computedStylesOf(page: Page): Promise<string[]> {
  const properties = [
    'display',
    'position',
    'padding',
    'margin',
    'gap',
    'width',
    'min-height',
    'color',
    'background-color',
    'border',
    'border-radius',
    'font',
    'box-shadow',
    'opacity',
  ];
  // Cards are `content-visibility: auto`: the browser lays out an off-screen card's inside when it gets round
  // to it, so a card's picture box was once measured 0 px wide in one page and 336 px in the other. Measured
  // with every card laid out, the comparison is of the cascade alone.
  return page.evaluate((names) => {
    const measuring = document.head.appendChild(document.createElement('style'));
    measuring.textContent = '[class*="css-"] { content-visibility: visible !important; }';
    try {
      return [...document.querySelectorAll('[class*="css-"]')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName.toLowerCase()}.${element.className} ${names.map((name) => style.getPropertyValue(name)).join('; ')}`;
      });
    } finally {
      measuring.remove();
    }
  }, properties);
}

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    for (const { path, state, prepare, rendered } of FIRST_SCREENS) {
      test(`a signed-in first visit to ${path} has every style of the screen in its page${state ? ` ${state}` : ''}`, async ({
        browser,
      }, testInfo) => {
        const { context, page } = await signedInPage(browser, 'critical', 'Critical Cook', screen.use);
        await addRecipes(page);
        await prepare?.(page);
        await recordInsertedRules(page, path, { withoutPageStyles: updating(testInfo.config) });
        await page.goto(path, { waitUntil: 'networkidle' });
        await rendered(page);
        const onScreen = await classesOnScreen(page);
        expect(onScreen.length).toBeGreaterThan(20);

        const inserted = await page.evaluate(() => (window as unknown as { __insertedRules: string[] }).__insertedRules);
        if (updating(testInfo.config)) {
          const styles = recorded.get(path) ?? { names: new Set<string>(), rules: [] };
          recorded.set(path, styles);
          // Each name's rules as Emotion inserted them, in order and all of them (a rule may repeat within a
          // name's, and the last one wins), unless an earlier screen size recorded that name already.
          const known = new Set(styles.names);
          for (const rule of inserted) {
            const name = KEYFRAMES.exec(rule)?.[1] ?? /\.css-([a-z0-9]+)/.exec(rule)?.[1];
            if (name && !known.has(name)) {
              styles.names.add(name);
              styles.rules.push(rule);
            }
          }
          // With those that have no rule (`css-0`, the empty style).
          for (const name of onScreen) styles.names.add(name);
        } else {
          const inPage = await page.evaluate(
            () => document.querySelector('style[data-screen-styles]')?.getAttribute('data-screen-styles')?.split(' ') ?? [],
          );
          expect(
            onScreen.filter((name) => !inPage.includes(name)),
            `classes of ${path} not in its page: run \`npm run critical-css\``,
          ).toEqual([]);
          expect(inserted, `rules Emotion inserted on ${path}: run \`npm run critical-css\``).toEqual([]);
          // The same screen with Emotion inserting every rule itself looks the same: the page's rules
          // come in the order Emotion would insert them.
          const reference = await context.newPage();
          await prepare?.(reference);
          await recordInsertedRules(reference, path, { withoutPageStyles: true });
          await reference.goto(path, { waitUntil: 'networkidle' });
          await rendered(reference);
          // Polled: on a busy machine the reference, whose rules Emotion is still inserting as it renders, was
          // seen mid-layout (its <main> without its centring margins) and settled a moment later.
          const styled = await computedStylesOf(page);
          await expect.poll(() => computedStylesOf(reference)).toEqual(styled);
        }
        await context.close();
      });
    }
  });
}

// Only an update records anything.
test.afterAll(() => {
  if (recorded.size === 0) return;
  const screens: Record<string, ScreenStyles> = {};
  for (const [path, { names, rules }] of recorded) screens[path] = { names: [...names], css: rules.join('') };
  const previous = JSON.parse(readFileSync(CRITICAL_CSS, 'utf8')) as Record<string, ScreenStyles>;
  writeFileSync(CRITICAL_CSS, `${JSON.stringify({ ...previous, ...screens }, null, 2)}\n`);
});

/**
 * Records every rule Emotion inserts on the page (in production it calls insertRule on its own
 * <style data-emotion="css"> elements), in `window.__insertedRules`; `withoutPageStyles` loads `path`
 * without the styles its page carries, so that Emotion inserts them all.
 */
async function recordInsertedRules(page: Page, path: string, { withoutPageStyles }: { withoutPageStyles: boolean }) {
  if (withoutPageStyles) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<style data-screen-styles="[^"]*">[^]*?<\/style>/, '');
        await route.fulfill({ response, body });
      },
    );
  }
  await page.addInitScript(() => {
    const rules: string[] = [];
    (window as unknown as { __insertedRules: string[] }).__insertedRules = rules;
    const insertRule = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'insertRule')?.value as (
      this: CSSStyleSheet,
      rule: string,
      index?: number,
    ) => number;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      if ((this.ownerNode as HTMLElement | null)?.dataset.emotion === 'css') rules.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
}
