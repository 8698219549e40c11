import { newAccount, signedInBrowser } from './support/factories.js';
import { SmtpSink } from './support/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const smtp = new SmtpSink();
const ADMIN = 'head.chef@example.com';
const SECOND_ADMIN = 'sous.chef@example.com';

beforeAll(async () => {
  await smtp.start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://savor.test', ADMIN_EMAILS: `${ADMIN},${SECOND_ADMIN}` });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const INVALID = 'This verification link is invalid or has expired. Please request a new one from your profile.';

async function mailedToken(email: string): Promise<string> {
  const mail = await smtp.lastTo(email);
  const token = mail?.text.match(/http:\/\/savor\.test\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

describe('email verification', () => {
  it('mails a link at sign-up that verifies the address once', async () => {
    const { browser, account } = await signedInBrowser(t);
    expect((await browser.get('/api/user').expect(200)).body.emailVerified).toBe(false);
    const mail = await smtp.lastTo(account.email);
    expect(mail?.raw).toMatch(/Subject: Confirm your email address for Savor/);
    const token = await mailedToken(account.email);

    const verified = await t.http().post('/api/verify-email').send({ token }).expect(200);
    expect(verified.body.message).toBe('Your email address has been verified.');
    expect((await browser.get('/api/user').expect(200)).body.emailVerified).toBe(true);

    const reuse = await t.http().post('/api/verify-email').send({ token }).expect(400);
    expect(reuse.body.message).toBe(INVALID);
    const resend = await browser.post('/api/verify-email/resend').expect(400);
    expect(resend.body.message).toBe('Your email address is already verified.');
  });

  it('refuses unknown, expired and malformed tokens with a clear 400', async () => {
    const { browser, account, user } = await signedInBrowser(t);
    const token = await mailedToken(account.email);
    expect((await t.http().post('/api/verify-email').send({ token: 'made-up' }).expect(400)).body.message).toBe(INVALID);
    await t.sql("update account_tokens set expires_at = now() - interval '1 second' where user_id = ?", [user.id]);
    expect((await t.http().post('/api/verify-email').send({ token }).expect(400)).body.message).toBe(INVALID);
    expect((await t.http().post('/api/verify-email').send({}).expect(400)).body.message).toMatch(/incomplete/);
    expect((await t.http().post('/api/verify-email').send({ token, extra: 1 }).expect(400)).body.message).toBe('Unknown field: extra');
    expect((await browser.get('/api/user')).body.emailVerified).toBe(false);
  });

  it('lets a signed-in cook ask for a fresh link, and nobody else', async () => {
    const { browser, account } = await signedInBrowser(t);
    const first = await mailedToken(account.email);
    const resent = await browser.post('/api/verify-email/resend').expect(200);
    expect(resent.body.message).toBe('We have sent a new verification link to your email address.');
    const second = await mailedToken(account.email);
    expect(second).not.toBe(first);
    await t.http().post('/api/verify-email').send({ token: second }).expect(200);
    await t.http().post('/api/verify-email/resend').expect(401);
  });

  it('is also proved by a completed password reset', async () => {
    const { account } = await signedInBrowser(t);
    await t.http().post('/api/reset-password/request').send({ email: account.email }).expect(200);
    const token = (await smtp.lastTo(account.email))!.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    await t.http().post('/api/reset-password').send({ email: account.email, token, newPassword: 'fresh-secret' }).expect(200);
    const browser = t.browser();
    await browser.post('/api/login').send({ email: account.email, password: 'fresh-secret' }).expect(200);
    expect((await browser.get('/api/user')).body.emailVerified).toBe(true);
  });
});

describe('changing the email', () => {
  it('marks the new address unverified, mails it a link and tells the old address', async () => {
    const { browser, account } = await signedInBrowser(t);
    const oldLink = await mailedToken(account.email);
    const newEmail = newAccount().email;

    const changed = await browser.patch('/api/user').send({ email: newEmail }).expect(200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    const notice = await smtp.lastTo(account.email);
    expect(notice?.raw).toMatch(/Subject: Your Savor email address was changed/);
    expect(notice?.text).toContain(newEmail);

    // A link sent to the old address cannot verify the new one.
    await t.http().post('/api/verify-email').send({ token: oldLink }).expect(400);
    await t
      .http()
      .post('/api/verify-email')
      .send({ token: await mailedToken(newEmail) })
      .expect(200);
    expect((await browser.get('/api/user')).body).toMatchObject({ email: newEmail, emailVerified: true });

    // A verified address changed again is unverified until its own link is opened.
    const third = newAccount().email;
    expect((await browser.patch('/api/user').send({ email: third }).expect(200)).body.emailVerified).toBe(false);
  });

  it('keeps the verified status when the email stays the same', async () => {
    const { browser, account } = await signedInBrowser(t);
    await t
      .http()
      .post('/api/verify-email')
      .send({ token: await mailedToken(account.email) })
      .expect(200);
    const before = smtp.messages.length;
    await browser.patch('/api/user').send({ email: account.email.toUpperCase(), name: 'Same Mail' }).expect(200);
    expect((await browser.get('/api/user')).body.emailVerified).toBe(true);
    expect(smtp.messages.length).toBe(before);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin only once the listed address is verified, never at registration or sign-in alone', async () => {
    const account = newAccount({ email: ADMIN });
    const browser = t.browser();
    expect((await browser.post('/api/register').send(account).expect(201)).body.isAdmin).toBe(false);
    const again = t.browser();
    expect((await again.post('/api/login').send({ email: ADMIN, password: account.password }).expect(200)).body.isAdmin).toBe(false);

    await t
      .http()
      .post('/api/verify-email')
      .send({ token: await mailedToken(ADMIN) })
      .expect(200);
    expect((await browser.get('/api/user').expect(200)).body).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  it('never grants admin to someone who changes their email to a listed address', async () => {
    const { browser } = await signedInBrowser(t);
    const changed = await browser.patch('/api/user').send({ email: SECOND_ADMIN }).expect(200);
    expect(changed.body).toMatchObject({ email: SECOND_ADMIN, isAdmin: false, emailVerified: false });
    const [row] = await t.sql<{ is_admin: boolean }>('select is_admin from users where email = ?', [SECOND_ADMIN]);
    expect(row.is_admin).toBe(false);
  });
});
