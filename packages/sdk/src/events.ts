import type { components } from './generated/api.js';
import { eventReaders, operationEvents } from './generated/events.js';

/** One event of the shop's outbox, as the stream and the webhooks carry it. */
export type ShopEvent = components['schemas']['Event'];
/** What happened (`order.placed`, `item.updated`, …). */
export type ShopEventType = components['schemas']['EventType'];
/** The stream's word that what a client shows may have missed events (its `Last-Event-ID` left the outbox). */
export type EventStreamReload = components['schemas']['EventStreamReload'];

type EntityType = components['schemas']['ChangeEntityType'];
type Level = components['schemas']['EmployeeLevel'];
type Scope = components['schemas']['ApiScope'];

function isWrite(operationId: string): operationId is keyof typeof operationEvents {
  return Object.hasOwn(operationEvents, operationId);
}

/**
 * The event a write appends for a record of `entityType` it changed (the document's `x-events`), or undefined when
 * it appends none; a move of an order to `canceled` is an `order.canceled` whichever operation made it.
 */
export function eventTypeOf(
  operationId: string,
  entityType: string,
  to?: components['schemas']['OrderStatus'] | null,
): ShopEventType | undefined {
  if (!isWrite(operationId)) return undefined;
  const events: { readonly [E in EntityType]?: ShopEventType } = operationEvents[operationId];
  const type = Object.hasOwn(events, entityType) ? events[entityType as EntityType] : undefined;
  return type === 'order.moved' && to === 'canceled' ? 'order.canceled' : type;
}

/**
 * Whether a caller may read the events of records of `entityType`: an employee of `level`, and when it calls with
 * an API token, only with all the scopes of one of the reads that show such records (none for staff and tokens).
 */
export function mayReadEvents(entityType: EntityType, level: Level, tokenScopes?: readonly Scope[]): boolean {
  const readers: { readonly roles: readonly Level[]; readonly scopes: readonly (readonly Scope[])[] } =
    eventReaders[entityType];
  if (!readers.roles.includes(level)) return false;
  if (tokenScopes === undefined) return true;
  return readers.scopes.some((needs) => needs.every((scope) => tokenScopes.includes(scope)));
}

/** One message of a Server-Sent Events stream, as read by {@link readEventStream}. */
export interface StreamMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body message by message (comments and heartbeats skipped), as the SSE format says:
 * fields `id`, `event` (default `message`), `data` (lines joined by `\n`), a blank line ending each message.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.search(/\r\n|\r|\n/);
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield { id, event: event === '' ? 'message' : event, data: data.join('\n') };
          event = '';
          data = [];
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const text = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') id = text;
          else if (field === 'event') event = text;
          else if (field === 'data') data.push(text);
        }
        end = buffer.search(/\r\n|\r|\n/);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Options of {@link subscribeEvents}. */
export interface SubscribeEventsOptions {
  /** Where the API lives, e.g. `/api` or `https://shop.example.com/api`. */
  baseUrl: string;
  /**
   * The bearer token: a session's or an API token's (with `events:read`); asked before each connection. Without it
   * (a page of the shop's own origin) the browser's session cookie is sent instead.
   */
  getToken?: () => string | null | undefined;
  /** Each event, in sequence order, at least once (deduplicate by `id` if you keep them). */
  onEvent: (event: ShopEvent) => void;
  /** The stream could not resume where it was: reload what you show (the events after it follow). */
  onReload?: (reload: EventStreamReload) => void;
  /** A connection failed or ended (the helper reconnects after `retryMs`); a 401 or 403 ends the subscription. */
  onError?: (error: unknown) => void;
  /** Resume after this sequence (the last event's `sequence` you kept). */
  lastEventId?: string;
  /** Wait before reconnecting (1 s by default). */
  retryMs?: number;
  /** A fetch implementation (the global one by default). */
  fetch?: typeof fetch;
}

/**
 * Subscribes to the shop's event stream (`streamEvents`) with fetch, so the token goes in the `Authorization`
 * header and never in a URL (or, with no token, the browser's session cookie goes with it); reconnects on its own, resuming with `Last-Event-ID` from the last event seen.
 * Answers a function that ends the subscription.
 */
export function subscribeEvents(options: SubscribeEventsOptions): () => void {
  const stopped = new AbortController();
  let last = options.lastEventId;
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/events`;
  const connect = async (): Promise<'again' | 'stop'> => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (last !== undefined) headers['last-event-id'] = last;
    const response = await send(url, { headers, signal: stopped.signal, credentials: 'same-origin' });
    if (response.status === 401 || response.status === 403) {
      options.onError?.(new Error(`The event stream was refused (${response.status})`));
      return 'stop';
    }
    if (!response.ok || response.body === null)
      throw new Error(`The event stream answered ${response.status}`);
    for await (const message of readEventStream(response.body)) {
      if (message.event === 'reload') {
        const reload: EventStreamReload = JSON.parse(message.data);
        options.onReload?.(reload);
      } else {
        const event: ShopEvent = JSON.parse(message.data);
        options.onEvent(event);
      }
      if (message.id !== undefined && message.id !== '') last = message.id;
    }
    return 'again';
  };
  void (async () => {
    while (!stopped.signal.aborted) {
      try {
        if ((await connect()) === 'stop') return;
      } catch (error) {
        if (stopped.signal.aborted) return;
        options.onError?.(error);
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1_000));
    }
  })();
  return () => stopped.abort();
}
