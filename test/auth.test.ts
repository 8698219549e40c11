import { newAccount, signedInBrowser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'chief@example.com' });
});
afterAll(() => t.close());

function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((line) => line.startsWith('savor.sid='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const browser = t.browser();
    const account = newAccount({ email: 'Mixed.Case@Example.com', dietaryRestrictions: ['vegan', 'gluten-free'] });
    const response = await browser.post('/api/register').send(account).expect(201);
    expect(response.body).toMatchObject({
      name: 'Ada Lovelace',
      username: account.username,
      email: 'mixed.case@example.com',
      isAdmin: false,
      dietaryRestrictions: ['vegan', 'gluten-free'],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/"password|passwordHash|scrypt\$/);
    const me = await browser.get('/api/user').expect(200);
    expect(me.body.id).toBe(response.body.id);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, Secure only over HTTPS', async () => {
    const plain = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = sessionCookie(plain);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const behindProxy = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const https = await behindProxy.http().post('/api/register').set('X-Forwarded-Proto', 'https').send(newAccount()).expect(201);
      const cookies = https.headers['set-cookie'] as unknown as string[];
      expect(cookies.find((line) => line.startsWith('__Host-savor.sid='))).toMatch(/; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('defaults an empty name to the part of the email before the @', async () => {
    const response = await t
      .http()
      .post('/api/register')
      .send(newAccount({ name: '', email: 'julia.child@example.com' }));
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('julia.child');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: undefined }, 'Please enter a valid email address'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username cannot exceed 20 characters'],
    [{ username: 'bad name!' }, 'Username can only contain letters, numbers, and underscores'],
    [{ confirmPassword: 'different1' }, 'Passwords do not match'],
    [{ dietaryRestrictions: ['carnivore'] }, 'Unknown dietary restriction'],
  ])('refuses %j with "%s"', async (change, message) => {
    const response = await t.http().post('/api/register').send(newAccount(change)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses unknown fields, so nobody can make themselves admin', async () => {
    const response = await t
      .http()
      .post('/api/register')
      .send(newAccount({ isAdmin: true }))
      .expect(400);
    expect(response.body.message).toBe('Unknown field: isAdmin');
    const users = await t.sql<{ count: string }>('select count(*) as count from users where is_admin');
    expect(Number(users[0].count)).toBe(0);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const first = newAccount();
    await t.http().post('/api/register').send(first).expect(201);
    const response = await t
      .http()
      .post('/api/register')
      .send(newAccount({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(response.body.message).toBe('An account with this email already exists');
  });

  it('refuses a username that differs only in case', async () => {
    const first = newAccount({ username: 'PastaQueen' });
    await t.http().post('/api/register').send(first).expect(201);
    const response = await t
      .http()
      .post('/api/register')
      .send(newAccount({ username: 'pastaqueen' }))
      .expect(409);
    expect(response.body.message).toBe('This username is already taken. Please choose another one.');
  });

  it('does not make an account listed in ADMIN_EMAILS admin before its email is verified', async () => {
    const response = await t
      .http()
      .post('/api/register')
      .send(newAccount({ email: 'Chief@example.com' }))
      .expect(201);
    expect(response.body).toMatchObject({ isAdmin: false, emailVerified: false });
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password, on a new session id', async () => {
    const { account } = await signedInBrowser(t);
    const browser = t.browser();
    const first = await browser.post('/api/login').send({ email: account.email, password: 'wrong-pass' }).expect(401);
    expect(first.body.message).toBe('Invalid email or password');
    const visitorCookie = sessionCookie(await t.http().post('/api/login').send({ email: account.email, password: account.password }));

    const response = await browser.post('/api/login').send({ email: account.email.toUpperCase(), password: account.password });
    expect(response.status).toBe(200);
    expect(response.body.username).toBe(account.username);
    expect(sessionCookie(response)).not.toBe(visitorCookie);
    await browser.get('/api/user').expect(200);
  });

  it('issues a new session id at every sign-in (no session fixation)', async () => {
    const { browser, account } = await signedInBrowser(t);
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await browser.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
      ids.add(sessionCookie(response).split(';')[0]);
    }
    expect(ids.size).toBe(2);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { account } = await signedInBrowser(t);
    const wrongPassword = await t.http().post('/api/login').send({ email: account.email, password: 'nope-nope' });
    const unknownEmail = await t.http().post('/api/login').send({ email: 'nobody@example.com', password: 'nope-nope' });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ email: 'nope', password: 'secret123' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com' }, 'Password is required'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await t.http().post('/api/login').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('locks an account for 15 minutes after 5 failed sign-ins, even for the right password', async () => {
    const { account } = await signedInBrowser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.http().post('/api/login').send({ email: account.email, password: 'wrong-pass' }).expect(401);
    }
    const locked = await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie no longer works', async () => {
    const { browser } = await signedInBrowser(t);
    const me = await browser.get('/api/user').expect(200);
    const cookie = (me.request as unknown as { cookies: string }).cookies;
    const oldCookie = cookie || browser.jar.getCookie('savor.sid', { path: '/', domain: '127.0.0.1', secure: false, script: false })?.toValueString();
    await browser.post('/api/logout').expect(200, { message: 'Logged out' });
    await browser.get('/api/user').expect(401);
    const replay = await t.http().get('/api/user').set('Cookie', String(oldCookie)).expect(401);
    expect(replay.body.message).toBe('Not authenticated');
  });
});

describe('the session cookie', () => {
  it('is refused with a 401, never a 500, when forged, altered or malformed', async () => {
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const genuine = sessionCookie(registered).split(';')[0];
    await t.http().get('/api/user').set('Cookie', genuine).expect(200);
    const value = decodeURIComponent(genuine.slice('savor.sid='.length));
    const sid = value.slice(2, value.lastIndexOf('.'));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const forged of [
      `s:${sid}.${flipped}`, // altered signature
      `s:${sid}.`, // no signature
      sid, // unsigned
      `s:${sid}x.${signature}`, // another id under this id's signature
      `s:.${signature}`,
      '%E0%A4%A', // not URL-decodable
    ]) {
      const cookie = forged === '%E0%A4%A' ? `savor.sid=${forged}` : `savor.sid=${encodeURIComponent(forged)}`;
      const response = await t.http().get('/api/user').set('Cookie', cookie).expect(401);
      expect(response.body).toEqual({ message: 'Not authenticated' });
    }
  });

  it('is not sent to visitors, and nothing is stored for them', async () => {
    const [{ count: before }] = await t.sql<{ count: string }>('select count(*) from sessions');
    const response = await t.http().get('/api/public-recipes').expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const refused = await t.http().get('/api/recipes').expect(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const [{ count: after }] = await t.sql<{ count: string }>('select count(*) from sessions');
    expect(after).toBe(before);
  });

  it('is not sent again on requests that change nothing', async () => {
    const { browser } = await signedInBrowser(t);
    for (let request = 0; request < 3; request += 1) {
      expect((await browser.get('/api/user').expect(200)).headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('GET /api/user', () => {
  it('answers 401 with a message for visitors', async () => {
    const response = await t.http().get('/api/user').expect(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });
});

describe('GET /api/check-username/{username}', () => {
  it('says whether a username is free, ignoring case', async () => {
    await t
      .http()
      .post('/api/register')
      .send(newAccount({ username: 'SousChef' }))
      .expect(201);
    expect((await t.http().get('/api/check-username/souschef').expect(200)).body).toEqual({ available: false });
    expect((await t.http().get('/api/check-username/SOUSCHEF').expect(200)).body).toEqual({ available: false });
    expect((await t.http().get('/api/check-username/line_cook_9').expect(200)).body).toEqual({ available: true });
  });
});

describe('GET /api/users/{id}', () => {
  it('shows only public fields, to visitors too', async () => {
    const { user } = await signedInBrowser(t, { name: 'Grace Hopper' });
    const response = await t.http().get(`/api/users/${user.id}`).expect(200);
    expect(response.body).toEqual({ id: user.id, username: user.username, name: 'Grace Hopper', profilePicture: null, bio: null });
  });

  it('answers 404 for an unknown user and 400 for a non-numeric id', async () => {
    expect((await t.http().get('/api/users/999999').expect(404)).body.message).toBe('User not found');
    expect((await t.http().get('/api/users/abc').expect(400)).body.message).toEqual(expect.any(String));
  });
});

describe('the HTTP edge', () => {
  it('refuses state-changing requests from another origin', async () => {
    const byOrigin = await t.http().post('/api/register').set('Origin', 'https://evil.example').send(newAccount()).expect(403);
    expect(byOrigin.body.message).toBe('Cross-origin request refused');
    await t.http().post('/api/login').set('Sec-Fetch-Site', 'cross-site').send({ email: 'a@b.co', password: 'x' }).expect(403);
    await t.http().post('/api/register').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(newAccount()).expect(201);
  });

  it('answers broken JSON and unknown API paths with a JSON message, never a 500', async () => {
    const broken = await t.http().post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(broken.body.message).toBe('Request body is not valid JSON');
    const missing = await t.http().get('/api/does-not-exist').expect(404);
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('refuses bodies over 1 MB on ordinary routes', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(response.body.message).toBe('Request body is too large');
  });

  it('reports health with a database check', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends visitors of Google sign-in back to /auth with an explanation when it is not configured', async () => {
    const response = await t.http().get('/api/auth/google').expect(302);
    expect(response.headers.location).toBe(`/auth?auth_error=${encodeURIComponent('Google sign-in is not configured on this server')}`);
  });
});
