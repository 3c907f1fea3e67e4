import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** The one origin allowed to call the API from a browser; read per request (the port may be known late). */
  origin: () => string;
  allowHeaders: readonly string[];
  allowMethods: readonly string[];
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
}

/**
 * CORS for one allowed origin. Every header is added after the answer is made, never before: a header set on a
 * request's response before its handler answers makes Hono copy the handler's answer into a new, streamed
 * Response, and @hono/node-server then writes it through web streams instead of its direct path for a string
 * body (with hono/cors, which sets its headers first, undici's Response and web streams were about an eighth of the
 * server's CPU profile under load).
 */
export function cors(options: CorsOptions): MiddlewareHandler {
  const allowMethods = options.allowMethods.join(', ');
  const allowHeaders = options.allowHeaders.join(', ');
  const exposeHeaders = options.exposeHeaders.join(', ');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origin === options.origin();
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', allowMethods);
        headers.set('Access-Control-Allow-Headers', allowHeaders);
        headers.set('Access-Control-Max-Age', String(options.maxAgeSeconds));
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      if (exposeHeaders !== '') c.res.headers.set('Access-Control-Expose-Headers', exposeHeaders);
    }
  };
}
