import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A JSON Schema as it stands in the document (an object, or a boolean schema). */
export type JsonSchema = { [key: string]: unknown } | boolean;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** A list sent as one value, comma-separated (`style: form, explode: false`, an array schema in the query). */
  commaList: boolean;
}

export interface OperationBody {
  contentType: 'application/json' | 'multipart/form-data';
  schema: JsonSchema;
}

export interface OperationResponse {
  /** The JSON body's schema; undefined when the response has no JSON body. */
  schema: JsonSchema | undefined;
  /** The answer's content type: JSON, a CSV file (the exports), an archive, an event stream, or none (no body). */
  contentType: 'application/json' | 'text/csv' | 'application/gzip' | 'text/event-stream' | undefined;
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The document's path template, e.g. `/collections/{id}`. */
  path: string;
  /** False for `security: []` operations. */
  requiresAuth: boolean;
  /** The roles that may call a protected operation (`x-roles`); empty for a public one. */
  roles: readonly string[];
  /**
   * The roles that may call it only while a switch of the shop policy is on (`x-role-policies`): role -> the
   * switch (a boolean of `ShopPolicy`).
   */
  rolePolicies: ReadonlyMap<string, string>;
  /** What the operation does, in a few words (`summary`). */
  summary: string;
  parameters: OperationParameter[];
  body: OperationBody | undefined;
  responses: Map<string, OperationResponse>;
}

export interface OpenApiDocument {
  raw: { [key: string]: unknown };
  basePath: string;
  schemas: { [name: string]: JsonSchema };
  /** How many decimals numbers of a schema may have (`components.x-decimal-places`). */
  decimalPlaces: Map<string, number>;
  operations: OperationSpec[];
}

