import sharp from 'sharp';
import { burst, statusCounts } from './support/burst.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually, zipEntries } from './support/zip-entries.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

const pictureDataUrl = async (color: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

async function finishedExport(browser: Browser): Promise<{ id: number; zip: Map<string, Buffer> }> {
  const started = await browser.post('/api/exports').expect(202);
  const done = await eventually(
    async () => (await browser.get(`/api/exports/${started.body.id}`).expect(200)).body,
    (status) => status.status === 'done' || status.status === 'failed',
  );
  expect(done).toMatchObject({ id: started.body.id, status: 'done', url: `/api/exports/${started.body.id}/download` });
  const download = await browser
    .get(done.url)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="savor-export-\d+\.zip"$/);
  return { id: started.body.id, zip: await zipEntries(download.body as Buffer) };
}

describe('exporting everything', () => {
  it('writes every recipe as schema.org JSON-LD with its picture, the lists and the profile, and nothing secret', async () => {
    const { browser, account } = await signedInBrowser(t);
    const cake = (
      await browser
        .post('/api/recipes')
        .send(recipeInput({ name: 'Lemon Drizzle Cake', imageUrl: await pictureDataUrl('#f5d142'), isPublic: true, isFavorite: true }))
        .expect(201)
    ).body;
    await browser.post('/api/shopping').send({ name: 'Butter' }).expect(201);
    await browser.post('/api/pantry').send({ name: 'Flour', quantity: 2, unit: 'kg' }).expect(201);

    const { zip } = await finishedExport(browser);
    const document = JSON.parse(zip.get('recipes/lemon-drizzle-cake.json')!.toString());
    expect(document).toMatchObject({ '@type': 'Recipe', name: 'Lemon Drizzle Cake', image: 'images/lemon-drizzle-cake.jpg' });
    expect(await sharp(zip.get('images/lemon-drizzle-cake.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    const stored = await t.http().get(cake.imageUrl).expect(200);
    expect(zip.get('images/lemon-drizzle-cake.jpg')!.equals(stored.body)).toBe(true);
    expect(JSON.parse(zip.get('shopping-list.json')!.toString())).toEqual([expect.objectContaining({ name: 'Butter' })]);
    expect(JSON.parse(zip.get('pantry.json')!.toString())).toEqual([expect.objectContaining({ name: 'Flour', quantity: 2, unit: 'kg' })]);
    const profile = zip.get('profile.json')!.toString();
    expect(JSON.parse(profile)).toMatchObject({ email: account.email, username: account.username });
    expect(profile).not.toMatch(/password|hash|token|session/i);
    // The welcome recipes every new cook has are in it too.
    expect([...zip.keys()].filter((name) => name.startsWith('recipes/')).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps another cook's export and its file to its owner, and visitors out", async () => {
    const owner = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    const { id } = await finishedExport(owner.browser);
    expect((await stranger.browser.get(`/api/exports/${id}`).expect(404)).body.message).toBe('No such export');
    await stranger.browser.get(`/api/exports/${id}/download`).expect(404);
    await t.http().get(`/api/exports/${id}`).expect(401);
    await t.http().post('/api/exports').expect(401);
    expect((await stranger.browser.get('/api/exports').expect(200)).body).toEqual([]);
  });

  it('prepares one export at a time for a cook, however many requests arrive at once', async () => {
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = [registered.headers['set-cookie']].flat()[0].split(';')[0];
    const answers = await burst(`${await t.url()}/api/exports`, 20, () => ({ headers: { cookie } }));
    const counts = statusCounts(answers);
    expect(counts[202] + counts[409]).toBe(20);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'EXPORT_RUNNING' });
    // A new one is accepted only once the one before it is finished: their times never overlap.
    const accepted = answers.filter((answer) => answer.status === 202).map((answer) => answer.body.id as number);
    await eventually(
      () => t.sql<{ status: string }>(`select status from data_exports where id in (${accepted.join(',')})`),
      (rows) => rows.every((row) => row.status === 'done'),
    );
    const spans = await t.sql<{ created: Date; finished: Date }>(
      `select created_at as created, finished_at as finished from data_exports where id in (${accepted.join(',')}) order by id`,
    );
    for (let i = 1; i < spans.length; i++)
      expect(new Date(spans[i].created).getTime()).toBeGreaterThanOrEqual(new Date(spans[i - 1].finished).getTime());
  });
});
