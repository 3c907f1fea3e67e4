import { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { SECURITY_HEADERS } from './security-headers.js';

function answerFor(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request address or headers are too large.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };
  }
}

/** How long a connection closed after its answer keeps reading what the client still sends. */
const LINGER_MS = 2000;

/**
 * Closes a connection the way servers must when the client may still be sending (a 413 answered while the body
 * arrives): the answer and a FIN first, then what still comes is read and dropped until the client closes or a
 * moment passes. Closing at once with unread data resets the connection, and the client, still writing, may get
 * "EPIPE" or "connection reset" instead of the answer that was sent.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (an address over 16 KB, malformed HTTP) are
 * answered like every other error: JSON `{message}` with the security headers, instead of Node's empty answer.
 * A connection closed after an early answer lingers so the client reads it (see lingerBeforeClosing).
 */
export function answerClientErrorsAsJson(server: ServerType): void {
  if (!(server instanceof Server)) return;
  // Node's server ends a connection that is not kept alive with destroySoon() once the answer is written.
  server.on('connection', lingerBeforeClosing);
  server.on('clientError', (error: Error, socket: Duplex) => {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = answerFor(code);
    const body = JSON.stringify({ message });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      ...SECURITY_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  });
}
