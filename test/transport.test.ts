import { startTestApp, type TestApp } from './support/test-app.js';
import { newAccount } from './support/factories.js';

/** Behind one trusted proxy that terminates HTTPS (TRUST_PROXY=1, X-Forwarded-Proto). */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '1', PUBLIC_BASE_URL: 'https://savor.example' });
});
afterAll(() => t.close());

it('over HTTPS sends Strict-Transport-Security and a __Host- session cookie that keeps the cook signed in', async () => {
  const browser = t.browser();
  const registered = await browser.post('/api/register').set('X-Forwarded-Proto', 'https').send(newAccount()).expect(201);
  expect(registered.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const [cookie] = registered.headers['set-cookie'] as unknown as string[];
  expect(cookie).toMatch(/^__Host-savor\.sid=/);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).not.toMatch(/; Domain=/i);

  const me = await t.http().get('/api/user').set('X-Forwarded-Proto', 'https').set('Cookie', cookie.split(';')[0]).expect(200);
  expect(me.body.email).toEqual(expect.any(String));
  const out = await t.http().post('/api/logout').set('X-Forwarded-Proto', 'https').set('Cookie', cookie.split(';')[0]).expect(200);
  expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^__Host-savor\.sid=;.*Secure/);
});

it('over plain HTTP sends neither, and the plain cookie name', async () => {
  const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
  expect(registered.headers['strict-transport-security']).toBeUndefined();
  const [cookie] = registered.headers['set-cookie'] as unknown as string[];
  expect(cookie).toMatch(/^savor\.sid=/);
  expect(cookie).not.toMatch(/; Secure/);
});
