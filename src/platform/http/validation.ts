import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Distinct query strings remembered per query DTO: a list is read again and again with a handful. */
export const REMEMBERED_QUERIES = 500;

/** Rules about what a value is (present, of a type, one of a set): broken, they explain the others. */
const KIND_RULES = new Set([
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isIn',
  'isEnum',
  'isEmail',
  'isDateString',
  'isISO8601',
  'whitelistValidation',
]);

/**
 * Each field's first broken rule: a rule about what the value is before a limit on it, whatever the order
 * of the decorators, so a missing name says 'Recipe name is required', not that it is too long.
 */
function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const broken = Object.entries(error.constraints ?? {});
    const first = broken.find(([rule]) => KIND_RULES.has(rule)) ?? broken[0];
    const own = first ? [{ field, message: first[1] }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * A query DTO is a pure function of the query string, and lists are requested with the same few
 * strings over and over: this pipe keeps the last REMEMBERED_QUERIES valid ones per DTO class and
 * answers a repeat with a copy, skipping class-transformer and class-validator (about a tenth of a
 * list request's CPU). Invalid queries are never remembered, so each one is refused afresh.
 */
class QueryRememberingValidationPipe extends ValidationPipe {
  private readonly validQueries = new WeakMap<object, Map<string, object>>();

  /**
   * Path parameters reach their own pipe as the text of the address: `Number()` would turn '0x10',
   * '+16' or '1.6e1' into 16 before ParseIdPipe could refuse them.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const dtoClass = metadata.metatype;
    if (metadata.type !== 'query' || metadata.data !== undefined || !dtoClass || !this.toValidate(metadata)) {
      return super.transform(value, metadata);
    }
    const key = JSON.stringify(value);
    let known = this.validQueries.get(dtoClass);
    const remembered = known?.get(key);
    if (remembered) return copyOf(remembered);
    const query = (await super.transform(value, metadata)) as object;
    if (!known) this.validQueries.set(dtoClass, (known = new Map<string, object>()));
    if (known.size >= REMEMBERED_QUERIES) known.delete(known.keys().next().value as string);
    known.set(key, copyOf(query));
    return query;
  }
}

/**
 * Controllers get their own object, so one that changed its query cannot change the next request's.
 * Query DTOs hold strings, numbers, booleans and arrays of them: arrays are the only part to copy.
 */
function copyOf<T extends object>(query: T): T {
  const copy = Object.create(Object.getPrototypeOf(query) as object | null) as Record<string, unknown>;
  for (const [field, value] of Object.entries(query)) copy[field] = Array.isArray(value) ? [...(value as unknown[])] : value;
  return copy as T;
}

/**
 * Whitelisting pipe: unknown fields are refused, the first rule broken becomes `message`
 * (the text a screen shows) and every broken rule is listed in `errors`.
 */
export function createValidationPipe(): ValidationPipe {
  return new QueryRememberingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const list = flatten(errors).map((item) =>
        item.message.startsWith('property ') && item.message.endsWith('should not exist')
          ? { field: item.field, message: `Unknown field: ${item.field}` }
          : item,
      );
      return new BadRequestException({ message: list[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors: list });
    },
  });
}
