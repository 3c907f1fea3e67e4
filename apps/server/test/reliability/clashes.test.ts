// Clashes: many requests at once over the same record. Exactly one order move wins, the VAT / discount / delivery
// fee limits hold, and no sequence of concurrent moves lands an order in a status the moves do not allow.
// FUZZ_SEED and CLASH_RUNS reproduce or widen the property run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, type OrderStatus, orders } from '../../src/db/schema.js';
import { loadOpenApiDocument } from '../../src/document/openapi-document.js';
import { type ApiResponse, startTestServer, type TestServer } from '../support/test-server.js';
import { at, form } from '../support/values.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_110);
const RUNS = Number(process.env.CLASH_RUNS ?? 15);

/** The moves of ../shared/decisions.md, written out here rather than read from the server. */
const MOVES = {
  changeOrderToToBeDelivered: { from: ['processing'], to: 'toBeDelivered' },
  changeOrderToShipped: { from: ['toBeDelivered'], to: 'shipped' },
  changeOrderToCompleted: { from: ['shipped'], to: 'completed' },
  cancelOrder: { from: ['processing', 'toBeDelivered', 'shipped'], to: 'canceled' },
} as const satisfies { [operationId: string]: { from: readonly OrderStatus[]; to: OrderStatus } };
type Move = keyof typeof MOVES;
const MOVE_NAMES: Move[] = [
  'changeOrderToToBeDelivered',
  'changeOrderToShipped',
  'changeOrderToCompleted',
  'cancelOrder',
];
const STATUSES: OrderStatus[] = ['processing', 'toBeDelivered', 'shipped', 'completed', 'canceled'];

const doc = loadOpenApiDocument();
function movePath(move: Move, id: string): string {
  const op = doc.operations.find((o) => o.operationId === move);
  if (op === undefined) throw new Error(`the document has no ${move}`);
  return op.path.replace('{id}', id);
}

function allows(move: Move, status: OrderStatus): boolean {
  const from: readonly OrderStatus[] = MOVES[move].from;
  return from.includes(status);
}

let server: TestServer;
let token: string;
let customerId: bigint;

async function newOrder(status: OrderStatus): Promise<string> {
  const [order] = await server.database.db
    .insert(orders)
    .values({
      customerId,
      orderStatus: status,
      areaString: 'Dhanmondi',
      fullAddressString: 'Road 27, House 12, Dhanmondi',
      subtotal: 1000,
      discount: 0,
      deliveryFee: 60,
      total: 1060,
      vat: 0,
      grandTotal: 1060,
      notes: '',
    })
    .returning({ id: orders.id });
  if (order === undefined) throw new Error('no order');
  return String(order.id);
}

const moveOrder = (move: Move, id: string) => server.api('PATCH', movePath(move, id), { token });

async function statusOf(id: string): Promise<OrderStatus> {
  const order = await server.api('GET', `/customers/orders/getSingleOrder/${id}`, { token });
  const status = STATUSES.find((s) => s === at(order.body, 'orderStatus'));
  if (status === undefined) throw new Error(`order ${id} has no known status: ${order.text}`);
  return status;
}

function count(answers: ApiResponse[], status: number): number {
  return answers.filter((answer) => answer.status === status).length;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  const [customer] = await server.database.db
    .insert(customers)
    .values({ name: 'Rahim Uddin', email: 'rahim@example.com', mobile: '+8801711000001' })
    .returning({ id: customers.id });
  if (customer === undefined) throw new Error('no customer');
  customerId = customer.id;
});
afterAll(() => server?.close());

