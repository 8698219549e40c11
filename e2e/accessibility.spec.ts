// Every screen of web/src/app/router.tsx, at a laptop's and a phone's width, checked by axe-core against
// WCAG 2.1 A and AA. A serious or critical violation fails the test; the report names the screen, the
// rule and the elements, so a new screen that is not clean shows up here.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signedInAdmin } from './support/admin';
import { audit } from './support/axe';
import { createRecipe } from './support/recipes';
import { makePng, signUp, uniqueUser } from './support/users';

const WIDTHS: { width: number; height: number }[] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Screen {
  name: string;
  /** The address, or a function of the cook whose data it shows. */
  path: string | ((cook: Cook) => string);
  /** What a person sees once the screen is there. */
  ready: (page: Page) => Locator;
  /** Steps after loading (open a dialog, switch a mode), ending in the state to check. */
  then?: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

/**
 * Waits until the screen stops moving: no skeleton, every image on screen loaded (lazy ones further down
 * never start), no finite animation or transition running (a fading colour would be measured half-way).
 */
async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || (img.loading === 'lazy' && img.getBoundingClientRect().top > window.innerHeight)),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** The cancel page also raises a toast (its chunk loads on the first toast): audited once it has come in, not while it fades in. */
const cancelledToast = (page: Page) => settle(page, page.getByTestId('toast').filter({ hasText: 'Payment Cancelled' }));

/**
 * Gives the cook an empty kitchen, or a stocked one (a list with one item ticked off into the pantry, and
 * pantry items at 40% and 10%), through the API; then reloads the screen to show it.
 */
