import { signedInBrowser } from './support/factories.js';
import { hugeImagePdf, inflatingPdf, longPdf } from './support/hostile-pdfs.js';
import { readerProcesses, watchReaderMemory } from './support/reader-processes.js';
import { dataUrl, printedRecipeCards, type RecipeCard } from './support/recipe-cards.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NO_RECIPE = 'We could not find a recipe in this file. Try a clearer photo or type it in.';
const TOO_COMPLEX = 'This file is too large or complex to read. Try a photo of the recipe or a simpler PDF.';
const TOO_MANY_PAGES = 'This PDF has too many pages: please upload a recipe of at most 30 pages.';

let t: TestApp;
let card: RecipeCard;

beforeAll(async () => {
  t = await startTestApp();
  card = (await printedRecipeCards()).find((candidate) => candidate.id === 'pdf-text')!;
}, 60_000);
afterAll(() => t.close());

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Sends a file as its cook's browser does; answers the status, the body and when the answer came. */
async function upload(browser: Awaited<ReturnType<typeof signedInBrowser>>['browser'], mime: string, bytes: Buffer) {
  const started = performance.now();
  const response = await browser.post('/api/recipe/process-image').send({ imageData: dataUrl(mime, bytes) });
  return { status: response.status, body: response.body, seconds: (performance.now() - started) / 1000 };
}

describe('hostile PDFs sent to POST /api/recipe/process-image', () => {
  it("reads another cook's PDF within 5 s while one cook's three huge-picture PDFs are pending", async () => {
    const attacker = await signedInBrowser(t);
    const cook = await signedInBrowser(t);
    const hostile = await hugeImagePdf();
    const memory = watchReaderMemory();
    const attacks = Promise.all(Array.from({ length: 3 }, () => upload(attacker.browser, 'application/pdf', hostile)));
    await until(() => readerProcesses().length > 0);

    const answer = await upload(cook.browser, card.mime, card.bytes);
    const answers = await attacks;
    const peak = memory();
    console.log(
      `Another cook's PDF: ${answer.status} in ${answer.seconds.toFixed(1)} s; the attacker's: ${answers.map((a) => `${a.status} in ${a.seconds.toFixed(1)} s`).join(', ')}; reader peak RSS ${peak} MB`,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.recipe.name).toBe(card.source.name);
    expect(answer.seconds).toBeLessThan(5);
    // pdf.js leaves the picture out: the page holds no recipe.
    for (const attack of answers) expect(attack).toMatchObject({ status: 422, body: { message: NO_RECIPE } });
    expect(peak).toBeLessThan(600);
    await t.http().get('/api/health').expect(200);
  }, 120_000);

  it('ends a reader that passes its memory, refuses that file with a 422, and reads the next file in a new one', async () => {
    const { browser } = await signedInBrowser(t);
    const memory = watchReaderMemory();
    const answer = await upload(browser, 'application/pdf', await inflatingPdf());
    console.log(`A PDF of 1 GB of drawing instructions: ${answer.status} in ${answer.seconds.toFixed(1)} s; reader peak RSS ${memory()} MB`);
    expect(answer).toMatchObject({ status: 422, body: { message: TOO_COMPLEX, code: 'FILE_TOO_COMPLEX' } });

    const next = await upload(browser, card.mime, card.bytes);
    expect(next.status).toBe(201);
    expect(next.body.recipe.name).toBe(card.source.name);
  }, 120_000);

  it('refuses a PDF of more than 30 pages with a 422', async () => {
    const { browser } = await signedInBrowser(t);
    const answer = await upload(browser, 'application/pdf', await longPdf(31));
    expect(answer).toMatchObject({ status: 422, body: { message: TOO_MANY_PAGES, code: 'TOO_MANY_PAGES' } });
  });
});
