import { getConnInfo } from '@hono/node-server/conninfo';
import {
  importLimits,
  operationScopes,
  type PolicySwitch,
  READ_AFTER_HEADER,
  type Schema,
  SHOP_CLIENT_HEADER,
  SHOP_CLIENT_VALUE,
  staleReads,
  WRITE_POSITION_HEADER,
} from '@shop/sdk';
import type { ValidateFunction } from 'ajv';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { sessionCookieName } from '../auth/session-cookie.js';
import { ArchiveDownload } from '../backup/archive-download.js';
import { forbidden, HttpError } from '../core/http-error.js';
import { preferredLanguage } from '../core/language.js';
import { type Message, translate } from '../core/messages.js';
import type { OperationId } from '../core/operation-types.js';
import type { ApiTokenPrincipal, Session } from '../core/session.js';
import { fileTooLarge, sizeInWords } from '../core/size-messages.js';
import { CsvDownload } from '../csv/csv-download.js';
import { asActor } from '../data/changes.js';
import { RenderedJson } from '../data/rendered-json.js';
import { isPolicySwitch, policySwitchIsOn } from '../data/shop-policy.js';
import type { JsonSchema, OpenApiDocument, OperationSpec } from '../document/openapi-document.js';
import { requestValidators, type SchemaValidator, toFieldErrors } from '../document/schema-validation.js';
import { EventStream } from '../events/event-stream.js';
import type { AppDeps } from '../handlers/app-deps.js';
import type { Handler, HandlerInput, Handlers, Reply } from '../handlers/handler-types.js';
import { noTokenRefusal, policyRefusal, refusal, scopeRefusal } from '../handlers/refusals.js';
import type { SharedAnswers } from '../http/answer-invalidation.js';
import { clientAddressOf, type TrustedProxies } from '../http/client-address.js';
import { cachedAnswer, jsonAnswer } from '../http/json-answers.js';
import { nameEmployee, nameRoute } from '../http/request-tracking.js';
import { MAX_IMAGE_BYTES } from '../media/media-store.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MULTIPART_BODY_LIMIT = 12 * 1024 * 1024;
/** The public sign-in calls (`security: []`) need only an email, a password, a token: 8 KB is plenty. */
export const PUBLIC_BODY_LIMIT = 8 * 1024;
/** An import's body: its file (the document's `x-import-limits`) and room for the form's framing and fields. */
export const IMPORT_BODY_LIMIT = importLimits.fileBytes + 64 * 1024;
/** Registering takes a picture too: one image, plus the public calls' 8 KB for the rest. */
export const PUBLIC_FORM_BODY_LIMIT = MAX_IMAGE_BYTES + PUBLIC_BODY_LIMIT;
/** How deep arrays and objects may nest in a JSON body (the deepest body of the document is 3 levels). */
export const MAX_JSON_DEPTH = 32;

export interface OperationRouterDeps {
  /**
   * Resolves a bearer token (a session's, or an API token's), or else a session cookie's token, to its session, or
   * throws a 401 (a 429 for an API token past its rate); `clientAddress` is where it was last used from.
   */
  authenticate(
    authorization: string | undefined,
    clientAddress: string,
    sessionCookie: string | undefined,
  ): Promise<Session>;
  /** Whether the request came over https (request-scheme.ts): which session cookie it carries. */
  secure(c: Context): boolean;
  /** Checks an uploaded file (type read from its bytes, size); throws a 400 or 413 naming the field. */
  checkUpload(field: string, file: Blob): Promise<void>;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES); none when undefined. */
  trustedProxies: TrustedProxies | undefined;
  /** Kept answers of list reads, told of every write (answer-cache.ts); none when undefined. */
  answers?: SharedAnswers;
  /** Told once a write has finished, committed or not (the event streams read the outbox then). */
  wrote?: () => void;
}