async function kitchen(page: Page, state: 'empty' | 'stocked') {
  expect((await page.request.delete('/api/shopping-clear-all')).ok()).toBe(true);
  const pantry = (await (await page.request.get('/api/pantry')).json()) as { id: number }[];
  for (const item of pantry) expect((await page.request.delete(`/api/pantry/${item.id}`)).ok()).toBe(true);
  if (state === 'stocked') {
    const post = async (path: string, data: object) => {
      const res = await page.request.post(path, { data });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const rice = await post('/api/shopping', { name: '2 cups rice', category: 'Grains' });
    await post('/api/shopping', { name: 'milk', category: 'Dairy' });
    expect((await page.request.patch(`/api/shopping/${rice.id}`, { data: { checked: true } })).ok()).toBe(true);
    await post('/api/pantry', { name: 'Olive oil', quantity: 0.5, unit: 'liters', percentage: 40 });
    await post('/api/pantry', { name: 'eggs', quantity: 6, unit: 'item', percentage: 10 });
  }
  await page.reload();
}

/**
 * Gives the cook an empty week (Monday 7 January 2030) or a planned one (two recipes and a note), through the
 * API; then reloads the screen to show it.
 */
async function mealPlan(page: Page, state: 'empty' | 'planned') {
  const week = (await (await page.request.get('/api/meal-plan?from=2030-01-07&to=2030-01-13')).json()) as { id: number }[];
  for (const entry of week) expect((await page.request.delete(`/api/meal-plan/${entry.id}`)).ok()).toBe(true);
  if (state === 'planned') {
    const recipes = (await (await page.request.get('/api/recipes?limit=2')).json()) as { id: number }[];
    const plan = [
      { date: '2030-01-07', meal: 'Dinner', recipeId: recipes[0].id },
      { date: '2030-01-09', meal: 'Breakfast', recipeId: recipes[recipes.length - 1].id },
      { date: '2030-01-09', meal: 'Lunch', note: 'Leftovers' },
    ];
    for (const entry of plan) expect((await page.request.post('/api/meal-plan', { data: entry })).status()).toBe(201);
  }
  await page.reload();
}

interface Cook {
  username: string;
  recipe: { id: number; name: string };
  /** A recipe of the cook's made public, with a comment: the community feedback shows. */
  publicRecipe: { id: number; name: string };
}

const visitorScreens: Screen[] = [
  { name: '/auth (sign in)', path: '/auth', ready: h1('Welcome Back') },
  {
    name: '/auth (sign up)',
    path: '/auth',
    ready: h1('Welcome Back'),
    then: async (page) => {
      await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
      await settle(page, page.getByRole('heading', { level: 1, name: 'Create an Account' }));
    },
  },
  { name: '/reset-password (request)', path: '/reset-password', ready: (page) => page.getByRole('button', { name: 'Send reset link' }) },
  {
    name: '/reset-password (with a token)',
    path: '/reset-password?token=a11y-check',
    ready: (page) => page.getByRole('textbox', { name: 'New Password' }),
  },
  { name: '/verify-email', path: '/verify-email?token=a11y-check', ready: h1('We could not verify your email') },
  { name: '/public-recipes', path: '/public-recipes', ready: h1('Community Recipes') },
  { name: '/recipes/{id} (public)', path: (c) => `/recipes/${c.publicRecipe.id}`, ready: h1(/Shared Pear Compote/) },
  {
    name: '/recipes/{id} (public, photos)',
    path: (c) => `/recipes/${c.publicRecipe.id}`,
    ready: h1(/Shared Pear Compote/),
    then: async (page) => {
      await page.getByRole('tab', { name: 'Photos (0)' }).click();
      await settle(page, page.getByRole('link', { name: 'Please login to add your photos' }));
    },
  },
  { name: '/payment/success', path: '/payment/success', ready: h1('Payment Successful!') },
  { name: '/payment/cancel', path: '/payment/cancel', ready: h1('Payment Cancelled'), then: cancelledToast },
  { name: '404', path: '/no-such-page', ready: h1('404 Page Not Found') },
];

/** Signed-in screens; paths and headings that depend on the cook are functions of it. */
const cookScreens: {
  name: string;
  path: (cook: Cook) => string;
  ready: (cook: Cook) => (page: Page) => Locator;
  then?: (page: Page) => Promise<void>;
  mobileOnly?: boolean;
}[] = [
  { name: '/ (Home)', path: () => '/', ready: () => h1(/Ada/) },
  {
    name: '/ (Home, Ask Savorus: a reply with a recipe card, then the card created)',
    path: () => '/',
    ready: () => h1(/Ada/),
    then: async (page) => {
      // Every size starts the conversation over (the cook is shared).
      expect((await page.request.delete('/api/chat')).status()).toBe(204);
      await page.reload();
      const card = page.getByRole('region', { name: 'Ask Savorus' });
      await card.getByRole('textbox', { name: 'Message Savorus' }).fill('The full recipe for lemon chicken, please');
      await card.getByRole('button', { name: 'Send' }).click();
      await card.getByRole('button', { name: 'Create Recipe Card' }).click();
      // The 'Recipe Created!' toast fades in: measure it once fully shown, not half-way.
      const toast = page.locator('.MuiAlert-root').filter({ hasText: 'has been added to your recipes.' });
      await expect(toast).toBeVisible();
      await expect
        .poll(() =>
          toast.evaluate((element) => {
            let opacity = 1;
            for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
            return opacity;
          }),
        )
        .toBe(1);
      await settle(page, card.getByRole('link', { name: 'View Recipe' }));
    },
  },
  { name: '/recipes', path: () => '/recipes', ready: () => h1('My Recipes') },
  {
    name: '/recipes (Upload Recipe Photo, a file chosen)',
    path: () => '/recipes',
    ready: () => h1('My Recipes'),
    then: async (page) => {
      await page.getByRole('button', { name: 'New Recipe' }).first().click();
      await page.getByRole('button', { name: 'Upload Recipe Image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Recipe Photo' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: /Browse Files/ }).click();
      await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: makePng(320, 240) });
      await settle(page, dialog.getByRole('img', { name: 'Preview of card.png' }));
    },
  },
  { name: '/recipes/{id}', path: (c) => `/recipes/${c.recipe.id}`, ready: (c) => h1(c.recipe.name) },
  {
    name: '/recipes (Import from URL, an error shown)',
    path: () => '/recipes',
    ready: () => h1('My Recipes'),
    then: async (page) => {
      await page.getByRole('button', { name: 'New Recipe' }).first().click();
      await page.getByRole('button', { name: 'Import from URL' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import from URL' });
      await dialog.getByLabel('Recipe web address').fill('ftp://example.com/recipe');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await settle(page, dialog.getByRole('alert'));
    },
  },
  {
    name: '/recipes/{id} (6 servings, metric)',
    path: (c) => `/recipes/${c.recipe.id}`,
    ready: (c) => h1(c.recipe.name),
    then: async (page) => {
      await page.getByRole('button', { name: 'More servings' }).click();
      await page.getByRole('button', { name: 'Metric' }).click();
      await settle(page, page.getByRole('button', { name: 'Metric', pressed: true }));
    },
  },
  { name: '/recipes/{id}/print', path: (c) => `/recipes/${c.recipe.id}/print`, ready: (c) => h1(c.recipe.name) },
  {
    name: '/recipes/{id} (edit)',
    path: (c) => `/recipes/${c.recipe.id}`,
    ready: (c) => h1(c.recipe.name),
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await settle(page, page.getByRole('button', { name: 'Save Changes' }));
    },
  },
  {
    name: '/recipes/{id} (delete confirmation)',
    path: (c) => `/recipes/${c.recipe.id}`,
    ready: (c) => h1(c.recipe.name),
    then: async (page) => {
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await settle(page, page.getByRole('dialog', { name: 'Delete this recipe?' }));
    },
  },
  { name: '/recipes/{id}/follow', path: (c) => `/recipes/${c.recipe.id}/follow`, ready: (c) => h1(c.recipe.name) },
  { name: '/recipes/{id} (public, feedback)', path: (c) => `/recipes/${c.publicRecipe.id}`, ready: (c) => h1(c.publicRecipe.name) },
  {
    name: '/recipes/{id} (public, ratings)',
    path: (c) => `/recipes/${c.publicRecipe.id}`,
    ready: (c) => h1(c.publicRecipe.name),
    then: async (page) => {
      await page.getByRole('tab', { name: /^Ratings/ }).click();
      await settle(page, page.getByText('Your rating'));
    },
  },
  {
    name: '/recipes/{id} (add photo)',
    path: (c) => `/recipes/${c.publicRecipe.id}`,
    ready: (c) => h1(c.publicRecipe.name),
    then: async (page) => {
      await page.getByRole('tab', { name: /^Photos/ }).click();
      await page.getByRole('button', { name: 'Add Photo' }).click();
      await settle(page, page.getByRole('dialog', { name: 'Add Your Photo' }));
    },
  },
  { name: '/create-recipe', path: () => '/create-recipe', ready: () => h1('Create Recipe') },
  { name: '/profile', path: () => '/profile', ready: () => h1('My Profile') },
  {
    name: '/profile (API token created)',
    path: () => '/profile',
    ready: () => h1('My Profile'),
    then: async (page) => {
      const tokens = page.getByRole('region', { name: 'API tokens' });
      await tokens.getByRole('textbox', { name: 'Token name' }).fill('Accessibility check');
      await tokens.getByRole('button', { name: 'Create token' }).click();
      await settle(page, tokens.getByText('Copy your new token now: you will not be able to see it again.'));
    },
  },
  { name: '/public-recipes', path: () => '/public-recipes', ready: () => h1('Community Recipes') },
  { name: '/community', path: () => '/community', ready: () => h1('Community') },
  { name: '/community?tab=discover', path: () => '/community?tab=discover', ready: () => h1('Community') },
  { name: '/community?tab=profile', path: () => '/community?tab=profile', ready: () => h1('Community') },
  { name: '/social-feed', path: () => '/social-feed', ready: () => h1('Social Feed') },
  {
    name: '/social-feed (followers)',
    path: () => '/social-feed',
    ready: () => h1('Social Feed'),
    then: async (page) => {
      await page.getByRole('tab', { name: 'Followers' }).click();
      await settle(page, page.getByText('No followers yet.'));
    },
  },
  {
    name: '/ (notifications)',
    path: () => '/',
    ready: () => h1(/Ada/),
    then: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await settle(page, page.getByText('No notifications yet'));
    },
  },
  { name: '/user/{username}', path: (c) => `/user/${c.username}`, ready: (c) => h1(`@${c.username}`) },
  {
    name: '/shopping-pantry (empty)',
    path: () => '/shopping-pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'empty');
      await settle(page, page.getByText('Your shopping list is empty.'));
    },
  },
  {
    name: '/shopping-pantry (items, add form)',
    path: () => '/shopping-pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'stocked');
      await expect(page.getByRole('checkbox', { name: '2 cups rice' })).toBeChecked();
      await page.getByRole('button', { name: 'Add Item' }).click();
      await settle(page, page.getByRole('textbox', { name: 'Item Name' }));
    },
  },
  {
    name: '/shopping-pantry (clear all)',
    path: () => '/shopping-pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'stocked');
      await page.getByRole('button', { name: 'Clear All' }).click();
      await settle(page, page.getByText('Are you sure you want to clear your entire shopping list?'));
    },
  },
  {
    name: '/shopping-pantry?tab=pantry (empty)',
    path: () => '/shopping-pantry?tab=pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'empty');
      await settle(page, page.getByText('Your pantry is empty. Add some items to get started.'));
    },
  },
  {
    name: '/shopping-pantry?tab=pantry (items, add form)',
    path: () => '/shopping-pantry?tab=pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'stocked');
      await expect(page.getByRole('listitem', { name: 'rice', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Add Item' }).click();
      await settle(page, page.getByRole('slider', { name: 'Amount Available' }));
    },
  },
  {
    name: '/shopping-pantry?tab=pantry (remove confirmation)',
    path: () => '/shopping-pantry?tab=pantry',
    ready: () => h1('Kitchen Inventory'),
    then: async (page) => {
      await kitchen(page, 'stocked');
      await page.getByRole('button', { name: 'Delete Olive oil' }).click();
      await settle(page, page.getByText('Are you sure you want to remove Olive oil from your pantry?'));
    },
  },
  {
    name: '/ (kitchen card with items)',
    path: () => '/',
    ready: () => h1(/Ada/),
    then: async (page) => {
      await kitchen(page, 'stocked');
      await settle(page, page.getByText('10% left'));
    },
  },
  {
    name: '/meal-plan (empty week)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await mealPlan(page, 'empty');
      await settle(page, page.getByText('Nothing planned this week'));
    },
  },
  {
    name: '/meal-plan (planned, entry options open)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await mealPlan(page, 'planned');
      await page
        .getByRole('button', { name: /^Options for / })
        .first()
        .click();
      await settle(page, page.getByRole('button', { name: 'Move to…' }));
    },
  },
  {
    name: '/meal-plan (Add dialog)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Add to Dinner on Monday 7 January' }).click();
      await settle(page, page.getByRole('dialog', { name: /^Add to Dinner/ }).getByRole('list', { name: 'Your recipes' }));
    },
  },
  {
    name: '/meal-plan (Move to… dialog)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await mealPlan(page, 'planned');
      await page
        .getByRole('button', { name: /^Options for / })
        .first()
        .click();
      await page.getByRole('button', { name: 'Move to…' }).click();
      await settle(page, page.getByRole('radio', { name: 'Snack' }));
    },
  },
  {
    name: '/meal-plan (calendar dialog)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
      await settle(
        page,
        dialog.getByRole('button', { name: 'Create calendar address' }).or(dialog.getByRole('textbox', { name: 'Calendar address' })),
      );
    },
  },
  {
    name: '/meal-plan (Savorus dialog)',
    path: () => '/meal-plan?week=2030-01-07',
    ready: () => h1('Meal Plan'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Plan my week with Savorus' }).click();
      await settle(page, page.getByTestId('suggest-cost'));
    },
  },
  { name: '/tickets', path: () => '/tickets', ready: () => (page) => page.getByTestId('ticket-cost').first() },
  {
    name: '/tickets (subscription)',
    path: () => '/tickets',
    ready: () => (page) => page.getByTestId('ticket-cost').first(),
    then: async (page) => {
      await page.getByRole('tab', { name: 'Subscription' }).click();
      await settle(page, page.getByRole('button', { name: 'Subscribe to Basic' }));
    },
  },
  {
    name: '/tickets (history open)',
    path: () => '/tickets',
    ready: () => (page) => page.getByTestId('ticket-cost').first(),
    then: async (page) => {
      await page.getByRole('button', { name: 'Transaction History' }).click();
      await settle(page, page.getByRole('table', { name: 'Transaction History' }));
    },
  },
  {
    name: '/tickets (PayPal checkout, after a purchase)',
    path: () => '/tickets',
    ready: () => (page) => page.getByRole('button', { name: 'PayPal' }),
    then: async (page) => {
      await page.getByRole('button', { name: 'PayPal' }).click();
      await settle(page, page.getByTestId('toast').filter({ hasText: 'Payment successful!' }));
    },
  },
  { name: '/verify-email', path: () => '/verify-email?token=a11y-check', ready: () => h1('We could not verify your email') },
  { name: '/payment/success', path: () => '/payment/success', ready: () => h1('Payment Successful!') },
  { name: '/payment/cancel', path: () => '/payment/cancel', ready: () => h1('Payment Cancelled'), then: cancelledToast },
  { name: '404', path: () => '/no-such-page', ready: () => h1('404 Page Not Found') },
  {
    name: 'the menu',
    path: () => '/',
    ready: () => h1(/Ada/),
    mobileOnly: true,
    then: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await settle(page, page.getByRole('dialog', { name: 'Menu' }));
    },
  },
];

