import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes } from '../../../test/render';
import type { Backup } from '../api';
import AdminPage from '../routes/AdminPage';

const TOAST = { timeout: 5000 };
/** Long enough for the panel's 1.5 s polling to ask again. */
const POLL = { timeout: 4000 };

const backup = (id: number, overrides: Partial<Backup> = {}): Backup => ({
  id,
  status: 'done',
  trigger: 'manual',
  requestedBy: 1,
  fileName: `savor-backup-20261128T0${id}0000Z-${id}.zip`,
  size: 1_234_567,
  progress: { done: 40, total: 40 },
  error: null,
  createdAt: new Date(Date.UTC(2026, 10, 28, id, 0)).toISOString(),
  startedAt: new Date(Date.UTC(2026, 10, 28, id, 0)).toISOString(),
  finishedAt: new Date(Date.UTC(2026, 10, 28, id, 1)).toISOString(),
  ...overrides,
});

/** The admin API's backup routes over a list the test changes; `advance` moves a queued or running backup on. */
function serveBackups(list: Backup[]) {
  const server = fakeServer(makeUser({ isAdmin: true }));
  server.use(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/admin/users') return new Response('[]', { headers: { 'content-type': 'application/json', 'X-Total-Count': '0' } });
    if (pathname === '/api/admin/stats') return json({ userCount: 0, recipeCount: 0, ticketsCirculation: 0, recipesByCategory: {} });
    if (pathname === '/api/admin/backups' && request.method === 'GET') {
      const sorted = [...list].sort((a, b) => b.id - a.id);
      return new Response(JSON.stringify(sorted), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(sorted.length) } });
    }
    if (pathname === '/api/admin/backups' && request.method === 'POST') {
      if (list.some((b) => b.status === 'queued' || b.status === 'running')) {
        return json({ message: 'A backup is already in progress: wait for it to finish', code: 'BACKUP_IN_PROGRESS' }, 409);
      }
      const id = Math.max(0, ...list.map((b) => b.id)) + 1;
      list.push(backup(id, { status: 'queued', fileName: null, size: null, progress: { done: 0, total: 0 }, startedAt: null, finishedAt: null }));
      return json({ id }, 202);
    }
    const one = /^\/api\/admin\/backups\/(\d+)$/.exec(pathname);
    if (one && request.method === 'DELETE') {
      list.splice(
        list.findIndex((b) => b.id === Number(one[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
  return server;
}

const renderBackups = () => renderRoutes([{ path: '/admin', element: <AdminPage /> }], '/admin?tab=backups');

describe('the Backups tab', () => {
  it('starts with an empty state, creates a backup and follows it while it runs, then offers its download', async () => {
    const list: Backup[] = [];
    const server = serveBackups(list);
    renderBackups();
    expect(await screen.findByText('No backups yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Backups', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create backup' }));
    expect(await screen.findByText('Backup Started', undefined, TOAST)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/api/admin/backups']);
    const table = await screen.findByRole('table', { name: 'Backups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Created', 'Size', 'Status', 'Actions']);
    expect(within(table).getByText('Queued')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create backup' }).disabled).toBe(true);

    list[0] = { ...list[0], status: 'running', progress: { done: 12, total: 48 } };
    const progress = await screen.findByRole('progressbar', { name: 'Running: 25%' }, POLL);
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(within(table).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();

    list[0] = backup(1, { size: 16_400 });
    const download = await screen.findByRole('link', { name: 'Download' }, POLL);
    expect(download.getAttribute('href')).toBe('/api/admin/backups/1/download');
    expect(within(screen.getByTestId('backup-row')).getByText('16.4 kB')).toBeTruthy();
    expect(within(screen.getByTestId('backup-row')).getByText('Done')).toBeTruthy();
    expect(within(screen.getByTestId('backup-row')).getByText('Made by an admin')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create backup' }).disabled).toBe(false));
  });

  it('deletes a backup after asking, and shows why a backup failed', async () => {
    const list = [backup(1, { trigger: 'scheduled' }), backup(2, { status: 'failed', error: 'No space left on device', fileName: null, size: null })];
    const server = serveBackups(list);
    renderBackups();
    await waitFor(() => expect(screen.getAllByTestId('backup-row')).toHaveLength(2));
    const [failed, daily] = screen.getAllByTestId('backup-row');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('No space left on device')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(within(daily).getByText('Daily backup')).toBeTruthy();

    fireEvent.click(within(daily).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Backup' });
    expect(within(dialog).getByText(/Its file is removed for good\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(daily).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Backup' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Backup Deleted', undefined, TOAST)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual(['/api/admin/backups/1']);
    await waitFor(() => expect(screen.getAllByTestId('backup-row')).toHaveLength(1));
  });

  it("says so when the server refuses a second backup while one is in progress (another admin's)", async () => {
    const list: Backup[] = [];
    serveBackups(list);
    renderBackups();
    expect(await screen.findByText('No backups yet')).toBeTruthy();
    list.push(backup(1, { status: 'queued', requestedBy: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create backup' }));
    expect(await screen.findByText(/A backup is already in progress: wait for it to finish/, undefined, TOAST)).toBeTruthy();
    expect(await screen.findByText('Queued')).toBeTruthy();
  });
});
