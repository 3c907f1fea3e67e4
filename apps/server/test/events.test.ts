// The outbox and the event stream (issue 34): every write the change log records appends its event in the same
// transaction, numbered gap-free in commit order; GET /api/events streams them to whoever may read them, resumable
// with Last-Event-ID, with a heartbeat, across server processes on one PostgreSQL database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  eventTypeOf,
  operationEvents,
  orderStatusValues,
  readEventStream,
  type ShopEvent,
  type StreamMessage,
  staleReads,
  subscribeEvents,
} from '@shop/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSession } from '../src/auth/session-store.js';
import { appendEvents, pruneEvents } from '../src/data/outbox.js';
import { loadOpenApiDocument } from '../src/document/openapi-document.js';
import { type Files, fuzzFiles, send } from './reliability/support/fuzz-client.js';
import { FuzzRequests } from './reliability/support/fuzz-requests.js';
import { SchemaValues } from './reliability/support/schema-values.js';
import {
  freePort,
  type ServerProcess,
  spawnServer,
  waitHealthy,
} from './reliability/support/server-process.js';
import { callApi } from './support/api-call.js';
import { images } from './support/images.js';
import { openOrderShop } from './support/order-shop.js';
import { addStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { at, form, idOf, text } from './support/values.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const STATE = { timeout: 20_000, interval: 20 };

let server: TestServer;
let owner: string;

beforeAll(async () => {
  // A heartbeat every 25 ms, so that the test sees one without waiting long; streams otherwise last.
  server = await startTestServer({ eventStreamTiming: { heartbeatMs: 25, maxMs: 60 * 60_000 } });
  owner = await server.login();
});
afterAll(() => server?.close());

interface OutboxRow {
  seq: string;
  type: string;
  entity_type: string;
  record_id: string | null;
  from_status: string | null;
  to_status: string | null;
  version: number | null;
}

async function lastSequence(): Promise<bigint> {
  const [row] = await server.database.exec('select last::text as last from event_sequence');
  return BigInt(String(row?.last));
}

async function eventsAfter(sequence: bigint): Promise<OutboxRow[]> {
  const rows = await server.database.exec(
    `select seq::text as seq, type, entity_type, record_id::text as record_id, from_status, to_status, version
     from events where events.seq > ${sequence} order by events.seq`,
  );
  return rows.map((row) => ({
    seq: String(row.seq),
    type: String(row.type),
    entity_type: String(row.entity_type),
    record_id: row.record_id === null ? null : String(row.record_id),
    from_status: row.from_status === null ? null : String(row.from_status),
    to_status: row.to_status === null ? null : String(row.to_status),
    version: row.version === null ? null : Number(row.version),
  }));
}

interface Stream {
  status: number;
  /** The next event (or reload) message; fails when the stream ends first. */
  next(): Promise<StreamMessage>;
  /** Everything received so far, comments included. */
  raw(): string;
  close(): void;
}

/** Opens `GET /api/events` of the server at `url`; answered once the stream's starting point is fixed. */
async function openStream(url: string, token: string | undefined, lastEventId?: string): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${url}/api/events`, { headers, signal: abort.signal });
  if (response.status !== 200 || response.body === null) {
    const body = await response.text();
    return {
      status: response.status,
      next: () => Promise.reject(new Error(`refused: ${body}`)),
      raw: () => body,
      close: () => {},
    };
  }
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const [forMessages, forText] = response.body.tee();
  let received = '';
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of forText) received += decoder.decode(chunk, { stream: true });
    } catch {
      // Closed by the test.
    }
  })();
  const messages = readEventStream(forMessages)[Symbol.asyncIterator]();
  return {
    status: 200,
    async next() {
      const read = await messages.next();
      if (read.done === true) throw new Error('the stream ended');
      return read.value;
    },
    raw: () => received,
    close: () => abort.abort(),
  };
}

const division = (token: string, name: string) => server.api('POST', '/divisions', { token, json: { name } });

function eventOf(message: StreamMessage): { [key: string]: unknown } {
  const parsed: unknown = JSON.parse(message.data);
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`not an event: ${message.data}`);
  return { ...parsed };
}

describe('the outbox', () => {
  it('appends an order placed, its moves with the statuses from and to, and a cancellation however it was made', async () => {
    const shop = await openOrderShop(server);
    const customer = await server.api('POST', '/customers/manageCustomers/createCustomer', {
      token: owner,
      form: form({ name: 'Event Buyer', mobile: '01711000111' }),
    });
    expect(customer.status, customer.text).toBe(201);
    const address = await server.api('POST', '/customers/manageCustomers/createAddress', {
      token: owner,
      json: {
        customer: idOf(customer),
        name: 'Home',
        type: 'Home',
        area: shop.dhanmondi,
        fullAddress: 'Road 2',
      },
    });
    expect(address.status, address.text).toBe(201);
    const place = () =>
      server.api('POST', '/customers/orders/createOrder', {
        token: owner,
        json: {
          customer: idOf(customer),
          address: idOf(address),
          lines: [{ item: shop.tea, quantity: 1 }],
          source: 'phone',
        },
      });
    const sequence = await lastSequence();
    const first = await place();
    expect(first.status, first.text).toBe(201);
    const second = await place();
    expect(second.status, second.text).toBe(201);
    const moved = await server.api(
      'PATCH',
      `/customers/orders/changeOrderStatus/toBeDeliveredFromProcessing/${idOf(first)}`,
      { token: owner },
    );
    expect(moved.status, moved.text).toBe(200);
    const canceled = await server.api(
      'PATCH',
      `/customers/orders/changeOrderStatus/canceledOrder/${idOf(first)}`,
      {
        token: owner,
      },
    );
    expect(canceled.status, canceled.text).toBe(200);
    const batch = await server.api('POST', '/customers/orders/moveOrders', {
      token: owner,
      json: { ids: [idOf(second)], to: 'canceled' },
    });
    expect(batch.status, batch.text).toBe(200);
    const events = await eventsAfter(sequence);
    expect(
      events.map(({ type, record_id, from_status, to_status }) => [type, record_id, from_status, to_status]),
    ).toEqual([
      ['order.placed', idOf(first), null, null],
      ['order.placed', idOf(second), null, null],
      ['order.moved', idOf(first), 'processing', 'toBeDelivered'],
      ['order.canceled', idOf(first), 'toBeDelivered', 'canceled'],
      ['order.canceled', idOf(second), 'processing', 'canceled'],
    ]);
    // Each names the order's version after it (its ETag): a client can tell whether it has seen it.
    expect(events.map((event) => event.version)).toEqual([1, 1, 2, 3, 2]);
  });

  it('gives a rolled-back write its numbers back: the sequence stays gap-free', async () => {
    const sequence = await lastSequence();
    const entry = {
      operation: 'createDivision',
      entityType: 'Division' as const,
      entityId: 1n,
      version: 1,
      label: 'Division Gone',
      fields: [],
      employeeId: null,
      apiTokenId: null,
    };
    await expect(
      server.database.db.transaction(async (tx) => {
        expect(await appendEvents(tx, [entry, entry])).toBe(2);
        throw new Error('the write fails after its events were appended');
      }),
    ).rejects.toThrow(/the write fails/);
    expect(await eventsAfter(sequence)).toEqual([]);
    expect(await lastSequence()).toBe(sequence);
    const made = await division(owner, 'After The Rollback');
    expect(made.status).toBe(201);
    expect((await eventsAfter(sequence)).map((event) => event.seq)).toEqual([String(sequence + 1n)]);
  });

  it('numbers concurrent writes gap-free, one event for each that succeeded and none for each refused', async () => {
    const sequence = await lastSequence();
    // Every name twice: one of each pair is refused (a division's name is unique).
    const names = Array.from({ length: 20 }, (_, n) => `Concurrent ${n % 10}`);
    const answers = await Promise.all(names.map((name) => division(owner, name)));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
    const events = await eventsAfter(sequence);
    expect(events.map((event) => event.seq)).toEqual(made.map((_, n) => String(sequence + BigInt(n + 1))));
    expect(new Set(events.map((event) => event.record_id))).toEqual(
      new Set(made.map((answer) => idOf(answer))),
    );
  });

  it('keeps events 30 days: the upkeep prunes older ones, and the sequence never restarts', async () => {
    await division(owner, 'Kept A While');
    const last = await lastSequence();
    expect(await pruneEvents(server.database.db, server.clock.now() + 29 * DAY_MS)).toBe(0);
    expect(await pruneEvents(server.database.db, server.clock.now() + 31 * DAY_MS)).toBeGreaterThan(0);
    expect(await eventsAfter(0n)).toEqual([]);
    const next = await division(owner, 'After The Prune');
    expect(next.status).toBe(201);
    expect((await eventsAfter(0n)).map((event) => event.seq)).toEqual([String(last + 1n)]);
  });
});

describe('the event stream', () => {
  it('is refused like every read: 401 without a session, 403 for a token without events:read, 400 for a bad Last-Event-ID', async () => {
    expect((await openStream(server.url, undefined)).status).toBe(401);
    expect((await openStream(server.url, 'not-a-session-token-at-all')).status).toBe(401);
    const token = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: 'No stream', scopes: ['orders:read'] },
    });
    expect(token.status, token.text).toBe(201);
    const refused = await openStream(server.url, text(token.body, 'token'));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.raw())).toMatchObject({ missingScope: 'events:read' });
    const bad = await openStream(server.url, owner, 'yesterday');
    expect(bad.status).toBe(400);
  });

  it('sends each committed write as it happens: id the sequence, event the type, data the Event', async () => {
    const stream = await openStream(server.url, owner);
    const made = await division(owner, 'Streamed Live');
    expect(made.status).toBe(201);
    const message = await stream.next();
    const [row] = await eventsAfter((await lastSequence()) - 1n);
    expect(message).toMatchObject({ id: row?.seq, event: 'settings.created' });
    expect(eventOf(message)).toMatchObject({
      sequence: Number(row?.seq),
      type: 'settings.created',
      entityType: 'Division',
      recordId: idOf(made),
      version: 1,
      from: null,
      to: null,
      employee: { name: expect.any(String) },
      apiToken: null,
      data: {
        label: 'Division Streamed Live',
        fields: expect.arrayContaining([{ field: 'name', from: null, to: 'Streamed Live' }]),
      },
    });
    expect(eventOf(message).id).toMatch(/^[0-9a-f-]{36}$/);
    stream.close();
    // The server lets go of a stream whose client went away.
    await vi.waitFor(() => expect(server.events.size).toBe(0), STATE);
  });

  it('resumes after Last-Event-ID: nothing missed while away, nothing repeated', async () => {
    const first = await openStream(server.url, owner);
    await division(owner, 'Resume 1');
    await division(owner, 'Resume 2');
    await first.next();
    const seen = await first.next();
    first.close();
    // Written while no stream was open.
    await division(owner, 'Resume 3');
    await division(owner, 'Resume 4');
    const again = await openStream(server.url, owner, seen.id);
    await division(owner, 'Resume 5');
    const names = [];
    for (let n = 0; n < 3; n++) {
      const message = await again.next();
      expect(message.id).toBe(String(BigInt(seen.id ?? '') + BigInt(n + 1)));
      names.push(at(eventOf(message), 'data', 'label'));
    }
    expect(names).toEqual(['Division Resume 3', 'Division Resume 4', 'Division Resume 5']);
    again.close();
  });

  it('asks the client to reload when Last-Event-ID is no longer (or never was) in the outbox, then goes on', async () => {
    const last = await lastSequence();
    const ahead = await openStream(server.url, owner, String(last + 1000n));
    const reload = await ahead.next();
    expect(reload).toMatchObject({ event: 'reload', id: String(last) });
    expect(JSON.parse(reload.data)).toMatchObject({
      latestSequence: Number(last),
      message: expect.any(String),
    });
    await division(owner, 'After The Reload');
    expect((await ahead.next()).id).toBe(String(last + 1n));
    ahead.close();
    // Sequence 1 was pruned (the 30 days above).
    const behind = await openStream(server.url, owner, '1');
    expect((await behind.next()).event).toBe('reload');
    behind.close();
  });

  it("carries no event an employee's role may not read (invites are the owners')", async () => {
    const clerk = await addStaff(server, owner, 'employee');
    const ownersStream = await openStream(server.url, owner);
    const clerksStream = await openStream(server.url, clerk.token);
    const invite = await server.api('POST', '/manageEmployees/employeeinvite', {
      token: owner,
      json: { email: 'not.for.clerks@shop.test' },
    });
    expect(invite.status).toBe(201);
    await division(owner, 'Seen By All');
    expect((await ownersStream.next()).event).toBe('invite.created');
    expect((await ownersStream.next()).event).toBe('settings.created');
    // In order: had the invite's event been sent, it would come first.
    const clerkSees = await clerksStream.next();
    expect(clerkSees.event).toBe('settings.created');
    expect(at(eventOf(clerkSees), 'data', 'label')).toBe('Division Seen By All');
    ownersStream.close();
    clerksStream.close();
  });

  it('carries to an API token only the events its scopes read', async () => {
    const made = await server.api('POST', '/apiTokens', {
      token: owner,
      json: { name: 'Customer feed', scopes: ['events:read', 'customers:read'] },
    });
    expect(made.status, made.text).toBe(201);
    const stream = await openStream(server.url, text(made.body, 'token'));
    await division(owner, 'Not For The Feed');
    const customer = await server.api('POST', '/customers/manageCustomers/createCustomer', {
      token: owner,
      form: form({ name: 'Feed Customer', mobile: '01711000222' }),
    });
    expect(customer.status, customer.text).toBe(201);
    const message = await stream.next();
    expect(message.event).toBe('customer.created');
    expect(eventOf(message)).toMatchObject({ recordId: idOf(customer), entityType: 'Customer' });
    stream.close();
  });

  it("reaches the SDK's subscribeEvents, which resumes after the server ends its stream, missing and repeating nothing", async () => {
    const received: ShopEvent[] = [];
    const errors: unknown[] = [];
    const stop = subscribeEvents({
      baseUrl: `${server.url}/api`,
      getToken: () => owner,
      lastEventId: String(await lastSequence()),
      onEvent: (event) => received.push(event),
      onError: (error) => errors.push(error),
      retryMs: 10,
    });
    await vi.waitFor(() => expect(server.events.size).toBe(1), STATE);
    await division(owner, 'Subscribed 1');
    await vi.waitFor(() => expect(received).toHaveLength(1), STATE);
    // The server ends every stream (as when it stops); the helper connects again with Last-Event-ID.
    server.events.close();
    await division(owner, 'Subscribed 2');
    await vi.waitFor(() => expect(received).toHaveLength(2), STATE);
    await division(owner, 'Subscribed 3');
    await vi.waitFor(() => expect(received).toHaveLength(3), STATE);
    stop();
    expect(received.map((event) => event.data.label)).toEqual([
      'Division Subscribed 1',
      'Division Subscribed 2',
      'Division Subscribed 3',
    ]);
    expect(received.map((event) => event.sequence)).toEqual(
      received.map((_, n) => (received[0]?.sequence ?? 0) + n),
    );
    await vi.waitFor(() => expect(server.events.size).toBe(0), STATE);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const stream = await openStream(server.url, owner);
    await vi.waitFor(() => expect(stream.raw()).toContain(': heartbeat\n\n'), STATE);
    stream.close();
  });
});

describe.skipIf(process.env.PG_TEST_URL === undefined || process.env.PG_TEST_URL === '')(
  'the event stream across server processes on one PostgreSQL database',
  () => {
    let other: ServerProcess;
    let otherDataDir: string;

    beforeAll(async () => {
      if (server.databaseUrl === undefined) throw new Error('the test server is not on PostgreSQL');
      otherDataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
      other = spawnServer(otherDataDir, await freePort(), { DATABASE_URL: server.databaseUrl });
      await waitHealthy(other);
    }, 120_000);
    afterAll(async () => {
      other?.child.kill('SIGTERM');
      await other?.exited;
      await rm(otherDataDir, { recursive: true, force: true });
    });

    it('a stream through one process sees the writes made through another, in order, resumable on either', async () => {
      const there = await openStream(other.url, owner);
      await division(owner, 'Across 1');
      await division(owner, 'Across 2');
      const one = await there.next();
      const two = await there.next();
      expect([one.event, two.event]).toEqual(['settings.created', 'settings.created']);
      expect(BigInt(two.id ?? '')).toBe(BigInt(one.id ?? '') + 1n);
      there.close();
      await division(owner, 'Across 3');
      const here = await openStream(server.url, owner, two.id);
      expect(at(eventOf(await here.next()), 'data', 'label')).toBe('Division Across 3');
      here.close();
    });

    it('numbers writes made at once through both processes gap-free, and each stream gets every one in order', async () => {
      const sequence = await lastSequence();
      const here = await openStream(server.url, owner);
      const there = await openStream(other.url, owner);
      const names = Array.from({ length: 30 }, (_, n) => `Both ${n}`);
      const answers = await Promise.all(
        names.map((name, n) =>
          callApi(n % 2 === 0 ? server.url : other.url, 'POST', '/divisions', {
            token: owner,
            json: { name },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
      const expected = names.map((_, n) => String(sequence + BigInt(n + 1)));
      expect((await eventsAfter(sequence)).map((event) => event.seq)).toEqual(expected);
      for (const stream of [here, there]) {
        const ids = [];
        for (const _ of names) ids.push((await stream.next()).id);
        expect(ids).toEqual(expected);
        stream.close();
      }
    });
  },
);

// Last: its requests deactivate, demote and sign out whoever they name (the owner's sessions too).
describe('every write', () => {
  it('appends, for every write of the document that succeeds, exactly the events its x-events name for the entries it records, and nothing for a refused one', {
    timeout: 240_000,
  }, async () => {
    const doc = loadOpenApiDocument();
    const requests = new FuzzRequests(new SchemaValues(doc));
    const files: Files = fuzzFiles(await images.png());
    const [ownerRow] = await server.database.exec(
      "select id::text as id from employees where level = 'owner'",
    );
    const ownerId = BigInt(String(ownerRow?.id));
    // Every write the change log records, as the document says (the SDK's mapping is generated from it).
    const writes = doc.operations.filter(
      (op) => Object.hasOwn(operationEvents, op.operationId) && op.requiresAuth,
    );
    expect(writes.map((op) => op.operationId).sort()).toEqual(
      Object.keys(staleReads)
        .filter((id) => doc.operations.find((op) => op.operationId === id)?.requiresAuth === true)
        .sort(),
    );
    const appended = new Set<string>();
    const succeeded = new Set<string>();
    // Twice over: the second round's updates and deletes find the records the first round's creates made (five of
    // each, for the ids 1 to 5 the requests name).
    for (const [round, op] of [
      ...writes.map((op) => [1, op] as const),
      ...writes.map((op) => [2, op] as const),
    ]) {
      if (succeeded.has(op.operationId)) continue;
      const creates = round === 1 && op.operationId.startsWith('create');
      for (const seed of creates ? [5, 6, 7, 8, 9, 10, 11] : [5, 6, 7]) {
        const [request] = fc.sample(requests.valid(op), { seed, numRuns: 1 });
        if (request === undefined) throw new Error(op.operationId);
        const token = await openSession(server.database.db, ownerId);
        const [changesBefore] = await server.database.exec(
          'select coalesce(max(id), 0)::text as id from changes',
        );
        const sequence = await lastSequence();
        const answer = await send(server.url, request, { files, token });
        const entries = await server.database.exec(
          `select operation, entity_type, entity_id::text as entity_id, fields from changes
           where id > ${String(changesBefore?.id)} and operation = '${op.operationId}' order by id`,
        );
        const events = await eventsAfter(sequence);
        const expected = entries.flatMap((entry) => {
          const fields: unknown = entry.fields;
          const move = Array.isArray(fields)
            ? fields.find((field) => at(field, 'field') === 'orderStatus')
            : undefined;
          const to = move === undefined ? undefined : at(move, 'to');
          const type = eventTypeOf(
            op.operationId,
            String(entry.entity_type),
            orderStatusValues.find((status) => status === to),
          );
          return type === undefined
            ? []
            : [{ type, entity_type: entry.entity_type, record_id: entry.entity_id }];
        });
        const context = `${op.operationId} answered ${answer.status}: ${answer.text.slice(0, 200)}`;
        if (answer.status >= 400) expect(events, context).toEqual([]);
        expect(
          events.map(({ type, entity_type, record_id }) => ({ type, entity_type, record_id })),
          context,
        ).toEqual(expected);
        // Gap-free: the sequences follow on from the last one.
        expect(
          events.map((event) => event.seq),
          context,
        ).toEqual(events.map((_, index) => String(sequence + BigInt(index + 1))));
        for (const event of events) appended.add(`${op.operationId} ${event.type}`);
        if (answer.status < 300 && !creates) {
          succeeded.add(op.operationId);
          break;
        }
      }
    }
    // Most writes got through with a valid request, each with its events checked (51 here; the rest met a rule: a
    // 404, a 409), and the others were checked to append nothing.
    expect(appended.size).toBeGreaterThanOrEqual(45);
  });
});
