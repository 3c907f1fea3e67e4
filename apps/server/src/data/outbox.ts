import {
  changeEntityTypeValues,
  eventTypeOf,
  eventTypeValues,
  orderStatusValues,
  type Schema,
} from '@shop/sdk';
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { apiTokens, type ChangedField, employees, events } from '../db/schema.js';
import { Field, refField, renderJson, timeField, valueField } from './crud/fields.js';
import { type Row, rowsOf } from './rows.js';

/** An event as the outbox is told of it: what the change log records of one write of one record. */
export interface OutboxEntry {
  operation: string;
  entityType: Schema<'ChangeEntityType'>;
  entityId: bigint | null;
  version: number | null;
  label: string;
  fields: readonly ChangedField[];
  employeeId: bigint | null;
  apiTokenId: bigint | null;
}

/** How long the outbox keeps events; older ones are pruned by the upkeep. */
export const EVENT_RETENTION_DAYS = 30;

type OrderStatus = Schema<'OrderStatus'>;

function isOrderStatus(value: unknown): value is OrderStatus {
  return orderStatusValues.some((status) => status === value);
}

/** An order's move in an entry: the status it left and entered (null for any other change). */
function moveOf(entry: OutboxEntry): { from: OrderStatus | null; to: OrderStatus | null } {
  const status =
    entry.entityType === 'Order' ? entry.fields.find((f) => f.field === 'orderStatus') : undefined;
  if (status === undefined || !isOrderStatus(status.from) || !isOrderStatus(status.to))
    return { from: null, to: null };
  return { from: status.from, to: status.to };
}

/**
 * Appends the events of `entries` to the outbox, in the caller's transaction (append_events, migration 0018): each
 * entry whose operation names an event for its kind of record in the document (`x-events`) becomes one. Answers
 * how many were appended.
 */
export async function appendEvents(db: Executor, entries: readonly OutboxEntry[]): Promise<number> {
  const batch = entries.flatMap((entry) => {
    const move = moveOf(entry);
    const type = eventTypeOf(entry.operation, entry.entityType, move.to);
    if (type === undefined) return [];
    const moved = type === 'order.moved' || type === 'order.canceled';
    return [
      {
        type,
        entity_type: entry.entityType,
        record_id: entry.entityId?.toString() ?? null,
        version: entry.version,
        from_status: moved ? move.from : null,
        to_status: moved ? move.to : null,
        employee_id: entry.employeeId?.toString() ?? null,
        api_token_id: entry.apiTokenId?.toString() ?? null,
        payload: { label: entry.label, fields: entry.fields },
      },
    ];
  });
  if (batch.length === 0) return 0;
  await db.execute(sql`select append_events(${JSON.stringify(batch)}::jsonb)`);
  return batch.length;
}

/** An event as the stream and the webhooks send it (`Event`). */
const eventShape = {
  id: valueField(events.id),
  sequence: new Field<number>(sql`${events.seq}`),
  type: valueField(events.type),
  occurredAt: timeField(events.occurredAt),
  entityType: new Field<Schema<'ChangeEntityType'>>(sql`${events.entityType}`),
  recordId: new Field<string | null>(sql`${events.recordId}::text`),
  version: valueField(events.version),
  from: valueField(events.fromStatus),
  to: valueField(events.toStatus),
  employee: refField(events.employeeId, employees),
  apiToken: refField(events.apiTokenId, apiTokens),
  data: new Field<Schema<'EventData'>>(sql`${events.payload}`),
};

/** An event read from the outbox: its sequence, kind of record, and its JSON as sent. */
export interface OutboxEvent {
  sequence: bigint;
  type: Schema<'EventType'>;
  entityType: Schema<'ChangeEntityType'>;
  json: string;
}

function textOf(row: Row, column: string): string {
  const value = row.get(column);
  if (typeof value !== 'string') throw new Error(`The outbox answered no ${column}.`);
  return value;
}

function sequenceOf(row: Row, column: string): bigint | null {
  const value = row.get(column);
  return value === null || value === undefined ? null : BigInt(textOf(row, column));
}

function isEventType(value: string): value is Schema<'EventType'> {
  return eventTypeValues.some((type) => type === value);
}

function isEntityType(value: string): value is Schema<'ChangeEntityType'> {
  return changeEntityTypeValues.some((type) => type === value);
}

/** Up to `limit` events after sequence `after`, in sequence order. */
export async function eventsAfter(db: Executor, after: bigint, limit: number): Promise<OutboxEvent[]> {
  const rows = await rowsOf(
    db,
    sql`select ${events.seq}::text as seq, ${events.type} as type, ${events.entityType} as entity_type,
        ${renderJson(eventShape)} as json
      from ${events} where ${events.seq} > ${after} order by ${events.seq} limit ${limit}`,
  );
  return rows.map((row) => {
    const type = textOf(row, 'type');
    const entityType = textOf(row, 'entity_type');
    if (!isEventType(type) || !isEntityType(entityType))
      throw new Error(`The outbox holds an event of an unknown kind: ${type} of ${entityType}`);
    return { sequence: BigInt(textOf(row, 'seq')), type, entityType, json: textOf(row, 'json') };
  });
}

/** The oldest and newest sequence the outbox holds (null when it is empty), and the last one ever taken. */
export async function outboxBounds(
  db: Executor,
): Promise<{ oldest: bigint | null; newest: bigint | null; last: bigint }> {
  const [row] = await rowsOf(
    db,
    sql`select (select min(seq) from events)::text as oldest, (select max(seq) from events)::text as newest,
        (select last from event_sequence)::text as last`,
  );
  if (row === undefined) throw new Error('The outbox answered no row.');
  return {
    oldest: sequenceOf(row, 'oldest'),
    newest: sequenceOf(row, 'newest'),
    last: BigInt(textOf(row, 'last')),
  };
}

/** Removes the events older than `days` (30 by default); answers how many went. */
export async function pruneEvents(
  db: Executor,
  now = Date.now(),
  days = EVENT_RETENTION_DAYS,
): Promise<number> {
  const removed = await db
    .delete(events)
    .where(lt(events.occurredAt, new Date(now - days * 24 * 60 * 60 * 1000)))
    .returning({ seq: events.seq });
  return removed.length;
}
