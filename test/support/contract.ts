import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** The parts of an OpenAPI operation the contract checks read. */
export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}

interface Route {
  operation: ContractOperation;
  pattern: RegExp;
}

const DOCUMENT_ID = 'savor-openapi';
/** The pagination headers of the document's convention: an answer that sends one must declare it. */
const PAGING_HEADERS = ['X-Total-Count', 'X-Next-Cursor'];
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** `openapi.yaml` as a checker: which operation a request hit, and whether its answer is one the contract allows. */
export class Contract {
  readonly document: {
    paths: Record<string, Record<string, Omit<ContractOperation, 'method' | 'path'>>>;
    components: { schemas: Record<string, unknown> };
  };
  readonly operations: ContractOperation[] = [];
  private readonly routes: Route[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(file = 'openapi.yaml') {
    this.document = parse(readFileSync(file, 'utf8'));
    addFormats.default(this.ajv);
    this.ajv.addSchema(this.document, DOCUMENT_ID);
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const described: ContractOperation = { ...operation, method, path };
        this.operations.push(described);
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        this.routes.push({ operation: described, pattern: new RegExp(`^${source}$`) });
      }
    }
    // A literal segment wins over a template one (/api/recipes/categories before /api/recipes/{id}).
    this.routes.sort((a, b) => (a.operation.path.match(/\{/g)?.length ?? 0) - (b.operation.path.match(/\{/g)?.length ?? 0));
  }

  operationFor(method: string, pathname: string): ContractOperation | undefined {
    return this.routes.find((route) => route.operation.method === method.toLowerCase() && route.pattern.test(pathname))?.operation;
  }

  /**
   * Why the answer breaks the contract, or undefined when it keeps it: its status must be declared for the
   * operation, and a JSON body must match the schema declared for that status.
   */
  violation(method: string, pathname: string, status: number, headers: Record<string, unknown>, body: unknown): string | undefined {
    const operation = this.operationFor(method, pathname);
    if (!operation) return undefined;
    const label = `${method.toUpperCase()} ${pathname} (${operation.operationId}) answered ${status}`;
    const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
    if (!response) return `${label}, a status openapi.yaml does not declare for it (declared: ${Object.keys(operation.responses).join(', ')})`;
    const undeclaredHeader = PAGING_HEADERS.find((name) => headers[name.toLowerCase()] !== undefined && !response.headers?.[name]);
    if (undeclaredHeader) return `${label} with a ${undeclaredHeader} header that openapi.yaml does not declare for it`;
    const contentType = headers['content-type'];
    if (typeof contentType !== 'string' || !contentType.includes('application/json')) return undefined;
    const declared = response.content?.['application/json'];
    if (!declared?.schema) return `${label} with a JSON body, but openapi.yaml declares no JSON body for ${status}`;
    const validate = this.validatorFor(operation, status);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
    return `${label} with a body that does not match its schema: ${errors.join('; ')}`;
  }

  /** Why `body` is not a request body the operation accepts by its schema, or undefined when it is. */
  requestViolation(operation: ContractOperation, body: unknown): string | undefined {
    const validate = this.validatorAt(pointer('paths', operation.path, operation.method, 'requestBody', 'content', 'application/json', 'schema'));
    if (validate(body)) return undefined;
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`).join('; ');
  }

  private validatorFor(operation: ContractOperation, status: number): ValidateFunction {
    const statusKey = operation.responses[String(status)] ? String(status) : `${String(status)[0]}XX`;
    return this.validatorAt(pointer('paths', operation.path, operation.method, 'responses', statusKey, 'content', 'application/json', 'schema'));
  }

  private validatorAt(location: string): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${location}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

let shared: Contract | undefined;
/** One parsed contract per test file. */
export function contract(): Contract {
  return (shared ??= new Contract());
}
