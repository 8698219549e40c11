import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { ImportRunner } from '../src/modules/portability/application/import-runner.js';
import { ExpiredExportsJob } from '../src/modules/portability/adapters/jobs/expired-exports.job.js';
import { MediaStore } from '../src/platform/media/media-store.js';
import { claimNextJob } from '../src/platform/jobs/background-jobs.js';
import { burst, statusCounts } from './support/burst.js';
import { mealieExport, nextcloudExport, paprikaExport, renameInZip, schemaOrgZip, tandoorExport, zipOf } from './support/collection-files.js';
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

  it('keeps the zip for 24 hours, then deletes it and the export', async () => {
    const { browser } = await signedInBrowser(t);
    const { id } = await finishedExport(browser);
    const jobs = t.app.get(ExpiredExportsJob);
    await jobs.sweep(new Date(Date.now() + 23 * 60 * 60 * 1000));
    await browser.get(`/api/exports/${id}/download`).expect(200);
    const [{ file }] = await t.sql<{ file: string }>('select file_name as file from data_exports where id = ?', [id]);
    await jobs.sweep(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect((await browser.get(`/api/exports/${id}`).expect(404)).body.message).toBe('No such export');
    await browser.get(`/api/exports/${id}/download`).expect(404);
    expect(await t.app.get(MediaStore).modifiedAt(file.slice('/media/'.length))).toBeUndefined();
  });

  it('prepares one export at a time for a cook, however many requests arrive at once', async () => {
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = [registered.headers['set-cookie']].flat()[0].split(';')[0];
    const answers = await burst(`${await t.url()}/api/exports`, 20, () => ({ headers: { cookie } }));
    const counts = statusCounts(answers);
    expect(counts[202] + counts[409]).toBe(20);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'EXPORT_RUNNING' });
    const accepted = answers.filter((answer) => answer.status === 202).map((answer) => answer.body.id as number);
    // A new one is accepted only once the one before it has finished: the database holds one waiting or running at most.
    await eventually(
      () => t.sql<{ status: string }>(`select status from data_exports where id in (${accepted.join(',')})`),
      (rows) => rows.length === accepted.length && rows.every((row) => row.status === 'done'),
    );
    await t.sql(`insert into data_exports (user_id) values (?)`, [registered.body.id]);
    await expect(t.sql(`insert into data_exports (user_id) values (?)`, [registered.body.id])).rejects.toThrow(/data_exports_one_running_index/);
    await t.sql(`update data_exports set status = 'failed' where user_id = ? and status = 'queued'`, [registered.body.id]);
  });
});