describe('50 clashing requests at once', () => {
  it("complete vs cancel on one shipped order: exactly one wins, 49 get 409, the status is the winner's", async () => {
    const id = await newOrder('shipped');
    const moves: Move[] = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0 ? 'changeOrderToCompleted' : 'cancelOrder',
    );
    const answers = await Promise.all(moves.map((move) => moveOrder(move, id)));
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 409)).toBe(49);
    const winner = moves[answers.findIndex((answer) => answer.status === 200)];
    if (winner === undefined) throw new Error('no winner');
    expect(await statusOf(id)).toBe(MOVES[winner].to);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(at(answer.body, 'message')).toMatch(/^This order is (completed|canceled), so it cannot be/);
    }
  });

  it('the same move 50 times on one order: exactly one wins', async () => {
    const id = await newOrder('processing');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => moveOrder('changeOrderToToBeDelivered', id)),
    );
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 409)).toBe(49);
    expect(await statusOf(id)).toBe('toBeDelivered');
  });

  const limits = [
    { name: 'VAT', path: '/vats', max: 1, body: () => form({ amount: 5, isApplicable: true }) },
    { name: 'discount', path: '/discounts', max: 1, body: () => form({ amount: 10, isApplicable: true }) },
    {
      name: 'delivery fee',
      path: '/deliveryFees',
      max: 2,
      body: () => form({ name: 'Inside Dhaka', amount: 60 }),
    },
  ];
  for (const limit of limits) {
    it(`50 ${limit.name} creates at once: exactly ${limit.max} made, the rest 409, and the list agrees`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => server.api('POST', limit.path, { token, form: limit.body() })),
      );
      expect(count(answers, 201)).toBe(limit.max);
      expect(count(answers, 409)).toBe(50 - limit.max);
      const list = await server.api('GET', limit.path, { token });
      expect(at(list.body, 'total')).toBe(limit.max);
      // And one more, later, is still refused.
      expect((await server.api('POST', limit.path, { token, form: limit.body() })).status).toBe(409);
    });
  }
});

describe(`random concurrent moves on a few orders (FUZZ_SEED=${SEED}, CLASH_RUNS=${RUNS})`, () => {
  const batch = fc.array(
    fc.record({ order: fc.integer({ min: 0, max: 2 }), move: fc.constantFrom(...MOVE_NAMES) }),
    {
      minLength: 1,
      maxLength: 8,
    },
  );
  const scenario = fc.record({
    start: fc.tuple(fc.constantFrom(...STATUSES), fc.constantFrom(...STATUSES), fc.constantFrom(...STATUSES)),
    batches: fc.array(batch, { minLength: 1, maxLength: 4 }),
  });

  /** Whether some order of the successful moves leads from `from` to `to`, one allowed move at a time. */
  function explains(from: OrderStatus, to: OrderStatus, moves: Move[]): boolean {
    if (moves.length === 0) return from === to;
    return moves.some(
      (move, i) =>
        allows(move, from) && explains(MOVES[move].to, to, [...moves.slice(0, i), ...moves.slice(i + 1)]),
    );
  }

  it('every observed change is a chain of allowed moves, and no move that was allowed throughout is refused', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ start, batches }) => {
        const ids = await Promise.all(start.map((status) => newOrder(status)));
        let current: OrderStatus[] = [...start];
        for (const moves of batches) {
          const answers = await Promise.all(
            moves.map(({ order, move }) => moveOrder(move, ids[order] ?? '')),
          );
          const after = await Promise.all(ids.map((id) => statusOf(id)));
          for (const [order, id] of ids.entries()) {
            const before = current[order] ?? 'processing';
            const now = after[order] ?? 'processing';
            const mine = moves.map((m, i) => ({ ...m, answer: answers[i] })).filter((m) => m.order === order);
            const won = mine.filter((m) => m.answer?.status === 200).map((m) => m.move);
            for (const m of mine) {
              expect([200, 409], `order ${id}: ${m.move} answered ${m.answer?.text}`).toContain(
                m.answer?.status,
              );
              if (m.answer?.status === 200) expect(at(m.answer.body, 'orderStatus')).toBe(MOVES[m.move].to);
            }
            expect(
              explains(before, now, won),
              `order ${id}: ${before} -> ${now} by ${won.join(', ') || 'nothing'}`,
            ).toBe(true);
            // Nothing moved it, so a move allowed from its status must have gone through.
            if (won.length === 0) {
              const refused = mine.filter((m) => allows(m.move, before)).map((m) => m.move);
              expect(refused, `order ${id} stayed ${before}`).toEqual([]);
            }
          }
          current = after;
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
