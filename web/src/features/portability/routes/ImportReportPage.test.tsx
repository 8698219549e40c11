import { screen, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import { answer, inTurn, makeImport, requestsTo, serveRoutes } from '../testServer';
import ImportReportPage from './ImportReportPage';

const ITEMS = [
  { name: 'Lemon Drizzle Cake', outcome: 'imported', recipeId: 41 },
  { name: 'Weeknight Lasagne', outcome: 'duplicate', recipeId: 12, reason: 'Already in your recipes.' },
  { name: 'Untitled', outcome: 'failed', reason: 'It has no ingredients.' },
] as const;

function renderReport(path = '/imports/7') {
  return renderRoutes(
    [
      { path: '/imports/:id', element: <ImportReportPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}

describe('ImportReportPage', () => {
  it('shows the progress bar while the import runs, then the report with a link to each recipe', async () => {
    const server = serveRoutes(fakeServer(makeUser()), {
      'GET /api/imports/7': inTurn(
        answer(makeImport({ status: 'running', processed: 2, imported: 1, skipped: 1, items: [ITEMS[0], ITEMS[1]] })),
        answer(makeImport({ status: 'done', processed: 3, imported: 1, skipped: 1, failed: 1, items: [...ITEMS] })),
      ),
    });
    renderReport();
    expect(screen.getByRole('status', { name: 'Loading the import' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Import from My Recipes.paprikarecipes' })).toBeTruthy();
    expect(document.title).toBe('Import from My Recipes.paprikarecipes · Savor');
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 3 recipes');
    expect(screen.getByText('2 of 3 recipes')).toBeTruthy();
    expect(screen.queryByTestId('import-summary')).toBeNull();

    // The next poll, a second later, finds it done.
    expect((await screen.findByTestId('import-summary', {}, { timeout: 4000 })).textContent).toBe('1 imported · 1 skipped as duplicates · 1 failed');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const list = screen.getByRole('list', { name: 'Recipes in this file' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lemon Drizzle CakeImported',
      'Weeknight LasagneAlready in your recipes.Duplicate',
      'UntitledIt has no ingredients.Failed',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Lemon Drizzle Cake' }).getAttribute('href')).toBe('/recipes/41');
    expect(within(rows[1]).getByRole('link', { name: 'Weeknight Lasagne' }).getAttribute('href')).toBe('/recipes/12');
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My Recipes' }).getAttribute('href')).toBe('/recipes');

    // Finished: nothing more is asked.
    const asked = requestsTo(server, 'GET', '/api/imports/7').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requestsTo(server, 'GET', '/api/imports/7')).toHaveLength(asked);
  });

  it('says why a failed import stopped', async () => {
    serveRoutes(fakeServer(makeUser()), {
      'GET /api/imports/7': answer(makeImport({ status: 'failed', processed: 0, total: 0, error: 'Savor could not finish reading this file.' })),
    });
    renderReport();
    expect((await screen.findByRole('alert')).textContent).toBe('Savor could not finish reading this file.');
    expect(screen.getByTestId('import-summary').textContent).toBe('0 imported · 0 skipped as duplicates · 0 failed');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says there is no such import for an unknown id or one of another account', async () => {
    serveRoutes(fakeServer(makeUser()), { 'GET /api/imports/99': () => json({ message: 'No such import' }, 404) });
    const { unmount } = renderReport('/imports/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such import' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Recipes' }).getAttribute('href')).toBe('/recipes');
    unmount();
    renderReport('/imports/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'No such import' })).toBeTruthy();
  });
});