const schemaOrgRecipe = (name: string, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  description: `A ${name.toLowerCase()} for every day.`,
  recipeIngredient: ['200 g flour', '2 eggs', '100 ml milk'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Mix everything.' },
    { '@type': 'HowToStep', text: 'Bake for 20 minutes.' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT20M',
  recipeYield: '4 servings',
  recipeCategory: 'Dessert',
  keywords: 'easy, family',
  ...extra,
});

const jsonFile = (value: unknown) => Buffer.from(JSON.stringify(value));

async function finishedImport(browser: Browser, file: Buffer, fileName: string, format?: string) {
  const request = browser.post('/api/imports').attach('file', file, fileName);
  if (format) void request.field('format', format);
  const started = await request.expect(202);
  return eventually(
    async () => (await browser.get(`/api/imports/${started.body.id}`).expect(200)).body,
    (report) => report.status === 'done' || report.status === 'failed',
  );
}

describe('importing a collection', () => {
  it('imports every recipe privately, reports each one, and skips them as duplicates the second time', async () => {
    const { browser } = await signedInBrowser(t);
    const file = jsonFile([schemaOrgRecipe('Plain Pancakes'), schemaOrgRecipe('Rhubarb Crumble', { url: 'https://example.com/crumble' })]);
    const report = await finishedImport(browser, file, 'recipes.json');
    expect(report).toMatchObject({
      format: 'schema-org',
      fileName: 'recipes.json',
      status: 'done',
      total: 2,
      processed: 2,
      imported: 2,
      skipped: 0,
      failed: 0,
    });
    expect(report.items).toEqual([
      { name: 'Plain Pancakes', outcome: 'imported', recipeId: expect.any(Number) },
      { name: 'Rhubarb Crumble', outcome: 'imported', recipeId: expect.any(Number) },
    ]);
    const pancakes = (await browser.get(`/api/recipes/${report.items[0].recipeId}`).expect(200)).body;
    expect(pancakes).toMatchObject({
      name: 'Plain Pancakes',
      ingredients: ['200 g flour', '2 eggs', '100 ml milk'],
      instructions: ['Mix everything.', 'Bake for 20 minutes.'],
      prepTime: 10,
      cookTime: 20,
      totalTime: null,
      yield: null,
      servings: 4,
      category: 'Dessert',
      isPublic: false,
      source: 'Imported from schema.org',
    });
    expect(pancakes.tags).toEqual(expect.arrayContaining(['easy', 'family']));
    const crumble = (await browser.get(`/api/recipes/${report.items[1].recipeId}`).expect(200)).body;
    expect(crumble.source).toBe('https://example.com/crumble');

    const again = await finishedImport(browser, file, 'recipes.json');
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 2 });
    expect(again.items.map((item: { outcome: string; recipeId: number }) => [item.outcome, item.recipeId])).toEqual([
      ['duplicate', report.items[0].recipeId],
      ['duplicate', report.items[1].recipeId],
    ]);
    const listed = await browser.get('/api/recipes').query({ search: 'Plain Pancakes' }).expect(200);
    expect(listed.body).toHaveLength(1);
  });

  it('says in plain words why a recipe failed, and imports the others', async () => {
    const { browser } = await signedInBrowser(t);
    const file = jsonFile([schemaOrgRecipe('Good Soup'), schemaOrgRecipe('No Steps Stew', { recipeInstructions: [] })]);
    const report = await finishedImport(browser, file, 'mixed.json');
    expect(report).toMatchObject({ status: 'done', total: 2, imported: 1, failed: 1 });
    expect(report.items[1]).toEqual({ name: 'No Steps Stew', outcome: 'failed', reason: expect.stringMatching(/steps/i) });
  });

  it('refuses what it cannot read with a clear 4xx, before queueing anything', async () => {
    const { browser } = await signedInBrowser(t);
    const notRecipes = await browser.post('/api/imports').attach('file', Buffer.from('hello, world'), 'notes.txt').expect(400);
    expect(notRecipes.body.message).toMatch(/not a recipe collection/i);
    expect((await browser.post('/api/imports').field('format', 'paprika').expect(400)).body.message).toBe('Choose a file to import');
    const badFormat = await browser
      .post('/api/imports')
      .attach('file', jsonFile([schemaOrgRecipe('X')]), 'x.json')
      .field('format', 'word')
      .expect(400);
    expect(badFormat.body.message).toMatch(/format must be one of/);
    await browser
      .post('/api/imports')
      .attach('file', jsonFile([schemaOrgRecipe('X')]), 'x.json')
      .field('isAdmin', 'true')
      .expect(400);
    const huge = await browser
      .post('/api/imports')
      .attach('file', Buffer.alloc(50 * 1024 * 1024 + 10), 'huge.zip')
      .expect(413);
    expect(huge.body.message).toMatch(/50 MB/);
    expect((await browser.get('/api/imports').expect(200)).body).toEqual([]);
  });

  it("keeps a cook's imports to the cook", async () => {
    const owner = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    const report = await finishedImport(owner.browser, jsonFile(schemaOrgRecipe('Private Pie')), 'pie.json');
    expect((await stranger.browser.get(`/api/imports/${report.id}`).expect(404)).body.message).toBe('No such import');
    expect((await stranger.browser.get('/api/imports').expect(200)).body).toEqual([]);
    const mine = await owner.browser.get('/api/imports').expect(200);
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.body).toEqual([expect.objectContaining({ id: report.id, status: 'done', imported: 1 })]);
    expect(mine.body[0]).not.toHaveProperty('items');
    await t.http().get(`/api/imports/${report.id}`).expect(401);
    await t
      .http()
      .post('/api/imports')
      .attach('file', jsonFile(schemaOrgRecipe('X')), 'x.json')
      .expect(401);
    await stranger.browser.get(`/api/recipes/${report.items[0].recipeId}`).expect(404);
  });

  it('runs one import at a time for a cook, however many arrive at once', async () => {
    const registered = await t.http().post('/api/register').send(newAccount()).expect(201);
    const cookie = [registered.headers['set-cookie']].flat()[0].split(';')[0];
    const base = await t.url();
    const file = new Blob([jsonFile(Array.from({ length: 5 }, (_, i) => schemaOrgRecipe(`Burst Bun ${i}`)))]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const form = new FormData();
        form.append('file', file, 'buns.json');
        const response = await fetch(`${base}/api/imports`, { method: 'POST', body: form, headers: { cookie } });
        return { status: response.status, body: (await response.json()) as { id?: number; code?: string } };
      }),
    );
    const accepted = answers.filter((answer) => answer.status === 202).map((answer) => answer.body.id!);
    expect(accepted.length + answers.filter((answer) => answer.status === 409 && answer.body.code === 'IMPORT_RUNNING').length).toBe(20);
    await eventually(
      () => t.sql<{ status: string }>(`select status from collection_imports where id in (${accepted.join(',')})`),
      (rows) => rows.every((row) => row.status === 'done'),
    );
    // Whatever was accepted, each bun is in the collection once.
    const [{ count }] = await t.sql<{ count: string }>(`select count(*) from recipes where user_id = ? and name like 'Burst Bun %'`, [
      registered.body.id,
    ]);
    expect(Number(count)).toBe(5);
  });

  it('resumes an import whose worker died where it stopped, without adding a recipe twice', async () => {
    const { browser, user } = await signedInBrowser(t);
    const file = jsonFile([schemaOrgRecipe('Resumed One'), schemaOrgRecipe('Resumed Two'), schemaOrgRecipe('Resumed Three')]);
    // What a worker that crashed after the first recipe leaves behind: its recipe and its line, a stale heartbeat.
    const first = (
      await browser
        .post('/api/recipes')
        .send(recipeInput({ name: 'Resumed One' }))
        .expect(201)
    ).body;
    const [job] = await t.sql<{ id: number }>(
      `insert into collection_imports (user_id, format, file_name, file, total, processed, imported, status, attempts, heartbeat_at)
       values (?, 'schema-org', 'resumed.json', ?, 3, 1, 1, 'running', 1, now() - interval '5 minutes') returning id`,
      [user.id, file],
    );
    await t.sql(`insert into collection_import_items (import_id, position, name, outcome, recipe_id) values (?, 0, 'Resumed One', 'imported', ?)`, [
      job.id,
      first.id,
    ]);
    await t.app.get(ImportRunner).kick();
    const report = (await browser.get(`/api/imports/${job.id}`).expect(200)).body;
    expect(report).toMatchObject({ status: 'done', processed: 3, imported: 3 });
    expect(report.items.map((item: { name: string }) => item.name)).toEqual(['Resumed One', 'Resumed Two', 'Resumed Three']);
    const [{ count }] = await t.sql<{ count: string }>(`select count(*) from recipes where user_id = ? and name like 'Resumed %'`, [user.id]);
    expect(Number(count)).toBe(3);
  });

  it('lets exactly one of 20 instances claim a waiting job', async () => {
    const { user } = await signedInBrowser(t);
    await t.sql(`insert into collection_imports (user_id, format, file_name, file, total) values (?, 'schema-org', 'x.json', '\\x00', 1)`, [user.id]);
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimNextJob(t.orm.em as EntityManager, 'collection_imports')));
    expect(claims.filter((id) => id !== null)).toHaveLength(1);
    await t.sql(`update collection_imports set status = 'failed' where user_id = ?`, [user.id]);
  });
});

