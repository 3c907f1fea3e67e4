import type { ShopEvent } from '@shop/sdk';

/** What the event stream tells the screens: one event, or that everything shown may have missed some. */
export type LiveMessage = { kind: 'event'; event: ShopEvent } | { kind: 'reload' };

/**
 * The shop's events as they arrive on this tab's one stream (opened by the signed-in layout, see live-stream.ts),
 * handed to the screens that follow them: an order list's "new orders" bar, a form whose record changes.
 */
export class LiveFeed {
  readonly #listeners = new Set<(message: LiveMessage) => void>();

  /** `baseUrl`: where the API lives, whose `/events` the stream reads. */
  constructor(readonly baseUrl: string) {}

  /** Hears every message from now on; returns the unsubscribe function. */
  listen = (listener: (message: LiveMessage) => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Hands a message to every listener. */
  publish(message: LiveMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
}
