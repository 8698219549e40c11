import type { EntityManager } from '@mikro-orm/postgresql';
import { setAdmin } from '../src/modules/auth/index.js';
import { type ContractOperation, contract } from './support/contract.js';
import { newAccount } from './support/factories.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Schema-driven fuzzing: every operation in openapi.yaml gets malformed requests made from its own
 * description (odd path ids, junk queries, bodies of the wrong shape, nulls, wrong types, huge and broken
 * strings). Whatever the input, the answer must be a status the contract declares for the operation, never
 * a 5xx, with a body that matches the declared schema.
 */

interface Variant {
  what: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
  /** Headers in place of the fuzzing session's cookie. */
  headers?: Record<string, string>;
}

type Schema = Record<string, unknown>;

const LONE_SURROGATE = '\ud800';
const HUGE_STRING = 'x'.repeat(100_000);
const ODD_IDS = ['0', '-1', 'abc', '1.5', '0x10', '%2016', '+16', '1e1', '016', '99999999999', '2147483648', '%ED%A0%80', '%00'];
const JUNK_QUERIES = [
  'limit=abc',
  'limit=-1',
  'offset=1e400',
  'limit=1&limit=2',
  'cursor=%ED%A0%80',
  'a[b][c]=1',
  '__proto__[admin]=1',
  `search=${'x'.repeat(5000)}`,
  'search=%00',
  '%ZZ=1',
];

/** Credentials and callers that are wrong in every way the edge checks. */
const ODD_CALLERS: [string, Record<string, string>][] = [
  ['an unknown API token', { authorization: `Bearer savor_pat_${'A'.repeat(43)}` }],
  ['a malformed bearer header', { authorization: 'Bearer' }],
  ['basic authentication', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ['a forged session cookie', { cookie: 'savor.sid=s%3Aforged.signature' }],
  ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
];

let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.url();
  const account = newAccount();
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  cookie = registered.headers.getSetCookie()[0].split(';')[0];
  // An admin, so that admin routes reach their input checks instead of stopping at 403.
  await setAdmin(t.orm.em.fork() as EntityManager, account.email, true);
});
afterAll(() => t.close());

function resolve(schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return resolve(contract().document.components.schemas[ref.split('/').pop() ?? ''] as Schema);
}

/** A value of the wrong JSON type for a property of this schema. */
function wrongTypeFor(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'integer' || type === 'number') return '12';
  if (type === 'boolean') return 'true';
  if (type === 'array') return 'not a list';
  return ['not', 'an', 'object'];
}

/** Values that break a property in every way its type allows: null, wrong type, and extremes. */
function breakersFor(schema: Schema): [string, unknown][] {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const breakers: [string, unknown][] = [
    ['null', null],
    ['a wrong type', wrongTypeFor(schema)],
  ];
  if (type === 'string') breakers.push(['a huge string', HUGE_STRING], ['a lone surrogate', `a${LONE_SURROGATE}b`], ['an empty string', '']);
  if (type === 'integer' || type === 'number') breakers.push(['1e308', 1e308], ['-1', -1], ['1.5', 1.5], ['true', true]);
  if (type === 'array') breakers.push(['a list of nulls', [null, null]], ['a huge list', Array.from({ length: 5000 }, () => 'x')]);
  return breakers;
}

function pathWith(operation: ContractOperation, id: string): string {
  return operation.path.replace(/\{[^}]+\}/g, id);
}

function variantsFor(operation: ContractOperation): Variant[] {
  const hasPathParameter = operation.path.includes('{');
  // Ids that exist for no one: the input checks still run, and nothing real is touched.
  const path = pathWith(operation, '2147483000');
  const variants: Variant[] = JUNK_QUERIES.map((query) => ({ what: `query ${query.slice(0, 30)}`, path, query }));
  variants.push(...ODD_CALLERS.map(([what, headers]) => ({ what, path, headers })));
  if (hasPathParameter) variants.push(...ODD_IDS.map((id) => ({ what: `path id ${id}`, path: pathWith(operation, id) })));

  const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
  if (operation.method !== 'get') {
    variants.push(
      { what: 'malformed JSON', path, body: '{"name": ', contentType: 'application/json' },
      { what: 'a JSON string', path, body: '"text"', contentType: 'application/json' },
      { what: 'JSON null', path, body: 'null', contentType: 'application/json' },
      { what: 'a JSON list', path, body: '[1, 2]', contentType: 'application/json' },
      { what: 'plain text', path, body: 'name=x', contentType: 'text/plain' },
      { what: 'an unknown charset', path, body: '{}', contentType: 'application/json; charset=ebcdic' },
    );
  }
  const schema = resolve(jsonBody);
  if (schema) {
    variants.push(
      { what: 'an empty object', path, body: '{}', contentType: 'application/json' },
      { what: 'an unknown field', path, body: JSON.stringify({ isAdmin: true, balance: 1e9 }), contentType: 'application/json' },
    );
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    for (const [name, property] of properties) {
      for (const [what, value] of breakersFor(resolve(property) ?? {})) {
        variants.push({ what: `${name} as ${what}`, path, body: JSON.stringify({ [name]: value }), contentType: 'application/json' });
      }
    }
  }
  return variants;
}

/** The operations in an order that keeps the fuzzing session alive: the ones that can end it go last. */
function operationsInOrder(): ContractOperation[] {
  const ending = (operation: ContractOperation) =>
    operation.operationId === 'logout' || (operation.path === '/api/user' && operation.method === 'delete');
  return [...contract().operations].sort((a, b) => Number(ending(a)) - Number(ending(b)));
}

it('answers every malformed request to every operation with a status its contract declares, never a 5xx', async () => {
  const breaches: string[] = [];
  const perOperation = new Map<string, number>();
  for (const operation of operationsInOrder()) {
    for (const variant of variantsFor(operation)) {
      const url = `${base}${variant.path}${variant.query ? `?${variant.query}` : ''}`;
      const response = await fetch(url, {
        method: operation.method.toUpperCase(),
        redirect: 'manual',
        headers: { ...(variant.headers ?? { cookie }), ...(variant.contentType ? { 'content-type': variant.contentType } : {}) },
        body: variant.body,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: the contract check looks at the content type and says so when JSON was due.
      }
      const headers = Object.fromEntries(response.headers.entries());
      const breach =
        response.status >= 500
          ? `${operation.method.toUpperCase()} ${variant.path} answered ${response.status}`
          : contract().violation(operation.method, new URL(url).pathname, response.status, headers, body);
      if (breach) breaches.push(`${variant.what}: ${breach}`);
      perOperation.set(operation.operationId, (perOperation.get(operation.operationId) ?? 0) + 1);
    }
  }
  const requests = [...perOperation.values()].reduce((sum, count) => sum + count, 0);
  console.info(`Fuzzing: ${requests} requests to ${perOperation.size} operations, ${breaches.length} broke the contract`);
  expect(breaches).toEqual([]);
  expect(perOperation.size).toBe(contract().operations.length);
  expect(Math.min(...perOperation.values())).toBeGreaterThanOrEqual(15);
});
