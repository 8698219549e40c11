import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { User } from '../api/client';
import { AppProviders } from '../app/providers';

type Handler = (request: Request) => Response | undefined | Promise<Response | undefined>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface FakeServer {
  requests: Request[];
  /** Extra routes, tried before the defaults. */
  use: (handler: Handler) => void;
}

/**
 * Answers the client's requests like the API would: GET /api/user gives `user` (or 401), anything
 * unknown is a 404. Returns the requests made, for checking what was sent.
 */
export function fakeServer(user: User | null): FakeServer {
  const handlers: Handler[] = [];
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    for (const handler of handlers) {
      const answer = await handler(request);
      if (answer) return answer;
    }
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/user') {
      return user ? json(user) : json({ message: 'Not authenticated' }, 401);
    }
    return json({ message: 'Not found' }, 404);
  };
  return { requests, use: (h) => handlers.unshift(h) };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    username: 'ada_cooks',
    email: 'ada@example.com',
    isAdmin: false,
    emailVerified: true,
    bio: null,
    profilePicture: null,
    dietaryRestrictions: [],
    hasPassword: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Renders routes inside the app's providers, with a fresh SWR cache per test; `path` may carry a navigation state. */
export function renderRoutes(routes: RouteObject[], path: InitialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

/** Renders one element at `path` (other paths render their pathname, to observe navigation). */
export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The JSON bodies sent to `pathname` with `method`. */
export async function bodiesSent(server: FakeServer, method: string, pathname: string): Promise<unknown[]> {
  const matching = server.requests.filter((r) => r.method === method && new URL(r.url).pathname === pathname);
  return Promise.all(matching.map((r) => r.clone().json() as Promise<unknown>));
}
