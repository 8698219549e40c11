import type { EntityManager } from '@mikro-orm/postgresql';
import { setAdmin } from '../../src/modules/auth/index.js';
import type { TestApp } from './test-app.js';

let sequence = 0;

export function newAccount(overrides: Partial<Record<string, unknown>> = {}) {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `cook${id}@example.com`,
    password: 'secret123',
    name: 'Ada Lovelace',
    username: `cook_${id}`.slice(0, 20),
    dietaryRestrictions: [] as string[],
    ...overrides,
  };
}

/** Registers an account in a cookie-keeping client and returns both. */
export async function signedInBrowser(testApp: TestApp, overrides: Partial<Record<string, unknown>> = {}) {
  const browser = testApp.browser();
  const account = newAccount(overrides);
  const response = await browser.post('/api/register').send(account).expect(201);
  return { browser, account, user: response.body as { id: number; username: string; email: string } };
}

/** A signed-in cook whose account is made an admin the way `npm run admin -- grant` does it. */
export async function signedInAdmin(testApp: TestApp) {
  const cook = await signedInBrowser(testApp);
  if (!(await setAdmin(testApp.orm.em.fork() as EntityManager, cook.account.email, true))) throw new Error('setAdmin found no such account');
  return cook;
}
