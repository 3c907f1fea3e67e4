import type { Language } from '../core/language.js';
import { translate } from '../core/messages.js';
import type { EventHub, EventReader, StreamItem } from './event-hub.js';

/** How a stream is kept: its heartbeat and how long it lasts before the client is asked to reconnect. */
export interface EventStreamTiming {
  /** A comment line this often, so that proxies keep a quiet stream open (15 s). */
  heartbeatMs: number;
  /**
   * A stream ends after this long (10 minutes) and its client resumes with Last-Event-ID: the new request is
   * authenticated again, so a revoked session or token stops receiving within this time.
   */
  maxMs: number;
}

export const DEFAULT_EVENT_STREAM_TIMING: EventStreamTiming = { heartbeatMs: 15_000, maxMs: 10 * 60_000 };

/** One Server-Sent Events message: `id:`, `event:`, `data:` (the data is one line of JSON). */
function message(item: StreamItem, language: Language): string {
  if (item.kind === 'reload') {
    const reload = /*i18n*/ {
      id: 'events.reload',
      message: 'Some changes can no longer be sent one by one: reload what you show.',
    };
    const data = JSON.stringify({
      message: translate(reload, language),
      oldestSequence: item.oldest === null ? null : Number(item.oldest),
      latestSequence: Number(item.sequence),
    });
    return `id: ${item.sequence}\nevent: reload\ndata: ${data}\n\n`;
  }
  const { event } = item;
  return `id: ${event.sequence}\nevent: ${event.type}\ndata: ${event.json}\n\n`;
}

/** The answer of `streamEvents`: the caller's events as they commit, until the client or the server ends it. */
export class EventStream {
  constructor(
    readonly hub: EventHub,
    readonly reader: EventReader,
    readonly lastEventId: string | undefined,
    readonly timing: EventStreamTiming,
    /** The language of the stream's messages (the request's `Accept-Language`). */
    readonly language: Language,
  ) {}

  /** The streaming answer; the events after `lastEventId` (if any) are its first messages. */
  async response(
    status: number,
    headers: { readonly [name: string]: string } | undefined,
  ): Promise<Response> {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const pending: string[] = [];
    let ended = false;
    const write = (text: string) => {
      if (ended) return;
      if (controller === undefined) pending.push(text);
      else controller.enqueue(encoder.encode(text));
    };
    let heartbeat: NodeJS.Timeout | undefined;
    let limit: NodeJS.Timeout | undefined;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(limit);
      try {
        controller?.close();
      } catch {
        // Already closed by the client going away.
      }
    };
    const close = await this.hub.open(
      this.reader,
      this.lastEventId,
      (item) => write(message(item, this.language)),
      finish,
    );
    const body = new ReadableStream<Uint8Array>({
      start: (opened) => {
        controller = opened;
        // Tells EventSource how long to wait before reconnecting, and opens the stream for proxies at once.
        opened.enqueue(encoder.encode('retry: 1000\n\n'));
        for (const text of pending.splice(0)) opened.enqueue(encoder.encode(text));
        heartbeat = setInterval(() => write(': heartbeat\n\n'), this.timing.heartbeatMs);
        limit = setTimeout(close, this.timing.maxMs);
      },
      cancel: () => {
        close();
        finish();
      },
    });
    return new Response(body, {
      status,
      headers: {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx buffers answers by default; this one must reach the client as it is written.
        'x-accel-buffering': 'no',
      },
    });
  }
}
