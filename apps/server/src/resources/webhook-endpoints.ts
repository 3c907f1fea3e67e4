import { eventTypeValues, type Schema } from '@shop/sdk';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import { changeOf, recordChanges } from '../data/changes.js';
import {
  Field,
  idField,
  refField,
  renderJson,
  textField,
  timeField,
  valueField,
} from '../data/crud/fields.js';
import { toId } from '../data/ids.js';
import { readJson } from '../data/json-read.js';
import { eventsAfter } from '../data/outbox.js';
import { noSuchRecord } from '../data/record-labels.js';
import { write } from '../data/write.js';
import type { Tx } from '../db/executor.js';
import { employees, eventSequence, events, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { AppDeps } from '../handlers/app-deps.js';
import { tableResource } from '../handlers/crud/table-resource.js';
import type { Handlers } from '../handlers/handler-types.js';
import { signedIn } from '../handlers/signed-in.js';
import {
  addDeliveries,
  deliveredEventsBetween,
  findDelivery,
  listDeliveries,
  recordKeyOf,
} from '../webhooks/webhook-deliveries.js';
import { ROTATION_OVERLAP_MS } from '../webhooks/webhook-dispatcher.js';
import { newWebhookSecret } from '../webhooks/webhook-secret.js';

const e = webhookEndpoints;

/** An endpoint as the API shows it (`WebhookEndpoint`): never its secrets, only the current one's last four. */
const shape = {
  _id: idField(e.id),
  url: valueField(e.url),
  description: valueField(e.description),
  eventTypes: valueField(e.eventTypes),
  enabled: valueField(e.enabled),
  disabledReason: valueField(e.disabledReason),
  disabledAt: new Field<string | null>(timeField(e.disabledAt).sql),
  failingSince: new Field<string | null>(timeField(e.failingSince).sql),
  secretLastFour: new Field<string>(sql`right(${e.secret}, 4)`),
  previousSecretUntil: new Field<string | null>(timeField(e.previousSecretUntil).sql),
  createdBy: refField(e.createdBy, employees),
  createdAt: timeField(e.createdAt),
};

/** The shop's webhook endpoints, newest first. */
const endpoint = tableResource({
  table: e,
  shape,
  order: sql`${e.createdAt} desc, ${e.id} desc`,
});

const NOT_A_TARGET: Message = /*i18n*/ {
  id: 'webhook.urlRefused',
  message:
    'This address is on a private or local network, where webhooks are not sent unless the server allows it (WEBHOOK_ALLOWED_HOSTS).',
};

/**
 * The URL as it is kept (WHATWG-normalised), after the target check: a scheme other than http(s), or a host that is
 * (or resolves to) a refused address, is a 400 on `url`. A name that does not resolve now is taken: each delivery
 * checks again.
 */
async function checkedUrl(deps: AppDeps, text: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(
      /*i18n*/ { id: 'webhook.urlInvalid', message: 'The webhook URL is not valid.' },
      { url: /*i18n*/ { id: 'webhook.urlInvalidField', message: 'Enter an http or https URL.' } },
    );
  }
  const decision = await deps.webhookTargets.decide(url);
  if (!decision.allowed && decision.reason !== 'unresolved')
    throw badRequest(NOT_A_TARGET, { url: NOT_A_TARGET });
  return url.toString();
}

/** 409 when another endpoint has this URL. */
async function refuseTakenUrl(tx: Tx, url: string, except?: bigint): Promise<void> {
  const [taken] = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.url, url), except === undefined ? undefined : ne(e.id, except)));
  if (taken !== undefined) {
    throw conflict(
      /*i18n*/ { id: 'webhook.urlTaken', message: 'An endpoint with this URL is registered already.' },
    );
  }
}

/** The event types in the document's order, each once. */
function typesOf(asked: readonly Schema<'EventType'>[]): Schema<'EventType'>[] {
  return eventTypeValues.filter((type) => asked.includes(type));
}

/** The endpoint `id`, locked for a write: 404 when there is none. */
async function lockEndpoint(tx: Tx, id: bigint) {
  const [row] = await tx.select({ enabled: e.enabled }).from(e).where(eq(e.id, id)).for('update');
  if (row === undefined) throw notFound(noSuchRecord(e));
  return row;
}

