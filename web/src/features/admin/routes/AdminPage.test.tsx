import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, makeUser, renderRoutes, type FakeServer } from '../../../test/render';
import type { AdminUser, AuditEntry, UserActivity } from '../api';
import AdminPage from './AdminPage';

const TOAST = { timeout: 5000 };

const adminUser = (id: number, username: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  email: `${username}@example.com`,
  name: `Name ${id}`,
  bio: null,
  profilePicture: null,
  isAdmin: false,
  tickets: { balance: 20 },
  recipeCount: 3,
  lastLoginDate: null,
  ...overrides,
});

interface World {
  users: AdminUser[];
  usersStatus: number;
  activity: UserActivity;
  audit: AuditEntry[];
}

const auditEntry = (id: number, adminId: number, adminUsername: string, action: AuditEntry['action'], summary: string): AuditEntry => ({
  id,
  adminId,
  adminUsername,
  action,
  targetType: action === 'recipe.moderate' ? 'recipe' : 'user',
  target: '7',
  summary,
  ip: '203.0.113.9',
  createdAt: new Date(Date.UTC(2026, 10, 28, 9, id)).toISOString(),
});

function serveAdmin(server: FakeServer, w: World) {
  server.use(async (request) => {
    const url = new URL(request.url);
    const m = request.method;
    if (url.pathname === '/api/admin/users' && m === 'GET') {
      if (w.usersStatus !== 200) return json({ message: 'Admin access required' }, w.usersStatus);
      const search = url.searchParams.get('search') ?? '';
      const found = w.users.filter((u) => u.username.includes(search));
      return new Response(JSON.stringify(found), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(found.length) } });
    }
    if (url.pathname === '/api/admin/stats') {
      return json({ userCount: w.users.length, recipeCount: 9, ticketsCirculation: 60, recipesByCategory: { Dinner: 6, Dessert: 3 } });
    }
    const add = url.pathname.match(/^\/api\/admin\/users\/(\d+)\/add-tickets$/);
    if (add && m === 'POST') {
      const { amount } = (await request.json()) as { amount: number };
      w.users = w.users.map((u) => (u.id === Number(add[1]) ? { ...u, tickets: { balance: u.tickets.balance + amount } } : u));
      return json({ message: `Successfully added ${amount} tickets.`, amount, balance: 0 });
    }
    if (/^\/api\/admin\/users\/\d+\/activity$/.test(url.pathname)) return json(w.activity);
    if (url.pathname === '/api/admin/audit-log') {
      const [adminId, action] = [url.searchParams.get('adminId'), url.searchParams.get('action')];
      const found = w.audit.filter((e) => (!adminId || e.adminId === Number(adminId)) && (!action || e.action === action));
      return new Response(JSON.stringify(found), { headers: { 'content-type': 'application/json', 'X-Total-Count': String(found.length) } });
    }
    return undefined;
  });
  return server;
}

function world(overrides: Partial<World> = {}): World {
  return {
    users: [adminUser(1, 'ada_cooks', { isAdmin: true }), adminUser(2, 'olive_oyl')],
    usersStatus: 200,
    activity: {
      userId: 2,
      username: 'olive_oyl',
      lastLoginDate: null,
      ticketSpending: { lifetimeSpent: 12, thisMonthSpent: 5, thisWeekSpent: 0 },
      paymentSpending: { lifetimeSpent: 19.5, thisMonthSpent: 4, thisWeekSpent: 0 },
    },
    audit: [
      auditEntry(3, 1, 'ada_cooks', 'user.delete', 'Deleted user spam_bot'),
      auditEntry(2, 5, 'grace_h', 'recipe.moderate', "Verified the recipe 'Pho'"),
      auditEntry(1, 1, 'ada_cooks', 'tickets.grant', 'Added 40 tickets to olive_oyl: Contest prize'),
    ],
    ...overrides,
  };
}

function renderAdmin(w: World, isAdmin = true, at = '/admin') {
  const server = serveAdmin(fakeServer(makeUser({ isAdmin })), w);
  renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/', element: <h1>Home screen</h1> },
    ],
    at,
  );
  return server;
}

const rowOf = (username: string) => screen.getAllByTestId('admin-user-row').find((row) => row.dataset.username === username)!;

