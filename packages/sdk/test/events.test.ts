import { describe, expect, it } from 'vitest';
import { generateEvents } from '../scripts/generate.mjs';
import { eventTypeOf, mayReadEvents, readEventStream } from '../src/events.js';

describe('x-events', () => {
  const documentWith = (events: unknown) => ({
    security: [{ bearerAuth: [] }],
    components: {
      schemas: {
        EventType: { type: 'string', enum: ['order.placed'] },
        ChangeEntityType: { type: 'string', enum: ['Order'] },
      },
    },
    paths: {
      '/orders': {
        get: {
          operationId: 'listOrders',
          'x-shows': ['Order'],
          'x-roles': ['owner'],
          'x-scopes': ['orders:read'],
          responses: { '200': { description: 'ok' } },
        },
        post: {
          operationId: 'createOrder',
          'x-changes': ['Order', 'Change'],
          'x-events': events,
          'x-roles': ['owner'],
          'x-scopes': ['orders:write'],
          responses: { '201': { description: 'ok' } },
        },
      },
    },
  });

  it('are generated for every write, with who may read each kind', () => {
    const text = generateEvents(documentWith({ Order: 'order.placed' }));
    expect(text).toContain("createOrder: { Order: 'order.placed' },");
    expect(text).toContain("Order: { roles: ['owner'], scopes: [['orders:read']] },");
  });

  it('fail generation when a write the change log records names no event, or an unknown one', () => {
    expect(() => generateEvents(documentWith(undefined))).toThrow(
      /createOrder is a write the change log records/,
    );
    expect(() => generateEvents(documentWith({}))).toThrow(/it changes Order but names no event/);
    expect(() => generateEvents(documentWith({ Order: 'order.lost' }))).toThrow(
      /order.lost is not an EventType/,
    );
    const readOnly = documentWith({ Order: 'order.placed' });
    const post: { [key: string]: unknown } = readOnly.paths['/orders'].post;
    delete post['x-changes'];
    expect(() => generateEvents(readOnly)).toThrow(/takes no x-events/);
  });
});

describe('the events of the generated document', () => {
  it('name each write its event, a move to canceled being a cancellation', () => {
    expect(eventTypeOf('createOrder', 'Order')).toBe('order.placed');
    expect(eventTypeOf('moveOrders', 'Order', 'shipped')).toBe('order.moved');
    expect(eventTypeOf('moveOrders', 'Order', 'canceled')).toBe('order.canceled');
    expect(eventTypeOf('loginEmployee', 'Employee')).toBeUndefined();
    expect(eventTypeOf('listItems', 'Item')).toBeUndefined();
  });

  it('are read by the roles and scopes of the reads of their kind', () => {
    expect(mayReadEvents('Invite', 'employee')).toBe(false);
    expect(mayReadEvents('Invite', 'owner')).toBe(true);
    expect(mayReadEvents('Order', 'owner', ['orders:read'])).toBe(true);
    expect(mayReadEvents('Order', 'owner', ['catalogue:read'])).toBe(false);
    expect(mayReadEvents('Employee', 'owner', ['orders:read', 'catalogue:read'])).toBe(false);
  });
});

describe('readEventStream', () => {
  it('reads messages across chunks, skipping comments', async () => {
    const chunks = [
      ': heartbeat\n\nid: 7\nevent: order.pla',
      'ced\ndata: {"a":\ndata: 1}\n\n',
      'id: 8\r\ndata: x\r\n\r\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const messages = [];
    for await (const message of readEventStream(body)) messages.push(message);
    expect(messages).toEqual([
      { id: '7', event: 'order.placed', data: '{"a":\n1}' },
      { id: '8', event: 'message', data: 'x' },
    ]);
  });
});
