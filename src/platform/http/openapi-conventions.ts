import type { OpenAPIObject } from '@nestjs/swagger';

type Operation = {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { description?: string; content?: unknown }>;
};

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } };
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

const NOT_SIGNED_IN = 'Not signed in, or the API token is invalid, revoked or expired (code TOKEN_INVALID)';
const REFUSED_CALLER = 'A cookie request from another site (code CROSS_ORIGIN), or an API token used beyond its scope (code TOKEN_SCOPE)';
const TOO_LARGE = 'Request body is too large';

/** Adds `status` with the shared error body, or adds `text` to the description an operation already gives it. */
function declare(operation: Operation, status: string, text: string): void {
  const existing = operation.responses[status];
  if (!existing) {
    operation.responses[status] = { description: text, content: ERROR_BODY };
  } else if (!existing.description?.includes(text)) {
    existing.description = existing.description ? `${existing.description}; or: ${text}` : text;
    existing.content ??= ERROR_BODY;
  }
}

/**
 * The answers every operation can give because of how Savor's HTTP edge works, declared once here rather
 * than on each controller: 401 wherever a credential is needed, 403 for the same-origin rule and token
 * scopes on state-changing operations, 413 wherever a body is read.
 */
export function declareEdgeAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!STATE_CHANGING.has(method) && method !== 'get') continue;
      const operation = value as Operation;
      const isPublic = operation.security?.some((requirement) => Object.keys(requirement).length === 0) ?? false;
      if (!isPublic) declare(operation, '401', NOT_SIGNED_IN);
      if (STATE_CHANGING.has(method)) declare(operation, '403', REFUSED_CALLER);
      if (operation.requestBody) declare(operation, '413', TOO_LARGE);
    }
  }
  return document;
}
