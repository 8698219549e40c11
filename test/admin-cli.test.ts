import type { EntityManager } from '@mikro-orm/postgresql';
import { setAdmin } from '../src/modules/auth/index.js';
import { signedInBrowser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('grants and revokes admin rights by email, and says when no account matches', async () => {
  const { browser, account } = await signedInBrowser(t);
  const em = t.orm.em.fork() as EntityManager;
  expect(await setAdmin(em, account.email.toUpperCase(), true)).toBe(true);
  expect((await browser.get('/api/user').expect(200)).body.isAdmin).toBe(true);
  expect(await setAdmin(em, account.email, false)).toBe(true);
  expect((await browser.get('/api/user').expect(200)).body.isAdmin).toBe(false);
  expect(await setAdmin(em, 'nobody@example.com', true)).toBe(false);
});
