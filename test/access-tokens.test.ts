import createClient from 'openapi-fetch';
import type { paths } from '../web/src/api/schema.js';
import { burst, statusCounts } from './support/burst.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://client.example' });
});
afterAll(async () => {
  await t.close();
});

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

async function createToken(browser: Browser, body: Record<string, unknown> = { name: 'Script', scope: 'read-write' }) {
  const response = await browser.post('/api/tokens').send(body).expect(201);
  return response.body as { id: number; name: string; scope: string; token: string; expiresAt: string | null };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('personal access tokens', () => {
  it('a cook creates a token, sees its secret once, lists it with its last use, uses it and revokes it', async () => {
    const { browser, user } = await signedInBrowser(t);
    const created = await createToken(browser, { name: ' Home Assistant ', scope: 'read-write', expiresInDays: 30 });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Home Assistant',
      scope: 'read-write',
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(created.token).toMatch(/^savor_pat_[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const before = await browser.get('/api/tokens').expect(200);
    expect(before.body).toEqual([
      { id: created.id, name: 'Home Assistant', scope: 'read-write', expiresAt: created.expiresAt, lastUsedAt: null, createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(before.body)).not.toContain(created.token);

    const me = await t.http().get('/api/user').set(bearer(created.token)).expect(200);
    expect(me.body.id).toBe(user.id);
    expect(me.headers['set-cookie']).toBeUndefined();
    const recipe = await t
      .http()
      .post('/api/recipes')
      .set(bearer(created.token))
      .send({
        name: 'Token Soup',
        description: 'Clear and simple.',
        ingredients: ['1 l water'],
        instructions: ['Boil.'],
        servings: 2,
        cookTime: 10,
        category: 'Dinner',
      })
      .expect(201);
    expect(recipe.headers['set-cookie']).toBeUndefined();
    const mine = await browser.get('/api/recipes').expect(200);
    expect(mine.body.map((r: { name: string }) => r.name)).toContain('Token Soup');

    const after = await browser.get('/api/tokens').expect(200);
    expect(Date.parse(after.body[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    await browser.delete(`/api/tokens/${created.id}`).expect(200, { message: 'API token revoked' });
    const refused = await t.http().get('/api/user').set(bearer(created.token)).expect(401);
    expect(refused.body).toEqual({ message: 'Invalid, revoked or expired API token', code: 'TOKEN_INVALID' });
    expect((await browser.get('/api/tokens').expect(200)).body).toEqual([]);
  });

  it('a client generated from openapi.yaml calls the API with the token', async () => {
    const { browser, user } = await signedInBrowser(t);
    const { token } = await createToken(browser);
    const client = createClient<paths>({ baseUrl: await t.url(), headers: bearer(token) });
    const created = await client.POST('/api/recipes', {
      body: {
        name: 'Generated Client Soup',
        description: 'Made by an SDK',
        cookTime: 20,
        category: 'Soup',
        ingredients: ['water'],
        instructions: ['Boil.'],
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Generated Client Soup', userId: user.id });
    const listed = await client.GET('/api/recipes', { params: { query: { search: 'Generated Client', limit: 5 } } });
    expect(listed.data?.map((recipe) => recipe.id)).toEqual([created.data?.id]);
    expect(listed.response.headers.get('x-total-count')).toBe('1');
    const refused = await client.GET('/api/tokens');
    expect(refused.error).toMatchObject({ code: 'TOKEN_FORBIDDEN' });
  });

  it('stores only a hash of the secret', async () => {
    const { browser, user } = await signedInBrowser(t);
    const created = await createToken(browser);
    const rows = await t.sql<Record<string, unknown>>('select * from personal_access_tokens where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice('savor_pat_'.length));
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a read token reads and gets 403 TOKEN_SCOPE on anything else', async () => {
    const { browser } = await signedInBrowser(t);
    const { token } = await createToken(browser, { name: 'Dashboard', scope: 'read' });
    await t.http().get('/api/recipes').set(bearer(token)).expect(200);
    for (const [method, path] of [
      ['post', '/api/recipes'],
      ['patch', '/api/user'],
      ['post', '/api/shopping'],
      ['delete', '/api/shopping-clear-all'],
    ] as const) {
      const response = await t.http()[method](path).set(bearer(token)).send({ name: 'x' });
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 403, code: 'TOKEN_SCOPE' });
    }
  });

  it('no token can manage tokens, sign in or out, or change the email or the password', async () => {
    const { browser, account } = await signedInBrowser(t);
    const { token } = await createToken(browser);
    const attempts = [
      t.http().get('/api/tokens'),
      t.http().post('/api/tokens').send({ name: 'More', scope: 'read' }),
      t.http().delete('/api/tokens/1'),
      t.http().post('/api/login').send({ email: account.email, password: account.password }),
      t.http().post('/api/logout'),
      t.http().patch('/api/user').send({ email: 'new@example.com' }),
      t.http().patch('/api/user').send({ currentPassword: account.password, newPassword: 'another123' }),
    ];
    for (const attempt of attempts) {
      const response = await attempt.set(bearer(token));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('TOKEN_FORBIDDEN');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Other profile fields may change with a read-write token.
    const renamed = await t.http().patch('/api/user').set(bearer(token)).send({ name: 'Ada by API' }).expect(200);
    expect(renamed.body.name).toBe('Ada by API');
    expect(renamed.body.email).toBe(account.email.toLowerCase());
  });

  it('admin routes take only an admin scope token, made by an admin', async () => {
    const cook = await signedInBrowser(t);
    const refused = await cook.browser.post('/api/tokens').send({ name: 'Sneaky', scope: 'admin' }).expect(403);
    expect(refused.body.code).toBe('TOKEN_SCOPE');
    const cookToken = await createToken(cook.browser);
    await t.http().get('/api/admin/users').set(bearer(cookToken.token)).expect(403);

    const admin = await signedInBrowser(t);
    await t.sql('update users set is_admin = true where id = ?', [admin.user.id]);
    const everyday = await createToken(admin.browser, { name: 'Everyday', scope: 'read-write' });
    const scoped = await t.http().get('/api/admin/users').set(bearer(everyday.token)).expect(403);
    expect(scoped.body.code).toBe('TOKEN_SCOPE');
    const adminToken = await createToken(admin.browser, { name: 'Operations', scope: 'admin' });
    await t.http().get('/api/admin/users').set(bearer(adminToken.token)).expect(200);
    // Once no longer an admin, the admin token stops opening admin routes.
    await t.sql('update users set is_admin = false where id = ?', [admin.user.id]);
    await t.http().get('/api/admin/users').set(bearer(adminToken.token)).expect(403);
  });

  it('an expired, unknown or malformed token is 401, even on public routes, and never falls back to the cookie', async () => {
    const { browser, user } = await signedInBrowser(t);
    const created = await createToken(browser, { name: 'Short', scope: 'read', expiresInDays: 1 });
    await t.sql("update personal_access_tokens set expires_at = now() - interval '1 second' where user_id = ?", [user.id]);
    for (const token of [created.token, 'savor_pat_unknown', '']) {
      const response = await browser.get('/api/public-recipes').set(bearer(token));
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('TOKEN_INVALID');
    }
  });

  it("another cook's token is 404 to revoke, and odd ids are 400", async () => {
    const owner = await signedInBrowser(t);
    const { id, token } = await createToken(owner.browser);
    const other = await signedInBrowser(t);
    await other.browser.delete(`/api/tokens/${id}`).expect(404);
    for (const odd of ['0x10', '+1', '1.0', '1e1', '%2010', 'abc']) {
      const answer = await other.browser.delete(`/api/tokens/${odd}`);
      expect({ odd, status: answer.status, message: answer.body.message }).toEqual({
        odd,
        status: 400,
        message: 'Invalid id: expected a positive whole number',
      });
    }
    await t.http().get('/api/user').set(bearer(token)).expect(200);
  });

  it('refuses bad bodies with a message', async () => {
    const { browser } = await signedInBrowser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'read' }, 'Token name is required'],
      [{ name: '   ', scope: 'read' }, 'Token name is required'],
      [{ name: 'x'.repeat(101), scope: 'read' }, 'Token name cannot exceed 100 characters'],
      [{ name: 'A', scope: 'write' }, "Scope must be 'read', 'read-write' or 'admin'"],
      [{ name: 'A', scope: 'read', expiresInDays: 0 }, 'Expiry must be a whole number of days from 1 to 365'],
      [{ name: 'A', scope: 'read', expiresInDays: '30' }, 'Expiry must be a whole number of days from 1 to 365'],
      [{ name: 'A', scope: 'read', expiresInDays: 1.5 }, 'Expiry must be a whole number of days from 1 to 365'],
      [{ name: 'A', scope: 'read', userId: 1 }, 'Unknown field: userId'],
    ];
    for (const [body, message] of cases) {
      const response = await browser.post('/api/tokens').send(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    expect((await browser.get('/api/tokens').expect(200)).body).toEqual([]);
  });

  it('a visitor gets 401 on the token routes', async () => {
    await t.http().get('/api/tokens').expect(401);
    await t.http().post('/api/tokens').send({ name: 'A', scope: 'read' }).expect(401);
  });
});

describe('what holds when requests arrive at once', () => {
  it('25 parallel creations leave exactly 20 tokens', async () => {
    const register = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = (register.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const url = `${await t.url()}/api/tokens`;
    const answers = await burst(url, 25, (i) => ({ body: { name: `Token ${i}`, scope: 'read' }, headers: { cookie } }));
    expect(statusCounts(answers)).toEqual({ 201: 20, 409: 5 });
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: 'You can have at most 20 API tokens. Revoke one you no longer use first.',
      code: 'TOKEN_LIMIT',
    });
    const [{ count }] = await t.sql<{ count: string }>('select count(*) from personal_access_tokens where user_id = ?', [register.body.id]);
    expect(Number(count)).toBe(20);
  });

  it('creation is limited to 30 an hour per cook, also in parallel', async () => {
    const register = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = (register.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const base = await t.url();
    // 15 made and revoked, then 25 at once: 15 more may be made, the rest are refused.
    for (let i = 0; i < 15; i++) {
      const made = await fetch(`${base}/api/tokens`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `T${i}`, scope: 'read' }),
      });
      expect(made.status).toBe(201);
      const { id } = (await made.json()) as { id: number };
      expect((await fetch(`${base}/api/tokens/${id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    }
    const answers = await burst(`${base}/api/tokens`, 25, (i) => ({ body: { name: `Burst ${i}`, scope: 'read' }, headers: { cookie } }));
    expect(statusCounts(answers)).toEqual({ 201: 15, 429: 10 });
  });
});

describe('bearer requests and the browser rules', () => {
  it('skip the same-origin check, which still refuses cookie requests from another site', async () => {
    const { browser } = await signedInBrowser(t);
    const { token } = await createToken(browser);
    const item = { name: 'eggs', category: 'Dairy' };
    await t
      .http()
      .post('/api/shopping')
      .set(bearer(token))
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(item)
      .expect(201);
    const refused = await browser
      .post('/api/shopping')
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(item)
      .expect(403);
    expect(refused.body.code).toBe('CROSS_ORIGIN');
  });

  it('answer CORS preflights for the listed origins only, never with credentials', async () => {
    const preflight = await t
      .http()
      .options('/api/recipes')
      .set('Origin', 'https://client.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://client.example');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const { browser } = await signedInBrowser(t);
    const { token } = await createToken(browser, { name: 'Web client', scope: 'read' });
    const read = await t.http().get('/api/recipes').set('Origin', 'https://client.example').set(bearer(token)).expect(200);
    expect(read.headers['access-control-allow-origin']).toBe('https://client.example');

    const stranger = await t.http().options('/api/recipes').set('Origin', 'https://elsewhere.example').set('Access-Control-Request-Method', 'POST');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
