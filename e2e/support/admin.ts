// Making an admin in browser tests the way an operator does: `npm run admin -- grant <email>` (the built
// CLI, dist/src/cli/admin.js), against the running test server's embedded PostgreSQL in E2E_DATA_DIR.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { signedInPage } from './users';

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

export function grantAdmin(email: string): void {
  execFileSync(join('node_modules', '.bin', 'node'), [join('dist', 'src', 'cli', 'admin.js'), 'grant', email], {
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'pipe',
  });
}

/** A new browser context signed in as a freshly registered cook who is then made an admin. */
export async function signedInAdmin(browser: Browser, prefix: string, name: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const admin = await signedInPage(browser, prefix, name, options);
  grantAdmin(admin.me.email);
  return admin;
}
