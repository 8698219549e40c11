// SWR imports the `use-sync-external-store` shim for React 17; React 19 has the hook, so the shim's
// fallback is dead weight on the sign-in screen. web/vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
