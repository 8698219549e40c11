import { newAccount } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('limits failed sign-ins per client address across accounts', async () => {
  const account = newAccount();
  await t.http().post('/api/register').send(account).expect(201);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await t
      .http()
      .post('/api/login')
      .send({ email: `stranger${attempt}@example.com`, password: 'guessing' })
      .expect(401);
  }
  const response = await t.http().post('/api/login').send({ email: account.email, password: account.password }).expect(429);
  expect(response.body.message).toMatch(/^Too many failed sign-in attempts/);
});
