import type { Schema } from '@shop/sdk';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Field, idField, renderJson, timeField, valueField } from '../data/crud/fields.js';
import { pageAnswer, readJson, readJsonList } from '../data/json-read.js';
import { pageClause, paging } from '../data/paging.js';
import type { RenderedJson } from '../data/rendered-json.js';
import type { Executor } from '../db/executor.js';
import { webhookDeliveries } from '../db/schema.js';

/** How long the delivery log keeps a delivery; older ones are pruned by the upkeep. */
export const DELIVERY_RETENTION_DAYS = 30;

const d = webhookDeliveries;

/** A delivery as the API shows it (`WebhookDelivery`): never its body's secret-free copy of the event, only its id. */
const deliveryShape = {
  _id: idField(d.id),
  endpoint: new Field<string>(sql`${d.endpointId}::text`),
  eventId: new Field<string>(sql`${d.eventId}::text`),
  eventSequence: new Field<number>(sql`${d.eventSeq}`),
  eventType: valueField(d.eventType),
  status: valueField(d.status),
  attempts: valueField(d.attempts),
  replay: valueField(d.replay),
  createdAt: timeField(d.createdAt),
  lastAttemptAt: new Field<string | null>(timeField(d.lastAttemptAt).sql),
  nextAttemptAt: new Field<string | null>(timeField(d.nextAttemptAt).sql),
  responseStatus: valueField(d.responseStatus),
  response: valueField(d.response),
  error: valueField(d.error),
};

type Delivery = Schema<'WebhookDelivery'>;

/** One delivery as the API shows it, or undefined when there is none. */
export function findDelivery(db: Executor, id: bigint): Promise<RenderedJson<Delivery> | undefined> {
  return readJson<Delivery>(
    db,
    sql`select ${renderJson(deliveryShape)} as answer from ${d} where ${d.id} = ${id}`,
  );
}

/** A page of an endpoint's deliveries, newest first, of one status when given. */
export function listDeliveries(
  db: Executor,
  endpointId: bigint,
  query: { page?: number; pageSize?: number; status?: Schema<'WebhookDeliveryStatus'> },
): Promise<RenderedJson<{ data: Delivery[]; total: number }>> {
  const where: SQL | undefined = and(
    eq(d.endpointId, endpointId),
    query.status === undefined ? undefined : eq(d.status, query.status),
  );
  const cut = pageClause(paging({ page: query.page ?? 1, pageSize: query.pageSize ?? 50 }));
  return readJsonList<Delivery>(
    db,
    pageAnswer(
      sql`select string_agg(rows.json, ',' order by rows.n) from (
        select ${renderJson(deliveryShape)} as json, row_number() over (order by ${d.id} desc) as n
        from ${d} where ${where} order by ${d.id} desc ${cut}) rows`,
      sql`select count(*) from ${d} where ${where}`,
    ),
  );
}

/** What a new delivery sends: one event of the outbox, as its JSON. */
export interface DeliveryEvent {
  sequence: bigint;
  id: string;
  type: Schema<'EventType'>;
  /** Deliveries of one record go in order: its kind and id (`Order:42`). */
  recordKey: string;
  body: string;
}

/** The key that orders a record's deliveries: its kind and id, or its kind alone for a change of many. */
export function recordKeyOf(event: Pick<Schema<'Event'>, 'entityType' | 'recordId'>): string {
  return `${event.entityType}:${event.recordId ?? '*'}`;
}

/** Adds deliveries of `events` to an endpoint, due at `now`; answers their ids in order. */
export async function addDeliveries(
  db: Executor,
  endpointId: bigint,
  events: readonly DeliveryEvent[],
  now: number,
  replay: boolean,
): Promise<bigint[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(d)
    .values(
      events.map((event) => ({
        endpointId,
        eventSeq: event.sequence,
        eventId: event.id,
        eventType: event.type,
        body: event.body,
        recordKey: event.recordKey,
        replay,
        createdAt: new Date(now),
        nextAttemptAt: new Date(now),
      })),
    )
    .returning({ id: d.id });
  return rows.map((row) => row.id);
}

/** The events of an endpoint's deliveries made in [from, to): each event once, in sequence order. */
export async function deliveredEventsBetween(
  db: Executor,
  endpointId: bigint,
  from: Date,
  to: Date,
): Promise<DeliveryEvent[]> {
  const rows = await db
    .selectDistinctOn([d.eventSeq], {
      sequence: d.eventSeq,
      id: d.eventId,
      type: d.eventType,
      recordKey: d.recordKey,
      body: d.body,
    })
    .from(d)
    .where(and(eq(d.endpointId, endpointId), sql`${d.createdAt} >= ${from}`, sql`${d.createdAt} < ${to}`))
    .orderBy(d.eventSeq, desc(d.id));
  return rows;
}

/** Removes the deliveries older than `days` (30 by default); answers how many went. */
export async function pruneDeliveries(
  db: Executor,
  now: number,
  days = DELIVERY_RETENTION_DAYS,
): Promise<number> {
  const removed = await db
    .delete(d)
    .where(sql`${d.createdAt} < ${new Date(now - days * 24 * 60 * 60 * 1000)}`)
    .returning({ id: d.id });
  return removed.length;
}