const photoOf = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe("other apps' collections", () => {
  it('imports a Paprika export of 30 recipes with their photos, ingredient groups, notes and times', async () => {
    const { browser } = await signedInBrowser(t);
    const recipes = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => ({
        name: `Paprika Dish ${i + 1}`,
        ingredients: 'For the dough:\n200 g flour\n1 egg\nFor the filling:\n100 g spinach',
        directions: 'Make the dough.\n\nFill and fold.\nBake for 25 minutes.',
        notes: 'Freezes well.',
        servings: 'Serves 6',
        prep_time: '15 mins',
        cook_time: '25 mins',
        categories: ['Dinner'],
        source_url: i === 0 ? 'https://example.com/dish-1' : '',
        photo: await photoOf(`#${(0x203040 + i * 0x050301).toString(16)}`),
      })),
    );
    const report = await finishedImport(browser, await paprikaExport(recipes), 'My Recipes.paprikarecipes');
    expect(report).toMatchObject({ format: 'paprika', status: 'done', total: 30, imported: 30, failed: 0 });
    const first = (await browser.get(`/api/recipes/${report.items[0].recipeId}`).expect(200)).body;
    expect(first).toMatchObject({
      name: 'Paprika Dish 1',
      ingredients: ['For the dough:', '200 g flour', '1 egg', 'For the filling:', '100 g spinach'],
      instructions: ['Make the dough.', 'Fill and fold.', 'Bake for 25 minutes.'],
      tips: ['Freezes well.'],
      prepTime: 15,
      cookTime: 25,
      totalTime: null,
      servings: 6,
      category: 'Dinner',
      source: 'https://example.com/dish-1',
      isPublic: false,
    });
    const second = (await browser.get(`/api/recipes/${report.items[1].recipeId}`).expect(200)).body;
    expect(second.source).toBe('Imported from Paprika');
    const pictures = await Promise.all(
      report.items.map(
        async (item: { recipeId: number }) => (await browser.get(`/api/recipes/${item.recipeId}`).expect(200)).body.imageUrl as string,
      ),
    );
    expect(new Set(pictures).size).toBe(30);
    for (const picture of pictures.slice(0, 3)) {
      expect(await sharp((await t.http().get(picture).expect(200)).body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    }
    expect((await browser.get('/api/recipes').query({ search: 'Paprika Dish', limit: 50 }).expect(200)).headers['x-total-count']).toBe('30');
  });

  it.each([
    [
      'Mealie',
      'mealie',
      async () =>
        mealieExport([
          {
            name: 'Mealie Chili',
            description: 'A weeknight chili.',
            recipeIngredient: [
              { title: 'For the base', note: '1 onion', display: '1 onion' },
              { note: '500 g beef', display: '500 g beef' },
            ],
            recipeInstructions: [{ text: 'Brown the beef.' }, { text: 'Simmer for 30 minutes.' }],
            notes: [{ title: 'Tip', text: 'Better the next day.' }],
            totalTime: '45 minutes',
            recipeYield: '4 servings',
            orgURL: 'https://example.com/chili',
            photo: await photoOf('#884422'),
          },
        ]),
    ],
    [
      'Tandoor',
      'tandoor',
      async () =>
        tandoorExport([
          {
            name: 'Tandoor Dal',
            description: 'Red lentil dal.',
            steps: [
              {
                name: '',
                instruction: 'Rinse the lentils and simmer for 20 minutes.',
                ingredients: [
                  { food: { name: 'red lentils' }, unit: { name: 'g' }, amount: 250, note: '', is_header: false, no_amount: false },
                  { food: { name: 'turmeric' }, unit: { name: 'tsp' }, amount: 1, note: '', is_header: false, no_amount: false },
                ],
              },
              { name: '', instruction: 'Temper the spices and stir them in.', ingredients: [] },
            ],
            working_time: 10,
            waiting_time: 20,
            servings: 3,
            photo: await photoOf('#dd9922'),
          },
        ]),
    ],
    [
      'Nextcloud Cookbook',
      'nextcloud',
      async () =>
        nextcloudExport([
          {
            name: 'Nextcloud Focaccia',
            description: 'Olive oil focaccia.',
            recipeIngredient: ['500 g flour', '10 g salt', '7 g yeast'],
            recipeInstructions: ['Mix and rest overnight.', 'Bake at 230 °C for 20 minutes.'],
            prepTime: 'PT0H20M0S',
            cookTime: 'PT0H20M0S',
            recipeYield: 8,
            keywords: 'bread,baking',
            url: 'https://example.com/focaccia',
            photo: await photoOf('#aabb33'),
          },
        ]),
    ],
  ])('imports a %s export with its photo', async (_app, format, makeFile) => {
    const { browser } = await signedInBrowser(t);
    const report = await finishedImport(browser, await makeFile(), 'export.zip');
    expect(report).toMatchObject({ format, status: 'done', total: 1, imported: 1 });
    const recipe = (await browser.get(`/api/recipes/${report.items[0].recipeId}`).expect(200)).body;
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(2);
    expect(recipe.instructions.length).toBeGreaterThanOrEqual(2);
    expect(recipe.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(recipe.isPublic).toBe(false);
  });

  it('imports HTML pages holding JSON-LD from a zip', async () => {
    const { browser } = await signedInBrowser(t);
    const zip = await schemaOrgZip({
      'soup.html': schemaOrgRecipe('Zipped Soup'),
      'salad.jsonld': schemaOrgRecipe('Zipped Salad'),
    });
    const report = await finishedImport(browser, zip, 'pages.zip');
    expect(report).toMatchObject({ format: 'schema-org', imported: 2 });
    expect(report.items.map((item: { name: string }) => item.name).sort()).toEqual(['Zipped Salad', 'Zipped Soup']);
  });

  it.each([
    ['a zip bomb', () => zipOf([{ path: 'bomb.json', data: Buffer.alloc(200 * 1024 * 1024, 32) }])],
    [
      'a path outside the archive',
      async () => renameInZip(await zipOf([{ path: 'xx/recipe.json', data: JSON.stringify(schemaOrgRecipe('Evil')) }]), 'xx/', '../'),
    ],
  ])('refuses %s with a clear 4xx and imports nothing', async (_what, makeFile) => {
    const { browser } = await signedInBrowser(t);
    const answer = await browser.post('/api/imports').attach('file', await makeFile(), 'evil.zip');
    expect([400, 413]).toContain(answer.status);
    expect(answer.body.message).toEqual(expect.any(String));
    expect((await browser.get('/api/imports').expect(200)).body).toEqual([]);
  });
});

describe('the round trip', () => {
  it("brings a cook's export into a new account exactly: fields, pictures, favourites and privacy", async () => {
    const author = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const shared = (
      await author.browser
        .post('/api/recipes')
        .send(recipeInput({ name: 'Shared Stew', isPublic: true }))
        .expect(201)
    ).body;
    await cook.browser
      .post('/api/recipes')
      .send(
        recipeInput({
          name: 'Round Trip Tart',
          imageUrl: await pictureDataUrl('#aa3355'),
          isPublic: true,
          isFavorite: true,
          tips: ['Chill the pastry.'],
          tags: ['pastry', 'summer'],
          difficulty: 'Hard',
          nutritionFacts: { calories: '410 kcal', protein: '6g' },
          prepTime: 25,
          totalTime: 95,
          yield: 'One 23 cm tart',
        }),
      )
      .expect(201);
    await cook.browser
      .post('/api/recipes')
      .send(recipeInput({ name: 'Quiet Quiche', category: 'Lunch', servings: 6, cookTime: 50 }))
      .expect(201);
    await cook.browser.post(`/api/recipes/save/${shared.id}`).expect(201);

    const { zip } = await finishedExport(cook.browser);
    const newcomer = await signedInBrowser(t);
    const file = await zipOf([...zip].map(([path, data]) => ({ path, data })));
    const report = await finishedImport(newcomer.browser, file, 'savor-export.zip');
    expect(report).toMatchObject({ format: 'savor', status: 'done', imported: 3, failed: 0 });

    const full = async (browser: Browser) => {
      const cards = (await browser.get('/api/recipes').query({ limit: 200 }).expect(200)).body as { id: number }[];
      const recipes = await Promise.all(cards.map(async (card) => (await browser.get(`/api/recipes/${card.id}`).expect(200)).body));
      return (
        recipes
          // The welcome recipes every account starts with are skipped as duplicates: the newcomer keeps its own.
          .map(({ id: _id, userId: _user, slug: _slug, createdAt, ...fields }) =>
            fields.source === 'Savor Kitchen' ? fields : { ...fields, createdAt },
          )
          .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      );
    };
    const before = await full(cook.browser);
    const after = await full(newcomer.browser);
    expect(after).toEqual(before);
    expect(before.find((recipe) => recipe.name === 'Round Trip Tart')).toMatchObject({
      isPublic: true,
      isFavorite: true,
      imageUrl: expect.stringMatching(/^\/media\//),
      prepTime: 25,
      totalTime: 95,
      yield: 'One 23 cm tart',
    });
    expect(before.find((recipe) => recipe.name === 'Quiet Quiche')).toMatchObject({ prepTime: null, totalTime: null, yield: null });
    expect(before.find((recipe) => recipe.name === 'Shared Stew')).toMatchObject({ isPublic: false, source: `Saved from ${author.user.username}` });
  });
});