describe('AdminPage', () => {
  it('lists the users with their balance and recipes, and hides Delete for admins', async () => {
    renderAdmin(world());
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'ID',
      'Username',
      'Email',
      'Name',
      'Admin',
      'Ticket Balance',
      'Recipes',
      'Actions',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2));
    expect(within(rowOf('ada_cooks')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(rowOf('olive_oyl')).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(rowOf('olive_oyl')).getByTestId('admin-user-balance').textContent).toBe('20');
    expect(screen.getByText('1–2 of 2 users')).toBeTruthy();
  });

  it('adds tickets: the button is off at 0 or less, a reason is optional, and the balance changes', async () => {
    const w = world();
    const server = renderAdmin(w);
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('olive_oyl')).getByRole('button', { name: 'Add Tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tickets' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Tickets' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '-3' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '2.5' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Invalid Amount', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Please enter a positive number of tickets.')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '15' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Tickets Added', undefined, TOAST)).toBeTruthy();
    expect(screen.getByText('Successfully added 15 tickets.')).toBeTruthy();
    const sent = server.requests.filter((r) => r.method === 'POST');
    expect(await sent.at(-1)!.json()).toEqual({ amount: 15, reason: 'Admin adjustment' });
    await waitFor(() => expect(within(rowOf('olive_oyl')).getByTestId('admin-user-balance').textContent).toBe('35'));
  });

  it('refuses more than 10,000 tickets in one grant before asking the server', async () => {
    const server = renderAdmin(world());
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('olive_oyl')).getByRole('button', { name: 'Add Tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tickets' });
    expect(within(dialog).getByText('At most 10,000 tickets a grant.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Amount/ }), { target: { value: '10001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tickets' }));
    expect(await screen.findByText('Invalid Amount', undefined, TOAST)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the audit log newest first, filtered by action and by the admin whose name is chosen', async () => {
    const server = renderAdmin(world(), true, '/admin?tab=audit-log');
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild!.textContent),
    ).toEqual(['Deleted user spam_bot', "Verified the recipe 'Pho'", 'Added 40 tickets to olive_oyl: Contest prize']);
    expect(within(list).getAllByText('203.0.113.9')).toHaveLength(3);
    expect(screen.getByText('3 entries')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'tickets.grant' } });
    await waitFor(() => expect(screen.getByText('1 entry')).toBeTruthy());
    expect(server.requests.at(-1)!.url).toContain('action=tickets.grant');

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText('3 entries')).toBeTruthy());
    fireEvent.click(within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByRole('button', { name: 'ada_cooks' })[0]);
    await waitFor(() => expect(screen.getByText('2 entries')).toBeTruthy());
    expect(server.requests.at(-1)!.url).toContain('adminId=1');
    fireEvent.click(within(screen.getByRole('button', { name: 'By ada_cooks' })).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.getByText('3 entries')).toBeTruthy());

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'ticket-cost.update' } });
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
  });

  it("shows a user's activity metrics: 'Never', tickets and dollars with 2 decimals", async () => {
    renderAdmin(world());
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('olive_oyl')).getByRole('button', { name: 'View Activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Activity Metrics' });
    const money = await within(dialog).findByRole('region', { name: 'Money Spent' });
    expect(within(dialog).getByText(/Never/)).toBeTruthy();
    expect(
      within(money)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['$19.50', '$4.00', '$0.00']);
    const tickets = within(dialog).getByRole('region', { name: 'Ticket Spending' });
    expect(
      within(tickets)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12 tickets', '5 tickets', '0 tickets']);
  });

  it('shows the statistics', async () => {
    renderAdmin(world());
    fireEvent.click(await screen.findByRole('tab', { name: 'Statistics' }));
    expect(await screen.findByText('Tickets in Circulation')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('60')).toBeTruthy());
    expect(screen.getByText('Dinner')).toBeTruthy();
  });

  it('answers a non-admin with Access Denied, then Home', async () => {
    renderAdmin(world(), false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(
      await screen.findByText('You do not have permission to access the admin panel.', { selector: '[data-testid="toast"] *' }, TOAST),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home screen' }, { timeout: 5000 })).toBeTruthy();
  });

  it('treats a failed users request as access denied', async () => {
    renderAdmin(world({ usersStatus: 403 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });
});
