import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_SAVED_OFFLINE, OFFLINE_REASON } from '../../../api/online';
import { dropWhenOffline, setOnline } from '../../../test/connection';
import { renderRoutes } from '../../../test/render';
import { TOAST, bodiesSent, noteEntry, recipe, recipeEntry, servePlan, windowWidth, world, type PlanWorld } from '../testServer';
import MealPlanPage from './MealPlanPage';

// Today is Friday 27 November 2026, in the morning.
const TODAY = new Date(2026, 10, 27, 9, 30);

const PASTA = recipe('Lemon Pasta', { cookTime: 20, servings: 4 });
const RISOTTO = recipe('Mushroom Risotto', { cookTime: 45, servings: 2 });
const PANCAKES = recipe('Fluffy Pancakes', { cookTime: 25, servings: 4 });

function renderPlan(w: PlanWorld, path = '/meal-plan') {
  const server = servePlan(w);
  const view = renderRoutes(
    [
      { path: '/meal-plan', element: <MealPlanPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
  return { server, ...view };
}

/** A slot's list of entries; `hidden` while a popover or dialog hides the page from assistive technology. */
const slot = (name: string, hidden = false) => screen.getByRole('list', { name, hidden });
const namesIn = (name: string, hidden = false) =>
  within(slot(name, hidden))
    .getAllByTestId('plan-entry')
    .map((li) => li.querySelector('a, p')?.textContent);
/** Waits until every entry of the slot is saved (an entry shown before the server answered is not draggable yet). */
const allSavedIn = (name: string) =>
  waitFor(() =>
    expect(
      within(slot(name))
        .getAllByTestId('plan-entry')
        .every((li) => li.getAttribute('draggable') === 'true'),
    ).toBe(true),
  );
const weekHeading = () => screen.getByRole('heading', { level: 2, name: /\d{4}$/ });
const planRequests = (server: ReturnType<typeof servePlan>) =>
  server.requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/meal-plan').map((r) => new URL(r.url).search);

let restoreWidth: () => void;
beforeEach(() => {
  jest.useFakeTimers({ now: TODAY, advanceTimers: true });
  restoreWidth = windowWidth(1366);
});
afterEach(() => {
  restoreWidth();
  jest.useRealTimers();
});

describe('MealPlanPage: the week', () => {
  it('shows this week, Monday first, today marked; moves by week and keeps the week in ?week=', async () => {
    const { server, router } = renderPlan(world());
    expect(document.title).toBe('Meal Plan · Savor');
    expect(screen.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeTruthy();
    expect(weekHeading().textContent).toBe('23 – 29 Nov 2026');
    // The skeleton is the table itself: the week takes its place without moving.
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Nothing planned this week')).toBeTruthy();
    expect(screen.getByText('Add a recipe to any meal, or let Savorus plan your week.')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();

    const days = screen.getAllByRole('rowheader').map((th) => th.querySelector('span[class]:not([aria-hidden])')?.textContent);
    expect(days).toEqual([
      'Monday 23 November',
      'Tuesday 24 November',
      'Wednesday 25 November',
      'Thursday 26 November',
      'Friday 27 November',
      'Saturday 28 November',
      'Sunday 29 November',
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Breakfast', 'Lunch', 'Dinner', 'Snack']);
    const today = screen.getAllByRole('rowheader').find((th) => th.getAttribute('aria-current') === 'date');
    expect(today?.textContent).toContain('Friday 27 November');
    expect(within(today!).getByText('Today')).toBeTruthy();
    // Every meal of the empty week can still be planned.
    expect(screen.getAllByRole('button', { name: /^Add to / })).toHaveLength(28);
    expect(screen.getByRole('button', { name: 'Add to Dinner on Friday 27 November' }).textContent).toBe('Add');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'This week' }).disabled).toBe(true);
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(weekHeading().textContent).toBe('30 Nov – 6 Dec 2026');
    expect(router.state.location.search).toBe('?week=2026-11-30');
    await waitFor(() => expect(planRequests(server)).toContain('?from=2026-11-30&to=2026-12-06'));
    expect(await screen.findByRole('button', { name: 'Add to Breakfast on Sunday 6 December' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').some((th) => th.getAttribute('aria-current'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(weekHeading().textContent).toBe('16 – 22 Nov 2026');
    expect(router.state.location.search).toBe('?week=2026-11-16');

    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(weekHeading().textContent).toBe('23 – 29 Nov 2026');
    expect(router.state.location.search).toBe('');
  });

  it('opens the week of ?week= (any day of it), across a year end, and reads it in one request', async () => {
    const w = world({ recipes: [PASTA], entries: [recipeEntry(PASTA, '2027-01-01', 'Dinner')] });
    const { server, router } = renderPlan(w, '/meal-plan?week=2026-12-31');
    expect(weekHeading().textContent).toBe('28 Dec 2026 – 3 Jan 2027');
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-12-28'));
    expect(await screen.findByRole('link', { name: 'Lemon Pasta' })).toBeTruthy();
    expect(namesIn('Dinner on Friday 1 January')).toEqual(['Lemon Pasta']);
    expect(planRequests(server)).toEqual(['?from=2026-12-28&to=2027-01-03']);
    expect(screen.queryByText('Nothing planned this week')).toBeNull();
  });

  it('shows what each entry is: a recipe with its picture, time, servings and Start Cooking; a note; a recipe made private', async () => {
    const photo = recipe('Roast Squash Salad', { imageUrl: '/media/squash.jpg', cookTime: 35, servings: 2 });
    const w = world({
      recipes: [photo],
      entries: [
        recipeEntry(photo, '2026-11-24', 'Lunch', 3),
        noteEntry('Eat out', '2026-11-24', 'Dinner'),
        { id: 9001, date: '2026-11-24', meal: 'Snack', recipeId: 77, servings: 2 },
      ],
    });
    renderPlan(w);
    const lunch = await screen.findByRole('list', { name: 'Lunch on Tuesday 24 November' });
    expect(within(lunch).getByRole('link', { name: 'Roast Squash Salad' }).getAttribute('href')).toBe(`/recipes/roast-squash-salad/${photo.id}`);
    expect(within(lunch).getByText('35 min · 3 servings')).toBeTruthy();
    expect(within(lunch).getByRole('link', { name: 'Start Cooking Roast Squash Salad' }).getAttribute('href')).toBe(
      `/recipes/roast-squash-salad/${photo.id}/follow`,
    );
    const picture = lunch.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/media/squash.jpg');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['36', '36']);
    expect(within(slot('Dinner on Tuesday 24 November')).getByText('Eat out')).toBeTruthy();
    expect(within(slot('Snack on Tuesday 24 November')).getByText('Recipe no longer available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Options for Recipe no longer available' })).toBeTruthy();
  });

  it("shows the time a recipe takes: its total when it gives one, else prep plus cook, in the week and in 'Add'", async () => {
    const stew = recipe('Beef Stew', { prepTime: 20, cookTime: 120, totalTime: 150, servings: 4 });
    const curry = recipe('Quick Curry', { prepTime: 15, cookTime: 20, totalTime: null, servings: 2 });
    const w = world({ recipes: [stew, curry], entries: [recipeEntry(stew, '2026-11-24', 'Dinner'), recipeEntry(curry, '2026-11-25', 'Dinner')] });
    renderPlan(w);
    const tuesday = await screen.findByRole('list', { name: 'Dinner on Tuesday 24 November' });
    expect(within(tuesday).getByText('150 min · 4 servings')).toBeTruthy();
    expect(within(slot('Dinner on Wednesday 25 November')).getByText('35 min · 2 servings')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Dinner on Friday 27 November' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add to Dinner/ });
    const results = await within(dialog).findByRole('list', { name: 'Your recipes' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Beef Stew150 min · 4 servings', 'Quick Curry35 min · 2 servings']);
  });

  it('says when the week could not load, and tries again', async () => {
    const w = world({ refusals: { list: { status: 500, message: 'Internal server error' } } });
    renderPlan(w);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Could not load your meal plan.');
    delete w.refusals.list;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing planned this week')).toBeTruthy();
  });

  it('on a phone shows one day at a time, today first, with a strip to choose the day', async () => {
    restoreWidth();
    restoreWidth = windowWidth(375);
    const w = world({ recipes: [PASTA], entries: [recipeEntry(PASTA, '2026-11-23', 'Dinner'), noteEntry('Leftovers', '2026-11-27', 'Lunch')] });
    renderPlan(w);
    const strip = screen.getByRole('group', { name: 'Day' });
    const days = within(strip).getAllByRole('button');
    expect(days.map((b) => b.textContent)).toEqual(['Mon 23', 'Tue 24', 'Wed 25', 'Thu 26', 'Fri 27', 'Sat 28', 'Sun 29']);
    expect(days.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'false', 'true', 'false', 'false']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Friday 27 November' })).toBeTruthy();
    expect(await screen.findByText('Leftovers')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(screen.queryByRole('link', { name: 'Lemon Pasta' })).toBeNull();

    fireEvent.click(within(strip).getByRole('button', { name: 'Mon 23' }));
    expect(within(strip).getByRole('button', { name: 'Mon 23' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Monday 23 November' })).toBeTruthy();
    expect(within(slot('Dinner on Monday 23 November')).getByRole('link', { name: 'Lemon Pasta' })).toBeTruthy();
    expect(screen.queryByText('Leftovers')).toBeNull();
  });
});

describe('MealPlanPage: planning', () => {
  it('plans a recipe from the Add dialog, searched as the cook types, and a note from a quick chip', async () => {
    const w = world({ recipes: [PASTA, RISOTTO, PANCAKES] });
    const { server } = renderPlan(w);
    await screen.findByText('Nothing planned this week');

    fireEvent.click(screen.getByRole('button', { name: 'Add to Dinner on Friday 27 November' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add to Dinner/ });
    expect(within(dialog).getByText('Friday 27 November')).toBeTruthy();
    const results = await within(dialog).findByRole('list', { name: 'Your recipes' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Lemon Pasta20 min · 4 servings', 'Mushroom Risotto45 min · 2 servings', 'Fluffy Pancakes25 min · 4 servings']);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search your recipes' }), { target: { value: 'risotto' } });
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Your recipes' })).getAllByRole('button')).toHaveLength(1));
    const searched = server.requests.map((r) => new URL(r.url)).filter((u) => u.pathname === '/api/recipes');
    // Once typing pauses, not at every key (the first page is also the side list's).
    expect(searched.map((u) => u.searchParams.get('search')).filter(Boolean)).toEqual(['risotto']);
    fireEvent.click(within(dialog).getByRole('button', { name: /Mushroom Risotto/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(namesIn('Dinner on Friday 27 November')).toEqual(['Mushroom Risotto']);
    expect(await bodiesSent(server, 'POST', '/api/meal-plan')).toEqual([{ date: '2026-11-27', meal: 'Dinner', recipeId: RISOTTO.id }]);
    await waitFor(() => expect(within(slot('Dinner on Friday 27 November')).getByText('45 min · 2 servings')).toBeTruthy());
    expect(screen.queryByText('Nothing planned this week')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add to Lunch on Saturday 28 November' }));
    const noteDialog = await screen.findByRole('dialog', { name: /^Add to Lunch/ });
    fireEvent.click(within(noteDialog).getByRole('tab', { name: 'Note' }));
    fireEvent.click(within(noteDialog).getByRole('button', { name: 'Leftovers' }));
    await waitFor(() => expect(within(slot('Lunch on Saturday 28 November')).getByText('Leftovers')).toBeTruthy());
    expect((await bodiesSent(server, 'POST', '/api/meal-plan'))[1]).toEqual({ date: '2026-11-28', meal: 'Lunch', note: 'Leftovers' });

    fireEvent.click(screen.getByRole('button', { name: 'Add to Snack on Saturday 28 November' }));
    const written = await screen.findByRole('dialog', { name: /^Add to Snack/ });
    fireEvent.click(within(written).getByRole('tab', { name: 'Note' }));
    fireEvent.change(within(written).getByRole('textbox', { name: 'Note' }), { target: { value: "  Popcorn at Grandma's " } });
    fireEvent.click(within(written).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(slot('Snack on Saturday 28 November')).getByText("Popcorn at Grandma's")).toBeTruthy());
  });

  it("shows a new entry at once and takes it back with the server's message when refused", async () => {
    const w = world({
      recipes: [PASTA],
      refusals: { add: { status: 409, message: 'This day already has 40 planned meals. Remove one first.', code: 'DAY_FULL' } },
    });
    const { server } = renderPlan(w);
    await screen.findByText('Nothing planned this week');
    server.hold('add');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Breakfast on Friday 27 November' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add to Breakfast/ });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Lemon Pasta/ }));
    await waitFor(() => expect(namesIn('Breakfast on Friday 27 November')).toEqual(['Lemon Pasta']));
    server.release('add');
    expect(await screen.findByText('This day already has 40 planned meals. Remove one first.', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Could not add to the plan')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Breakfast on Friday 27 November' })).toBeNull();
  });

  it("moves an entry by keyboard with 'Move to…', keeps the focus on it, and puts it back when the server refuses", async () => {
    const w = world({ recipes: [PASTA], entries: [recipeEntry(PASTA, '2026-11-23', 'Dinner')] });
    const { server } = renderPlan(w);
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Lemon Pasta' }));
    const options = await screen.findByRole('dialog', { name: 'Lemon Pasta' });
    fireEvent.click(within(options).getByRole('button', { name: 'Move to…' }));
    const move = await screen.findByRole('dialog', { name: /^Move to…/ });
    const day = within(move).getByRole<HTMLSelectElement>('combobox', { name: 'Day' });
    expect(day.value).toBe('2026-11-23');
    expect(Array.from(day.options, (o) => o.textContent)).toHaveLength(14);
    expect(within(move).getByRole<HTMLInputElement>('radio', { name: 'Dinner' }).checked).toBe(true);
    expect(within(move).getByRole<HTMLButtonElement>('button', { name: 'Move' }).disabled).toBe(true);
    fireEvent.change(day, { target: { value: '2026-11-25' } });
    fireEvent.click(within(move).getByRole('radio', { name: 'Lunch' }));
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(namesIn('Lunch on Wednesday 25 November')).toEqual(['Lemon Pasta']));
    expect(screen.queryByRole('list', { name: 'Dinner on Monday 23 November' })).toBeNull();
    expect(await bodiesSent(server, 'PATCH', `/api/meal-plan/${w.entries[0].id}`)).toEqual([{ date: '2026-11-25', meal: 'Lunch' }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Options for Lemon Pasta' })));

    // Refused: back where it was, with the server's reason.
    w.refusals.update = { status: 409, message: 'This day already has 40 planned meals. Remove one first.' };
    fireEvent.click(screen.getByRole('button', { name: 'Options for Lemon Pasta' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Lemon Pasta' })).getByRole('button', { name: 'Move to…' }));
    const again = await screen.findByRole('dialog', { name: /^Move to…/ });
    fireEvent.click(within(again).getByRole('radio', { name: 'Snack' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Could not move the meal', undefined, TOAST)).toBeTruthy();
    await waitFor(() => expect(namesIn('Lunch on Wednesday 25 November')).toEqual(['Lemon Pasta']));
    expect(screen.queryByRole('list', { name: 'Snack on Wednesday 25 November' })).toBeNull();
  });

  it('drags a recipe from Your recipes into a meal, and an entry to another meal', async () => {
    const w = world({ recipes: [PASTA, RISOTTO], entries: [recipeEntry(PASTA, '2026-11-23', 'Dinner')] });
    const { server } = renderPlan(w);
    const side = await screen.findByRole('region', { name: 'Your recipes' });
    const risotto = (await within(side).findByText('Mushroom Risotto')).closest('li')!;
    expect(risotto.getAttribute('draggable')).toBe('true');
    const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none' };
    const target = screen.getByRole('button', { name: 'Add to Lunch on Thursday 26 November' }).parentElement!;

    fireEvent.dragStart(risotto, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    // The slot under the pointer is highlighted as a drop target.
    expect(target.style.outlineColor || getComputedStyle(target).outlineColor).toBeTruthy();
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(namesIn('Lunch on Thursday 26 November')).toEqual(['Mushroom Risotto']));
    await allSavedIn('Lunch on Thursday 26 November');
    expect(await bodiesSent(server, 'POST', '/api/meal-plan')).toEqual([{ date: '2026-11-26', meal: 'Lunch', recipeId: RISOTTO.id }]);

    const entry = within(slot('Dinner on Monday 23 November')).getByTestId('plan-entry');
    const snack = screen.getByRole('button', { name: 'Add to Snack on Tuesday 24 November' }).parentElement!;
    fireEvent.dragStart(entry, { dataTransfer });
    fireEvent.dragOver(snack, { dataTransfer });
    fireEvent.drop(snack, { dataTransfer });
    await waitFor(() => expect(namesIn('Snack on Tuesday 24 November')).toEqual(['Lemon Pasta']));
    expect(await bodiesSent(server, 'PATCH', `/api/meal-plan/${w.entries[0].id}`)).toEqual([{ date: '2026-11-24', meal: 'Snack' }]);
  });

  it('changes the servings with the stepper, and removes an entry with an Undo that plans it again', async () => {
    const w = world({ recipes: [PASTA], entries: [recipeEntry(PASTA, '2026-11-27', 'Dinner'), noteEntry('Eat out', '2026-11-28', 'Dinner')] });
    const { server } = renderPlan(w);
    const pasta = w.entries[0];
    fireEvent.click(await screen.findByRole('button', { name: 'Options for Lemon Pasta' }));
    const options = await screen.findByRole('dialog', { name: 'Lemon Pasta' });
    fireEvent.click(within(options).getByRole('button', { name: 'More servings' }));
    fireEvent.click(within(options).getByRole('button', { name: 'More servings' }));
    expect(within(options).getByRole('status', { name: '6 servings' })).toBeTruthy();
    expect(within(slot('Dinner on Friday 27 November', true)).getByText('20 min · 6 servings')).toBeTruthy();
    await waitFor(async () => expect(await bodiesSent(server, 'PATCH', `/api/meal-plan/${pasta.id}`)).toEqual([{ servings: 5 }, { servings: 6 }]));
    await waitFor(() => expect(pasta.servings).toBe(6));

    fireEvent.click(within(options).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('list', { name: 'Dinner on Friday 27 November', hidden: true })).toBeNull();
    // The keyboard carries on from the meal's Add button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to Dinner on Friday 27 November' })));
    const toast = await screen.findByTestId('toast', undefined, TOAST);
    expect(within(toast).getByText('Removed from the plan')).toBeTruthy();
    await waitFor(() => expect(w.entries.map((e) => e.id)).not.toContain(pasta.id));
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(namesIn('Dinner on Friday 27 November')).toEqual(['Lemon Pasta']));
    await allSavedIn('Dinner on Friday 27 November');
    expect((await bodiesSent(server, 'POST', '/api/meal-plan')).at(-1)).toEqual({
      date: '2026-11-27',
      meal: 'Dinner',
      recipeId: PASTA.id,
      servings: 6,
    });
    await waitFor(() => expect(within(slot('Dinner on Friday 27 November')).getByText('20 min · 6 servings')).toBeTruthy());
    // Undo closed the toast.
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());

    // A note comes back as the same note.
    fireEvent.click(screen.getByRole('button', { name: 'Options for Eat out' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Eat out' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Eat out')).toBeNull());
    const second = await screen.findByTestId('toast', undefined, TOAST);
    expect(within(second).getByText('Removed from the plan')).toBeTruthy();
    await waitFor(() => expect(w.entries.some((e) => e.note === 'Eat out')).toBe(false));
    fireEvent.click(within(second).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(slot('Dinner on Saturday 28 November')).getByText('Eat out')).toBeTruthy());
    await allSavedIn('Dinner on Saturday 28 November');
    expect((await bodiesSent(server, 'POST', '/api/meal-plan')).at(-1)).toEqual({ date: '2026-11-28', meal: 'Dinner', note: 'Eat out' });
  });
});

describe('MealPlanPage: toolbar', () => {
  const item = (name: string, id: number) => ({
    id,
    userId: 1,
    name,
    category: 'Other' as const,
    checked: false,
    createdAt: '2026-11-27T09:00:00.000Z',
    quantity: 1,
    unit: null,
  });

  it('adds the week, or a day, to the shopping list and says what it did, with a link to the list', async () => {
    const w = world({
      recipes: [PASTA],
      entries: [recipeEntry(PASTA, '2026-11-27', 'Dinner')],
      shoppingResult: {
        added: Array.from({ length: 8 }, (_, i) => item(`item ${i}`, i + 1)),
        merged: [item('lemons', 20), item('milk', 21), item('flour', 22)],
        skipped: [
          { name: 'salt', reason: 'in_pantry' },
          { name: 'olive oil', reason: 'in_pantry' },
        ],
      },
    });
    const { server, router } = renderPlan(w);
    await screen.findByRole('link', { name: 'Lemon Pasta' });
    fireEvent.click(screen.getByRole('button', { name: 'Add week to shopping list' }));
    const toast = await screen.findByTestId('toast', undefined, TOAST);
    expect(within(toast).getByText('Added 8 items to your shopping list (3 merged, 2 already in your pantry)')).toBeTruthy();
    expect(await bodiesSent(server, 'POST', '/api/meal-plan/shopping-list')).toEqual([{ from: '2026-11-23', to: '2026-11-29' }]);
    const view = within(toast).getByRole('link', { name: 'View list' });
    expect(view.getAttribute('href')).toBe('/shopping-pantry');

    fireEvent.click(screen.getByRole('button', { name: 'More for Friday 27 November' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add day to shopping list' }));
    await waitFor(async () =>
      expect((await bodiesSent(server, 'POST', '/api/meal-plan/shopping-list')).at(-1)).toEqual({ from: '2026-11-27', to: '2026-11-27' }),
    );

    fireEvent.click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shopping-pantry'));
  });

  it("shows the server's message when the list would be too long, and says when there is nothing to add", async () => {
    const w = world({
      recipes: [PASTA],
      entries: [recipeEntry(PASTA, '2026-11-27', 'Dinner')],
      refusals: { 'shopping-list': { status: 409, message: 'Your shopping list would pass 500 items. Remove some first.' } },
    });
    const { server } = renderPlan(w);
    await screen.findByRole('link', { name: 'Lemon Pasta' });
    fireEvent.click(screen.getByRole('button', { name: 'Add week to shopping list' }));
    expect(await screen.findByText('Your shopping list would pass 500 items. Remove some first.', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Could not add to your shopping list')).toBeTruthy();

    // A day with no recipe planned: nothing is asked.
    const asked = (await bodiesSent(server, 'POST', '/api/meal-plan/shopping-list')).length;
    fireEvent.click(screen.getByRole('button', { name: 'More for Monday 23 November' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add day to shopping list' }));
    expect(await screen.findByText('No recipes are planned for this day.', undefined, TOAST)).toBeTruthy();
    expect(await bodiesSent(server, 'POST', '/api/meal-plan/shopping-list')).toHaveLength(asked);
  });

  it('gives the plan a private calendar address: created, copied, renewed after a confirmation, turned off', async () => {
    let clipboard = '';
    Object.assign(navigator, { clipboard: { writeText: async (text: string) => void (clipboard = text) } });
    const w = world();
    renderPlan(w);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create calendar address' }));
    const address = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Calendar address' });
    expect(address.value).toBe(w.feedUrl);
    expect(address.readOnly).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Address copied', undefined, TOAST)).toBeTruthy();
    expect(clipboard).toBe(w.feedUrl);

    const first = w.feedUrl;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Get a new address?' });
    expect(confirm.textContent).toContain('Calendars subscribed to the current address stop updating');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Get a new address' }));
    await waitFor(() => expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Calendar address' }).value).not.toBe(first));
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Calendar address' }).value).toBe(w.feedUrl);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Turn off the calendar address?' })).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('button', { name: 'Create calendar address' })).toBeTruthy();
    expect(w.feedUrl).toBeNull();
  });
});

describe('MealPlanPage: Plan my week with Savorus', () => {
  const suggestion = (engine: 'offline' | 'savorus', ticketsSpent = 0) => ({
    engine,
    ticketsSpent,
    entries: [
      { date: '2026-11-23', meal: 'Dinner' as const, recipeId: PASTA.id, servings: 4, recipe: { ...PASTA } },
      { date: '2026-11-24', meal: 'Dinner' as const, recipeId: RISOTTO.id, servings: 2, recipe: { ...RISOTTO } },
      { date: '2026-11-25', meal: 'Dinner' as const, recipeId: PANCAKES.id, servings: 4, recipe: { ...PANCAKES } },
    ].map(({ recipe: r, ...e }) => ({
      ...e,
      recipe: {
        id: r.id,
        name: r.name,
        slug: r.slug,
        imageUrl: r.imageUrl,
        cookTime: r.cookTime,
        prepTime: r.prepTime,
        totalTime: r.totalTime,
        servings: r.servings,
      },
    })),
  });

  it('without an AI provider picks for free; the cook accepts part of the preview', async () => {
    const w = world({
      recipes: [PASTA, RISOTTO, PANCAKES],
      capabilities: { chat: false, vision: false, images: false, nutrition: false },
      suggestion: suggestion('offline'),
    });
    const { server } = renderPlan(w);
    await screen.findByText('Nothing planned this week');
    fireEvent.click(screen.getByRole('button', { name: 'Plan my week with Savorus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan my week with Savorus' });
    expect((await within(dialog).findByTestId('suggest-cost')).textContent).toBe('Free: picks from your favourites and recent recipes');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => [c.closest('label')?.textContent, (c as HTMLInputElement).checked]),
    ).toEqual([
      ['Breakfast', false],
      ['Lunch', false],
      ['Dinner', true],
      ['Snack', false],
    ]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Lunch' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));

    const preview = await within(dialog).findByRole('list');
    expect(within(dialog).getByText(/^Picked from your favourites and recent recipes/)).toBeTruthy();
    const boxes = within(preview).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    expect(within(dialog).getByRole('button', { name: 'Add 3 to plan' })).toBeTruthy();
    fireEvent.click(within(preview).getByRole('checkbox', { name: /Mushroom Risotto/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 to plan' }));

    await waitFor(() => expect(namesIn('Dinner on Monday 23 November')).toEqual(['Lemon Pasta']));
    expect(namesIn('Dinner on Wednesday 25 November')).toEqual(['Fluffy Pancakes']);
    expect(screen.queryByRole('list', { name: 'Dinner on Tuesday 24 November' })).toBeNull();
    expect(await bodiesSent(server, 'POST', '/api/meal-plan/suggest')).toEqual([
      { from: '2026-11-23', to: '2026-11-29', meals: ['Lunch', 'Dinner'], engine: 'offline' },
    ]);
    const added = (await bodiesSent(server, 'POST', '/api/meal-plan')) as { recipeId: number }[];
    expect(added.map((b) => b.recipeId).sort()).toEqual([PASTA.id, PANCAKES.id].sort());
    expect(await screen.findByText('Added 2 meals to your plan', undefined, TOAST)).toBeTruthy();
  });

  it("with Savorus says what it costs, and shows the server's refusal", async () => {
    const w = world({
      recipes: [PASTA],
      refusals: { suggest: { status: 402, message: 'You need 5 tickets to plan a week with Savorus. You have 2.', code: 'INSUFFICIENT_TICKETS' } },
    });
    renderPlan(w);
    fireEvent.click(screen.getByRole('button', { name: 'Plan my week with Savorus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan my week with Savorus' });
    expect((await within(dialog).findByTestId('suggest-cost')).textContent).toBe('Costs 5 tickets');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You need 5 tickets to plan a week with Savorus. You have 2.');

    w.refusals.suggest = { status: 503, message: 'Savorus is not available right now. Try again later.' };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Savorus is not available right now. Try again later.'));
    // Nothing to choose without any meal.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Dinner' }));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Suggest' }).disabled).toBe(true);
    await act(async () => undefined);
  });
});

describe('MealPlanPage: offline', () => {
  afterEach(() => setOnline(true));

  it("says a week never opened is not saved on this device, with 'Try again'", async () => {
    const w = world({ recipes: [PASTA], entries: [recipeEntry(PASTA, '2026-11-24', 'Dinner')] });
    setOnline(false);
    const server = servePlan(w);
    dropWhenOffline();
    renderRoutes([{ path: '/meal-plan', element: <MealPlanPage /> }], '/meal-plan');
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_SAVED_OFFLINE);
    expect(server.requests).toHaveLength(0);

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(namesIn('Dinner on Tuesday 24 November')).toEqual(['Lemon Pasta']));
  });

  it("says 'Plan my week with Savorus' and its Suggest need a connection, and asks for nothing", async () => {
    const { server } = renderPlan(world({ recipes: [PASTA] }));
    dropWhenOffline();
    await screen.findByText('Nothing planned this week');
    const suggestions = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/meal-plan/suggest');

    setOnline(false);
    const plan = screen.getByRole('button', { name: 'Plan my week with Savorus' });
    expect(plan.getAttribute('aria-disabled')).toBe('true');
    expect(plan.getAttribute('title')).toBe(OFFLINE_REASON);
    fireEvent.click(plan);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Opened online, then the connection drops.
    setOnline(true);
    fireEvent.click(plan);
    const dialog = await screen.findByRole('dialog', { name: 'Plan my week with Savorus' });
    expect((await within(dialog).findByTestId('suggest-cost')).textContent).toBe('Costs 5 tickets');
    setOnline(false);
    const suggest = within(dialog).getByRole('button', { name: 'Suggest' });
    expect(suggest.getAttribute('aria-disabled')).toBe('true');
    expect(suggest.getAttribute('title')).toBe(OFFLINE_REASON);
    fireEvent.click(suggest);
    expect(suggestions()).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(suggest.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(suggest);
    await waitFor(() => expect(suggestions()).toHaveLength(1));
    await act(async () => undefined);
  });
});
