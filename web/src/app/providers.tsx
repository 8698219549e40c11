import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { ToastProvider } from '../components/toast';
import { NewVersionPrompt } from './serviceWorker';
import { setMuiDefaultTheme } from './muiDefaultTheme';
import { createStyleCache } from './styleCache';
import { createAppTheme } from './theme';

/**
 * SWR defaults from spec document 1 §7: data does not go stale by itself, nothing refetches on focus or
 * reconnect, nothing polls, nothing retries; identical requests are deduplicated.
 */
export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 2000,
  refreshInterval: 0,
};

const themeWithoutVars = () => ({ ...createAppTheme(), vars: null });
let theme: ReturnType<typeof themeWithoutVars> | undefined;

/**
 * The theme, made on first use rather than when the module loads: main.tsx makes it in a task of its
 * own before the first render, instead of inside the long one that evaluates the app's modules.
 * Savor's theme has no CSS variables, and for such a theme MUI's ThemeProvider renders exactly this
 * (ThemeProviderNoVars in @mui/material) while also importing its CSS-variables provider, which
 * every first visit would download for nothing.
 */
export function appTheme() {
  return (theme ??= themeWithoutVars());
}
setMuiDefaultTheme(appTheme);

const styleCache = createStyleCache();

export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <SWRConfig value={{ ...swrDefaults, ...swr }}>
          <ToastProvider>
            {children}
            <NewVersionPrompt />
          </ToastProvider>
        </SWRConfig>
      </ThemeProvider>
    </CacheProvider>
  );
}
