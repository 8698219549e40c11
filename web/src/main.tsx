import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preload } from 'swr';
import { App } from './app/App';
import { preloadRoutes } from './app/router';
import { CURRENT_USER_KEY, fetchCurrentUser } from './features/auth/hooks/useCurrentUser';

// Before the first render: ask who is signed in and fetch this screen's chunks, all at once.
void preload(CURRENT_USER_KEY, fetchCurrentUser).catch(() => undefined);
preloadRoutes(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
