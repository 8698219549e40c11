// Ask Savorus (spec document 1 §2 Chat, §4 Chat, §8 Chat and generation), against the fake
// OpenAI-compatible server that playwright.config.ts starts: a cook chats, the reply offers a recipe
// card, 'Create Recipe Card' saves it, and the new recipe's page opens. The conversation survives a reload.
import { expect, test } from '@playwright/test';
import { SCREENSHOTS } from './support/page';
import { signedInPage } from './support/users';

test('a cook chats with Savorus, creates a recipe card and lands on the new recipe', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'chat', 'Ada Lovelace', { viewport: { width: 1280, height: 900 } });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Ask Savorus' });
  await expect(card.getByText("Hi Ada! I'm Savorus")).toBeVisible();
  await expect(card.getByText('1 ticket per 5 messages')).toBeVisible();
  const input = card.getByRole('textbox', { name: 'Message Savorus' });
  await expect(input).toHaveAttribute('placeholder', 'Ask about a recipe or cooking technique...');

  // A quick prompt fills the input with one of its canned questions.
  await card.getByRole('button', { name: 'Cooking tips' }).click();
  await expect(input).not.toHaveValue('');

  await input.fill('Please give me the full recipe for a lemon chicken');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/chat') && r.request().method() === 'POST');
  await card.getByRole('button', { name: 'Send' }).click();
  expect((await answered).status()).toBe(200);
  await expect(card.getByText('Here is a lovely Lemon Herb Chicken', { exact: false })).toBeVisible();
  // The marker is taken out of the shown text; the button takes its place.
  await expect(card.getByText('[[CREATE_RECIPE_CARD]]', { exact: false })).toHaveCount(0);
  await expect(card.getByText('5 tickets')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-chat-desktop.png` });

  // The conversation is kept across a reload.
  await page.reload();
  await expect(card.getByText('Please give me the full recipe for a lemon chicken')).toBeVisible();
  await expect(card.getByText('Here is a lovely Lemon Herb Chicken', { exact: false })).toBeVisible();

  const balance = async () => ((await (await page.request.get('/api/tickets')).json()) as { balance: number }).balance;
  const before = await balance();
  await expect(page.getByRole('link', { name: `Tickets (${before})` })).toBeVisible();
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/recipe/generate'));
  await card.getByRole('button', { name: 'Create Recipe Card' }).click();
  expect((await generated).status()).toBe(201);
  await expect(card.getByText('Recipe Created!')).toBeVisible();
  await expect(page.getByText('Lemon Herb Chicken has been added to your recipes.')).toBeVisible();
  // The spend shows in the header at once; the card is made once (its button becomes the card's link).
  expect(await balance()).toBe(before - 5);
  await expect(page.getByRole('link', { name: `Tickets (${before - 5})` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Create Recipe Card' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Recipe card created: Lemon Herb Chicken' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-created-desktop.png` });

  await card.getByRole('link', { name: 'View Recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/lemon-herb-chicken\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Herb Chicken' })).toBeVisible();
  await expect(page.getByText('4 chicken thighs')).toBeVisible();
  await context.close();
});

test('the card fits a phone and says what a reply costs', async ({ browser }) => {
  const { page, context } = await signedInPage(browser, 'chatm', 'Grace Hopper', { viewport: { width: 390, height: 844 } });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Ask Savorus' });
  const input = card.getByRole('textbox', { name: 'Message Savorus' });
  const questions = ['How do I get a perfect sear?', 'How hot should the pan be?', 'Which oil smokes least?'];
  for (const [asked, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(card.getByText('Savorus here!', { exact: false })).toHaveCount(asked + 1);
  }
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-chat-phone.png` });

  // A longer conversation scrolls inside the card, and opens at its latest message after a reload.
  await page.reload();
  const log = card.getByRole('log', { name: 'Conversation with Savorus' });
  await expect(log.getByText('Which oil smokes least?', { exact: false }).first()).toBeVisible();
  expect(await log.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect.poll(() => log.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop)).toBeLessThan(2);
  await context.close();
});