const TURNED_OFF: Message = /*i18n*/ {
  id: 'webhook.endpointOff',
  message: 'This endpoint is turned off; turn it on first.',
};

/** The endpoint with a secret just made, answered this once (`WebhookEndpointCreated`). */
async function withSecret(deps: AppDeps, id: bigint, secret: string) {
  const json = renderJson({ ...shape, version: valueField(e.version), secret: textField(secret) });
  const answer = await readJson<Schema<'WebhookEndpointCreated'>>(
    deps.db,
    sql`select ${json} as answer from ${e} where ${e.id} = ${id}`,
  );
  if (answer === undefined) throw notFound(noSuchRecord(e));
  return answer;
}

export const webhookEndpointOperations = {
  listWebhookEndpoints: endpoint.list,

  /** A new endpoint, sent the events committed from now on; its secret is answered this once. */
  async createWebhookEndpoint(input, deps) {
    const session = signedIn(input);
    const { body } = input;
    const url = await checkedUrl(deps, body.url);
    const secret = newWebhookSecret();
    const id = await write(deps, {
      async run(tx) {
        await refuseTakenUrl(tx, url);
        const [sequence] = await tx.select({ last: eventSequence.last }).from(eventSequence);
        const [row] = await tx
          .insert(e)
          .values({
            url,
            description: (body.description ?? '').trim(),
            eventTypes: typesOf(body.eventTypes),
            secret,
            afterSeq: sequence?.last ?? 0n,
            createdBy: session.employeeId,
            createdAt: new Date(deps.now()),
          })
          .returning({ id: e.id });
        if (row === undefined) throw new Error('insert returned no row');
        const created = await endpoint.find(tx, row.id);
        return {
          result: row.id,
          changes: [changeOf('WebhookEndpoint', 'webhook endpoint', row.id, undefined, created)],
        };
      },
    });
    return { status: 201, body: await withSecret(deps, id, secret) };
  },

  /**
   * Changes an endpoint; turning it on again clears why it was off and makes its waiting deliveries due now, with
   * 3 more days of retries.
   */
  async updateWebhookEndpoint(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const { body } = input;
    const url = body.url === undefined ? undefined : await checkedUrl(deps, body.url);
    await write(deps, {
      async run(tx) {
        const { enabled } = await lockEndpoint(tx, id);
        if (url !== undefined) await refuseTakenUrl(tx, url, id);
        const before = await endpoint.find(tx, id);
        const now = new Date(deps.now());
        const switched =
          body.enabled === undefined || body.enabled === enabled
            ? {}
            : body.enabled
              ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
              : { enabled: false, disabledReason: 'owner' as const, disabledAt: now };
        await tx
          .update(e)
          .set({
            ...(url === undefined ? {} : { url }),
            ...(body.description === undefined ? {} : { description: body.description.trim() }),
            ...(body.eventTypes === undefined ? {} : { eventTypes: typesOf(body.eventTypes) }),
            ...switched,
          })
          .where(eq(e.id, id));
        if (body.enabled === true && !enabled) {
          await tx
            .update(webhookDeliveries)
            .set({ nextAttemptAt: now, firstAttemptAt: null })
            .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
        }
        const after = await endpoint.find(tx, id);
        return {
          result: undefined,
          changes: [changeOf('WebhookEndpoint', 'webhook endpoint', id, before, after)],
        };
      },
    });
    deps.webhooks.wake();
    return { status: 200, body: await endpoint.find(deps.db, id) };
  },

  deleteWebhookEndpoint: endpoint.delete,

  /** A new secret, answered once; the old one signs beside it for 24 hours. */
  async rotateWebhookSecret(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const secret = newWebhookSecret();
    await write(deps, {
      async run(tx) {
        await lockEndpoint(tx, id);
        const before = await endpoint.find(tx, id);
        await tx
          .update(e)
          .set({
            previousSecret: sql`${e.secret}`,
            previousSecretUntil: new Date(deps.now() + ROTATION_OVERLAP_MS),
            secret,
          })
          .where(eq(e.id, id));
        const after = await endpoint.find(tx, id);
        return {
          result: undefined,
          changes: [changeOf('WebhookEndpoint', 'webhook endpoint', id, before, after)],
        };
      },
    });
    return { status: 200, body: await withSecret(deps, id, secret) };
  },

  /**
   * Appends a `webhook.tested` event naming the endpoint and makes its one delivery, in one transaction (the
   * fan-out passes test events by, so no other endpoint gets it).
   */
  async sendTestWebhook(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const deliveryId = await write(deps, {
      async run(tx) {
        const { enabled } = await lockEndpoint(tx, id);
        if (!enabled) throw conflict(TURNED_OFF);
        const current = await endpoint.find(tx, id);
        const record = changeOf('WebhookEndpoint', 'webhook endpoint', id, current, current);
        await recordChanges(tx, [record]);
        // The newest test event of this endpoint is this one: the endpoint's lock keeps out another test of it.
        const [tested] = await tx
          .select({ seq: events.seq })
          .from(events)
          .where(and(eq(events.type, 'webhook.tested'), eq(events.recordId, id)))
          .orderBy(desc(events.seq))
          .limit(1);
        const [appended] = tested === undefined ? [] : await eventsAfter(tx, tested.seq - 1n, 1);
        if (appended === undefined || appended.type !== 'webhook.tested')
          throw new Error('no test event appended');
        const sent: Schema<'Event'> = JSON.parse(appended.json);
        const [made] = await addDeliveries(
          tx,
          id,
          [
            {
              sequence: appended.sequence,
              id: sent.id,
              type: appended.type,
              recordKey: recordKeyOf(sent),
              body: appended.json,
            },
          ],
          deps.now(),
          true,
        );
        if (made === undefined) throw new Error('no delivery made');
        return { result: made };
      },
    });
    deps.webhooks.wake();
    const delivery = await findDelivery(deps.db, deliveryId);
    if (delivery === undefined) throw notFound(noSuchRecord(webhookDeliveries));
    return { status: 202, body: delivery };
  },

  async listWebhookDeliveries(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const [found] = await deps.db.select({ id: e.id }).from(e).where(eq(e.id, id));
    if (found === undefined) throw notFound(noSuchRecord(e));
    return { status: 200, body: await listDeliveries(deps.db, id, input.query) };
  },

  /** New deliveries of the events of the endpoint's deliveries made in [from, to). */
  async replayWebhookDeliveries(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const from = new Date(input.body.from);
    const to = new Date(input.body.to);
    if (!(from.getTime() < to.getTime())) {
      const message: Message = /*i18n*/ {
        id: 'webhook.replayRange',
        message: 'The start must be before the end.',
      };
      throw badRequest(message, { from: message });
    }
    const made = await write(deps, {
      async run(tx) {
        const { enabled } = await lockEndpoint(tx, id);
        if (!enabled) throw conflict(TURNED_OFF);
        const replayed = await deliveredEventsBetween(tx, id, from, to);
        return { result: (await addDeliveries(tx, id, replayed, deps.now(), true)).length };
      },
    });
    deps.webhooks.wake();
    return { status: 202, body: { replayed: made } };
  },

  /** A new delivery of one delivery's event (the same `webhook-id`). */
  async replayWebhookDelivery(input, deps) {
    signedIn(input);
    const id = toId(input.params.id);
    const made = await write(deps, {
      async run(tx) {
        const [original] = await tx
          .select({
            endpointId: webhookDeliveries.endpointId,
            status: webhookDeliveries.status,
            sequence: webhookDeliveries.eventSeq,
            id: webhookDeliveries.eventId,
            type: webhookDeliveries.eventType,
            recordKey: webhookDeliveries.recordKey,
            body: webhookDeliveries.body,
          })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, id));
        if (original === undefined) throw notFound(noSuchRecord(webhookDeliveries));
        const { enabled } = await lockEndpoint(tx, original.endpointId);
        if (!enabled) throw conflict(TURNED_OFF);
        if (original.status === 'pending') {
          throw conflict(
            /*i18n*/ { id: 'webhook.stillPending', message: 'This delivery is still waiting to be sent.' },
          );
        }
        const [replay] = await addDeliveries(tx, original.endpointId, [original], deps.now(), true);
        if (replay === undefined) throw new Error('no delivery made');
        return { result: replay };
      },
    });
    deps.webhooks.wake();
    const delivery = await findDelivery(deps.db, made);
    if (delivery === undefined) throw notFound(noSuchRecord(webhookDeliveries));
    return { status: 202, body: delivery };
  },
} satisfies Partial<Handlers>;
