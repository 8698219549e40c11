import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { App } from './app/App';
import { appTheme } from './app/providers';
import { createAppRouter, preloadRoutes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/hooks/useCurrentUser';

// Before the first render: ask who is signed in and fetch this screen's chunks and first data (answered
// by the page's early requests, see app/earlyRequests.ts), so that the first render is the screen with
// its data: no loading state first, and no second render when an answer arrives.
const signedIn = fetchCurrentUser().then(
  (user) => mutate(CURRENT_USER_KEY, user, { revalidate: false }),
  // The guards ask again and show the connection problem.
  () => undefined,
);
const firstScreen = preloadRoutes(window.location.pathname);

/** How long the splash waits for the answers before the app's own skeletons take over. */
const WAIT_FOR_FIRST_SCREEN_MS = 1000;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);

/** Resolves in the next task: the browser may paint and answer input before what follows runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in tasks of a few milliseconds rather than one long one: the evaluation of the app's
// modules ends here; MUI's theme, then the router (it matches the address against every route) each
// get a task of their own, and React renders in slices of its own.
await nextTask();
appTheme();
await nextTask();
const router = createAppRouter();
await Promise.race([Promise.all([signedIn, firstScreen]), new Promise((resolve) => setTimeout(resolve, WAIT_FOR_FIRST_SCREEN_MS))]);
// A transition: React renders the first screen in slices of a few milliseconds instead of one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
registerServiceWorker();
