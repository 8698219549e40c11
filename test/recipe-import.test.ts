import sharp from 'sharp';
import { signedInBrowser } from './support/factories.js';
import { cardWithoutServingsOrTime, dataUrl, printedRecipeCards, type RecipeCard } from './support/recipe-cards.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NO_FILE = 'No file selected: Please select a file to upload.';
const INVALID_TYPE = 'Invalid file type: Please upload a JPEG, PNG, or PDF file.';
const TOO_LARGE = 'File too large: Please upload a file smaller than 5MB.';
const NO_RECIPE = 'We could not find a recipe in this file. Try a clearer photo or type it in.';

let t: TestApp;
let cards: Map<string, RecipeCard>;

beforeAll(async () => {
  t = await startTestApp();
  cards = new Map((await printedRecipeCards()).map((card) => [card.id, card]));
}, 60_000);
afterAll(() => t.close());

describe('POST /api/recipe/process-image', () => {
  it('needs a signed-in user', async () => {
    const card = cards.get('pdf-text')!;
    await t
      .http()
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl(card.mime, card.bytes) })
      .expect(401);
  });

  it('saves the recipe read from a PDF as Photo-added, readable at GET /api/recipes/{id} by its owner only', async () => {
    const { browser, user } = await signedInBrowser(t);
    const card = cards.get('pdf-text')!;
    const response = await browser
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl(card.mime, card.bytes) })
      .expect(201);
    const { recipe } = response.body;
    expect(recipe).toMatchObject({
      userId: user.id,
      name: 'Classic Buttermilk Pancakes',
      slug: 'classic-buttermilk-pancakes',
      description: 'Fluffy American-style pancakes for a weekend breakfast.',
      source: 'Photo-added',
      prepTime: 10,
      cookTime: 20,
      totalTime: null,
      servings: 8,
      yield: 'Makes 8',
      difficulty: 'Medium',
      category: 'Breakfast',
      ingredients: card.source.ingredients,
      instructions: card.source.instructions,
      tags: [],
      isFavorite: false,
      isPublic: false,
    });
    // Saved like any new recipe: nutrition facts are computed from the ingredients.
    expect(recipe.nutritionFacts).toMatchObject({ calories: expect.stringMatching(/kcal$/) });

    const stored = await browser.get(`/api/recipes/${recipe.id}`).expect(200);
    expect(stored.body).toEqual(recipe);
    const stranger = await signedInBrowser(t);
    await stranger.browser.get(`/api/recipes/${recipe.id}`).expect(404);
  });

  it('reads a file by its bytes: PNG bytes declared as a PDF are read as the picture they are', async () => {
    const { browser } = await signedInBrowser(t);
    const card = cards.get('one-column')!;
    const response = await browser
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl('application/pdf', card.bytes) })
      .expect(201);
    expect(response.body.recipe).toMatchObject({
      name: 'Lemon Garlic Roast Chicken',
      source: 'Photo-added',
      servings: 4,
      prepTime: 15,
      cookTime: 75,
      totalTime: null,
      description: 'Extracted from a photo.',
      ingredients: card.source.ingredients,
      instructions: card.source.instructions,
    });
  }, 60_000);

  it('says which fields the reader was unsure of: none on a clean card, the servings and time a card does not print', async () => {
    const { browser } = await signedInBrowser(t);
    const clean = cards.get('one-column')!;
    const sure = await browser
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl(clean.mime, clean.bytes) })
      .expect(201);
    expect(sure.body.uncertainFields).toEqual([]);
    expect(sure.body.recipe).toMatchObject({ name: clean.source.name, servings: 4, cookTime: 75 });

    const bare = await cardWithoutServingsOrTime();
    const unsure = await browser
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl(bare.mime, bare.bytes) })
      .expect(201);
    expect(unsure.body.uncertainFields).toEqual(['cookTime', 'servings']);
    // The defaults stand in, where the recipe's fields always are; the marks are not part of the recipe.
    expect(unsure.body.recipe).toMatchObject({
      name: bare.source.name,
      servings: 4,
      cookTime: 30,
      ingredients: bare.source.ingredients,
      instructions: bare.source.instructions,
    });
    const stored = await browser.get(`/api/recipes/${unsure.body.recipe.id}`).expect(200);
    expect(stored.body).toEqual(unsure.body.recipe);
  }, 60_000);

  it("answers the spec's texts for no file, a file that is not a picture or PDF, and one over 5 MB", async () => {
    const { browser } = await signedInBrowser(t);
    for (const body of [{}, { imageData: '' }, { imageData: 'data:image/png;base64,' }]) {
      const response = await browser.post('/api/recipe/process-image').send(body).expect(400);
      expect(response.body.message).toBe(NO_FILE);
    }
    // A text file named recipe.jpg: the browser declares image/jpeg, the bytes say otherwise.
    const text = Buffer.from('Lemon Garlic Roast Chicken\nServes 4\n1 whole chicken\nRoast it.\n');
    for (const imageData of [dataUrl('image/jpeg', text), dataUrl('text/plain', text), 'not a data URL']) {
      const response = await browser.post('/api/recipe/process-image').send({ imageData }).expect(400);
      expect(response.body).toMatchObject({ message: INVALID_TYPE, code: 'INVALID_FILE_TYPE' });
    }
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (
        await browser
          .post('/api/recipe/process-image')
          .send({ imageData: dataUrl('image/gif', gif) })
          .expect(400)
      ).body.message,
    ).toBe(INVALID_TYPE);

    const oversized = Buffer.alloc(5 * 1024 * 1024 + 1);
    cards.get('one-column')!.bytes.copy(oversized);
    const large = await browser
      .post('/api/recipe/process-image')
      .send({ imageData: dataUrl('image/png', oversized) })
      .expect(400);
    expect(large.body).toMatchObject({ message: TOO_LARGE, code: 'FILE_TOO_LARGE' });

    const unknown = await browser.post('/api/recipe/process-image').send({ imageData: 'x', fileName: 'recipe.jpg' }).expect(400);
    expect(unknown.body.message).toBe('Unknown field: fileName');
  });

  it('answers 422 when nothing in the file reads as a recipe, or the file cannot be decoded', async () => {
    const { browser } = await signedInBrowser(t);
    const holiday = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="150" font-family="DejaVu Sans" font-size="48">Greetings from the seaside!</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    const damaged = Buffer.concat([cards.get('one-column')!.bytes.subarray(0, 64), Buffer.alloc(2000, 7)]);
    const encryptedLooking = Buffer.from('%PDF-1.7\nthis is not really a PDF at all\n%%EOF');
    for (const [mime, bytes] of [
      ['image/png', holiday],
      ['image/png', damaged],
      ['application/pdf', encryptedLooking],
    ] as const) {
      const response = await browser
        .post('/api/recipe/process-image')
        .send({ imageData: dataUrl(mime, bytes) })
        .expect(422);
      expect(response.body).toEqual({ message: NO_RECIPE, code: 'NO_RECIPE_FOUND' });
    }
    const [{ count }] = await t.sql<{ count: string }>(
      "select count(*) as count from recipes where source = 'Photo-added' and name = 'Greetings from the seaside!'",
    );
    expect(Number(count)).toBe(0);
  }, 60_000);
});
