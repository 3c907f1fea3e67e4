import { mayReadEvents, type Schema } from '@shop/sdk';
import type { ChannelHearer } from '../auth/session-revocations.js';
import type { Logger } from '../core/logger.js';
import { eventsAfter, type OutboxEvent, outboxBounds } from '../data/outbox.js';
import type { Db } from '../db/executor.js';

/** Where append_events (migration 0018) announces the newest sequence once the writing transaction commits. */
export const SHOP_EVENTS_CHANNEL = 'shop_events';

/** Events read from the outbox at a time, per stream. */
const READ_BATCH = 500;

/** Who reads a stream: their role, and the scopes of the API token they call with (none for a person). */
export interface EventReader {
  level: Schema<'EmployeeLevel'>;
  tokenScopes?: readonly Schema<'ApiScope'>[];
}

/** What a stream is sent: an event, or word that it could not resume where it was asked to. */
export type StreamItem =
  | { kind: 'event'; event: OutboxEvent }
  | { kind: 'reload'; sequence: bigint; oldest: bigint | null };

/** One open stream: where it has read up to, and where its items go. */
interface Subscriber {
  reader: EventReader;
  after: bigint;
  send(item: StreamItem): void;
  close(): void;
  reading: boolean;
  again: boolean;
}

/**
 * The events of this process's open streams. Each stream reads the outbox after the last sequence it has seen,
 * whenever something new may be there: a write of this process has finished, or (on a PostgreSQL server) another
 * process's write was announced on {@link SHOP_EVENTS_CHANNEL}, heard with the session revocations' connection.
 * Sequences commit in their order (migration 0018), so reading after the last one seen never skips an event.
 */
export class EventHub {
  readonly #subscribers = new Set<Subscriber>();
  readonly #listeners = new Set<() => void>();
  readonly #db: Db;
  readonly #log: Logger;

  constructor(db: Db, log: Logger) {
    this.#db = db;
    this.#log = log;
  }

  /** How many streams are open in this process. */
  get size(): number {
    return this.#subscribers.size;
  }

  /** Hears the other processes' events (give it to startSessionCache's `also`). */
  readonly hearer: ChannelHearer = {
    channel: SHOP_EVENTS_CHANNEL,
    heard: () => this.wake(),
    suspend: () => {},
    // Announcements made while the connection was lost went unheard: read what the outbox holds now.
    resume: () => this.wake(),
  };

  /** Tells `listener` too whenever something may have been appended (the webhooks' dispatcher). */
  onWake(listener: () => void): void {
    this.#listeners.add(listener);
  }

  /** Something may have been appended to the outbox: every stream reads after its last sequence. */
  wake(): void {
    for (const listener of this.#listeners) listener();
    for (const subscriber of this.#subscribers) void this.#read(subscriber);
  }

  /**
   * Opens a stream for `reader`: after the sequence `lastEventId` names (the events after it first), or from now
   * when none is given. A sequence the outbox no longer holds (pruned, or never there, as after a restore) starts it
   * with a reload item and then the events after the newest. Answers a function that closes it.
   */
  async open(
    reader: EventReader,
    lastEventId: string | undefined,
    send: (item: StreamItem) => void,
    onClose: () => void,
  ): Promise<() => void> {
    const { oldest, last } = await outboxBounds(this.#db);
    let after = last;
    if (lastEventId !== undefined) {
      const asked = BigInt(lastEventId);
      const kept = asked <= last && (oldest === null ? asked === last : asked >= oldest - 1n);
      if (kept) after = asked;
      else send({ kind: 'reload', sequence: last, oldest });
    }
    const subscriber: Subscriber = {
      reader,
      after,
      send,
      close: () => {
        if (this.#subscribers.delete(subscriber)) onClose();
      },
      reading: false,
      again: false,
    };
    this.#subscribers.add(subscriber);
    void this.#read(subscriber);
    return subscriber.close;
  }

  /** Ends every open stream (the server is stopping; clients resume elsewhere with Last-Event-ID). */
  close(): void {
    for (const subscriber of [...this.#subscribers]) subscriber.close();
  }

  async #read(subscriber: Subscriber): Promise<void> {
    if (subscriber.reading) {
      subscriber.again = true;
      return;
    }
    subscriber.reading = true;
    try {
      do {
        subscriber.again = false;
        for (;;) {
          const batch = await eventsAfter(this.#db, subscriber.after, READ_BATCH);
          if (!this.#subscribers.has(subscriber)) return;
          for (const event of batch) {
            subscriber.after = event.sequence;
            const { level, tokenScopes } = subscriber.reader;
            if (mayReadEvents(event.entityType, level, tokenScopes))
              subscriber.send({ kind: 'event', event });
          }
          if (batch.length < READ_BATCH) break;
        }
      } while (subscriber.again);
    } catch (error) {
      // The client reconnects and resumes with Last-Event-ID: nothing is lost.
      this.#log.error('Reading the outbox for an event stream failed; the stream is ended', error);
      subscriber.close();
    } finally {
      subscriber.reading = false;
    }
  }
}
