import type { ValidateFunction } from 'ajv';
import { toRoutePath } from '../../src/contract/register-operations.js';
import { loadOpenApiDocument, type OperationSpec } from '../../src/document/openapi-document.js';
import { createSchemaValidator } from '../../src/document/schema-validation.js';

const doc = loadOpenApiDocument();
const validator = createSchemaValidator(doc, 'response');
const compiled = new Map<string, ValidateFunction>();

const matchers = doc.operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${toRoutePath(doc.basePath, operation.path).replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
}));

/** The document's operation for a request, or undefined when no operation has that method and path. */
export function findOperation(method: string, path: string): OperationSpec | undefined {
  const pathname = new URL(path, 'http://x').pathname;
  return matchers.find((m) => m.operation.method === method.toLowerCase() && m.pattern.test(pathname))
    ?.operation;
}

const errorCheck = validator.compile<unknown>({ $ref: '#/components/schemas/Error' });
const unauthorizedCheck = validator.compile<unknown>({ $ref: '#/components/schemas/UnauthorizedError' });
const forbiddenCheck = validator.compile<unknown>({ $ref: '#/components/schemas/ForbiddenError' });

/**
 * Fails unless the response is one the document declares for the operation: a declared status, and a body
 * matching that status's schema (no body where none is declared).
 */
export function assertDeclaredResponse(
  operation: OperationSpec,
  status: number,
  body: unknown,
  raw: string,
): void {
  const response = operation.responses.get(String(status));
  if (response === undefined) {
    throw new Error(
      `${operation.operationId} answered ${status}, which the document does not declare ` +
        `(declared: ${[...operation.responses.keys()].join(', ')}). Body: ${raw.slice(0, 300)}`,
    );
  }
  if (response.contentType === 'application/gzip') {
    // An archive (the backup tests read its bytes and check it).
    if (raw === '') throw new Error(`${operation.operationId} ${status} must be an archive, got nothing`);
    return;
  }
  if (response.contentType === 'text/event-stream') {
    // A stream that does not end (the test client reads its first chunk): it opens with the reconnection delay.
    if (!raw.startsWith('retry: '))
      throw new Error(`${operation.operationId} ${status} must be an event stream`);
    return;
  }
  if (response.contentType === 'text/csv') {
    // A CSV file, never empty: at least its header (fetch's text() drops the byte order mark; the export tests read
    // the bytes and check it, and the rows).
    if (raw.trim() === '')
      throw new Error(`${operation.operationId} ${status} must be a CSV file, got ${raw.slice(0, 200)}`);
    return;
  }
  if (response.schema === undefined) {
    if (raw !== '')
      throw new Error(`${operation.operationId} ${status} must have no body, got ${raw.slice(0, 200)}`);
    return;
  }
  const key = `${operation.operationId} ${status}`;
  let check = compiled.get(key);
  if (check === undefined) {
    check = validator.compile<unknown>(response.schema);
    compiled.set(key, check);
  }
  if (!check(body)) {
    throw new Error(
      `${key}: the body does not match the document: ${JSON.stringify(check.errors?.slice(0, 3))}\n${raw.slice(0, 500)}`,
    );
  }
}

/** Fails unless the body is the document's `Error` shape (a 401's `UnauthorizedError`: an `Error` that may say why). */
export function assertErrorBody(body: unknown, raw: string, status?: number): void {
  const check = status === 401 ? unauthorizedCheck : status === 403 ? forbiddenCheck : errorCheck;
  if (!check(body)) throw new Error(`not an Error body: ${raw.slice(0, 300)}`);
}
