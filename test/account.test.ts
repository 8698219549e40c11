import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { FakeGoogle } from './support/fake-google.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const google = new FakeGoogle();
const smtp = new SmtpSink();

beforeAll(async () => {
  await google.start();
  await smtp.start();
  t = await startTestApp({ ...google.env, SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://savor.test' });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await smtp.stop();
});

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('PATCH /api/user', () => {
  it('updates name, username, email, bio and dietary choices', async () => {
    const { browser } = await signedInBrowser(t);
    const response = await browser
      .patch('/api/user')
      .send({
        name: 'Julia Child',
        username: 'JuliaC',
        email: 'Julia@Example.com',
        bio: 'Butter is my love language.',
        profilePicture: '',
        dietaryRestrictions: ['halal', 'kosher', 'paleo'],
      })
      .expect(200);
    expect(response.body).toMatchObject({
      name: 'Julia Child',
      username: 'JuliaC',
      email: 'julia@example.com',
      bio: 'Butter is my love language.',
      profilePicture: null,
      dietaryRestrictions: ['halal', 'kosher', 'paleo'],
    });
    expect((await browser.get('/api/user').expect(200)).body.bio).toBe('Butter is my love language.');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username cannot exceed 20 characters'],
    [{ username: 'no spaces' }, 'Username can only contain letters, numbers, and underscores'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be 500 characters or less'],
    [{ newPassword: '12345', currentPassword: 'secret123' }, 'Password must be at least 6 characters'],
    [{ newPassword: 'newsecret1' }, 'Current password is required to set a new password'],
    [{ newPassword: 'newsecret1', currentPassword: 'wrong-one' }, 'Current password is incorrect'],
    [{ dietaryRestrictions: ['carnivore'] }, 'Unknown dietary restriction'],
    [{ profilePicture: 'https://tracker.example/pixel.gif' }, 'Profile picture must be an uploaded image'],
    [{ profilePicture: 'data:image/png;base64,bm90IGFuIGltYWdl' }, 'The image could not be read. Please use a JPEG, PNG or WebP image.'],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    const { browser } = await signedInBrowser(t, { bio: undefined });
    const before = (await browser.get('/api/user')).body;
    const response = await browser.patch('/api/user').send(change).expect(400);
    expect(response.body.message).toBe(message);
    expect((await browser.get('/api/user')).body).toEqual(before);
  });

  it('refuses mass assignment of isAdmin, id and googleId', async () => {
    const { browser, user } = await signedInBrowser(t);
    for (const field of [{ isAdmin: true }, { id: 1 }, { googleId: 'stolen' }]) {
      const response = await browser
        .patch('/api/user')
        .send({ name: 'Sneaky', ...field })
        .expect(400);
      expect(response.body.message).toBe(`Unknown field: ${Object.keys(field)[0]}`);
    }
    const [row] = await t.sql<{ is_admin: boolean; google_id: string | null; name: string }>(
      'select is_admin, google_id, name from users where id = ?',
      [user.id],
    );
    expect(row).toEqual({ is_admin: false, google_id: null, name: 'Ada Lovelace' });
  });

  it('refuses an email or username another account has (409)', async () => {
    const other = await signedInBrowser(t);
    const { browser } = await signedInBrowser(t);
    const email = await browser.patch('/api/user').send({ email: other.account.email.toUpperCase() }).expect(409);
    expect(email.body.message).toBe('An account with this email already exists');
    const username = await browser.patch('/api/user').send({ username: other.account.username.toUpperCase() }).expect(409);
    expect(username.body.message).toBe('This username is already taken. Please choose another one.');
  });

  it('lets users change the case of their own username', async () => {
    const { browser, account } = await signedInBrowser(t);
    const response = await browser.patch('/api/user').send({ username: account.username.toUpperCase() }).expect(200);
    expect(response.body.username).toBe(account.username.toUpperCase());
  });

  it('stores the picture as a downscaled file under /media, never as bytes in the row', async () => {
    const { browser, user } = await signedInBrowser(t);
    const response = await browser
      .patch('/api/user')
      .send({ profilePicture: await pngDataUrl(1500, 1500) })
      .expect(200);
    expect(response.body.profilePicture).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const [row] = await t.sql<{ profile_picture: string }>('select profile_picture from users where id = ?', [user.id]);
    expect(row.profile_picture).toBe(response.body.profilePicture);
    const file = join(t.config.dataDir, 'media', response.body.profilePicture.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await sharp(file).metadata()).width).toBe(512);

    const media = await t.http().get(response.body.profilePicture).expect(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);

    const kept = await browser.patch('/api/user').send({ profilePicture: response.body.profilePicture, bio: 'same' }).expect(200);
    expect(kept.body.profilePicture).toBe(response.body.profilePicture);
    const removed = await browser.patch('/api/user').send({ profilePicture: '' }).expect(200);
    expect(removed.body.profilePicture).toBeNull();
  });

  it("answers a message containing 'too large' for a picture over 5 MB", async () => {
    const { browser } = await signedInBrowser(t);
    const huge = `data:image/png;base64,${Buffer.alloc(5.5 * 1024 * 1024, 7).toString('base64')}`;
    const response = await browser.patch('/api/user').send({ profilePicture: huge }).expect(413);
    expect(response.body.message).toContain('too large');
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const { browser, account } = await signedInBrowser(t);
    const otherDevice = t.browser();
    await otherDevice.post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    await browser.patch('/api/user').send({ currentPassword: account.password, newPassword: 'brand-new-1' }).expect(200);
    await browser.get('/api/user').expect(200);
    await otherDevice.get('/api/user').expect(401);
    await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(401);
    await t.http().post('/api/login').send({ email: account.email, password: 'brand-new-1' }).expect(200);
  });

  it('answers 401 to visitors', async () => {
    await t.http().patch('/api/user').send({ name: 'Nobody' }).expect(401);
  });
});

describe('password reset', () => {
  async function requestLink(email: string): Promise<string> {
    await t.http().post('/api/reset-password/request').send({ email }).expect(200);
    const mail = await smtp.lastTo(email.toLowerCase());
    const link = mail?.text.match(/http:\/\/savor\.test\/reset-password\?token=([A-Za-z0-9_-]+)/);
    if (!link) throw new Error(`no reset link mailed to ${email}`);
    return link[1];
  }

  it('answers a known and an unknown email identically, and mails only the known one', async () => {
    const { account } = await signedInBrowser(t);
    const known = await t.http().post('/api/reset-password/request').send({ email: account.email }).expect(200);
    const unknown = await t.http().post('/api/reset-password/request').send({ email: 'ghost@example.com' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/If an account exists for this email/);
    // The link carries the address, for the reset form to fill in.
    const link = (await smtp.lastTo(account.email))?.text.match(/http:\/\/savor\.test\/reset-password\?\S+/)?.[0];
    expect(new URL(link!).searchParams.get('email')).toBe(account.email);
    expect(smtp.messages.some((message) => message.to.includes('ghost@example.com'))).toBe(false);
  });

  it('sets the new password with the mailed token once, ends every session and does not sign in', async () => {
    const { browser, account, user } = await signedInBrowser(t);
    const token = await requestLink(account.email);
    const [stored] = await t.sql<{ token_hash: string }>("select token_hash from account_tokens where user_id = ? and purpose = 'password-reset'", [
      user.id,
    ]);
    expect(stored.token_hash).not.toContain(token);

    const reset = await t.http().post('/api/reset-password').send({ email: account.email, token, newPassword: 'after-reset' }).expect(200);
    expect(reset.body.message).toBe('Password has been reset successfully. You can now log in with your new password.');
    expect(reset.headers['set-cookie']).toBeUndefined();
    await browser.get('/api/user').expect(401);
    await t.http().post('/api/login').send({ email: account.email, password: 'after-reset' }).expect(200);

    const reuse = await t.http().post('/api/reset-password').send({ email: account.email, token, newPassword: 'third-time' }).expect(400);
    expect(reuse.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    await t.http().post('/api/login').send({ email: account.email, password: 'after-reset' }).expect(200);
  });

  it('ends the session of the browser that resets, even when that session was due to move its expiry', async () => {
    const { browser, account, user } = await signedInBrowser(t);
    const token = await requestLink(account.email);
    await t.sql("update sessions set expires_at = expires_at - interval '2 hours' where user_id = ?", [user.id]);
    const reset = await browser.post('/api/reset-password').send({ email: account.email, token, newPassword: 'after-reset' }).expect(200);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect(await t.sql('select sid from sessions where user_id = ?', [user.id])).toEqual([]);
    await browser.get('/api/user').expect(401);
  });

  it('refuses an expired token, a token for another email and a made-up token, changing nothing', async () => {
    const { account, user } = await signedInBrowser(t);
    const other = await signedInBrowser(t);
    const token = await requestLink(account.email);
    await t.http().post('/api/reset-password').send({ email: other.account.email, token, newPassword: 'hijacked1' }).expect(400);
    await t.http().post('/api/reset-password').send({ email: account.email, token: 'made-up-token', newPassword: 'hijacked1' }).expect(400);
    await t.sql("update account_tokens set expires_at = now() - interval '1 minute' where user_id = ?", [user.id]);
    await t.http().post('/api/reset-password').send({ email: account.email, token, newPassword: 'hijacked1' }).expect(400);
    await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
    await t.http().post('/api/login').send({ email: other.account.email, password: other.account.password }).expect(200);
  });

  it('validates the new password and limits requests per email', async () => {
    const short = await t.http().post('/api/reset-password').send({ email: 'a@example.com', token: 'x', newPassword: '123' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const email = newAccount().email;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.http().post('/api/reset-password/request').send({ email }).expect(200);
    }
    const limited = await t.http().post('/api/reset-password/request').send({ email }).expect(429);
    expect(limited.body.message).toBe('Too many password reset requests. Please try again later.');
  });
});

describe('Google sign-in', () => {
  async function signInWithGoogle(account: { sub: string; name: string; email: string; email_verified: boolean }) {
    google.nextAccount = account;
    const browser = t.browser();
    const start = await browser.get('/api/auth/google').expect(302);
    expect(start.headers.location).toMatch(new RegExp(`^${google.baseUrl}/authorize\\?`));
    expect(new URL(start.headers.location).searchParams.get('state')).toBeTruthy();
    const callback = await google.consent(start.headers.location);
    const finish = await browser.get(callback).expect(302);
    return { browser, finish };
  }

  it('creates an account on first sign-in with a free username and no password', async () => {
    await t
      .http()
      .post('/api/register')
      .send(newAccount({ username: 'marcella_hazan' }))
      .expect(201);
    const { browser, finish } = await signInWithGoogle({ sub: 'g-100', name: 'Marcella Hazan', email: 'marcella@example.com', email_verified: true });
    expect(finish.headers.location).toBe('/');
    const me = (await browser.get('/api/user').expect(200)).body;
    expect(me).toMatchObject({ name: 'Marcella Hazan', username: 'marcella_hazan2', email: 'marcella@example.com', hasPassword: false });
    const [row] = await t.sql<{ google_id: string; password_hash: string | null }>('select google_id, password_hash from users where id = ?', [
      me.id,
    ]);
    expect(row).toEqual({ google_id: 'g-100', password_hash: null });

    const again = await signInWithGoogle({ sub: 'g-100', name: 'Marcella Hazan', email: 'marcella@example.com', email_verified: true });
    expect((await again.browser.get('/api/user').expect(200)).body.id).toBe(me.id);

    const password = await t.http().post('/api/login').send({ email: 'marcella@example.com', password: 'anything' }).expect(401);
    expect(password.body.message).toContain('Google Sign-In');
  });

  it('links an account whose email was verified, keeping its password and sessions', async () => {
    const { browser, account, user } = await signedInBrowser(t);
    await t.sql('update users set email_verified = true where id = ?', [user.id]);
    const google = await signInWithGoogle({ sub: 'g-200', name: 'Someone Else', email: account.email, email_verified: true });
    expect((await google.browser.get('/api/user').expect(200)).body).toMatchObject({ id: user.id, hasPassword: true, emailVerified: true });
    const [{ count }] = await t.sql<{ count: string }>('select count(*) as count from users where email = ?', [account.email]);
    expect(Number(count)).toBe(1);
    await browser.get('/api/user').expect(200);
    await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
  });

  it('gives an account registered with an unproved address to the Google owner of that address', async () => {
    const squatter = await signedInBrowser(t);
    const { browser } = await signInWithGoogle({ sub: 'g-250', name: 'Real Owner', email: squatter.account.email, email_verified: true });
    expect((await browser.get('/api/user').expect(200)).body).toMatchObject({ id: squatter.user.id, hasPassword: false, emailVerified: true });
    await squatter.browser.get('/api/user').expect(401);
    const password = await t.http().post('/api/login').send({ email: squatter.account.email, password: squatter.account.password }).expect(401);
    expect(password.body.message).toContain('Google Sign-In');
  });

  it('refuses a Google account whose email Google has not verified', async () => {
    const { account } = await signedInBrowser(t);
    for (const email of [account.email, 'fresh-unverified@example.com']) {
      const { browser, finish } = await signInWithGoogle({ sub: `g-300-${email}`, name: 'Impostor', email, email_verified: false });
      expect(decodeURIComponent(finish.headers.location)).toBe(
        '/auth?auth_error=Google has not verified the email address of this Google account. Verify it with Google, then try again.',
      );
      await browser.get('/api/user').expect(401);
    }
    const [{ count }] = await t.sql<{ count: string }>("select count(*) as count from users where email = 'fresh-unverified@example.com'");
    expect(Number(count)).toBe(0);
    await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(200);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    google.nextAccount = { sub: 'g-400', name: 'Mallory', email: 'mallory@example.com', email_verified: true };
    const start = await t.browser().get('/api/auth/google').expect(302);
    const callback = await google.consent(start.headers.location);
    const attacker = t.browser();
    const finish = await attacker.get(callback).expect(302);
    expect(finish.headers.location).toMatch(/^\/auth\?auth_error=/);
    await attacker.get('/api/user').expect(401);
    const [{ count }] = await t.sql<{ count: string }>("select count(*) as count from users where google_id = 'g-400'");
    expect(Number(count)).toBe(0);
  });
});

describe('Google sign-in: status and the way back', () => {
  it('says whether Google is configured', async () => {
    expect((await t.http().get('/api/auth/google/status').expect(200)).body).toEqual({ configured: true });
    const bare = await startTestApp();
    try {
      expect((await bare.http().get('/api/auth/google/status').expect(200)).body).toEqual({ configured: false });
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['/recipes/12/follow?step=2', '/recipes/12/follow?step=2'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
  ])('returns to %s after signing in, and only to a path on this site (%s)', async (returnTo, landing) => {
    google.nextAccount = { sub: `g-return-${returnTo}`, name: 'Returning Cook', email: `${newAccount().email}`, email_verified: true };
    const browser = t.browser();
    const start = await browser.get(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`).expect(302);
    const finish = await browser.get(await google.consent(start.headers.location)).expect(302);
    expect(finish.headers.location).toBe(landing);
    await browser.get('/api/user').expect(200);
  });
});
