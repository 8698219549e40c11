import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/hooks/useCurrentUser';

// Before the first render: ask who is signed in (answered by index.html's early request, see
// app/earlyRequests.ts) and fetch this screen's chunks.
const signedIn = fetchCurrentUser().then(
  (user) => mutate(CURRENT_USER_KEY, user, { revalidate: false }),
  // The guards ask again and show the connection problem.
  () => undefined,
);
preloadRoutes(window.location.pathname);

/** How long the splash waits for the answer before the app's own skeleton takes over. */
const WAIT_FOR_USER_MS = 1000;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// Rendered once the user is known, the first screen is the screen itself: not a skeleton first, which
// would cost a second render and commit.
await Promise.race([signedIn, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_USER_MS))]);
// A transition: React renders the first screen in slices of a few milliseconds instead of one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
