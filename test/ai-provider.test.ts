import { OpenAiProvider } from '../src/modules/ai/adapters/provider/openai-provider.js';
import { AssistantFailedError, AssistantTimeoutError } from '../src/modules/ai/domain/assistant.errors.js';
import { FAKE_MARKER, FAKE_NUTRITION, FAKE_PNG, FAKE_RECIPE, FakeOpenAi } from './support/fake-openai.js';

// The real `openai` SDK adapter against a fake OpenAI-compatible server on 127.0.0.1.
const fake = new FakeOpenAi();
let provider: OpenAiProvider;

beforeAll(async () => {
  await fake.start();
});
/**
 * The adapter on the fake server. Only the timeout test sets a short deadline: with 500 ms for every
 * test, a busy machine (the browser suite running beside jest) turned a malformed answer into a timeout.
 */
function providerWithin(timeoutMs: number): OpenAiProvider {
  return new OpenAiProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.url,
    chatModel: 'chat-model',
    visionModel: 'vision-model',
    imageModel: 'image-model',
    nutritionModel: 'nutrition-model',
    timeoutMs,
  });
}

beforeEach(() => {
  fake.reset();
  provider = providerWithin(10_000);
});
afterAll(() => fake.stop());

it('chats: sends the key, the model and the turns, and answers the reply text', async () => {
  const reply = await provider.chat([
    { role: 'system', content: 'You are Savorus.' },
    { role: 'user', content: 'How do I sear a steak?' },
  ]);
  expect(reply).toContain('How do I sear a steak?');
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]).toMatchObject({
    path: '/chat/completions',
    authorization: `Bearer ${fake.apiKey}`,
    body: { model: 'chat-model', messages: [{ role: 'system' }, { role: 'user', content: 'How do I sear a steak?' }] },
  });
});

it('passes the create-card marker through at the end of a reply', async () => {
  const reply = await provider.chat([{ role: 'user', content: 'Give me the full recipe please' }]);
  expect(reply.endsWith(FAKE_MARKER)).toBe(true);
});

it('generates a recipe with JSON-schema structured output', async () => {
  const recipe = await provider.generateRecipe('Write a recipe.', 'Lemon chicken');
  expect(recipe).toEqual(FAKE_RECIPE);
  expect(fake.requests).toHaveLength(1);
  const format = fake.requests[0].body.response_format as {
    type: string;
    json_schema: { name: string; strict: boolean; schema: { required: string[] } };
  };
  expect(format.type).toBe('json_schema');
  expect(format.json_schema).toMatchObject({ name: 'recipe', strict: true });
  expect(format.json_schema.schema.required).toEqual(expect.arrayContaining(['name', 'ingredients', 'instructions']));
});

it('falls back to a JSON object when the server refuses json_schema, and remembers it', async () => {
  fake.refuseJsonSchema = true;
  expect(await provider.generateRecipe('Write a recipe.', 'Lemon chicken')).toEqual(FAKE_RECIPE);
  expect(fake.requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
  const system = (fake.requests[1].body.messages as { content: string }[])[0].content;
  expect(system).toMatch(/JSON object/);
  await provider.generateRecipe('Write a recipe.', 'Another one');
  expect((fake.requests[2].body.response_format as { type: string }).type).toBe('json_object');
});

it('reads a recipe from a picture with the vision model and content parts', async () => {
  const dataUrl = `data:image/png;base64,${FAKE_PNG.toString('base64')}`;
  expect(await provider.readRecipeImage('Read the recipe.', dataUrl)).toEqual(FAKE_RECIPE);
  const request = fake.requests[0].body as { model: string; messages: { role: string; content: unknown }[] };
  expect(request.model).toBe('vision-model');
  expect(request.messages[1].content).toEqual([
    { type: 'text', text: expect.any(String) },
    { type: 'image_url', image_url: { url: dataUrl } },
  ]);
  // Its own shape: the time and servings may be null (never a guess), and it lists what it could not read clearly.
  const format = (request as { response_format?: { json_schema: { name: string; schema: { properties: Record<string, unknown> } } } })
    .response_format!.json_schema;
  expect(format.name).toBe('recipe_reading');
  expect(format.schema.properties).toMatchObject({
    servings: { type: ['integer', 'null'] },
    cookTime: { type: ['integer', 'null'] },
    uncertainFields: { type: 'array', items: { enum: expect.arrayContaining(['name', 'servings', 'ingredients']) } },
  });
});

it('generates an image from b64_json', async () => {
  const bytes = await provider.generateImage('A banner of Lemon Herb Chicken');
  expect(bytes.equals(FAKE_PNG)).toBe(true);
  expect(fake.requests[0]).toMatchObject({
    path: '/images/generations',
    body: { model: 'image-model', prompt: 'A banner of Lemon Herb Chicken', response_format: 'b64_json' },
  });
});

it('maps a 429 to the assistant failing (502), with our message, not the provider’s, and does not retry', async () => {
  fake.next.push({ status: 429, body: { error: { message: 'Rate limit reached for secret-org', type: 'rate_limit' } } });
  const error = await provider.chat([{ role: 'user', content: 'Hi' }]).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AssistantFailedError);
  expect((error as Error).message).toBe('The Savorus assistant could not answer right now. Please try again later.');
  expect((error as Error).message).not.toMatch(/secret-org/);
  expect(fake.requests).toHaveLength(1);
});

it('maps a slow server to a timeout (504)', async () => {
  fake.next.push({ delayMs: 1500 });
  await expect(providerWithin(300).chat([{ role: 'user', content: 'Hi' }])).rejects.toBeInstanceOf(AssistantTimeoutError);
});

it('maps malformed JSON for a recipe to the assistant failing (502)', async () => {
  fake.next.push({ content: '{"name": "Half a recipe", "ingredients": [' });
  await expect(provider.generateRecipe('Write a recipe.', 'Soup')).rejects.toBeInstanceOf(AssistantFailedError);
});

it('accepts a recipe inside a ```json fence', async () => {
  fake.next.push({ content: '```json\n' + JSON.stringify(FAKE_RECIPE) + '\n```' });
  expect(await provider.generateRecipe('Write a recipe.', 'Soup')).toEqual(FAKE_RECIPE);
});

it('maps an unreachable server to the assistant failing (502)', async () => {
  const offline = new OpenAiProvider({
    apiKey: 'k',
    baseUrl: 'http://127.0.0.1:9',
    chatModel: 'm',
    visionModel: null,
    imageModel: null,
    nutritionModel: null,
    timeoutMs: 500,
  });
  await expect(offline.chat([{ role: 'user', content: 'Hi' }])).rejects.toBeInstanceOf(AssistantFailedError);
  expect(offline.capabilities).toEqual({ chat: true, vision: false, images: false, nutrition: false });
});

it('estimates nutrition with the nutrition model and its schema, and with a JSON object where the schema is refused', async () => {
  expect(await provider.estimateNutrition('Estimate calories per serving.', 'Servings: 2')).toEqual(FAKE_NUTRITION);
  const format = fake.requests[0].body.response_format as { type: string; json_schema: { name: string; schema: { required: string[] } } };
  expect(fake.requests[0].body.model).toBe('nutrition-model');
  expect(format.json_schema.name).toBe('nutrition');
  expect(format.json_schema.schema.required).toEqual(['calories', 'protein', 'carbs', 'fat', 'fiber']);
  fake.reset();
  fake.refuseJsonSchema = true;
  expect(await provider.estimateNutrition('Estimate calories per serving.', 'Servings: 2')).toEqual(FAKE_NUTRITION);
  expect(fake.requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object']);
});
