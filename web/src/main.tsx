import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
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
await Promise.race([Promise.all([signedIn, firstScreen]), new Promise((resolve) => setTimeout(resolve, WAIT_FOR_FIRST_SCREEN_MS))]);
// A transition: React renders the first screen in slices of a few milliseconds instead of one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
