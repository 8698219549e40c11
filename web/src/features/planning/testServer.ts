import type { User } from '../../api/client';
import { fakeServer, json, makeUser, type FakeServer } from '../../test/render';
import type { RecipeSummary } from '../recipes';
import type { AssistantCapabilities, Meal, MealPlanEntry, PlanShoppingResult, PlanSuggestion, PlannedRecipe } from './api';
import { MEALS } from './api';
import { heldCalls } from '../../test/heldCalls';
import { plannedOf } from './hooks/usePlanActions';

/** Test data and a fake meal-plan API (openapi.yaml, tag 'meal plan', and the pending shopping-list and suggest contract). */

export type Call = 'list' | 'add' | 'update' | 'remove' | 'shopping-list' | 'suggest' | 'feed';

export interface PlanWorld {
  me: User;
  /** The plan, in the server's order within each meal (a new or moved entry goes to the end). */
  entries: MealPlanEntry[];
  /** The cook's recipes (GET /api/recipes). */
  recipes: RecipeSummary[];
  feedUrl: string | null;
  capabilities: AssistantCapabilities;
  costs: { feature: string; cost: number; description: string }[];
  shoppingResult: PlanShoppingResult;
  suggestion: PlanSuggestion;
  /** Calls answered with this refusal instead. */
  refusals: Partial<Record<Call, { status: number; message: string; code?: string }>>;
}

export const ME = makeUser({ id: 1 });

let lastId = 500;

export function recipe(name: string, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const id = ++lastId;
  return {
    id,
    userId: ME.id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${name}, the cook's own.`,
    imageUrl: null,
    cookTime: 25,
    prepTime: null,
    totalTime: null,
    servings: 4,
    difficulty: 'Easy',
    category: 'Dinner',
    tags: [],
    isFavorite: false,
    isPublic: false,
    isModerated: false,
    source: 'User-created',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const planned = (recipe: RecipeSummary): PlannedRecipe => plannedOf(recipe);

export function recipeEntry(of: RecipeSummary, date: string, meal: Meal, servings = of.servings): MealPlanEntry {
  return { id: ++lastId, date, meal, recipeId: of.id, servings, recipe: planned(of) };
}

export function noteEntry(note: string, date: string, meal: Meal): MealPlanEntry {
  return { id: ++lastId, date, meal, note, servings: null };
}

export function world(overrides: Partial<PlanWorld> = {}): PlanWorld {
  return {
    me: ME,
    entries: [],
    recipes: [],
    feedUrl: null,
    capabilities: { chat: true, vision: false, images: false, nutrition: false },
    costs: [{ feature: 'ai_meal_plan', cost: 5, description: 'AI meal plan' }],
    shoppingResult: { added: [], merged: [], skipped: [] },
    suggestion: { entries: [], engine: 'offline', ticketsSpent: 0 },
    refusals: {},
    ...overrides,
  };
}

export interface PlanServer extends FakeServer {
  /** Holds the answers of `call` until release(call): meanwhile the screen shows its optimistic state. */
  hold: (call: Call) => void;
  release: (call: Call) => void;
}

const mealOrder = (a: MealPlanEntry, b: MealPlanEntry) => a.date.localeCompare(b.date) || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal);

/** A fake meal-plan API over `w`, changing like the server would. */
export function servePlan(w: PlanWorld): PlanServer {
  const server = fakeServer(w.me);
  const { passGate, hold, release } = heldCalls<Call>();
  const gate = async (call: Call) => {
    await passGate(call);
    const refusal = w.refusals[call];
    return refusal ? json({ message: refusal.message, ...(refusal.code ? { code: refusal.code } : {}) }, refusal.status) : null;
  };
  const missing = () => json({ message: 'Meal plan entry not found' }, 404);

  server.use(async (request) => {
    const url = new URL(request.url);
    const { pathname } = url;
    const method = request.method;
    let m: RegExpExecArray | null;

    if (pathname === '/api/meal-plan' && method === 'GET') {
      const refused = await gate('list');
      if (refused) return refused;
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return json(w.entries.filter((e) => e.date >= from && e.date <= to).sort(mealOrder));
    }
    if (pathname === '/api/meal-plan' && method === 'POST') {
      const body = (await request.json()) as { date: string; meal: Meal; recipeId?: number; note?: string; servings?: number };
      const refused = await gate('add');
      if (refused) return refused;
      let entry: MealPlanEntry;
      if (body.recipeId !== undefined) {
        const found = w.recipes.find((r) => r.id === body.recipeId);
        if (!found) return json({ message: 'Recipe not found' }, 404);
        entry = recipeEntry(found, body.date, body.meal, body.servings ?? found.servings);
      } else {
        entry = noteEntry(body.note ?? '', body.date, body.meal);
      }
      w.entries.push(entry);
      return json(entry, 201);
    }
    if (pathname === '/api/meal-plan/ical-feed') {
      const refused = await gate('feed');
      if (refused) return refused;
      if (method === 'GET') return json({ url: w.feedUrl });
      if (method === 'POST') {
        w.feedUrl = `http://localhost/api/meal-plan/ical/token-${++lastId}`;
        return json({ url: w.feedUrl }, 201);
      }
      if (method === 'DELETE') {
        w.feedUrl = null;
        return json({ message: 'Calendar feed turned off' });
      }
    }
    if (pathname === '/api/meal-plan/shopping-list' && method === 'POST') {
      const refused = await gate('shopping-list');
      return refused ?? json(w.shoppingResult);
    }
    if (pathname === '/api/meal-plan/suggest' && method === 'POST') {
      const refused = await gate('suggest');
      return refused ?? json(w.suggestion);
    }
    if ((m = /^\/api\/meal-plan\/(\d+)$/.exec(pathname))) {
      const entry = w.entries.find((e) => e.id === Number(m![1]));
      if (method === 'PATCH') {
        const change = (await request.json()) as Partial<MealPlanEntry>;
        const refused = await gate('update');
        if (refused) return refused;
        if (!entry) return missing();
        const moved = (change.date !== undefined && change.date !== entry.date) || (change.meal !== undefined && change.meal !== entry.meal);
        Object.assign(entry, change);
        if (moved) w.entries = [...w.entries.filter((e) => e !== entry), entry];
        return json(entry);
      }
      if (method === 'DELETE') {
        const refused = await gate('remove');
        if (refused) return refused;
        if (!entry) return missing();
        w.entries = w.entries.filter((e) => e !== entry);
        return json({ message: 'Removed from the plan' });
      }
    }
    if (pathname === '/api/recipes' && method === 'GET') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 48);
      const found = w.recipes.filter((r) => !search || r.name.toLowerCase().includes(search));
      return new Response(JSON.stringify(found.slice(0, limit)), {
        headers: { 'content-type': 'application/json', 'X-Total-Count': String(found.length) },
      });
    }
    if (pathname === '/api/assistant/capabilities' && method === 'GET') return json(w.capabilities);
    if (pathname === '/api/tickets/costs' && method === 'GET') return json(w.costs);
    return undefined;
  });

  return {
    ...server,
    hold,
    release,
  };
}

export { bodiesSent } from '../../test/render';

/** The toast's view loads with the first toast. */
export const TOAST = { timeout: 5000 };

/**
 * A window `width` px wide for the screen's media queries (jsdom has no matchMedia: useWideScreen then
 * reads false, a phone). Returns the function that puts jsdom back.
 */
export function windowWidth(width: number): () => void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} };
  }) as never;
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
