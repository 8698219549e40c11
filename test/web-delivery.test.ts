// How the built client and JSON go over the wire: pre-compressed assets, cached for a year, no source
// maps served, JSON compressed above 1 KB. Needs the built client (`npm run build`, as `npm test` does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const webDir = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
let t: TestApp;
let port: number;

beforeAll(async () => {
  if (!existsSync(join(webDir, 'index.html'))) throw new Error(`${webDir} has no build: run \`npm run build\` first`);
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  port = (t.app.getHttpServer().address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The scripts index.html loads at once (entry and module preloads). */
function entryScripts(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

/** The status, headers and bytes as sent (nothing decoded), over plain node:http. */
function raw(path: string, acceptEncoding = 'identity'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

it('sends the app page and its scripts as brotli (or gzip) files made at build time, scripts cached immutably', async () => {
  const page = await raw('/auth', 'gzip, deflate, br');
  expect(page.status).toBe(200);
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers['cache-control']).toBe('no-cache');
  const html = brotliDecompressSync(page.body).toString();
  const scripts = entryScripts(html);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    const plain = readFileSync(join(webDir, script));
    // Files under 256 bytes (the early-requests entry) are sent as they are (web/vite.config.ts).
    const compressed = plain.length >= 256;
    const br = await raw(script, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe(compressed ? 'br' : undefined);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (compressed) expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect((compressed ? brotliDecompressSync(br.body) : br.body).equals(plain)).toBe(true);
    if (plain.length > 2048) expect(br.body.length).toBeLessThan(plain.length / 2);

    const gzip = await raw(script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe(compressed ? 'gzip' : undefined);
    const identity = await raw(script);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
    expect(plain.toString()).not.toContain('sourceMappingURL');
  }
});

it('sends a visitor with a session cookie on Home or My Recipes the page that also preloads that screen, and nobody else', async () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const plain = await t.http().get('/').expect(200);
  expect(plain.headers.vary).toMatch(/Cookie/);
  expect(plain.text).not.toContain('savor-signed-in');

  for (const [path, screen] of [
    ['/', /\/assets\/HomePage-[\w-]+\.js$/],
    ['/recipes', /\/assets\/MyRecipesPage-[\w-]+\.js$/],
  ] as const) {
    const page = await t.http().get(path).set('Cookie', 'savor.sid=s%3Aany').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.text).toContain('<meta name="savor-signed-in">');
    const files = preloads(page.text);
    expect(files.some((file) => screen.test(file))).toBe(true);
    // Everything the plain page loads, and more.
    expect(files).toEqual(expect.arrayContaining(preloads(plain.text)));
    for (const file of files) await t.http().get(file).expect(200);
  }
  // The sign-in screen and the other screens get the plain page, cookie or not.
  for (const path of ['/auth', '/tickets']) {
    const other = await t.http().get(path).set('Cookie', 'savor.sid=s%3Aany').expect(200);
    expect(other.text).toBe(plain.text);
  }
});

it('keeps source maps on disk but never serves them, and answers 404 for a missing asset', async () => {
  const maps = readdirSync(join(webDir, 'assets')).filter((name) => name.endsWith('.js.map'));
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps.slice(0, 5)) {
    await t.http().get(`/assets/${map}`).expect(404);
  }
  await t.http().get('/assets/index-missing.js').expect(404);
  await t.http().get('/favicon.svg.map').expect(404);
});

it('compresses JSON answers over 1 KB, with brotli when the client takes it, and leaves small ones alone', async () => {
  const { browser } = await signedInBrowser(t);
  for (let index = 0; index < 6; index += 1)
    await browser
      .post('/api/recipes')
      .send(recipeInput({ name: `Stew ${index}` }))
      .expect(201);
  const list = await browser.get('/api/recipes').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
  expect(list.headers['content-encoding']).toBe('br');
  expect(list.headers.vary).toMatch(/Accept-Encoding/i);
  expect(list.body).toHaveLength(9);
  const gzip = await browser.get('/api/recipes').set('Accept-Encoding', 'gzip').expect(200);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.body).toEqual(list.body);
  const plain = await browser.get('/api/recipes').set('Accept-Encoding', 'identity').expect(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
  expect(plain.body).toEqual(list.body);

  const small = await browser.get('/api/recipes/categories').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(Number(small.headers['content-length'])).toBeLessThan(1024);
});

it('sends a JSON answer typed as UTF-8 JSON with its length in bytes, and a HEAD answer with the same length and no body', async () => {
  const { browser } = await signedInBrowser(t);
  const name = 'Crème brûlée façon grand-mère 🍮';
  const created = await browser.post('/api/recipes').set('Accept-Encoding', 'identity').send(recipeInput({ name })).expect(201);
  expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(created.headers['content-length'])).toBe(Buffer.byteLength(created.text));
  expect((created.body as { name: string }).name).toBe(name);

  const path = `/api/recipes/${(created.body as { id: number }).id}`;
  const read = await browser.get(path).set('Accept-Encoding', 'identity').expect(200);
  expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(read.headers['content-length'])).toBe(Buffer.byteLength(read.text));
  expect(Buffer.byteLength(read.text)).toBeGreaterThan(read.text.length);
  expect((read.body as { name: string }).name).toBe(name);

  const head = await browser.head(path).set('Accept-Encoding', 'identity').expect(200);
  expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(head.headers['content-length']).toBe(read.headers['content-length']);
  expect(head.text ?? '').toBe('');
});

it('offers a web app manifest that makes Savor installable: name, standalone, start URL, theme colours and icons that exist', async () => {
  const html = (await raw('/')).body.toString();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  const response = await raw('/manifest.webmanifest');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(response.body.toString()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Savor', short_name: 'Savor', start_url: '/', display: 'standalone', theme_color: '#C8512C' });
  expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
  for (const purpose of ['any', 'maskable']) {
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.purpose === purpose && candidate.sizes === size);
      expect(icon).toBeDefined();
      const file = await raw(icon!.src);
      expect([icon!.src, file.status, file.headers['content-type']]).toEqual([icon!.src, 200, 'image/png']);
      // The PNG's own header says its size (width and height at bytes 16 and 20).
      expect(`${file.body.readUInt32BE(16)}x${file.body.readUInt32BE(20)}`).toBe(size);
    }
  }
});

it('serves the service worker for a check on every visit, precaching the app shell and every screen of this build', async () => {
  const response = await raw('/sw.js', 'gzip, deflate, br');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
  expect(response.headers['cache-control']).toBe('no-cache');
  const worker = readFileSync(join(webDir, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/url:\s*[`"']([^`"']+)[`"']/g)].map((match) => match[1]);
  expect(precached).toContain('/index.html');
  expect(precached).toContain('/manifest.webmanifest');
  // Every script and style of the build, and nothing the server would not serve (source maps, compressed copies).
  const built = readdirSync(join(webDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `/assets/${name}`);
  expect(precached.filter((url) => url.startsWith('/assets/')).sort()).toEqual(built.sort());
  for (const url of precached) expect([url, (await raw(url)).status]).toEqual([url, 200]);
});
