/**
 * Where to send a cook after signing in: a path on this site (`/recipes/12?tab=x`), or `/`. Anything
 * that could leave the site (`//evil.example`, `/\evil.example`, `https://…`, control characters) is `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\p{Cc}\\]/u.test(value)) return '/';
  return value;
}
