import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/hooks/useCurrentUser';

// Before the first render: ask who is signed in (answered by index.html's early request, see
// app/earlyRequests.ts) and fetch this screen's chunks.
void preload(CURRENT_USER_KEY, fetchCurrentUser).catch(() => undefined);
preloadRoutes(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds instead of one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
