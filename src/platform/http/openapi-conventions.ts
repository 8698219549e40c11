import { STATUS_CODES } from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { BEARER_AUTH } from './auth-context.js';
import { exampleOf } from './openapi-examples.js';
import { NUL_IN_TEXT } from './json-body.js';
import { MAX_ID } from './parse-id.pipe.js';

type Schema = Record<string, unknown>;
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema?: Schema; example?: unknown }[];
  requestBody?: unknown;
  responses: Record<string, { description?: string; content?: unknown }>;
};

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } };
type ErrorExample = { message: string; code?: string };
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = new Set([...STATE_CHANGING, 'get']);

const NOT_SIGNED_IN = 'Not signed in, or the API token is invalid, revoked or expired (code TOKEN_INVALID)';
const BAD_TOKEN = 'An API token was sent and is invalid, revoked or expired (code TOKEN_INVALID)';
const REFUSED_CALLER = 'A cookie request from another site (code CROSS_ORIGIN), or an API token used beyond its scope (code TOKEN_SCOPE)';
const TOO_LARGE = 'Request body is too large';
const TOKEN_INVALID = { message: 'Invalid, revoked or expired API token', code: 'TOKEN_INVALID' };
const INVALID_INPUT = 'The request is malformed or its input breaks a rule: the message names it';
const SESSION_ONLY = 'Called with an API token: this operation needs the browser session (code TOKEN_FORBIDDEN)';

/** Adds `status` with the shared error body and an example of it, or adds `text` to the description an operation already gives it. */
function declare(operation: Operation, status: string, text: string, example: ErrorExample): void {
  const existing = operation.responses[status];
  if (!existing) {
    operation.responses[status] = { description: text, content: { 'application/json': { ...ERROR_BODY['application/json'], example } } };
  } else if (!existing.description?.includes(text)) {
    existing.description = existing.description ? `${existing.description}; or: ${text}` : text;
    existing.content ??= { 'application/json': { ...ERROR_BODY['application/json'] } };
  }
}

/** The 400 an operation most likely gives, in the server's words. */
function invalidInputExample(operation: Operation): ErrorExample {
  const parameters = operation.parameters ?? [];
  if (parameters.some((parameter) => parameter.in === 'path' && parameter.schema?.type === 'number')) {
    return { message: 'Invalid id: expected a positive whole number' };
  }
  if (operation.requestBody) return { message: 'Request body is not valid JSON' };
  if (parameters.some((parameter) => parameter.name === 'limit')) return { message: 'limit must be a whole number' };
  return { message: NUL_IN_TEXT };
}

/**
 * The answers every operation can give because of how Savor's HTTP edge works, declared once here rather
 * than on each controller: 400 for a malformed request (a bad address, query or body), 401 wherever a
 * credential is needed (and on public routes for a bad token), 403 for the same-origin rule and token
 * scopes on state-changing operations and for tokens on session-only ones, 413 wherever a body is read.
 */
function declareEdgeAnswers(method: string, operation: Operation): void {
  const isPublic = operation.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false;
  const sessionOnly = !isPublic && operation.security?.every((requirement) => !(BEARER_AUTH in requirement));
  declare(operation, '400', INVALID_INPUT, invalidInputExample(operation));
  declare(operation, '401', isPublic ? BAD_TOKEN : NOT_SIGNED_IN, isPublic ? TOKEN_INVALID : { message: 'Not authenticated' });
  if (STATE_CHANGING.has(method)) declare(operation, '403', REFUSED_CALLER, { message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
  if (sessionOnly) declare(operation, '403', SESSION_ONLY, { message: 'API tokens cannot be used for this action', code: 'TOKEN_FORBIDDEN' });
  if (operation.requestBody) declare(operation, '413', TOO_LARGE, { message: TOO_LARGE });
}

/** Path ids are database ids: positive whole numbers that fit the id column (ParseIdPipe). */
function describePathIds(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.schema?.type === 'number') {
      parameter.schema = { type: 'integer', minimum: 1, maximum: MAX_ID };
      parameter.example = 42;
    }
  }
}

/** A response Nest left without words gets its status's name ('OK', 'Created'). */
function describeStatuses(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!response.description) response.description = STATUS_CODES[Number(status)] ?? status;
  }
}

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, which strict validators and generators read as they are:
 * `nullable` becomes a `null` type (or a `null` alternative beside a `$ref`), and a boolean
 * `exclusiveMinimum` the bound itself.
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const schema: Schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toJsonSchema(child)]));
  if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') {
    schema.exclusiveMinimum = schema.minimum;
    delete schema.minimum;
  }
  if (schema.nullable !== true) return schema;
  delete schema.nullable;
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    const { allOf, type: _type, ...rest } = schema;
    return { ...rest, anyOf: [allOf[0], { type: 'null' }] };
  }
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  return schema;
}

/** Savor's conventions applied to the document Nest builds from the controllers. */
export function applyApiConventions(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const operation = value as Operation;
      // Stated on each operation, not only inherited, so that every operation says how it is authenticated.
      operation.security ??= document.security;
      declareEdgeAnswers(method, operation);
      describePathIds(operation);
      describeStatuses(operation);
    }
  }
  const described = { ...(toJsonSchema(document) as OpenAPIObject), openapi: '3.1.0' };
  giveExamples(described);
  return described;
}

type MediaTypes = Record<string, { schema?: Record<string, unknown>; example?: unknown }>;

/** An error answer without an example shows its own description as the message, not another error's. */
function sayWhatWentWrong(response: { description?: string; content?: unknown }): void {
  const json = (response.content as MediaTypes | undefined)?.['application/json'];
  if (!json || 'example' in json || !response.description) return;
  const [own] = response.description.split('; or: ');
  const code = /code '?([A-Z_]+)'?/.exec(own)?.[1];
  json.example = { message: own, ...(code ? { code } : {}) };
}

/** An example for every JSON request body and every successful JSON answer, made from its schema. */
function giveExamples(document: OpenAPIObject): void {
  const components = (document.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  const exemplify = (content: MediaTypes | undefined) => {
    const json = content?.['application/json'];
    if (json?.schema && !('example' in json)) json.example = exampleOf(json.schema, components);
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!METHODS.has(method)) continue;
      const operation = value as Operation & { requestBody?: { content?: MediaTypes } };
      exemplify(operation.requestBody?.content);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (/^[23]/.test(status)) exemplify(response.content as MediaTypes | undefined);
        else sayWhatWentWrong(response);
      }
    }
  }
}
