// Community recipes: the public list for visitors and cooks, and feedback (comments, ratings, photos) on a public recipe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOTS, toast } from './support/page';
import { makePng, signedInPage } from './support/users';

interface CreatedRecipe {
  id: number;
  name: string;
  slug: string;
}

/** Creates a recipe through the API with the page's session cookie and makes it public. */
async function createPublicRecipe(page: Page, name: string, category: string): Promise<CreatedRecipe> {
  const res = await page.request.post('/api/recipes', {
    data: {
      name,
      description: `A ${category.toLowerCase()} shared with the community.`,
      cookTime: 25,
      servings: 2,
      difficulty: 'Easy',
      category,
      ingredients: ['2 ripe pears', '1 tbsp honey', 'A pinch of cinnamon'],
      instructions: ['Slice the pears.', 'Warm them with the honey and cinnamon.'],
      tags: ['quick', 'fruit', 'sweet'],
      tips: [],
      source: 'User-created',
    },
  });
  expect(res.status()).toBe(201);
  const recipe = (await res.json()) as CreatedRecipe;
  const shared = await page.request.patch(`/api/recipes/${recipe.id}/public`, { data: { isPublic: true } });
  expect(shared.ok()).toBe(true);
  return recipe;
}

/** A screenshot of what is on screen (or of one element) once every image in view has loaded. */
async function snap(page: Page, file: string, element?: Locator) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight));
  if (element) await element.screenshot({ path: `${SCREENSHOTS}/${file}` });
  else await page.screenshot({ path: `${SCREENSHOTS}/${file}` });
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

const feedback = (page: Page) => page.getByRole('region', { name: 'Community Feedback' });
/** Clicks the n-th star of 'Your rating' (its radio is visually hidden behind the star's label). */
async function rate(page: Page, stars: number) {
  const radio = feedback(page).getByRole('radio', { name: `${stars} Stars` });
  await feedback(page)
    .locator(`label[for="${await radio.getAttribute('id')}"]`)
    .click();
  await expect(radio).toBeChecked();
}

