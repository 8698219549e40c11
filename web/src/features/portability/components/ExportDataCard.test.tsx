import { fireEvent, screen, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderAt } from '../../../test/render';
import { formatMoment } from '../formatting';
import { answer, inTurn, makeExport, requestsTo, serveRoutes } from '../testServer';
import { ExportDataCard } from './ExportDataCard';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

function ready(id: number, expiresAt = inHours(23)) {
  return makeExport({ id, status: 'done', total: 10, processed: 10, url: `/api/exports/${id}/download`, size: 2_516_582, expiresAt });
}

function renderCard() {
  renderAt(<ExportDataCard />, '/profile');
  return screen.getByRole('region', { name: 'Export my data' });
}

describe('ExportDataCard', () => {
  it('starts an export, follows its progress every second, then offers the zip with its size and how long it is kept', async () => {
    const done = ready(3);
    const server = serveRoutes(fakeServer(makeUser()), {
      'GET /api/exports': answer([]),
      'POST /api/exports': answer({ id: 3 }, 202),
      'GET /api/exports/3': inTurn(answer(makeExport({ id: 3, status: 'running', processed: 4, total: 10 })), answer(done)),
    });
    const card = renderCard();
    expect(
      within(card).getByText(
        'One zip file with every recipe and its picture, your shopping list, your pantry and your profile. It is kept for 24 hours.',
      ),
    ).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Export my data' }));

    expect(await within(card).findByText('4 of 10 recipes')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(card).queryByRole('button', { name: 'Export my data' })).toBeNull();

    const download = await within(card).findByRole('link', { name: 'Download' }, { timeout: 4000 });
    expect(download.getAttribute('href')).toBe('/api/exports/3/download');
    expect(download.hasAttribute('download')).toBe(true);
    expect(within(card).getByTestId('export-facts').textContent).toBe(`2.4 MB · available until ${formatMoment(done.expiresAt!)}`);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(requestsTo(server, 'POST', '/api/exports')).toHaveLength(1);
  });

  it('shows an export already under way after a reload, and its download once written', async () => {
    serveRoutes(fakeServer(makeUser()), {
      'GET /api/exports': answer([makeExport({ id: 9, status: 'running', processed: 5, total: 8 }), ready(8, inHours(2))]),
      'GET /api/exports/9': inTurn(answer(makeExport({ id: 9, status: 'running', processed: 6, total: 8 })), answer(ready(9))),
    });
    const card = renderCard();
    expect(await within(card).findByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    expect(await within(card).findByText(/^[56] of 8 recipes$/)).toBeTruthy();
    const download = await within(card).findByRole('link', { name: 'Download' }, { timeout: 4000 });
    expect(download.getAttribute('href')).toBe('/api/exports/9/download');
  });

  it("leaves out an expired zip, and shows the server's refusal to start another export", async () => {
    serveRoutes(fakeServer(makeUser()), {
      'GET /api/exports': answer([ready(4, inHours(-1))]),
      'POST /api/exports': () =>
        json({ message: 'An export is already being prepared. Wait for it to finish before starting another.', code: 'EXPORT_RUNNING' }, 409),
    });
    const card = renderCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Export my data' }));
    expect(within(card).queryByRole('link', { name: 'Download' })).toBeNull();
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'An export is already being prepared. Wait for it to finish before starting another.',
    );
  });

  it('shows the newest export that failed, with the button to try again', async () => {
    serveRoutes(fakeServer(makeUser()), {
      'GET /api/exports': answer([makeExport({ id: 5, status: 'failed', error: 'The export could not be written.', createdAt: inHours(-1) })]),
    });
    const card = renderCard();
    expect((await within(card).findByRole('alert')).textContent).toBe('The export could not be written.');
    expect(within(card).getByRole('button', { name: 'Export my data' })).toBeTruthy();
  });
});
