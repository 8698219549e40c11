// Issue 48: one cook's images cannot slow Savor down for everyone, nor take the process past its memory.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { burst, type BurstAnswer } from './support/burst.js';
import { newAccount, signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // Password hashes at 2^14 so that sign-in does real work on the threadpool that sharp also uses.
  t = await startTestApp({ PASSWORD_SCRYPT_N: String(2 ** 14) });
});
afterAll(() => t.close());

/** 1.2 KB that once took a minute to rasterise: heavy filters over a 6000 × 6000 canvas. */
const FILTER_BOMB_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000" viewBox="0 0 6000 6000">
<defs><filter id="heavy" x="0" y="0" width="100%" height="100%">
<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="10" seed="7" result="noise"/>
<feGaussianBlur in="noise" stdDeviation="120" result="blurred"/>
<feTurbulence type="turbulence" baseFrequency="0.05" numOctaves="8" seed="3" result="swirl"/>
<feDisplacementMap in="blurred" in2="swirl" scale="400" xChannelSelector="R" yChannelSelector="G"/>
<feGaussianBlur stdDeviation="80"/></filter></defs>
<rect width="6000" height="6000" fill="#c0392b" filter="url(#heavy)"/>
<circle cx="3000" cy="3000" r="2500" fill="#f1c40f" filter="url(#heavy)"/>
</svg>`;
const svgAsPng = `data:image/png;base64,${Buffer.from(FILTER_BOMB_SVG).toString('base64')}`;
const NOT_AN_IMAGE = 'The image could not be read. Please use a JPEG, PNG or WebP image.';

const mediaFiles = () => {
  const media = join(t.config.dataDir, 'media');
  return existsSync(media) ? readdirSync(media).length : 0;
};

async function photoDataUrl(side: number, format: 'png' | 'jpeg' | 'gif'): Promise<string> {
  const bytes = await sharp({ create: { width: side, height: side, channels: 3, background: '#8e2a1f' } })
    .toFormat(format)
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** The session cookie of a fresh client, for requests sent with fetch. */
async function sessionCookie(): Promise<string> {
  const response = await t.browser().post('/api/register').send(newAccount()).expect(201);
  return response.headers['set-cookie'][0].split(';')[0];
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1];

describe('image inputs are judged by their bytes', () => {
  it('refuses an SVG sent as data:image/png on POST and PATCH /api/recipes and PATCH /api/user at once, storing nothing', async () => {
    expect(FILTER_BOMB_SVG.length).toBeLessThan(1300);
    const { browser } = await signedInBrowser(t);
    const before = mediaFiles();
    const started = Date.now();
    const recipe = await browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: svgAsPng }))
      .expect(400);
    expect(recipe.body).toMatchObject({ message: NOT_AN_IMAGE, code: 'INVALID_IMAGE' });
    const profile = await browser.patch('/api/user').send({ profilePicture: svgAsPng }).expect(400);
    expect(profile.body).toMatchObject({ message: NOT_AN_IMAGE, code: 'INVALID_IMAGE' });
    const created = (await browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
    await browser.patch(`/api/recipes/${created.id}`).send({ imageUrl: svgAsPng }).expect(400);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(mediaFiles()).toBe(before);
  });

  it('refuses an SVG as a community photo, whatever its data URL declares', async () => {
    const owner = await signedInBrowser(t);
    const recipe = (await owner.browser.post('/api/recipes').send(recipeInput()).expect(201)).body;
    await owner.browser.patch(`/api/recipes/${recipe.id}/public`).send({ isPublic: true }).expect(200);
    const svg = `data:image/svg+xml;base64,${Buffer.from(FILTER_BOMB_SVG).toString('base64')}`;
    for (const photoUrl of [svg, svgAsPng]) {
      const response = await owner.browser.post(`/api/recipes/${recipe.id}/photos`).send({ photoUrl }).expect(400);
      expect(response.body.message).toBe('The photo must be a JPEG, PNG or WEBP image');
    }
  });

  it('accepts a GIF as a recipe picture and a community photo, stored as a JPEG', async () => {
    const { browser } = await signedInBrowser(t);
    const recipe = await browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: await photoDataUrl(64, 'gif') }))
      .expect(201);
    expect(recipe.body.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    const file = await t.http().get(recipe.body.imageUrl).expect(200);
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('jpeg');
    await browser.patch(`/api/recipes/${recipe.body.id}/public`).send({ isPublic: true }).expect(200);
    const photo = await browser
      .post(`/api/recipes/${recipe.body.id}/photos`)
      .send({ photoUrl: await photoDataUrl(64, 'gif') })
      .expect(201);
    expect(photo.body.photoUrl).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  });

  it('refuses a picture of more than 25 megapixels from its header, before decoding it (413)', async () => {
    const { browser } = await signedInBrowser(t);
    const response = await browser
      .post('/api/recipes')
      .send(recipeInput({ imageUrl: await photoDataUrl(5001, 'png') }))
      .expect(413);
    expect(response.body).toEqual({ message: 'Image is too large. The maximum is 25 megapixels.', code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});

describe('image work does not hold up the rest of the server', () => {
  it('keeps sign-in p95 under 1 s while four hostile SVGs and four large photos are sent', async () => {
    const url = await t.url();
    const cookie = await sessionCookie();
    const account = newAccount();
    await t.http().post('/api/register').send(account).expect(201);
    const photo = await photoDataUrl(4800, 'png');

    let images: BurstAnswer[] = [];
    const sent = burst(`${url}/api`, 8, (index) => ({
      path: index % 2 ? 'recipes' : 'user',
      method: index % 2 ? 'POST' : 'PATCH',
      headers: { cookie, origin: url },
      body: index % 2 ? recipeInput({ imageUrl: index < 4 ? svgAsPng : photo }) : { profilePicture: index < 4 ? svgAsPng : photo },
    })).then((answers) => (images = answers));
    const signIns: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const started = performance.now();
      const response = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(response.status).toBe(200);
      signIns.push(performance.now() - started);
    }
    await sent;
    console.log(`sign-in during the image burst: p95 ${p95(signIns).toFixed(0)} ms, all ${signIns.map(Math.round).join(' ')}`);
    expect(p95(signIns)).toBeLessThan(1000);
    expect(images.slice(0, 4).map((answer) => [answer.status, answer.body.message])).toEqual(Array(4).fill([400, NOT_AN_IMAGE]));
    expect(images.slice(4).map((answer) => answer.status)).toEqual([200, 201, 200, 201]);
  });

  /** Sends ten copies of `photo` at once; answers their statuses and how far RSS and heap grew meanwhile. */
  async function tenAtOnce(photo: string) {
    const url = await t.url();
    const cookie = await sessionCookie();
    const baseline = process.memoryUsage();
    const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    }, 20);
    const started = Date.now();
    const answers = await burst(`${url}/api/recipes`, 10, () => ({ headers: { cookie, origin: url }, body: recipeInput({ imageUrl: photo }) }));
    clearInterval(sampler);
    const grown = { rss: (peak.rss - baseline.rss) / 2 ** 20, heap: (peak.heapUsed - baseline.heapUsed) / 2 ** 20 };
    console.log(
      `ten photos at once: ${Date.now() - started} ms, statuses ${answers.map((answer) => answer.status).join(' ')}, ` +
        `RSS +${grown.rss.toFixed(0)} MB, heap +${grown.heap.toFixed(0)} MB`,
    );
    return { statuses: answers.map((answer) => answer.status), grown };
  }

  it('refuses ten parallel 6300 × 6300 photos from their headers, and stays within its memory limits', async () => {
    const { statuses, grown } = await tenAtOnce(await photoDataUrl(6300, 'png'));
    expect(statuses).toEqual(Array(10).fill(413));
    expect(grown.heap).toBeLessThan(200);
    expect(grown.rss).toBeLessThan(300);
  });

  it('stores ten parallel 4900 × 4900 photos one after another, and stays within its memory limits', async () => {
    const { statuses, grown } = await tenAtOnce(await photoDataUrl(4900, 'png'));
    expect(statuses).toEqual(Array(10).fill(201));
    expect(grown.heap).toBeLessThan(200);
    expect(grown.rss).toBeLessThan(300);
  });
});
