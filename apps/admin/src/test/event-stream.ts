import type { Schema, ShopEvent } from '@shop/sdk';
import { HttpResponse, http as plainHttp } from 'msw';
import { API_BASE_URL } from './http';

/** One connection the app opened to `GET /events`. */
export interface StreamConnection {
  /** The `Last-Event-ID` it resumed from (null for a first connection). */
  lastEventId: string | null;
  authorization: string | null;
  /** Whether the app still reads it (it closes it on sign-out). */
  open: boolean;
}

/**
 * The event stream as the server sends it (`text/event-stream`), driven by the test: `send` an event to every
 * open connection, `reload`, `drop` them (the app then connects again). Its `handler` goes in `server.use(...)`;
 * without it every signed-in screen gets a stream that stays open and silent (default-handlers.ts).
 */
export function eventStream() {
  const encoder = new TextEncoder();
  const live: { connection: StreamConnection; controller: ReadableStreamDefaultController<Uint8Array> }[] =
    [];
  const connections: StreamConnection[] = [];
  let sequence = 0;
  const write = (text: string) => {
    for (const { connection, controller } of live)
      if (connection.open) controller.enqueue(encoder.encode(text));
  };
  const handler = plainHttp.get(`${API_BASE_URL}/events`, ({ request }) => {
    const connection: StreamConnection = {
      lastEventId: request.headers.get('last-event-id'),
      authorization: request.headers.get('authorization'),
      open: true,
    };
    connections.push(connection);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        live.push({ connection, controller });
        controller.enqueue(encoder.encode(': heartbeat\n\n'));
      },
      cancel() {
        connection.open = false;
      },
    });
    request.signal.addEventListener('abort', () => {
      connection.open = false;
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    handler,
    connections,
    /** The connections the app still reads. */
    openConnections: () => connections.filter((connection) => connection.open),
    /** Sends an event with the next sequence (or the one given). */
    send(overrides: Partial<ShopEvent> & Pick<ShopEvent, 'type' | 'entityType'>): ShopEvent {
      sequence = overrides.sequence ?? sequence + 1;
      const event = anEvent({ sequence, ...overrides });
      write(`id: ${event.sequence}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      return event;
    },
    /** Says the outbox no longer holds where the app resumed from. */
    reload() {
      const reload: Schema<'EventStreamReload'> = {
        message: 'Reload',
        oldestSequence: 1,
        latestSequence: sequence,
      };
      write(`event: reload\ndata: ${JSON.stringify(reload)}\n\n`);
    },
    /** Ends every open connection with an error, as a dropped network does. */
    drop() {
      for (const entry of live.splice(0)) {
        if (!entry.connection.open) continue;
        entry.connection.open = false;
        entry.controller.error(new TypeError('network error'));
      }
    },
  };
}

/** An event as the outbox keeps it. */
export function anEvent(overrides: Partial<ShopEvent> & Pick<ShopEvent, 'type' | 'entityType'>): ShopEvent {
  return {
    id: crypto.randomUUID(),
    sequence: 1,
    occurredAt: '2026-03-06T09:15:00.000Z',
    recordId: '1',
    version: 2,
    from: null,
    to: null,
    employee: { _id: '77', name: 'Sadia Islam' },
    apiToken: null,
    data: { label: 'Order #1', fields: [] },
    ...overrides,
  };
}