/** Hono path for a document path: `/collections/{id}` -> `/api/collections/:id`. */
export function toRoutePath(basePath: string, path: string): string {
  return basePath + path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function objectSchema(parameters: OperationSpec['parameters']): JsonSchema {
  const properties: { [name: string]: JsonSchema } = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    properties[parameter.name] = parameter.schema;
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

function validate<T>(check: ValidateFunction<T>, data: unknown): T {
  if (check(data)) return data;
  const { message, fields } = toFieldErrors(check.errors);
  throw new HttpError(400, message, fields);
}

function componentName(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || !('$ref' in schema)) return undefined;
  const ref = schema.$ref;
  return typeof ref === 'string' ? ref.split('/').at(-1) : undefined;
}

interface BodyFields {
  /** The declared `type` of each property, following one $ref. */
  types: Map<string, unknown>;
  /** The properties that are files (`format: binary`). */
  uploads: Set<string>;
  /** Of them, the images (the `Image` schema), which are checked before the handler runs. */
  images: Set<string>;
  /** Of them, CSV files (the `CsvFile` schema), which their handler reads. */
  csvFiles: Set<string>;
}

function bodyFields(doc: OpenApiDocument, body: JsonSchema | undefined): BodyFields {
  const fields: BodyFields = { types: new Map(), uploads: new Set(), images: new Set(), csvFiles: new Set() };
  const name = componentName(body);
  const resolved = name === undefined ? body : doc.schemas[name];
  if (typeof resolved !== 'object') return fields;
  const properties = resolved.properties;
  if (typeof properties !== 'object' || properties === null) return fields;
  for (const [key, value] of Object.entries(properties)) {
    const ref = componentName(value);
    const target: unknown = ref === undefined ? value : doc.schemas[ref];
    if (typeof target !== 'object' || target === null) continue;
    fields.types.set(key, 'type' in target ? target.type : undefined);
    if ('format' in target && target.format === 'binary') {
      fields.uploads.add(key);
      if (ref === 'CsvFile') fields.csvFiles.add(key);
      else fields.images.add(key);
    }
  }
  return fields;
}

/** A body's bytes as text; invalid UTF-8 is a 400, rather than text silently changed to U+FFFD. */
function utf8Text(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(
      400,
      /*i18n*/ { id: 'request.bodyNotUtf8', message: 'The request body is not valid UTF-8 text.' },
    );
  }
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`: counted on the text, outside strings, before
 * anything is parsed (a body of 10,000 `[` costs a parse and a validation otherwise).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new HttpError(
      400,
      /*i18n*/ {
        id: 'request.sendJson',
        message: 'Send the request body as JSON (Content-Type: application/json).',
      },
    );
  }
  const text = utf8Text(await c.req.arrayBuffer());
  if (text.trim() === '') {
    throw new HttpError(
      400,
      /*i18n*/ { id: 'request.bodyEmpty', message: 'The request body is empty; send a JSON object.' },
    );
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(
      400,
      /*i18n*/ {
        id: 'request.nestedTooDeep',
        message: 'The request body nests arrays and objects more than {depth} levels deep.',
        values: { depth: MAX_JSON_DEPTH },
      },
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      /*i18n*/ { id: 'request.bodyNotJson', message: 'The request body is not valid JSON.' },
    );
  }
}

/**
 * Refuses form text that was not valid UTF-8: the form parser turns such bytes into U+FFFD, so a value holding
 * U+FFFD must appear in the body as sent (in multipart, its UTF-8 bytes; URL-encoded, its escapes decode).
 */
function refuseMangledFormText(bytes: ArrayBuffer, type: string, values: Iterable<unknown>): void {
  const refuse = () =>
    new HttpError(
      400,
      /*i18n*/ { id: 'request.formNotUtf8', message: 'The form data is not valid UTF-8 text.' },
    );
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    for (const piece of utf8Text(bytes).split(/[&=]/)) {
      try {
        decodeURIComponent(piece.replace(/\+/g, ' '));
      } catch {
        throw refuse();
      }
    }
    return;
  }
  const body = Buffer.from(bytes);
  for (const value of values) {
    if (typeof value === 'string' && value.includes('\uFFFD') && !body.includes(Buffer.from(value)))
      throw refuse();
  }
}

/**
 * Refuses a query whose %-escapes are not UTF-8 (`%ED%A0%80`, half a surrogate pair): they would be read as U+FFFD
 * and searched for, rather than refused like a body that is not UTF-8.
 */
function refuseMangledQuery(url: string): void {
  const start = url.indexOf('?');
  if (start === -1 || !url.includes('%', start)) return;
  for (const piece of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(piece.replace(/\+/g, ' '));
    } catch {
      throw new HttpError(
        400,
        /*i18n*/ { id: 'request.queryNotUtf8', message: 'The query is not valid UTF-8 text.' },
      );
    }
  }
}

async function readForm(c: Context, fields: BodyFields): Promise<{ [name: string]: unknown }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new HttpError(
      400,
      /*i18n*/ {
        id: 'request.sendForm',
        message: 'Send the request body as form data (Content-Type: multipart/form-data).',
      },
    );
  }
  const bytes = await c.req.arrayBuffer();
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(
      400,
      /*i18n*/ { id: 'request.formUnreadable', message: 'The form data could not be read.' },
    );
  }
  refuseMangledFormText(bytes, type, form.values());
  // Maps, not plain objects: a part named `__proto__` must stay a field (refused as unknown), never a prototype.
  const values = new Map<string, unknown>();
  const repeated = new Map<string, Message>();
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    if (all.length > 1) {
      repeated.set(name, SEND_ONE_VALUE);
      continue;
    }
    const value = all[0];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      // An empty text input means "not given" for non-text fields (a browser sends '' for an empty number).
      if (value === '' && (fields.types.get(name) !== 'string' || fields.uploads.has(name))) continue;
      values.set(name, value);
    } else {
      // A file input left empty arrives as a nameless, empty file.
      if (value.size === 0 && value.name === '') continue;
      values.set(name, value);
    }
  }
  if (repeated.size > 0) throw repeatedValues(repeated);
  return Object.fromEntries(values);
}

/** The field message of a parameter or form field sent more than once. */
const SEND_ONE_VALUE: Message = /*i18n*/ { id: 'request.sendOneValue', message: 'Send one value' };

/** A 400 for parameters or form fields sent more than once (a Map: a field named `__proto__` is a field too). */
function repeatedValues(repeated: Map<string, Message>): HttpError {
  return new HttpError(
    400,
    /*i18n*/ {
      id: 'request.repeatedValues',
      message: 'Please check {names}: send one value',
      values: { names: [...repeated.keys()].join(', ') },
    },
    Object.fromEntries(repeated),
  );
}

function toResponse(
  status: number,
  body: unknown,
  acceptEncoding: string | undefined,
  headers?: { [name: string]: string },
): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return jsonAnswer(status, jsonText(body), acceptEncoding, headers);
}

function jsonText(body: unknown): string {
  return body instanceof RenderedJson ? body.text : JSON.stringify(body);
}

/** `/api/items?q=tea` of `http://host/api/items?q=tea`: what names a read, whatever the Host header said. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('://') + 3));
}

/** The client's address: the peer's, or with a trusted proxy in front, the one its X-Forwarded-For names. */
function clientAddress(c: Context, trusted: TrustedProxies | undefined): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  return clientAddressOf(peer, c.req.header('x-forwarded-for'), trusted);
}

