import { mayReadEvents, type Schema } from '@shop/sdk';
import { eq } from 'drizzle-orm';
import { eventsAfter } from '../data/outbox.js';
import type { Db } from '../db/executor.js';
import { employees, webhookEndpoints } from '../db/schema.js';
import { addDeliveries, type DeliveryEvent, recordKeyOf } from './webhook-deliveries.js';

/** Events read from the outbox at a time, per endpoint. */
const FAN_OUT_BATCH = 500;

/**
 * Makes an endpoint's deliveries of the events committed after its `after_seq` and moves it on past them, in one
 * transaction (so an event gets one delivery however often this runs): the events of its types that its creator's
 * role may read (an owner-only kind stops once the creator is no owner). Test events are not among them: their
 * deliveries are made by `sendTestWebhook`. Answers how many events it read (0: it is up to date or turned off).
 */
export function fanOut(db: Db, endpointId: bigint, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({
        afterSeq: webhookEndpoints.afterSeq,
        eventTypes: webhookEndpoints.eventTypes,
        enabled: webhookEndpoints.enabled,
        level: employees.level,
      })
      .from(webhookEndpoints)
      .innerJoin(employees, eq(employees.id, webhookEndpoints.createdBy))
      .where(eq(webhookEndpoints.id, endpointId))
      .for('update', { of: webhookEndpoints });
    if (endpoint === undefined || !endpoint.enabled) return 0;
    const batch = await eventsAfter(tx, endpoint.afterSeq, FAN_OUT_BATCH);
    const last = batch.at(-1);
    if (last === undefined) return 0;
    const events = batch.flatMap((event): DeliveryEvent[] => {
      if (event.type === 'webhook.tested' || !endpoint.eventTypes.includes(event.type)) return [];
      if (!mayReadEvents(event.entityType, endpoint.level)) return [];
      const sent: Schema<'Event'> = JSON.parse(event.json);
      return [
        {
          sequence: event.sequence,
          id: sent.id,
          type: event.type,
          recordKey: recordKeyOf(sent),
          body: event.json,
        },
      ];
    });
    await addDeliveries(tx, endpointId, events, now, false);
    await tx
      .update(webhookEndpoints)
      .set({ afterSeq: last.sequence })
      .where(eq(webhookEndpoints.id, endpointId));
    return batch.length;
  });
}
