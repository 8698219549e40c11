import { useSearchParams } from 'react-router-dom';

/**
 * Where to send a cook after signing in: a path on this site, or `/`. The server applies the same rule
 * to Google sign-in (src/modules/auth/adapters/http/return-path.ts), so no link can send anyone away.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\p{Cc}\\]/u.test(value)) return '/';
  return value;
}

/** The sign-in screen's address for a visitor who wanted `returnTo`. */
export function signInPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path === '/' ? '/auth' : `/auth?returnTo=${encodeURIComponent(path)}`;
}

/** The `?returnTo=` of the sign-in screen, made safe. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('returnTo'));
}
