import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import type { SocialNotification } from '../api';
import { MARCO, minutesAgo, requestsTo, serveSocial, world } from '../testServer';
import { NOTIFICATIONS_REFRESH_MS } from '../hooks/useSocial';
import { notificationAge } from '../socialHelpers';
import { HeaderNotificationBell, NotificationBell } from './NotificationBell';

function note(id: number, overrides: Partial<SocialNotification> = {}): SocialNotification {
  return { id, message: `Notification ${id}`, date: minutesAgo(5), read: false, ...overrides };
}

function renderBell() {
  return renderRoutes(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    '/',
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const popover = () => screen.getByRole('dialog', { name: 'Notifications' });
/** Opens the bell's popover, whose code comes the first time it opens. */
const openPopover = async () => {
  fireEvent.click(bell());
  await screen.findByRole('dialog', { name: 'Notifications' });
};

describe('NotificationBell', () => {
  it('shows the unread count from X-Unread-Count in the badge, and 9+ above 9', async () => {
    serveSocial(world({ notifications: [note(1)], notificationHeaders: { unread: 12, total: 30 } }));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('9+'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 9+ unread');
  });

  it('shows the exact count up to 9, and no badge and a plain name without unread ones', async () => {
    const w = world({ notifications: [note(1), note(2), note(3, { read: true })] });
    serveSocial(w);
    const { unmount } = renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    unmount();

    serveSocial(world({ notifications: [note(3, { read: true })] }));
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.getByTestId('notification-badge').className).toMatch(/invisible/);
  });

  it('asks for 5, shows at most 5, and links to all of them when more than 5 exist (X-Total-Count)', async () => {
    const notifications = Array.from({ length: 7 }, (_, i) => note(i + 1));
    const server = serveSocial(world({ notifications }));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('7'));
    expect(new URL(requestsTo(server, 'GET', '/api/social/notifications')[0].url).searchParams.get('limit')).toBe('5');
    await openPopover();
    expect(within(popover()).getAllByTestId('notification')).toHaveLength(5);
    const seeAll = within(popover()).getByRole('link', { name: 'See all notifications' });
    expect(seeAll.getAttribute('href')).toBe('/community?tab=feed');
  });

  it('has no See all link with 5 or fewer, and scrolls from 300 px', async () => {
    serveSocial(world({ notifications: Array.from({ length: 5 }, (_, i) => note(i + 1)) }));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('5'));
    await openPopover();
    expect(within(popover()).getAllByTestId('notification')).toHaveLength(5);
    expect(within(popover()).queryByRole('link', { name: 'See all notifications' })).toBeNull();
    const list = within(popover()).getByTestId('notification-list');
    expect(getComputedStyle(list).maxHeight).toBe('300px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
  });

  it('shows 3 skeleton rows while loading, then No notifications yet', async () => {
    const w = world();
    const server = serveSocial(w);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(async (request) => {
      if (new URL(request.url).pathname === '/api/social/notifications') await gate;
      return undefined;
    });
    renderBell();
    await openPopover();
    expect(within(popover()).getAllByTestId('notification-skeleton')).toHaveLength(3);
    expect(within(popover()).getByRole('status', { name: 'Loading notifications' })).toBeTruthy();
    release();
    expect(await within(popover()).findByText('No notifications yet')).toBeTruthy();
    expect(within(popover()).queryAllByTestId('notification-skeleton')).toHaveLength(0);
  });

  it('highlights unread ones in bold and writes their age as Nm, Nh and Nd ago', async () => {
    serveSocial(
      world({
        notifications: [
          note(1, { message: 'chef_marco started following you', date: minutesAgo(5) }),
          note(2, { message: 'nonna_rosa commented on your recipe "Soup"', date: minutesAgo(3 * 60 + 10), read: true }),
          note(3, { message: 'luis_grills rated your recipe "Soup" 5 stars', date: minutesAgo(2 * 24 * 60 + 30), read: true }),
        ],
      }),
    );
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    await openPopover();
    const [first, second, third] = within(popover()).getAllByTestId('notification');
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(getComputedStyle(within(first).getByText('chef_marco started following you')).fontWeight).toBe('700');
    expect(within(first).getByText(/5m ago/)).toBeTruthy();
    expect(first.textContent).toContain(', unread');
    expect(second.getAttribute('data-unread')).toBeNull();
    expect(getComputedStyle(within(second).getByText(/commented on your recipe/)).fontWeight).toBe('400');
    expect(within(second).getByText('3h ago')).toBeTruthy();
    expect(within(third).getByText('2d ago')).toBeTruthy();
  });

  it('closes, marks read and opens the recipe (/recipe/{id}) of a recipe notification, at the comments for a comment', async () => {
    const w = world({
      notifications: [note(9, { recipeId: 42, userId: MARCO.id, message: 'chef_marco commented on your recipe "Soup"' })],
    });
    const server = serveSocial(w);
    const { router } = renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    await openPopover();
    fireEvent.click(within(popover()).getByRole('button', { name: /chef_marco commented/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/recipe/42#comments'));
    await waitFor(() => expect(requestsTo(server, 'PATCH', '/api/social/notifications/9/read')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the profile of a follower notification's user, and the feed without ids; a read one is not marked again", async () => {
    const w = world({
      notifications: [note(1, { userId: MARCO.id, message: 'chef_marco started following you' }), note(2, { message: 'Welcome', read: true })],
    });
    const server = serveSocial(w);
    const { router } = renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    await openPopover();
    fireEvent.click(within(popover()).getByRole('button', { name: /started following you/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/community?tab=profile&userId=2'));
    await waitFor(() => expect(requestsTo(server, 'PATCH', '/api/social/notifications/1/read')).toHaveLength(1));

    await act(() => router.navigate('/'));
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    fireEvent.click(await within(popover()).findByRole('button', { name: /Welcome/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/community?tab=feed'));
    expect(requestsTo(server, 'PATCH', '/api/social/notifications/2/read')).toHaveLength(0);
  });

  it("marks every notification read with 'Mark all as read', shown while some are unread", async () => {
    const w = world({ notifications: [note(1), note(2), note(3, { read: true })] });
    const server = serveSocial(w);
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    await openPopover();
    fireEvent.click(within(popover()).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(popover()).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(requestsTo(server, 'POST', '/api/social/notifications/read-all')).toHaveLength(1);
    expect(
      within(popover())
        .getAllByTestId('notification')
        .filter((n) => n.getAttribute('data-unread')),
    ).toHaveLength(0);
    // The badge is gone too (the bell is behind the open popover).
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
  });

  it("shows the header's bell only on screens without a bell of their own", async () => {
    serveSocial(world({ notifications: [note(1)] }));
    const { router } = renderRoutes(
      [
        {
          path: '*',
          element: (
            <>
              <header>
                <HeaderNotificationBell />
              </header>
              <Routes>
                <Route path="/" element={<NotificationBell />} />
                <Route path="*" element={<p>Another screen</p>} />
              </Routes>
            </>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy());
    expect(screen.getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
    expect(within(screen.getByRole('banner')).queryByRole('button')).toBeNull();
    await act(() => router.navigate('/recipes'));
    await screen.findByText('Another screen');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('asks again every 60 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const w = world();
      const server = serveSocial(w);
      renderBell();
      await waitFor(() => expect(requestsTo(server, 'GET', '/api/social/notifications')).toHaveLength(1));
      w.notifications = [note(1)];
      await act(() => jest.advanceTimersByTimeAsync(NOTIFICATIONS_REFRESH_MS));
      await waitFor(() => expect(requestsTo(server, 'GET', '/api/social/notifications')).toHaveLength(2));
      await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when notifications cannot load', async () => {
    serveSocial(world({ failing: new Set(['notifications']) }));
    renderBell();
    await openPopover();
    expect(await within(popover()).findByText('Error loading notifications. Please try again.')).toBeTruthy();
  });

  it('writes ages as the spec says', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(notificationAge('2026-03-10T11:59:30Z', now)).toBe('0m ago');
    expect(notificationAge('2026-03-10T11:01:00Z', now)).toBe('59m ago');
    expect(notificationAge('2026-03-10T11:00:00Z', now)).toBe('1h ago');
    expect(notificationAge('2026-03-09T12:00:01Z', now)).toBe('23h ago');
    expect(notificationAge('2026-03-07T12:00:00Z', now)).toBe('3d ago');
  });
});
