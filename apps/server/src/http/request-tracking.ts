import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** One answered request, as the request log and the metrics see it. Never a path, a token or a body. */
export interface AnsweredRequest {
  requestId: string;
  method: string;
  /**
   * What was asked for, by name: the API operation's id (`listItems`), or `media`, `admin`, `docs`, `health`,
   * `metrics`, `not-found`. Paths are never logged: some carry invite and reset tokens (`/register/<token>`).
   */
  route: string;
  status: number;
  ms: number;
  /** The signed-in employee's id, when the request carried a valid session. */
  employee?: string;
}

interface RequestFacts {
  requestId?: string;
  route: string;
  employee?: string;
}

const factsOf = new WeakMap<Request, RequestFacts>();

function facts(c: Context): RequestFacts {
  let found = factsOf.get(c.req.raw);
  if (found === undefined) {
    found = { route: 'not-found' };
    factsOf.set(c.req.raw, found);
  }
  return found;
}

/** Names what a request asked for (see {@link AnsweredRequest.route}). */
export function nameRoute(c: Context, route: string): void {
  facts(c).route = route;
}

/** How a request is named in the logs: `GET listItems (request 6f1c…)`. */
export function describeRequest(c: Context): string {
  const { route, requestId } = facts(c);
  return `${c.req.method} ${route}${requestId === undefined ? '' : ` (request ${requestId})`}`;
}

/** Records the signed-in employee of a request. */
export function nameEmployee(c: Context, employeeId: bigint): void {
  facts(c).employee = employeeId.toString();
}

/** A request id a client or proxy sent that is safe to log and echo; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Requests being answered right now: graceful shutdown waits for them. */
export class InFlight {
  #count = 0;
  #idle: Array<() => void> = [];

  get count(): number {
    return this.#count;
  }

  enter(): void {
    this.#count += 1;
  }

  leave(): void {
    this.#count -= 1;
    if (this.#count === 0) for (const resolve of this.#idle.splice(0)) resolve();
  }

  /** Resolves once no request is in flight, or after `timeoutMs`; answers whether all finished. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.#count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/**
 * Tracks every request: an id (the client's `X-Request-Id` when it is a sane one, a new UUID otherwise) echoed in
 * the answer, the requests in flight, and once answered, `onAnswered` with what the log and the metrics keep.
 */
export function trackRequests(
  inFlight: InFlight,
  onAnswered: (request: AnsweredRequest) => void,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent !== undefined && REQUEST_ID.test(sent) ? sent : randomUUID();
    facts(c).requestId = requestId;
    inFlight.enter();
    try {
      await next();
    } finally {
      inFlight.leave();
    }
    c.res.headers.set('X-Request-Id', requestId);
    const { route, employee } = facts(c);
    onAnswered({
      requestId,
      method: c.req.method,
      route,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(employee === undefined ? {} : { employee }),
    });
  };
}