/** The admin dashboard, for an admin (made with the admin CLI: e2e/support/admin.ts); a cook is sent away from it. */
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const adminScreens: Screen[] = [
  { name: '/admin (Users)', path: '/admin', ready: usersTable },
  {
    name: '/admin (Add Tickets)',
    path: '/admin',
    ready: usersTable,
    then: async (page) => {
      await page.getByRole('button', { name: 'Add Tickets' }).first().click();
      await settle(page, page.getByRole('dialog', { name: 'Add Tickets' }));
    },
  },
  {
    name: '/admin (User Activity Metrics)',
    path: '/admin',
    ready: usersTable,
    then: async (page) => {
      await page.getByRole('button', { name: 'View Activity' }).first().click();
      await settle(page, page.getByRole('dialog', { name: 'User Activity Metrics' }).getByRole('region', { name: 'Money Spent' }));
    },
  },
  {
    name: '/admin (Delete User)',
    path: '/admin',
    ready: usersTable,
    then: async (page) => {
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await settle(page, page.getByRole('dialog', { name: 'Delete User' }));
    },
  },
  { name: '/admin (Statistics)', path: '/admin?tab=statistics', ready: (page) => page.getByRole('heading', { name: 'Recipes by Category' }) },
  { name: '/admin (Recipes)', path: '/admin?tab=recipes', ready: (page) => page.getByRole('switch', { name: 'Verified' }).first() },
  { name: '/admin (Ticket Costs)', path: '/admin?tab=ticket-costs', ready: (page) => page.getByRole('switch', { name: 'Charged' }).first() },
  {
    name: '/admin (Audit Log)',
    path: '/admin?tab=audit-log',
    ready: (page) => page.getByRole('list', { name: 'Audit log entries' }).or(page.getByText('No admin actions yet')),
  },
  {
    name: '/admin (Backups)',
    path: '/admin?tab=backups',
    ready: (page) => page.getByRole('table', { name: 'Backups' }).or(page.getByText('No backups yet')),
  },
];