function isRecord(value: unknown): value is { [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown, where: string): { [key: string]: unknown } {
  if (!isRecord(value)) throw new Error(`OpenAPI document: ${where} must be an object`);
  return value;
}

function schemaOf(value: unknown, where: string): JsonSchema {
  if (typeof value === 'boolean') return value;
  return record(value, where);
}

/** Follows a local `$ref` (`#/components/...`) to the object it names. */
function deref(raw: { [key: string]: unknown }, value: unknown, where: string): { [key: string]: unknown } {
  const node = record(value, where);
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  if (!ref.startsWith('#/')) throw new Error(`OpenAPI document: only local $refs are supported (${ref})`);
  let target: unknown = raw;
  for (const segment of ref.slice(2).split('/')) {
    target = record(target, ref)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return deref(raw, target, ref);
}

function parseParameter(raw: { [key: string]: unknown }, value: unknown, where: string): OperationParameter {
  const node = deref(raw, value, where);
  const name = node.name;
  const location = node.in;
  if (typeof name !== 'string') throw new Error(`OpenAPI document: ${where} has a parameter without a name`);
  if (location !== 'path' && location !== 'query' && location !== 'header') {
    throw new Error(
      `OpenAPI document: ${where} parameter ${name} is in ${String(location)}, which is not supported`,
    );
  }
  const schema = withReferencedDefault(raw, schemaOf(node.schema, `${where} ${name}`), `${where} ${name}`);
  const isArray = typeof schema === 'object' && schema.type === 'array';
  if (isArray && (location !== 'query' || node.style !== 'form' || node.explode !== false)) {
    throw new Error(
      `OpenAPI document: ${where} parameter ${name} is a list, so it is a query one, comma-separated`,
    );
  }
  return { name, in: location, required: node.required === true, schema, commaList: isArray };
}

/**
 * A parameter's schema that is a `$ref` carries the referenced schema's `default` beside it: the validator fills
 * in only defaults it finds in place, and the SDK tells clients the parameter is filled in either way.
 */
function withReferencedDefault(
  raw: { [key: string]: unknown },
  schema: JsonSchema,
  where: string,
): JsonSchema {
  if (typeof schema === 'boolean' || typeof schema.$ref !== 'string' || schema.default !== undefined)
    return schema;
  const target = deref(raw, schema, where);
  return target.default === undefined ? schema : { ...schema, default: target.default };
}

function parseOperation(
  raw: { [key: string]: unknown },
  path: string,
  method: HttpMethod,
  node: { [key: string]: unknown },
  shared: unknown[],
  defaultSecured: boolean,
): OperationSpec {
  const where = `${method.toUpperCase()} ${path}`;
  const operationId = node.operationId;
  if (typeof operationId !== 'string') throw new Error(`OpenAPI document: ${where} has no operationId`);
  const own = Array.isArray(node.parameters) ? node.parameters : [];
  const parameters = [...shared, ...own].map((p) => parseParameter(raw, p, where));

  let body: OperationBody | undefined;
  if (node.requestBody !== undefined) {
    const content = record(deref(raw, node.requestBody, where).content, `${where} requestBody.content`);
    const [contentType, ...others] = Object.keys(content);
    if (others.length > 0 || (contentType !== 'application/json' && contentType !== 'multipart/form-data')) {
      throw new Error(`OpenAPI document: ${where} must take exactly one of JSON or multipart bodies`);
    }
    body = { contentType, schema: schemaOf(record(content[contentType], where).schema, `${where} body`) };
  }

  const responses = new Map<string, OperationResponse>();
  for (const [status, value] of Object.entries(record(node.responses, `${where} responses`))) {
    const response = deref(raw, value, `${where} ${status}`);
    const content = response.content;
    const json = isRecord(content) ? content['application/json'] : undefined;
    const csv = isRecord(content) ? content['text/csv'] : undefined;
    const gzip = isRecord(content) ? content['application/gzip'] : undefined;
    const stream = isRecord(content) ? content['text/event-stream'] : undefined;
    responses.set(status, {
      schema: isRecord(json) ? schemaOf(json.schema, `${where} ${status}`) : undefined,
      contentType: isRecord(json)
        ? 'application/json'
        : isRecord(csv)
          ? 'text/csv'
          : isRecord(gzip)
            ? 'application/gzip'
            : isRecord(stream)
              ? 'text/event-stream'
              : undefined,
    });
  }

  const security = node.security;
  const requiresAuth = Array.isArray(security) ? security.length > 0 : defaultSecured;
  const roles = node['x-roles'] ?? [];
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) {
    throw new Error(`OpenAPI document: ${where} x-roles must be a list of roles`);
  }
  if (requiresAuth !== roles.length > 0) {
    throw new Error(`OpenAPI document: ${where} must name its x-roles exactly when it needs a sign-in`);
  }
  const rolePolicies = new Map<string, string>();
  const policies = node['x-role-policies'];
  for (const [role, name] of Object.entries(policies === undefined ? {} : record(policies, where))) {
    if (!roles.includes(role) || typeof name !== 'string') {
      throw new Error(
        `OpenAPI document: ${where} x-role-policies must name a switch for roles of its x-roles`,
      );
    }
    rolePolicies.set(role, name);
  }
  const summary = typeof node.summary === 'string' ? node.summary : operationId;
  return {
    operationId,
    method,
    path,
    requiresAuth,
    roles,
    rolePolicies,
    summary,
    parameters,
    body,
    responses,
  };
}

export function parseOpenApiDocument(value: unknown): OpenApiDocument {
  const raw = record(value, 'the document');
  const components = record(raw.components, 'components');
  const schemas: { [name: string]: JsonSchema } = {};
  for (const [name, schema] of Object.entries(record(components.schemas, 'components.schemas'))) {
    schemas[name] = schemaOf(schema, `components.schemas.${name}`);
  }
  const decimalPlaces = new Map<string, number>();
  const places = components['x-decimal-places'];
  for (const [name, value] of Object.entries(
    places === undefined ? {} : record(places, 'x-decimal-places'),
  )) {
    if (typeof value !== 'number' || !Number.isInteger(value) || schemas[name] === undefined) {
      throw new Error(`OpenAPI document: x-decimal-places.${name} must be a whole number for a schema`);
    }
    decimalPlaces.set(name, value);
  }
  const servers = Array.isArray(raw.servers) ? raw.servers : [];
  const firstServer = servers[0];
  const basePath = isRecord(firstServer) && typeof firstServer.url === 'string' ? firstServer.url : '';
  const defaultSecured = Array.isArray(raw.security) && raw.security.length > 0;

  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(record(raw.paths, 'paths'))) {
    const pathItem = record(item, path);
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (operation === undefined) continue;
      operations.push(parseOperation(raw, path, method, record(operation, path), shared, defaultSecured));
    }
  }
  return { raw, basePath, schemas, decimalPlaces, operations };
}

let cached: OpenApiDocument | undefined;

/** The bundled document of @shop/api-spec (what the SDK is generated from), parsed once. */
export function loadOpenApiDocument(): OpenApiDocument {
  if (cached === undefined) {
    const file = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
    cached = parseOpenApiDocument(JSON.parse(readFileSync(file, 'utf8')));
  }
  return cached;
}

/** The raw bytes of the bundled document, served at /api/openapi.json. */
export function openApiDocumentText(): string {
  return readFileSync(createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json'), 'utf8');
}
