type Schema = Record<string, unknown>;
type Components = Record<string, Schema>;

const SAMPLE_TIME = '2026-11-28T09:30:00.000Z';
const SAMPLE_STRINGS: Record<string, string> = {
  'date-time': SAMPLE_TIME,
  date: SAMPLE_TIME.slice(0, 10),
  email: 'ada@example.com',
  uri: 'https://example.com/recipes/lemon-tart',
  url: 'https://example.com/recipes/lemon-tart',
};

/** Samples for string properties whose name says what they hold wherever they appear. */
const SAMPLES_BY_NAME: Record<string, string> = {
  username: 'ada_cooks',
  email: 'ada@example.com',
  slug: 'lemon-garlic-roast-chicken',
  bio: 'Home cook, bread baker, soup person.',
  difficulty: 'Medium',
  category: 'Dinner',
  source: 'User-created',
  profilePicture: '/media/7d41a9c0.jpg',
};

/**
 * An example value for a JSON Schema, built the way Swagger UI builds its samples: the schema's own
 * `example`, `default` or first `enum` value when it has one, else a value of its type within its bounds.
 * Properties follow the schema, so the example validates against it (test/contract.test.ts checks that).
 */
export function exampleOf(schema: Schema | undefined, components: Components, depth = 0, name = ''): unknown {
  if (!schema || depth > 8) return null;
  if (typeof schema.$ref === 'string') return exampleOf(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const choices = schema[key];
    if (Array.isArray(choices) && choices.length) return exampleOf(choices[0] as Schema, components, depth + 1);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((option) => option !== 'null') as string | undefined)
    : (schema.type as string | undefined);
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, Math.min(1, Number(schema.maximum ?? 1))) : 1;
    case 'boolean':
      return true;
    case 'string': {
      const sample = SAMPLE_STRINGS[String(schema.format)] ?? SAMPLES_BY_NAME[name] ?? 'text';
      return typeof schema.minLength === 'number' && sample.length < schema.minLength ? sample.padEnd(schema.minLength, 'x') : sample;
    }
    case 'array':
      return Number(schema.maxItems ?? 1) === 0 ? [] : [exampleOf(schema.items as Schema, components, depth + 1)];
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, exampleOf(property, components, depth + 1, key)]));
    }
  }
}