/** Searches the public list and waits for the answer (the unfiltered list it replaces may look the same). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/public-recipes' && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Search community recipes' }).fill(text);
  await answered;
}

const commentWith = (page: Page, text: string) => feedback(page).getByTestId('comment').filter({ hasText: text });

test('a visitor browses community recipes by category, opens one and sees the sign-in prompts', async ({ browser }) => {
  const cook = await signedInPage(browser, 'sharer', 'Sam Sharer');
  const snack = await createPublicRecipe(cook.page, `Honey Pears ${cook.me.stamp}`, 'Snack');
  const dinner = await createPublicRecipe(cook.page, `Pear Risotto ${cook.me.stamp}`, 'Dinner');
  // One of the welcome recipes every new account receives, all private.
  const mine = (await (await cook.page.request.get('/api/recipes')).json()) as (CreatedRecipe & { isPublic: boolean })[];
  const privateRecipe = mine.find((r) => !r.isPublic)!;
  await cook.context.close();

  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await visitor.newPage();
  await page.goto('/public-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Recipes' })).toBeVisible();
  await expect(page).toHaveTitle('Community Recipes · Savor');
  const cards = page.getByTestId('recipe-card');
  const snackCard = cards.filter({ hasText: snack.name });
  await expect(snackCard).toBeVisible();
  await expect(cards.filter({ hasText: dinner.name })).toBeVisible();
  await expect(snackCard.getByTestId('recipe-attribution')).toHaveText(`By ${cook.me.username}`);
  await expect(snackCard.getByRole('link', { name: cook.me.username })).toHaveAttribute('href', `/user/${cook.me.username}`);
  await expect(snackCard.getByTestId('rating-summary')).toHaveText('No ratings yet');
  await expect(snackCard.getByText('25 mins')).toBeVisible();

  // By category: tabs on a wide screen.
  await expect(page.getByRole('tab', { name: 'All Recipes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Snack' }).click();
  await expect(cards.filter({ hasText: dinner.name })).toHaveCount(0);
  await expect(snackCard).toBeVisible();
  await noSidewaysScroll(page);
  await snap(page, 'public-recipes.png');

  // The card opens the recipe: the visitor reads it and the feedback, and is asked to sign in to take part.
  await snackCard.getByRole('link', { name: snack.name }).click();
  await expect(page).toHaveURL(new RegExp(`/recipes/${snack.slug}/${snack.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: snack.name })).toBeVisible();
  await expect(feedback(page).getByRole('tab', { name: 'Comments (0)' })).toBeVisible();
  await expect(feedback(page).getByRole('tab', { name: 'Ratings (0)' })).toBeVisible();
  await expect(feedback(page).getByRole('tab', { name: 'Photos (0)' })).toBeVisible();
  await expect(page.getByTestId('rating-summary')).toHaveText('No ratings yet');
  await snap(page, 'public-recipe-visitor.png');
  const prompts = [
    ['Comments (0)', 'Please login to add comments'],
    ['Ratings (0)', 'Please login to rate this recipe'],
    ['Photos (0)', 'Please login to add your photos'],
  ];
  for (const [tab, text] of prompts) {
    await feedback(page).getByRole('tab', { name: tab }).click();
    await expect(feedback(page).getByRole('link', { name: text })).toHaveAttribute('href', /^\/login\?returnTo=/);
  }
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Cooking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to my recipes' })).toHaveCount(0);

  // The prompt leads to sign-in, which would bring the visitor back here.
  await feedback(page).getByRole('link', { name: 'Please login to add your photos' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=${encodeURIComponent(`/recipes/${snack.slug}/${snack.id}`)}$`));

  // A private recipe is not for visitors: sign in first.
  await page.goto(`/recipes/${privateRecipe.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?returnTo=%2Frecipes%2F${privateRecipe.id}$`));
  await visitor.close();

  // On a phone the categories are a select.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto('/public-recipes');
  await expect(mobile.getByRole('heading', { level: 1, name: 'Community Recipes' })).toBeVisible();
  await expect(mobile.getByRole('tab')).toHaveCount(0);
  await mobile.getByRole('combobox', { name: 'Category' }).click();
  await mobile.getByRole('option', { name: 'Snack' }).click();
  await expect(mobile.getByRole('combobox', { name: 'Category' })).toHaveText('Snack');
  await expect(mobile.getByTestId('recipe-card').filter({ hasText: snack.name })).toBeVisible();
  await expect(mobile.getByTestId('recipe-card').filter({ hasText: dinner.name })).toHaveCount(0);
  await noSidewaysScroll(mobile);
  await snap(mobile, 'public-recipes-mobile.png');
  await phone.close();
});

test('a cook rates, comments and adds a photo; markup stays text; the owner deletes a comment', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await signedInPage(browser, 'owner', 'Olive Owner');
  const recipe = await createPublicRecipe(owner.page, `Spiced Pear Crumble ${owner.me.stamp}`, 'Dessert');
  const path = `/recipes/${recipe.slug}/${recipe.id}`;

  const cook = await signedInPage(browser, 'taster', 'Tara Taster');
  const page = cook.page;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  // Comments: Post waits for text; markup is shown as the text it is and never runs.
  const box = feedback(page).getByRole('textbox', { name: 'Add a comment' });
  const post = feedback(page).getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await box.fill('   ');
  await expect(post).toBeDisabled();
  await box.fill('<script>alert(1)</script>');
  await post.click();
  // Feedback on someone else's recipe earns a ticket: its toast follows 'Comment Added' (one at a time).
  await toast(page, 'Comment Added');
  await toast(page, 'Tickets Earned');
  await expect(commentWith(page, '<script>alert(1)</script>')).toBeVisible();
  await expect(commentWith(page, '<script>alert(1)</script>').getByTestId('comment-content')).toHaveText('<script>alert(1)</script>');
  await box.fill('Made it with extra cinnamon. Lovely!');
  await post.click();
  await expect(commentWith(page, 'Made it with extra cinnamon. Lovely!')).toBeVisible();
  await expect(feedback(page).getByRole('tab', { name: 'Comments (2)' })).toBeVisible();
  await expect(commentWith(page, 'Made it with extra cinnamon. Lovely!')).toContainText('just now');
  await expect(commentWith(page, 'Made it with extra cinnamon. Lovely!').getByRole('button', { name: 'Delete' })).toBeVisible();

  // Ratings: a second rating replaces the first.
  await feedback(page).getByRole('tab', { name: 'Ratings (0)' }).click();
  await rate(page, 4);
  await toast(page, 'Rating Saved');
  await toast(page, 'Tickets Earned');
  await expect(feedback(page).getByRole('tab', { name: 'Ratings (1)' })).toBeVisible();
  await expect(page.getByTestId('rating-summary').first()).toHaveText('4.0 (1 rating)');
  await rate(page, 2);
  await expect(page.getByTestId('rating-summary').first()).toHaveText('2.0 (1 rating)');
  await expect(feedback(page).getByRole('tab', { name: 'Ratings (1)' })).toBeVisible();
  await expect(feedback(page).getByTestId('rating')).toHaveCount(1);
  await page.reload();
  await feedback(page).getByRole('tab', { name: 'Ratings (1)' }).click();
  await expect(feedback(page).getByRole('radio', { name: '2 Stars' })).toBeChecked();

  // Photos: nothing chosen is refused; a chosen picture is resized to a JPEG, previewed and added with its caption.
  await feedback(page).getByRole('tab', { name: 'Photos (0)' }).click();
  await feedback(page).getByRole('button', { name: 'Add Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your Photo' });
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await toast(page, 'No Photo Selected');
  await expect(page.getByText('Please select a photo to upload.')).toBeVisible();
  await page.getByTestId('community-photo-input').setInputFiles({ name: 'crumble.png', mimeType: 'image/png', buffer: makePng(1600, 1200) });
  const preview = dialog.getByRole('img', { name: 'Preview of your photo' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  expect(await preview.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBe(1200);
  await dialog.getByRole('textbox', { name: 'Caption (optional)' }).fill('Golden on top');
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();
  await toast(page, 'Photo Added');
  await toast(page, 'Tickets Earned');
  await expect(dialog).toBeHidden();
  await expect(feedback(page).getByRole('img', { name: 'Golden on top' })).toHaveAttribute('src', /^\/media\//);
  await expect(feedback(page).getByRole('tab', { name: 'Photos (1)' })).toBeVisible();
  await noSidewaysScroll(page);
  await snap(page, 'community-feedback-photos.png', feedback(page));
  await feedback(page).getByRole('tab', { name: 'Comments (2)' }).click();
  await snap(page, 'community-feedback-member.png', feedback(page));
  expect(dialogs).toEqual([]);

  // The list shows the rating on the card.
  await page.goto('/public-recipes');
  await page.getByRole('searchbox', { name: 'Search community recipes' }).fill(recipe.name);
  await expect(page.getByTestId('recipe-card')).toHaveCount(1);
  await expect(page.getByTestId('recipe-card').getByTestId('rating-summary')).toHaveText('2.0 (1 rating)');

  // The owner may delete anyone's comment on their recipe.
  const ownerPage = owner.page;
  await ownerPage.goto(path);
  await expect(commentWith(ownerPage, 'Made it with extra cinnamon. Lovely!')).toBeVisible();
  await expect(feedback(ownerPage).getByRole('button', { name: 'Delete' })).toHaveCount(2);
  await commentWith(ownerPage, 'Made it with extra cinnamon. Lovely!').getByRole('button', { name: 'Delete' }).click();
  await toast(ownerPage, 'Comment Deleted');
  await expect(commentWith(ownerPage, 'Made it with extra cinnamon. Lovely!')).toHaveCount(0);
  await expect(feedback(ownerPage).getByRole('tab', { name: 'Comments (1)' })).toBeVisible();

  // Another cook may not delete either.
  const third = await signedInPage(browser, 'third', 'Theo Third', {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await third.page.goto(path);
  await expect(commentWith(third.page, '<script>alert(1)</script>')).toBeVisible();
  await expect(feedback(third.page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await feedback(third.page).getByRole('tab', { name: 'Ratings (1)' }).click();
  await expect(feedback(third.page).getByTestId('rating')).toHaveCount(1);
  await noSidewaysScroll(third.page);
  await snap(third.page, 'community-feedback-mobile.png', feedback(third.page));
  await third.context.close();

  // A visitor sees the feedback as text too.
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitorPage = await visitor.newPage();
  visitorPage.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await visitorPage.goto(path);
  await expect(commentWith(visitorPage, '<script>alert(1)</script>')).toBeVisible();
  await expect(visitorPage.getByTestId('rating-summary').first()).toHaveText('2.0 (1 rating)');
  await snap(visitorPage, 'community-feedback-visitor.png', feedback(visitorPage));
  expect(dialogs).toEqual([]);
  await visitor.close();
  await owner.context.close();
  await cook.context.close();
});

test('the list grows as the visitor scrolls, and Load more does the same from the keyboard', async ({ browser }) => {
  const cook = await signedInPage(browser, 'baker', 'Bea Baker');
  const stamp = cook.me.stamp;
  // One more page than the first (24 cards), shared one after another: the newest comes first.
  for (let i = 1; i <= 30; i++) await createPublicRecipe(cook.page, `Scroll Scone ${stamp} ${String(i).padStart(2, '0')}`, 'Breakfast');
  await cook.context.close();

  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await visitor.newPage();
  await page.goto('/public-recipes');
  await search(page, `Scroll Scone ${stamp}`);
  const cards = page.getByTestId('recipe-card');
  await expect(cards.first()).toContainText(`Scroll Scone ${stamp} 30`);
  await expect(cards).toHaveCount(24);

  // Scrolling to the end of the list brings the next page.
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards).toHaveCount(30);
  await expect(cards.last()).toContainText(`Scroll Scone ${stamp} 01`);
  await expect(page.getByText("You've reached the end: 30 recipes.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Without scrolling: the button, pressed from the keyboard.
  await page.goto('/public-recipes');
  await search(page, `Scroll Scone ${stamp}`);
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText(`Scroll Scone ${stamp} 30`);
  const more = page.getByRole('button', { name: 'Load more' });
  // Focused where it is, without scrolling it (and the end of the list) into view.
  await more.evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(30);
  await visitor.close();
});
