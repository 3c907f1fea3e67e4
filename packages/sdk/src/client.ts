import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/api.js';
import { idempotentOperations, unauthorizedReasonValues } from './generated/contract.js';
import type { Schema } from './schema-types.js';

/** The typed shop API client: an openapi-fetch client over the generated `paths`. */
export type ShopClient = Client<paths>;

/** The JSON body of every error response. */
export type ShopErrorBody = components['schemas']['Error'];

/**
 * Who changed a record since it was read, and when: what a `412` answer says beside its message (`changedBy`,
 * `changedAt`; null when the change log does not know), for a screen to word in its own language and clock.
 */
export type RecordChangedSince = Pick<
  paths['/controlItems/manageItem/{id}']['patch']['responses'][412]['content']['application/json'],
  'changedBy' | 'changedAt'
>;

/** Options of {@link createShopClient}. */
export interface ShopClientOptions {
  /** Where the API lives, e.g. `/api` or `https://shop.example.com/api`. */
  baseUrl: string;
  /**
   * An API token (`shop_pat_…`) a tool calls with, made by an owner (`createApiToken`); a client that signs a
   * person in uses {@link ShopClientOptions.getToken} instead.
   */
  token?: string;
  /** Returns the current bearer token, or nothing when signed out (ignored when `token` is given). */
  getToken?: () => string | null | undefined;
  /**
   * A page served from the shop's own origin (the admin, another same-origin tool) keeps the person's session in the
   * server's `HttpOnly` cookie instead of a token: every call then sends {@link SHOP_CLIENT_HEADER} (the sign-in
   * calls set the cookie rather than answer a token; changes need it) and the browser's cookies (`same-origin`).
   */
  cookieSession?: boolean;
  /**
   * Called when a request that carried a token is answered 401 (the session is gone); with `cookieSession`, when any
   * request is.
   */
  onUnauthorized?: (response: Response) => void;
  /**
   * Returns the language the person reads, sent as `Accept-Language` on every call so that the server's messages
   * (errors, field messages, mails) come in it; asked before each call, since the person may switch while signed
   * in. Nothing is sent when it returns nothing.
   */
  language?: () => Schema<'Language'> | null | undefined;
  /** A fetch implementation (defaults to the global one). */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * Creates the one client every caller shares: base URL, bearer token (a person's session, or a tool's API token),
 * 401 handling and the person's language as middleware.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    // The document's lists in a query are one parameter, comma-separated (`style: form, explode: false`).
    querySerializer: { array: { style: 'form', explode: false } },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.cookieSession ? { credentials: 'same-origin' } : {}),
  });
  const { token } = options;
  client.use(authMiddleware(token === undefined ? options : { ...options, getToken: () => token }));
  client.use(readYourWritesMiddleware());
  client.use(idempotencyKeyMiddleware());
  const { language } = options;
  if (language !== undefined) client.use(languageMiddleware(language));
  return client;
}

/**
 * The answer header of a write on a server with several processes: the write's position in the order every
 * process hears of writes (decimal digits).
 */
export const WRITE_POSITION_HEADER = 'Shop-Write-Position';

/**
 * The request header that asks for a read to see every write up to a position: a process that has not heard of
 * them all answers from the database rather than from its kept answers.
 */
export const READ_AFTER_HEADER = 'Shop-Read-After';

/**
 * Remembers the highest write position the server has answered and sends it with every later request, so that a
 * read after a write never answers from before it, whichever of the server's processes answers it.
 */
export function readYourWritesMiddleware(): Middleware {
  let highest: bigint | undefined;
  return {
    onRequest({ request }) {
      if (highest !== undefined) request.headers.set(READ_AFTER_HEADER, highest.toString());
      return request;
    },
    onResponse({ response }) {
      const position = response.headers.get(WRITE_POSITION_HEADER);
      if (position !== null && /^\d{1,19}$/.test(position)) {
        const seen = BigInt(position);
        if (highest === undefined || seen > highest) highest = seen;
      }
      // The answer itself is left as it is.
      return undefined;
    },
  };
}

/** The request header that makes a write happen once however often it is sent (`createOrder`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const idempotentCalls = new Set(
  Object.values(idempotentOperations).map((operation) => `${operation.method} ${operation.path}`),
);

/** A new random key: a UUID (v4), also where `crypto.randomUUID` is missing (a page served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Gives every call of an operation that takes an `Idempotency-Key` (the document's `idempotentOperations`) a new
 * key, unless the call sends its own: a tool that retries a call sends that call's key again (see
 * docs/using-the-sdk.md), so the server does it once.
 */
