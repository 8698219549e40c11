import sharp from 'sharp';
import { burst, statusCounts } from './support/burst.js';
import { newAccount } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { SmtpSink } from './support/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every limit and single-use rule, attacked with 20 or more requests at once over real connections:
 * no burst may get past a rule that one polite request respects. Each test comes from its own client
 * address (TRUST_PROXY with X-Forwarded-For), so the per-address limits of one test leave the others alone.
 */
let t: TestApp;
let base: string;
const smtp = new SmtpSink();
let addressSequence = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${(addressSequence += 1)}` });

beforeAll(async () => {
  await smtp.start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'http://savor.test', TRUST_PROXY: '1' });
  base = await t.url();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
const linkToken = (text: string, path: string) => text.match(new RegExp(`http://savor\\.test/${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
const sessionCookie = (setCookie: string[] | string | undefined) => [setCookie ?? []].flat()[0].split(';')[0];

it('evaluates at most 5 wrong passwords for one account, however many arrive at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const headers = fromNewAddress();
  const answers = await burst(`${base}/api/login`, 30, (i) => ({ body: { email: account.email, password: `guess-${i}` }, headers }));
  expect(statusCounts(answers)).toEqual({ 401: 5, 429: 25 });
  expect(answers.find((answer) => answer.status === 429)!.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  // The account stays locked for the window, even for the right password.
  await t.http().post('/api/login').set(fromNewAddress()).send({ email: account.email, password: account.password }).expect(429);
});

it('resets the password exactly once when one mailed token arrives 20 times at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  await t.http().post('/api/reset-password/request').set(fromNewAddress()).send({ email: account.email }).expect(200);
  const token = linkToken(mailsTo(account.email).at(-1)!.text, 'reset-password')!;

  const answers = await burst(`${base}/api/reset-password`, 20, (i) => ({
    body: { email: account.email, token, newPassword: `new-password-${i}` },
  }));
  expect(statusCounts(answers)).toEqual({ 200: 1, 400: 19 });
  const winner = answers.findIndex((answer) => answer.status === 200);
  const loser = (winner + 1) % answers.length;
  const headers = fromNewAddress();
  await t
    .http()
    .post('/api/login')
    .set(headers)
    .send({ email: account.email, password: `new-password-${winner}` })
    .expect(200);
  await t
    .http()
    .post('/api/login')
    .set(headers)
    .send({ email: account.email, password: `new-password-${loser}` })
    .expect(401);
});

it('mails at most 3 reset links for one email when 20 requests arrive at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const before = mailsTo(account.email).length;
  const headers = fromNewAddress();
  const answers = await burst(`${base}/api/reset-password/request`, 20, () => ({ body: { email: account.email }, headers }));
  expect(statusCounts(answers)).toEqual({ 200: 3, 429: 17 });
  expect(mailsTo(account.email).length - before).toBe(3);
});

it('mails at most 3 verification links when 20 resend requests arrive at once', async () => {
  const account = newAccount();
  const registered = await t.http().post('/api/register').send(account).expect(201);
  const cookie = sessionCookie(registered.headers['set-cookie']);
  expect(mailsTo(account.email)).toHaveLength(1);
  const headers = { ...fromNewAddress(), cookie };
  const answers = await burst(`${base}/api/verify-email/resend`, 20, () => ({ headers }));
  expect(statusCounts(answers)).toEqual({ 200: 3, 429: 17 });
  expect(mailsTo(account.email)).toHaveLength(4);
});

it('verifies with one token exactly once when it arrives 20 times at once', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  const token = linkToken(mailsTo(account.email).at(-1)!.text, 'verify-email')!;
  const answers = await burst(`${base}/api/verify-email`, 20, () => ({ body: { token } }));
  expect(statusCounts(answers)).toEqual({ 200: 1, 400: 19 });
  const [row] = await t.sql<{ email_verified: boolean }>('select email_verified from users where email = ?', [account.email]);
  expect(row.email_verified).toBe(true);
});

it('makes one placeholder picture when 20 requests ask for the same recipe at once', async () => {
  const signedIn = await t.http().post('/api/register').send(newAccount()).expect(201);
  const headers = { cookie: sessionCookie(signedIn.headers['set-cookie']) };
  const answers = await burst(`${base}/api/images/generate`, 20, () => ({ body: { prompt: 'Parallel Paella', category: 'Dinner' }, headers }));
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  expect(new Set(answers.map((answer) => answer.body.imageUrl)).size).toBe(1);
  const [{ count }] = await t.sql<{ count: string }>("select count(*) as count from recipe_images where recipe_name = 'Parallel Paella'");
  expect(Number(count)).toBe(1);
});

it('creates every recipe when 20 arrive at once with the same uploaded picture', async () => {
  const signedIn = await t.http().post('/api/register').send(newAccount()).expect(201);
  const headers = { cookie: sessionCookie(signedIn.headers['set-cookie']) };
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  const imageUrl = `data:image/png;base64,${png.toString('base64')}`;
  const answers = await burst(`${base}/api/recipes`, 20, (i) => ({ body: recipeInput({ name: `Burst Bake ${i}`, imageUrl }), headers }));
  expect(statusCounts(answers)).toEqual({ 201: 20 });
  const urls = new Set(answers.map((answer) => answer.body.imageUrl));
  expect(urls.size).toBe(1);
  const [url] = urls as Set<string>;
  expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  await t.http().get(url).expect(200).expect('content-type', 'image/jpeg');
});
