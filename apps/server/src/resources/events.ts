import { EventStream } from '../events/event-stream.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';

export const eventOperations = {
  /**
   * The caller's events as they commit (Server-Sent Events), after the `Last-Event-ID` it sends: only those of the
   * kinds of record its role, and its API token's scopes, may read.
   */
  async streamEvents(input, { events, eventStreamTiming }) {
    const session = signedIn(input);
    const reader = {
      level: session.level,
      ...(session.apiToken === undefined ? {} : { tokenScopes: session.apiToken.scopes }),
    };
    const lastEventId = input.header['Last-Event-ID'];
    return {
      status: 200,
      body: new EventStream(events, reader, lastEventId, eventStreamTiming, input.language),
    };
  },
} satisfies Partial<Handlers>;
