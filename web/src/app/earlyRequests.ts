// The first screen's GET requests, sent the moment the page's first script runs: before React, MUI
// and the router are evaluated (about 50 ms on a laptop, 200 ms on a phone) and while the screen's
// chunks load (the page preloads them). The API client (api/client.ts) answers the same GET with the early response, once.
// It imports nothing and has a chunk of its own, which the page's head loads through its own small
// entry, sendEarlyRequestsNow.ts, and the API client imports (the savor:early-requests plugin).

/** How long an unclaimed early response may still answer: it is for the first screen only. */
const FRESH_FOR_MS = 10_000;

interface EarlyResponse {
  response: Promise<Response>;
  sentAt: number;
}

const early = new Map<string, EarlyResponse>();

function send(path: string): Promise<Response> {
  const url = new URL(path, window.location.origin).href;
  const response = fetch(url, { credentials: 'include' });
  early.set(url, { response, sentAt: Date.now() });
  // Unclaimed, a failed request is nobody's error: the screen's own request will tell.
  response.catch(() => undefined);
  return response;
}

interface FirstScreen {
  /** Every GET of the screen's first render, as the screen asks it (e2e/delivery.spec.ts checks it). */
  data: readonly string[];
  /** The screen's modules (under web/src): the screen's page preloads their chunks. */
  modules: readonly string[];
}

/** The signed-in shell's balance, on every screen. */
const SHELL_DATA = ['/api/tickets'];

/** The screens a signed-in visit most often starts on. */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/': {
    data: [
      '/api/recipes?limit=5',
      ...SHELL_DATA,
      '/api/chat',
      '/api/tickets/costs',
      '/api/shopping',
      '/api/pantry',
      '/api/social/notifications?limit=5',
    ],
    modules: ['app/guards.tsx', 'features/home/routes/HomePage.tsx'],
  },
  '/recipes': {
    data: ['/api/recipes?limit=48', ...SHELL_DATA, '/api/recipes/categories'],
    modules: ['app/guards.tsx', 'features/recipes/routes/MyRecipesPage.tsx'],
  },
};

/** The sign-in screen's path and what its form waits for (whether Google sign-in is set up). */
const SIGN_IN_SCREEN = { path: '/auth', data: ['/api/auth/google/status'] } as const;

/**
 * Marks the page the server sends to a visitor who has a session cookie on one of FIRST_SCREENS: it
 * also preloads the screen's chunks (the build writes one such page per screen, web/vite.config.ts).
 */
export const SIGNED_IN_META = 'savor-signed-in';

/** Whether this page is a first screen sent to a visitor with a session cookie (see SIGNED_IN_META). */
export function isSignedInFirstScreen(): boolean {
  return document.querySelector(`meta[name="${SIGNED_IN_META}"]`) !== null;
}

/**
 * Sends who is signed in and, on one of FIRST_SCREENS when the server saw a session cookie, the
 * screen's first data at the same time; on the sign-in screen, what its form waits for.
 */
export function sendEarlyRequests(pathname: string): void {
  void send('/api/user');
  if (pathname === SIGN_IN_SCREEN.path) for (const path of SIGN_IN_SCREEN.data) void send(path);
  const screen = FIRST_SCREENS[pathname];
  if (!screen || !isSignedInFirstScreen()) return;
  for (const path of screen.data) void send(path);
}

/** Drops every unclaimed early answer: they were asked for the account signed in until now. */
export function forgetEarlyResponses(): void {
  early.clear();
}

/** The early response to this request, if it is a GET sent early and not yet claimed; else undefined. */
export function claimEarlyResponse(request: Request): Promise<Response> | undefined {
  // A change (sign-in, sign-out, an edit) makes every unclaimed early answer stale.
  if (request.method !== 'GET') {
    forgetEarlyResponses();
    return undefined;
  }
  const found = early.get(request.url);
  if (!found) return undefined;
  early.delete(request.url);
  return Date.now() - found.sentAt <= FRESH_FOR_MS ? found.response : undefined;
}
