import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

/**
 * A request from a given loopback address (127.0.0.2, 127.0.0.3, …): the server sees each as another client, as
 * its per-address limits do.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method: string; json?: unknown; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method,
        localAddress,
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: 60_000,
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`no answer within 60 s: ${options.method} ${url}`)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface UploadAnswer {
  status: number;
  text: string;
  /** How many body bytes had been handed to the socket when the answer's head arrived. */
  bytesSentBeforeAnswer: number;
}

/**
 * Streams `size` bytes of a multipart body (with or without Content-Length) and stops sending as soon as an answer
 * arrives, as a browser does: a server that reads everything before answering shows here as all bytes sent.
 */
export function streamUpload(
  url: string,
  options: { size: number; token: string; withLength: boolean },
): Promise<UploadAnswer> {
  const target = new URL(url);
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        ...(options.withLength ? { 'content-length': String(options.size) } : {}),
      },
      timeout: 30_000,
    });
    outgoing.on('response', (incoming) => {
      answered = true;
      const bytesSentBeforeAnswer = sent;
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (data: string) => {
        text += data;
      });
      incoming.on('end', () => {
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, text, bytesSentBeforeAnswer });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => {
      // Once the answer is in, the server closing the connection on the unread rest is expected.
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.size - sent));
        sent += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    pump();
  });
}