/**
 * Refuses an API token the operation's scopes (`x-scopes`): none at all when the list is empty (staff, passwords,
 * tokens), else `403 {message, missingScope}` naming the first scope the token lacks.
 */
function refuseMissingScope(
  spec: OperationSpec,
  scopes: readonly Schema<'ApiScope'>[],
  token: ApiTokenPrincipal,
): void {
  if (scopes.length === 0) throw forbidden(noTokenRefusal(spec));
  const missing = scopes.find((scope) => !token.scopes.includes(scope));
  if (missing === undefined) return;
  throw new HttpError(403, scopeRefusal(spec, missing), undefined, undefined, { missingScope: missing });
}

function bindOperation<K extends OperationId>(
  id: K,
  handlers: Handlers,
  spec: OperationSpec,
  doc: OpenApiDocument,
  validators: { text: SchemaValidator; json: SchemaValidator },
  deps: OperationRouterDeps,
  appDeps: AppDeps,
) {
  const handler: Handler<K> = handlers[id];
  const statuses: ReadonlySet<number> = new Set([...spec.responses.keys()].map(Number));
  const queryParameters = spec.parameters.filter((p) => p.in === 'query');
  const headerParameters = spec.parameters.filter((p) => p.in === 'header');
  const body = spec.body;
  const fields = bodyFields(doc, body?.schema);
  const writes = spec.method !== 'get' || Object.hasOwn(staleReads, id);
  const scopes: readonly Schema<'ApiScope'>[] = operationScopes[id];
  const policySwitches = new Map<string, PolicySwitch>();
  for (const [role, name] of spec.rolePolicies) {
    if (!isPolicySwitch(name))
      throw new Error(`${id} x-role-policies: ${name} is no switch of the shop policy`);
    policySwitches.set(role, name);
  }
  // Compiled on the operation's first call rather than at start: compiling all of them took about a third of
  // the server's start (the cold-start benchmark), and most operations are not called soon after it.
  let checks:
    | {
        path: ValidateFunction<HandlerInput<K>['params']>;
        query: ValidateFunction<HandlerInput<K>['query']>;
        header: ValidateFunction<HandlerInput<K>['header']>;
        body: ValidateFunction<HandlerInput<K>['body']>;
      }
    | undefined;
  const compileChecks = () => ({
    path: validators.text.compile<HandlerInput<K>['params']>(
      objectSchema(spec.parameters.filter((p) => p.in === 'path')),
    ),
    query: validators.text.compile<HandlerInput<K>['query']>(objectSchema(queryParameters)),
    // Other headers than the document's are the client's business: only the declared ones are read.
    header: validators.text.compile<HandlerInput<K>['header']>(objectSchema(headerParameters)),
    // An operation without a body gets `undefined`, which the `true` schema accepts.
    body: (body?.contentType === 'application/json' ? validators.json : validators.text).compile<
      HandlerInput<K>['body']
    >(body?.schema ?? true),
  });

  return async (c: Context): Promise<Response> => {
    checks ??= compileChecks();
    const { path: pathCheck, query: queryCheck, header: headerCheck, body: bodyCheck } = checks;
    nameRoute(c, id);
    const language = preferredLanguage(c.req.header('accept-language'));
    const address = clientAddress(c, deps.trustedProxies);
    const secure = deps.secure(c);
    const authorization = c.req.header('authorization');
    // A tool's Authorization wins over a cookie the same client may hold.
    const cookie = authorization === undefined ? getCookie(c, sessionCookieName(secure)) : undefined;
    const session = spec.requiresAuth ? await deps.authenticate(authorization, address, cookie) : undefined;
    if (session !== undefined) nameEmployee(c, session.employeeId);
    // Who may do this is checked before anything about the request is: the role, then the shop policy's switch
    // the role needs for it (x-role-policies), as it is now, then what an API token may do (x-scopes).
    if (session !== undefined && !spec.roles.includes(session.level)) throw forbidden(refusal(spec));
    const needs = session === undefined ? undefined : policySwitches.get(session.level);
    if (needs !== undefined && !(await policySwitchIsOn(appDeps.db, needs)))
      throw forbidden(policyRefusal(spec));
    if (session?.apiToken !== undefined) refuseMissingScope(spec, scopes, session.apiToken);
    // A read asked before is answered as it was, unless a write has made it stale since (answer-cache.ts).
    const answers = deps.answers;
    let keeping: { key: string; generation: string } | undefined;
    if (answers !== undefined && session !== undefined && answers.cache.keeps(id)) {
      const key = answers.cache.keyOf(id, session.level, pathAndQuery(c.req.url));
      // A client that saw a write this process has not heard of yet gets the database's rows.
      const kept = answers.heardUpTo(c.req.header(READ_AFTER_HEADER)) ? answers.cache.get(key) : undefined;
      if (kept !== undefined) return cachedAnswer(answers.cache, kept, c.req.header('accept-encoding'));
      keeping = { key, generation: answers.cache.generation(id) };
    }
    const params = validate(pathCheck, { ...c.req.param() });

    refuseMangledQuery(c.req.url);
    const rawQuery: { [name: string]: string | string[] } = {};
    const repeated = new Map<string, Message>();
    for (const parameter of queryParameters) {
      const values = c.req.queries(parameter.name);
      if (values === undefined) continue;
      if (values.length > 1) repeated.set(parameter.name, SEND_ONE_VALUE);
      else if (values[0] !== undefined)
        rawQuery[parameter.name] = parameter.commaList ? values[0].split(',') : values[0];
    }
    if (repeated.size > 0) throw repeatedValues(repeated);
    const query = validate(queryCheck, rawQuery);
    const rawHeaders: { [name: string]: string } = {};
    for (const parameter of headerParameters) {
      const value = c.req.header(parameter.name);
      if (value !== undefined) rawHeaders[parameter.name] = value;
    }
    const header = validate(headerCheck, rawHeaders);

    let requestBody: unknown;
    if (body?.contentType === 'application/json') {
      requestBody = await readJson(c);
    } else if (body?.contentType === 'multipart/form-data') {
      requestBody = await readForm(c, fields);
    }
    const validBody = validate(bodyCheck, requestBody);
    if (typeof validBody === 'object' && validBody !== null) {
      for (const [field, value] of Object.entries(validBody)) {
        if (fields.images.has(field) && value instanceof Blob) await deps.checkUpload(field, value);
      }
    }
    const input: HandlerInput<K> = {
      operationId: id,
      statuses,
      params,
      query,
      header,
      body: validBody,
      session,
      clientAddress: address,
      secure,
      fromShopClient: c.req.header(SHOP_CLIENT_HEADER) === SHOP_CLIENT_VALUE,
      userAgent: c.req.header('user-agent'),
      language,
    };
    // Every change the handler writes is recorded as this request's (data/changes.ts).
    let reply: Reply<K>;
    let position: string | undefined;
    try {
      reply = await asActor(
        {
          operation: id,
          clientAddress: address,
          ...(session === undefined ? {} : { employeeId: session.employeeId, role: session.level }),
          ...(session?.apiToken === undefined ? {} : { apiTokenId: session.apiToken.id }),
        },
        () => handler(input, appDeps),
      );
    } finally {
      // Committed or not (a failure may come after a commit): the reads it may have changed are stale. A read the
      // document says changes something (an export, logged) is a write too.
      if (writes && answers !== undefined) position = await answers.wrote(id);
      if (writes) deps.wrote?.();
    }
    const replyHeaders = 'headers' in reply && isStringRecord(reply.headers) ? reply.headers : undefined;
    const headers =
      position === undefined ? replyHeaders : { ...replyHeaders, [WRITE_POSITION_HEADER]: position };
    if (reply.body instanceof ArchiveDownload) {
      return reply.body.response(Number(reply.status), headers, (error) =>
        appDeps.log.error(`${id}: the archive stopped half-way`, error),
      );
    }
    if (reply.body instanceof EventStream) return reply.body.response(Number(reply.status), headers);
    if (reply.body instanceof CsvDownload) {
      return reply.body.response(Number(reply.status), headers, (error) =>
        appDeps.log.error(`${id}: the file stopped half-way`, error),
      );
    }
    if (keeping !== undefined && answers !== undefined && reply.status === 200 && reply.body !== undefined) {
      const kept = answers.cache.keep(
        keeping.key,
        id,
        keeping.generation,
        Buffer.from(jsonText(reply.body)),
        headers ?? {},
      );
      if (kept !== undefined) return cachedAnswer(answers.cache, kept, c.req.header('accept-encoding'));
    }
    return toResponse(Number(reply.status), reply.body, c.req.header('accept-encoding'), headers);
  };
}

