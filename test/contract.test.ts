import { Contract, contract } from './support/contract.js';

/** Every schema in the document with where it sits, for checks that look at all of them. */
function* schemasOf(value: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* schemasOf(item, `${at}/${index}`);
    return;
  }
  const object = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(object)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child)) {
        yield [`${at}/properties/${name}`, property as Record<string, unknown>];
        yield* schemasOf(property, `${at}/properties/${name}`);
      }
    } else {
      yield* schemasOf(child, `${at}/${key}`);
    }
  }
}

describe('openapi.yaml, the contract API clients are generated from', () => {
  const { document, operations } = contract();

  it('is OpenAPI 3.1 with servers, contact, license and a description for every tag', () => {
    const full = document as unknown as Record<string, Record<string, unknown> & unknown[]>;
    expect(full.openapi).toBe('3.1.0');
    expect(full.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(full.info.contact).toEqual({ name: 'The Savor team' });
    expect(full.info.license).toEqual({ name: 'Proprietary' });
    const described = new Set(
      (full.tags as unknown as { name: string; description: string }[]).filter((tag) => tag.description).map((tag) => tag.name),
    );
    const used = new Set(operations.flatMap((operation) => (operation as unknown as { tags: string[] }).tags));
    expect([...used].filter((tag) => !described.has(tag))).toEqual([]);
  });

  it('gives every operation a summary, its security, a 2xx or 3xx answer and a 4xx answer', () => {
    // The retired ticket purchase only ever refuses (400 USE_TICKET_PACKS).
    const lacking = operations
      .filter((operation) => operation.operationId !== 'purchaseTickets')
      .filter((operation) => {
        const statuses = Object.keys(operation.responses);
        const summary = (operation as unknown as { summary?: string }).summary;
        return (
          !summary || !operation.security?.length || !statuses.some((status) => /^[23]/.test(status)) || !statuses.some((status) => /^4/.test(status))
        );
      });
    expect(lacking.map((operation) => operation.operationId)).toEqual([]);
  });

  it('declares 401 on every operation (a bad API token is refused even on public ones) and 403 on every state-changing one', () => {
    expect(operations.filter((operation) => !operation.responses['401']).map((operation) => operation.operationId)).toEqual([]);
    const changing = operations.filter((operation) => operation.method !== 'get');
    expect(changing.filter((operation) => !operation.responses['403']).map((operation) => operation.operationId)).toEqual([]);
  });

  it('types path ids as integers within the id column, and every id, count and timestamp as what the server sends', () => {
    const pathIds = operations.flatMap((operation) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && /id$/i.test(parameter.name)),
    );
    expect(pathIds.length).toBeGreaterThan(30);
    for (const parameter of pathIds) expect(parameter.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });

    const wrong: string[] = [];
    for (const [at, schema] of schemasOf(document.components.schemas, '#/components/schemas')) {
      const name = at.split('/').pop() ?? '';
      const type = schema.type ?? (schema.items as { type?: unknown } | undefined)?.type;
      const types = Array.isArray(type) ? type : [type];
      // PayPal's order and client ids are its strings; Savor's ids and counts are whole numbers.
      const external = /^(orderId|clientId)$/.test(name);
      if (!external && /(^id|Id|Count|^total\w*)$/.test(name) && !types.includes('integer')) wrong.push(`${at} is ${JSON.stringify(type)}`);
      if (/At$/.test(name) && types.includes('string') && schema.format !== 'date-time' && !/Ignored/.test(String(schema.description))) {
        wrong.push(`${at} has no date-time format`);
      }
      if ('nullable' in schema) wrong.push(`${at} uses OpenAPI 3.0's nullable`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares no answer an operation cannot give: a list is never "No such recipe", a read never charges', () => {
    const copied = operations.flatMap((operation) => {
      const statuses = Object.keys(operation.responses);
      const wrong: string[] = [];
      if (!operation.path.includes('{') && /No such recipe/.test(operation.responses['404']?.description ?? '')) wrong.push('404 No such recipe');
      if (operation.method === 'get') wrong.push(...statuses.filter((status) => ['402', '502', '504'].includes(status)));
      return wrong.map((status) => `${operation.operationId}: ${status}`);
    });
    expect(copied).toEqual([]);
  });

  it('declares the pagination header of every list that sends one', () => {
    const headerOf = (operationId: string) =>
      Object.keys(operations.find((operation) => operation.operationId === operationId)?.responses['200']?.headers ?? {});
    for (const offsetList of [
      'listMyRecipes',
      'listRecipeComments',
      'listRecipePhotos',
      'listFollowers',
      'listFollowing',
      'listNotifications',
      'listTicketTransactions',
      'listAdminUsers',
    ]) {
      expect([offsetList, headerOf(offsetList)]).toEqual([offsetList, expect.arrayContaining(['X-Total-Count'])]);
    }
    for (const cursorList of ['listPublicRecipes', 'getSocialFeed'])
      expect([cursorList, headerOf(cursorList)]).toEqual([cursorList, ['X-Next-Cursor']]);
  });
});

describe('the contract check every API test runs on every answer', () => {
  const checker = new Contract();
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('finds the operation, preferring a literal segment to a template', () => {
    expect(checker.operationFor('GET', '/api/recipes/categories')?.operationId).toBe('listMyRecipeCategories');
    expect(checker.operationFor('GET', '/api/recipes/12')?.operationId).toBe('getRecipeById');
    expect(checker.operationFor('PUT', '/api/recipes/12')).toBeUndefined();
  });

  it('refuses an undeclared status, a body that breaks its schema and an undeclared pagination header', () => {
    expect(checker.violation('post', '/api/login', 418, json, { message: 'teapot' })).toMatch(/answered 418, a status openapi.yaml does not declare/);
    expect(checker.violation('post', '/api/login', 401, json, { error: 'no' })).toMatch(/must have required property 'message'/);
    expect(checker.violation('get', '/api/recipes/categories', 200, json, ['Dessert', 7])).toMatch(/\/1 must be string/);
    expect(checker.violation('get', '/api/recipes/categories', 200, { ...json, 'x-total-count': '3' }, ['Dessert'])).toMatch(/X-Total-Count header/);
  });

  it('accepts what the contract allows', () => {
    expect(checker.violation('post', '/api/login', 401, json, { message: 'Invalid email or password' })).toBeUndefined();
    expect(checker.violation('get', '/api/recipes/categories', 200, json, ['Dessert'])).toBeUndefined();
  });
});

describe('the examples of openapi.yaml', () => {
  const checker = contract();

  it('give every JSON request body and every successful JSON answer an example that its own schema accepts', () => {
    const failures: string[] = [];
    let examples = 0;
    for (const operation of checker.operations) {
      const request = operation.requestBody?.content?.['application/json'] as { example?: unknown } | undefined;
      if (request) {
        examples += 1;
        const problem = checker.requestViolation(operation, request.example);
        if (problem) failures.push(`${operation.operationId} request: ${problem}`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'] as { example?: unknown } | undefined;
        if (!/^2/.test(status) || !json) continue;
        examples += 1;
        const problem = checker.violation(operation.method, operation.path, Number(status), { 'content-type': 'application/json' }, json.example);
        if (problem) failures.push(`${operation.operationId} ${status}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(examples).toBeGreaterThan(120);
  });
});
