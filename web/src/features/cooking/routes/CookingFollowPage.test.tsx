import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes, type FakeServer } from '../../../test/render';
import type { CookingRecipe, Progress } from '../api';
import CookingFollowPage from './CookingFollowPage';

const RECIPE: CookingRecipe = {
  id: 7,
  userId: 1,
  name: 'Tomato Soup',
  slug: 'tomato-soup',
  description: 'Silky and bright.',
  imageUrl: null,
  cookTime: 35,
  prepTime: null,
  totalTime: null,
  servings: 4,
  yield: null,
  difficulty: 'Easy',
  category: 'Lunch',
  ingredients: ['1 kg tomatoes', '1 onion', '2 cups stock'],
  instructions: ['Chop the onion and tomatoes.', 'Simmer for 25 minutes.', 'Blend until smooth and season.'],
  tags: [],
  tips: ['Roast the tomatoes first for a deeper flavour.'],
  nutritionFacts: null,
  isFavorite: false,
  isPublic: false,
  isModerated: false,
  isEdited: false,
  source: 'User-created',
  originalCreatorId: null,
  isWelcomeRecipe: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  averageRating: 0,
  totalRatings: 0,
};

function progressOf(change: Partial<Progress> = {}): Progress {
  return {
    id: 3,
    userId: 1,
    recipeId: 7,
    currentStep: 0,
    completedSteps: [],
    isCompleted: false,
    startedAt: '2026-01-01T00:00:00.000Z',
    lastUpdatedAt: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

interface Sent {
  method: string;
  body: unknown;
}

/**
 * A fake API holding one recipe and, optionally, the cook's progress. PATCH applies the body like the
 * server does (or answers `patchStatus`); every progress call is recorded.
 */
function serve(server: FakeServer, options: { progress?: Progress | null; postStatus?: number; patchStatus?: number } = {}) {
  let stored = options.progress ?? null;
  const sent: Sent[] = [];
  server.use(async (req) => {
    const { pathname } = new URL(req.url);
    if (pathname === '/api/recipes/7' && req.method === 'GET') return json(RECIPE);
    if (pathname !== '/api/recipes/7/progress') return undefined;
    const body = req.method === 'GET' ? undefined : await req.json();
    sent.push({ method: req.method, body });
    if (req.method === 'GET') return stored ? json(stored) : json({ message: 'No cooking progress for this recipe yet' }, 404);
    if (req.method === 'POST') {
      if (options.postStatus === 409) {
        stored = progressOf({ currentStep: 2, completedSteps: [0, 1] });
        return json({ message: 'Cooking progress for this recipe already exists' }, 409);
      }
      if (options.postStatus) return json({ message: 'Server error' }, options.postStatus);
      stored = progressOf(body as Partial<Progress>);
      return json(stored, 201);
    }
    if (req.method === 'PATCH') {
      if (options.patchStatus) return json({ message: 'Current step must be between 0 and 2' }, options.patchStatus);
      stored = progressOf({ ...stored, ...(body as Partial<Progress>) });
      return json(stored);
    }
    return undefined;
  });
  return { sent, patches: () => sent.filter((s) => s.method === 'PATCH').map((s) => s.body) };
}

function open(path = '/recipes/tomato-soup/7/follow') {
  return renderRoutes(
    [
      { path: '/recipes/:slug/:id/follow', element: <CookingFollowPage /> },
      { path: '/recipes/:id/follow', element: <CookingFollowPage /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    path,
  );
}

const currentStep = () => screen.getByTestId('current-step').textContent;
const stepBox = (n: number) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Step ${n} done` });

describe('CookingFollowPage', () => {
  it('shows the recipe, its badges, tabs and tips, and resumes where the cook was', async () => {
    const server = fakeServer(makeUser());
    serve(server, { progress: progressOf({ currentStep: 1, completedSteps: [0] }) });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeTruthy();
    await waitFor(() => expect(currentStep()).toBe('Simmer for 25 minutes.'));
    for (const badge of ['Easy', 'Lunch', '35 mins', '4 servings']) expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByTestId('progress-percent').textContent).toBe('33%');
    expect(screen.getByRole('tab', { name: 'Steps' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Roast the tomatoes first for a deeper flavour.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Recipe' }).getAttribute('href')).toBe('/recipes/tomato-soup/7');
    expect(stepBox(1).checked).toBe(true);
    expect(stepBox(2).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Start 25 min timer' })).toBeTruthy();

    // The ingredient checklist is local: ticking sends nothing.
    fireEvent.click(screen.getByRole('tab', { name: 'Ingredients' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '1 onion' }));
    expect(screen.getByText('1 of 3 ready')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Steps' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Ingredients' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '1 onion' }).checked).toBe(true);
    expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('Next marks the step left as done and moves on; Previous moves back without going below the first step', async () => {
    const server = fakeServer(makeUser());
    const api = serve(server, { progress: progressOf() });
    open();

    await waitFor(() => expect(currentStep()).toBe('Chop the onion and tomatoes.'));
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    expect(previous.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Optimistic: the screen moves at once.
    expect(currentStep()).toBe('Simmer for 25 minutes.');
    expect(stepBox(1).checked).toBe(true);
    expect(screen.getByTestId('progress-percent').textContent).toBe('33%');
    await waitFor(() => expect(api.patches()).toEqual([{ currentStep: 1, completedSteps: [0], isCompleted: false }]));

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentStep()).toBe('Chop the onion and tomatoes.');
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()[1]).toEqual({ currentStep: 0, completedSteps: [0], isCompleted: false });
    expect(stepBox(1).checked).toBe(true);

    // A checkbox toggles one step and keeps the current step.
    fireEvent.click(stepBox(3));
    await waitFor(() => expect(api.patches()).toHaveLength(3));
    expect(api.patches()[2]).toEqual({ completedSteps: [0, 2], isCompleted: false });
    expect(screen.getByTestId('progress-percent').textContent).toBe('67%');
    fireEvent.click(stepBox(1));
    await waitFor(() => expect(api.patches()[3]).toEqual({ completedSteps: [2], isCompleted: false }));

    // Clicking a step's text jumps to it.
    fireEvent.click(screen.getByRole('button', { name: /Blend until smooth and season/ }));
    expect(currentStep()).toBe('Blend until smooth and season.');
    await waitFor(() => expect(api.patches()[4]).toEqual({ currentStep: 2, completedSteps: [2], isCompleted: false }));
  });

  it('completes the recipe on the last step with every step done, once, with the celebration toast', async () => {
    const server = fakeServer(makeUser());
    const api = serve(server, { progress: progressOf({ currentStep: 1, completedSteps: [0] }) });
    open();

    await waitFor(() => expect(currentStep()).toBe('Simmer for 25 minutes.'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toBe('Blend until smooth and season.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Recipe completed!')).toBeTruthy();
    expect(screen.getByTestId('progress-percent').textContent).toBe('100%');
    await waitFor(() => expect(api.patches()).toHaveLength(2));
    expect(api.patches()).toEqual([
      { currentStep: 2, completedSteps: [0, 1], isCompleted: false },
      { currentStep: 2, completedSteps: [0, 1, 2], isCompleted: true },
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByText('You cooked Tomato Soup!')).toBeTruthy();
  });

  it('starts tracking on the first visit, once, and says so', async () => {
    const server = fakeServer(makeUser());
    const api = serve(server, { progress: null });
    open('/recipes/7/follow');

    expect(await screen.findByText('Started cooking')).toBeTruthy();
    expect(api.sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', body: { currentStep: 0, completedSteps: [], recipeId: 7 } }]);
    expect(currentStep()).toBe('Chop the onion and tomatoes.');
    expect(screen.getByTestId('progress-percent').textContent).toBe('0%');
  });

  it('treats a 409 on start as existing progress and reads it again', async () => {
    const server = fakeServer(makeUser());
    const api = serve(server, { progress: null, postStatus: 409 });
    open();

    await waitFor(() => expect(currentStep()).toBe('Blend until smooth and season.'));
    expect(api.sent.map((s) => s.method)).toEqual(['GET', 'POST', 'GET']);
    expect(screen.getByTestId('progress-percent').textContent).toBe('67%');
    expect(screen.queryByText('Started cooking')).toBeNull();
    expect(screen.queryByText('Could not start recipe tracking')).toBeNull();
  });

  it('lets the cook go on when tracking cannot start', async () => {
    const server = fakeServer(makeUser());
    const api = serve(server, { progress: null, postStatus: 500 });
    open();

    expect(await screen.findByText('Could not start recipe tracking')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toBe('Simmer for 25 minutes.');
    expect(api.patches()).toHaveLength(0);
  });

  it('rolls back a change the server refuses and says so', async () => {
    const server = fakeServer(makeUser());
    serve(server, { progress: progressOf(), patchStatus: 400 });
    open();

    await waitFor(() => expect(currentStep()).toBe('Chop the onion and tomatoes.'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toBe('Simmer for 25 minutes.');
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Could not update progress')).toBeTruthy();
    await waitFor(() => expect(currentStep()).toBe('Chop the onion and tomatoes.'));
    expect(stepBox(1).checked).toBe(false);
  });

  it('shows Recipe not found with a way back to the recipes', async () => {
    fakeServer(makeUser());
    open('/recipes/nope/99/follow');
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe('/recipes');
  });
});
