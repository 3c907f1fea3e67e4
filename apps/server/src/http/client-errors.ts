import { Server } from 'node:http';
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

/**
 * Requests Node's HTTP parser refuses before the app sees them (an address over 16 KB, malformed HTTP) are
 * answered like every other error: JSON `{message}` with the security headers, instead of Node's empty answer.
 */
export function answerClientErrorsAsJson(server: ServerType): void {
  if (!(server instanceof Server)) return;
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