function isStringRecord(value: unknown): value is { [name: string]: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

function isOperationId(handlers: Handlers, id: string): id is OperationId {
  return Object.hasOwn(handlers, id);
}

/**
 * How large an operation's body may be: small for the public sign-in calls, room for images elsewhere, an import's
 * file where the body takes a CSV file.
 */
export function bodyLimitOf(spec: OperationSpec, doc: OpenApiDocument): number {
  const form = spec.body?.contentType === 'multipart/form-data';
  if (!spec.requiresAuth) return form ? PUBLIC_FORM_BODY_LIMIT : PUBLIC_BODY_LIMIT;
  if (form && bodyFields(doc, spec.body?.schema).csvFiles.size > 0) return IMPORT_BODY_LIMIT;
  return form ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * Registers one route for each operation of the document: authentication, validation of path, query and body
 * against the document's schemas, then the operation's handler. Answers the registered operations.
 */
export function registerOperations(
  app: Hono,
  doc: OpenApiDocument,
  handlers: Handlers,
  deps: OperationRouterDeps,
  appDeps: AppDeps,
): OperationSpec[] {
  const validators = requestValidators(doc);
  // Fixed segments before parameters, so `/collections/getCollections` is never taken for `/collections/{id}`.
  const ordered = [...doc.operations].sort(
    (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
  );
  for (const spec of ordered) {
    const id = spec.operationId;
    if (!isOperationId(handlers, id)) throw new Error(`No handler for operation ${id}`);
    const route = bindOperation(id, handlers, spec, doc, validators, deps, appDeps);
    const path = toRoutePath(doc.basePath, spec.path);
    // An operation without a body never reads one, so it needs no limit: checking would open the request's
    // body stream on every read, a measurable share of a list call's time.
    if (spec.body === undefined) {
      app.on(spec.method.toUpperCase(), path, route);
      continue;
    }
    const limit = bodyLimitOf(spec, doc);
    const tooLarge =
      limit === IMPORT_BODY_LIMIT
        ? fileTooLarge()
        : /*i18n*/ {
            id: 'request.bodyTooLarge',
            message: 'The request body is too large (at most {size}).',
            values: { size: sizeInWords(limit) },
          };
    app.on(
      spec.method.toUpperCase(),
      path,
      bodyLimit({
        maxSize: limit,
        // Answered before the rest of the body is read; the connection then closes, so say so: a client that
        // kept it for its next request would see that request fail.
        onError: (c) => {
          nameRoute(c, id);
          const language = preferredLanguage(c.req.header('accept-language'));
          return c.json({ message: translate(tooLarge, language) }, 413, {
            Connection: 'close',
          });
        },
      }),
      route,
    );
  }
  return ordered;
}
