import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { noteEntry, recipe, recipeEntry, servePlan, world } from '../../planning/testServer';
import { TodayCard } from './TodayCard';

const card = () => screen.getByRole('region', { name: 'Today' });
const planAsked = (server: ReturnType<typeof servePlan>) =>
  server.requests.filter((r) => new URL(r.url).pathname === '/api/meal-plan').map((r) => new URL(r.url).search);

afterEach(() => jest.useRealTimers());

describe("Home's Today card", () => {
  it("lists today's meals in meal order, each recipe with Start Cooking", async () => {
    // Late in the evening: still the 27th here, whatever the date in UTC.
    jest.useFakeTimers({ now: new Date(2026, 10, 27, 23, 30), advanceTimers: true });
    const pasta = recipe('Lemon Pasta', { cookTime: 20, servings: 4 });
    const server = servePlan(
      world({
        recipes: [pasta],
        entries: [recipeEntry(pasta, '2026-11-27', 'Dinner', 2), noteEntry('Leftovers', '2026-11-27', 'Lunch')],
      }),
    );
    renderAt(<TodayCard />);
    expect(within(card()).getByText('Friday 27 November')).toBeTruthy();
    const list = await within(card()).findByRole('list', { name: "Today's meals" });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.MuiTypography-overline')?.textContent)).toEqual(['Lunch', 'Dinner']);
    expect(within(rows[0]).getByText('Leftovers')).toBeTruthy();
    expect(within(rows[0]).queryByRole('link', { name: /Start Cooking/ })).toBeNull();
    expect(within(rows[1]).getByRole('link', { name: 'Lemon Pasta' }).getAttribute('href')).toBe(`/recipes/lemon-pasta/${pasta.id}`);
    expect(within(rows[1]).getByText('20 min · 2 servings')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Start Cooking Lemon Pasta' }).getAttribute('href')).toBe(
      `/recipes/lemon-pasta/${pasta.id}/follow`,
    );
    expect(within(card()).getByRole('link', { name: 'Meal Plan' }).getAttribute('href')).toBe('/meal-plan');
    expect(planAsked(server)).toEqual(['?from=2026-11-27&to=2026-11-27']);
  });

  it('says when nothing is planned, with a way to plan', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 28, 0, 15), advanceTimers: true });
    const server = servePlan(world({ entries: [noteEntry('Eat out', '2026-11-27', 'Dinner')] }));
    renderAt(<TodayCard />);
    expect(await within(card()).findByText('Nothing planned for today')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Plan your meals' }).getAttribute('href')).toBe('/meal-plan');
    expect(planAsked(server)).toEqual(['?from=2026-11-28&to=2026-11-28']);
  });

  it('says when the plan could not load', async () => {
    const w = world({ refusals: { list: { status: 500, message: 'Internal server error' } } });
    servePlan(w);
    renderAt(<TodayCard />);
    expect((await within(card()).findByRole('alert')).textContent).toContain("Could not load today's meals.");
  });
});