async function check(page: Page, path: string, ready: (page: Page) => Locator, then?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await settle(page, ready(page));
  if (then) await then(page);
  expect(await audit(page), 'serious or critical WCAG 2.1 AA violations').toBe('');
}

// The file's 60-odd audits are split between the workers (each signs up its own cook in the beforeAll below):
// together in one worker they took more than half of the browser suite's time.
test.describe.configure({ mode: 'parallel' });

// One cook for the whole file (signed up once per worker); one page per width and kind of visitor, reused.
let cookState: Awaited<ReturnType<BrowserContext['storageState']>>;
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
let cook: Cook;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ viewport: WIDTHS[0] });
  const page = await context.newPage();
  const me = uniqueUser('a11y');
  await signUp(page, me, 'Ada Lovelace');
  const res = await page.request.get('/api/recipes');
  expect(res.ok()).toBe(true);
  const recipes = (await res.json()) as { id: number; name: string }[];
  // The welcome recipes every new account receives.
  expect(recipes.length).toBeGreaterThan(0);
  const publicRecipe = await createRecipe(page, {
    name: `Shared Pear Compote ${me.username}`,
    description: 'Pears simmered with vanilla, for the community.',
    servings: 4,
    category: 'Dessert',
    ingredients: ['4 pears', '1 vanilla pod'],
    instructions: ['Peel and slice the pears.', 'Simmer with the vanilla for 15 minutes.'],
  });
  expect((await page.request.patch(`/api/recipes/${publicRecipe.id}/public`, { data: { isPublic: true } })).ok()).toBe(true);
  const commented = await page.request.post(`/api/recipes/${publicRecipe.id}/comments`, { data: { content: 'Lovely with yoghurt.' } });
  expect(commented.status()).toBe(201);
  cook = { username: me.username, recipe: recipes[0], publicRecipe };
  cookState = await context.storageState();
  await context.close();
  const admin = await signedInAdmin(browser, 'a11yadmin', 'Ada Admin');
  adminState = await admin.context.storageState();
  await admin.context.close();
});

for (const size of WIDTHS) {
  test.describe(`axe at ${size.width}px`, () => {
    let visitor: Page;
    let signedIn: Page;
    let admin: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      visitor = await (await browser.newContext({ viewport: size })).newPage();
      signedIn = await (await browser.newContext({ viewport: size, storageState: cookState })).newPage();
      admin = await (await browser.newContext({ viewport: size, storageState: adminState })).newPage();
    });

    test.afterAll(async () => {
      await visitor?.context().close();
      await signedIn?.context().close();
      await admin?.context().close();
    });

    for (const screen of visitorScreens) {
      test(`${screen.name}, visitor`, async () => {
        await check(visitor, typeof screen.path === 'string' ? screen.path : screen.path(cook), screen.ready, screen.then);
      });
    }

    for (const screen of cookScreens) {
      if (screen.mobileOnly && size.width >= 768) continue;
      test(`${screen.name}, signed in`, async () => {
        await check(signedIn, screen.path(cook), screen.ready(cook), screen.then);
      });
    }

    for (const screen of adminScreens) {
      test(`${screen.name}, admin`, async () => {
        await check(admin, typeof screen.path === 'string' ? screen.path : screen.path(cook), screen.ready, screen.then);
      });
    }
  });
}