export function idempotencyKeyMiddleware(): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (
        idempotentCalls.has(`${request.method} ${schemaPath}`) &&
        !request.headers.has(IDEMPOTENCY_KEY_HEADER)
      ) {
        request.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
      }
      return request;
    },
  };
}

/** Sends the chosen language as `Accept-Language`, unless the call names one itself. */
function languageMiddleware(language: () => Schema<'Language'> | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const chosen = language();
      if (chosen && !request.headers.has('Accept-Language')) request.headers.set('Accept-Language', chosen);
      return request;
    },
  };
}

/**
 * The request header of the admin app and other pages of the shop's own origin: the sign-in calls then keep the
 * session in an `HttpOnly` cookie, and the server takes a change made with that cookie only when it carries it.
 */
export const SHOP_CLIENT_HEADER = 'X-Shop-Client';

/**
 * The value of {@link SHOP_CLIENT_HEADER} (the document's Browser sessions): the client that keeps its session in a
 * cookie. Any operation takes the header, so the document lists it on none (a tool would need `params` for it).
 */
export const SHOP_CLIENT_VALUE = 'admin';

/**
 * Middleware that sends the bearer token (or, with `cookieSession`, the shop client header) and reports a 401 on an
 * authenticated request.
 */
export function authMiddleware(
  options: Pick<ShopClientOptions, 'getToken' | 'onUnauthorized' | 'cookieSession'>,
): Middleware {
  return {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (options.cookieSession) request.headers.set(SHOP_CLIENT_HEADER, SHOP_CLIENT_VALUE);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && (options.cookieSession || request.headers.has('Authorization')))
        options.onUnauthorized?.(response);
      return response;
    },
  };
}

/**
 * Why a `401` is more than a missing, unknown or expired session: its body's `reason` (`accessEnded`: an owner
 * deactivated the employee), or undefined. Call it at once in `onUnauthorized`: it reads a copy of the body, which
 * must be taken before the caller reads the answer.
 */
export async function unauthorizedReason(
  response: Response,
): Promise<Schema<'UnauthorizedReason'> | undefined> {
  if (response.status !== 401) return undefined;
  const copy = response.clone();
  let body: unknown;
  try {
    body = await copy.json();
  } catch {
    // Not JSON (a proxy's page): no reason to tell.
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('reason' in body)) return undefined;
  const { reason } = body;
  return unauthorizedReasonValues.find((known) => known === reason);
}

/** An API call that failed: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ShopApiError extends Error {
  override readonly name = 'ShopApiError';
  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    message: string,
    /** A message for each request field at fault. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** On a 412: who changed the record since it was read, and when. */
    readonly changedSince?: RecordChangedSince,
  ) {
    super(message);
  }
}

type FetchResult<Data> = { data?: Data; error?: unknown; response: Response };

/** Awaits an openapi-fetch call and returns its data, or throws a {@link ShopApiError}. */
export async function unwrap<Data>(call: Promise<FetchResult<Data>>): Promise<Data> {
  let result: FetchResult<Data>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ShopApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const { data, error, response } = result;
  if (!response.ok) {
    const body = isErrorBody(error) ? error : undefined;
    throw new ShopApiError(
      response.status,
      body?.message ?? `The server answered ${response.status} ${response.statusText}`.trim(),
      body?.fields,
      response.status === 412 ? changedSinceOf(error) : undefined,
    );
  }
  return data as Data;
}

/** A 412 body's `changedBy` and `changedAt`, when it has them in their documented shape. */
function changedSinceOf(body: unknown): RecordChangedSince | undefined {
  if (typeof body !== 'object' || body === null || !('changedBy' in body) || !('changedAt' in body)) return;
  const { changedBy, changedAt } = body;
  if (changedAt !== null && typeof changedAt !== 'string') return;
  if (changedBy === null) return { changedBy, changedAt };
  if (typeof changedBy !== 'object' || !('_id' in changedBy) || !('name' in changedBy)) return;
  const { _id, name } = changedBy;
  return typeof _id === 'string' && typeof name === 'string'
    ? { changedBy: { _id, name }, changedAt }
    : undefined;
}

function isErrorBody(value: unknown): value is ShopErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * Serializes a multipart body: Blobs as files, booleans and numbers as strings, `undefined` and `null` left out.
 * Pass it as `bodySerializer` for the operations whose body is `multipart/form-data`.
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}
