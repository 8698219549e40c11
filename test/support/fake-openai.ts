// A small OpenAI-compatible server on 127.0.0.1 for tests (jest and the browser tests' Playwright config):
// POST /chat/completions (plain chat, response_format json_schema or json_object, vision content
// parts) and POST /images/generations (b64_json). Node built-ins only, so both test runners load it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MARKER = '[[CREATE_RECIPE_CARD]]';

/** A 2×2 PNG, what the fake's image model "draws". */
export const FAKE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Per-serving nutrition the fake answers when asked for the 'nutrition' schema or in words for calories. */
export const FAKE_NUTRITION = { calories: 512.4, protein: 34.2, carbs: 41, fat: 22.04, fiber: 6.46 };

export const FAKE_RECIPE = {
  name: 'Lemon Herb Chicken',
  description: 'Juicy chicken thighs with lemon, garlic and thyme.',
  cookTime: 40,
  servings: 4,
  difficulty: 'Easy',
  category: 'Main Dish',
  ingredients: ['4 chicken thighs', '1 lemon', '3 cloves garlic', '1 tbsp fresh thyme', '2 tbsp olive oil'],
  instructions: ['Heat the oven to 200°C.', 'Rub the chicken with oil, garlic, thyme and lemon zest.', 'Roast for 35 minutes.'],
  tags: ['chicken', 'weeknight'],
  tips: ['Let the chicken rest for 5 minutes before serving.'],
};

export interface RecordedRequest {
  path: string;
  authorization?: string;
  body: Record<string, unknown>;
}

type Scripted = { status: number; body?: unknown } | { delayMs: number } | { content: string };

/**
 * Answers like an OpenAI-compatible server. Default answers: a chat reply (with the card marker when
 * the last message asks for a recipe card or a full recipe), the FAKE_RECIPE for JSON output
 * (FAKE_NUTRITION for nutrition, the request's recipes one per slot for a meal plan), a PNG for images. `next` scripts the next answers (an error status, a delay, raw content) one per request;
 * `refuseJsonSchema` answers 400 to response_format json_schema like a server without structured output;
 * `failOn` holds the chat requests whose last message matches until `releaseFailures()`, then answers
 * them 500: a message that makes the provider fail, slowly.
 */
export class FakeOpenAi {
  private server?: Server;
  readonly requests: RecordedRequest[] = [];
  readonly next: Scripted[] = [];
  refuseJsonSchema = false;
  failOn: RegExp | null = null;
  private readonly heldFailures: (() => void)[] = [];
  readonly apiKey = 'fake-openai-key';
  url = '';

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.next.length = 0;
    this.refuseJsonSchema = false;
    this.failOn = null;
    this.releaseFailures();
  }

  releaseFailures(): void {
    for (const release of this.heldFailures.splice(0)) release();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = (req.url ?? '/').replace(/\?.*$/, '');
    this.requests.push({ path, authorization: req.headers.authorization, body });
    const json = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    };
    const scripted = this.next.shift();
    if (scripted && 'delayMs' in scripted) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
    if (scripted && 'status' in scripted) {
      json(scripted.status, scripted.body ?? { error: { message: `Scripted failure ${scripted.status}`, type: 'server_error' } });
      return;
    }
    if (path.endsWith('/images/generations')) {
      json(200, { created: 1, data: [{ b64_json: FAKE_PNG.toString('base64') }] });
      return;
    }
    if (!path.endsWith('/chat/completions')) {
      json(404, { error: { message: 'Not found' } });
      return;
    }
    if (this.failOn && this.failOn.test(lastMessage(body.messages as ChatMessage[]))) {
      await new Promise<void>((resolve) => this.heldFailures.push(resolve));
      json(500, { error: { message: 'The model failed', type: 'server_error' } });
      return;
    }
    const format = (body.response_format as { type?: string } | undefined)?.type;
    if (format === 'json_schema' && this.refuseJsonSchema) {
      json(400, { error: { message: "response_format 'json_schema' is not supported", type: 'invalid_request_error' } });
      return;
    }
    let content: string;
    if (scripted && 'content' in scripted) content = scripted.content;
    else if ((format === 'json_schema' || format === 'json_object') && asksForMealPlan(body)) content = JSON.stringify(fakeMealPlan(body));
    else if (format === 'json_schema' || format === 'json_object') content = JSON.stringify(asksForNutrition(body) ? FAKE_NUTRITION : FAKE_RECIPE);
    else content = chatReply(body.messages as { role: string; content: unknown }[]);
    json(200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1,
      model: typeof body.model === 'string' ? body.model : 'fake',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }
}

/** A JSON request for nutrition: the 'nutrition' schema, or (json_object) a system prompt that names calories. */
function asksForNutrition(body: Record<string, unknown>): boolean {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema) return format.json_schema.name === 'nutrition';
  const system = (body.messages as { role: string; content: unknown }[] | undefined)?.find((message) => message.role === 'system');
  return typeof system?.content === 'string' && /calories/i.test(system.content);
}

/** A JSON request for a meal plan: the 'meal_plan' schema, or (json_object) a system prompt that plans meals. */
function asksForMealPlan(body: Record<string, unknown>): boolean {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema) return format.json_schema.name === 'meal_plan';
  const system = (body.messages as ChatMessage[] | undefined)?.find((message) => message.role === 'system');
  return typeof system?.content === 'string' && /planning meals/i.test(system.content);
}

/** The fake's plan: the request's recipes in their order, one per slot, round and round. */
function fakeMealPlan(body: Record<string, unknown>): { entries: { date: string; meal: string; recipeId: number }[] } {
  const request = JSON.parse(lastMessage(body.messages as ChatMessage[])) as { slots: { date: string; meal: string }[]; recipes: { id: number }[] };
  return { entries: request.slots.map((slot, index) => ({ ...slot, recipeId: request.recipes[index % request.recipes.length].id })) };
}

type ChatMessage = { role: string; content: unknown };

function lastMessage(messages: ChatMessage[] | undefined): string {
  const content = messages?.at(-1)?.content;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
}

function chatReply(messages: ChatMessage[]): string {
  const last = lastMessage(messages);
  if (/recipe card|full recipe/i.test(last)) {
    return `Here is a lovely Lemon Herb Chicken: roast 4 chicken thighs with lemon, garlic and thyme at 200°C for 35 minutes.\n${FAKE_MARKER}`;
  }
  return `Savorus here! You asked: "${last.slice(0, 80)}". Try searing over high heat and resting the meat.`;
}
