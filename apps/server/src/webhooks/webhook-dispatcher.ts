import { signWebhook } from '@shop/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { Logger } from '../core/logger.js';
import { rowsOf } from '../data/rows.js';
import type { Database } from '../db/client.js';
import { PROCESS_LOCKS } from '../db/process-locks.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { mailEndpointDisabled, type ServerDisabledReason } from './endpoint-disabled-mail.js';
import { nextAttemptAt, RETRY_FOR_MS } from './retry-schedule.js';
import { type DeliveryOutcome, sendDelivery } from './send-delivery.js';
import { fanOut } from './webhook-fan-out.js';
import type { WebhookTargets } from './webhook-targets.js';

/** How often due retries are looked for when nothing wakes the dispatcher. */
const TICK_MS = 1_000;

/** Deliveries of one endpoint taken at a time (at most one per record), sent at once. */
const DUE_BATCH = 16;

/** How long a rotated-out secret still signs beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhookDispatcherOptions {
  database: Pick<Database, 'db' | 'newClient'>;
  targets: WebhookTargets;
  mailer: Mailer;
  log: Logger;
  /** The server's clock (epoch milliseconds): a test's that it moves. */
  now: () => number;
  /** Where the admin is, for the owners' mail (read when it is sent: a server learns its port late). */
  publicUrl: () => string;
  random?: () => number;
  /** The receivers' time to answer (10 s). */
  timeoutMs?: number;
  /** Look for due retries on a timer (true); a test may drive the dispatcher by `runOnce` alone. */
  timer?: boolean;
}

interface Endpoint {
  id: bigint;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

interface DueDelivery {
  id: bigint;
  eventId: string;
  body: string;
  attempts: number;
  firstAttemptAt: number | undefined;
}

/**
 * Sends the webhooks: for each enabled endpoint, its deliveries of the outbox's events (fan-out), each signed
 * (Standard Webhooks) and posted by sendDelivery, retried by the schedule, in order per record. One process at a
 * time serves an endpoint: it holds the endpoint's advisory lock on a connection of its own, which PostgreSQL
 * releases when the process dies (a delivery under way is then sent again by the next: at least once). With the
 * embedded database one process owns the data, and an endpoint is served once at a time within it.
 */
export class WebhookDispatcher {
  readonly #options: WebhookDispatcherOptions;
  readonly #serving = new Set<bigint>();
  #chain: Promise<void> = Promise.resolve();
  #queued: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #locks: Promise<Client> | undefined;
  #stopped = false;

  constructor(options: WebhookDispatcherOptions) {
    this.#options = options;
    if (options.timer !== false) {
      this.#timer = setInterval(() => this.wake(), TICK_MS);
      this.#timer.unref();
    }
  }

  /** Something may be due (an event committed, a replay): a pass runs soon. */
  wake(): void {
    this.runOnce().catch((error: unknown) => this.#options.log.error('Sending webhooks failed', error));
  }

  /** One pass over every enabled endpoint; a call while one runs answers the next pass, which sees its work. */
  runOnce(): Promise<void> {
    if (this.#queued !== undefined) return this.#queued;
    const pass = this.#chain.then(() => {
      this.#queued = undefined;
      return this.#stopped ? undefined : this.#pass();
    });
    this.#queued = pass;
    this.#chain = pass.catch(() => undefined);
    return pass;
  }

  /** Stops looking for work, lets the pass under way end, and lets go of its endpoints. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#chain;
    const locks = this.#locks;
    this.#locks = undefined;
    if (locks !== undefined) await (await locks.catch(() => undefined))?.end().catch(() => undefined);
  }

  async #pass(): Promise<void> {
    const { db } = this.#options.database;
    const endpoints = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.enabled, true));
    await Promise.all(endpoints.map(({ id }) => this.#serve(id)));
  }

  /** The connection this process holds its endpoints' advisory locks on (none with the embedded database). */
  #lockConnection(): Promise<Client> | undefined {
    const newClient = this.#options.database.newClient;
    if (newClient === undefined) return undefined;
    if (this.#locks === undefined) {
      const client = newClient('shop server: webhooks');
      const connecting = client.connect().then(() => client);
      client.on('error', (error) => {
        // Its locks are gone with it: the next pass takes them again on a new connection.
        this.#options.log.error('The webhook lock connection failed', error);
        if (this.#locks === connecting) this.#locks = undefined;
      });
      connecting.catch(() => {
        if (this.#locks === connecting) this.#locks = undefined;
      });
      this.#locks = connecting;
    }
    return this.#locks;
  }

  /** Takes endpoint `id` for this process, answering how to let go of it; undefined when another has it. */
  async #claim(id: bigint): Promise<(() => Promise<void>) | undefined> {
    if (this.#serving.has(id)) return undefined;
    this.#serving.add(id);
    const release = () => this.#serving.delete(id);
    const connection = this.#lockConnection();
    if (connection === undefined) return async () => void release();
    const key = [PROCESS_LOCKS.webhookEndpoint, Number(id % 2_147_483_647n)];
    try {
      const client = await connection;
      const taken = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        key,
      );
      if (taken.rows[0]?.locked !== true) {
        release();
        return undefined;
      }
      return async () => {
        await client.query('select pg_advisory_unlock($1, $2)', key).catch(() => undefined);
        release();
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  async #serve(id: bigint): Promise<void> {
    const letGo = await this.#claim(id);
    if (letGo === undefined) return;
    try {
      for (;;) {
        if (this.#stopped) return;
        const read = await fanOut(this.#options.database.db, id, this.#options.now());
        const endpoint = await this.#endpoint(id);
        if (endpoint === undefined) return;
        const due = await this.#due(id);
        if (due.length === 0) {
          if (read === 0) return;
          continue;
        }
        const outcomes = await Promise.all(due.map((delivery) => this.#attempt(endpoint, delivery)));
        if (outcomes.includes('disabled')) return;
      }
    } finally {
      await letGo();
    }
  }

  async #endpoint(id: bigint): Promise<Endpoint | undefined> {
    const [endpoint] = await this.#options.database.db
      .select({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretUntil: webhookEndpoints.previousSecretUntil,
      })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)));
    return endpoint;
  }

  /** The endpoint's deliveries due now, oldest first, each the first waiting one of its record. */
  async #due(endpointId: bigint): Promise<DueDelivery[]> {
    const d = webhookDeliveries;
    const rows = await rowsOf(
      this.#options.database.db,
      sql`select ${d.id}::text as id, ${d.eventId}::text as event_id, ${d.body} as body, ${d.attempts} as attempts,
          (extract(epoch from ${d.firstAttemptAt}) * 1000)::float8 as first_at
        from ${d}
        where ${d.endpointId} = ${endpointId} and ${d.status} = 'pending'
          and ${d.nextAttemptAt} <= ${new Date(this.#options.now())}
          and not exists (select 1 from ${d} earlier where earlier.endpoint_id = ${d.endpointId}
            and earlier.status = 'pending' and earlier.record_key = ${d.recordKey} and earlier.id < ${d.id})
        order by ${d.id} limit ${DUE_BATCH}`,
    );
    return rows.map((row) => ({
      id: BigInt(String(row.get('id'))),
      eventId: String(row.get('event_id')),
      body: String(row.get('body')),
      attempts: Number(row.get('attempts')),
      firstAttemptAt: row.get('first_at') === null ? undefined : Number(row.get('first_at')),
    }));
  }

  /** Signs and sends one delivery and writes what became of it; answers 'disabled' when that turned its endpoint off. */
  async #attempt(endpoint: Endpoint, delivery: DueDelivery): Promise<'sent' | 'disabled'> {
    const { now, targets, timeoutMs } = this.#options;
    const sentAt = now();
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret !== null && (endpoint.previousSecretUntil?.getTime() ?? 0) > sentAt)
      secrets.push(endpoint.previousSecret);
    const timestamp = Math.floor(sentAt / 1000);
    const headers = {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': await signWebhook(secrets, delivery.eventId, timestamp, delivery.body),
    };
    let outcome: DeliveryOutcome;
    try {
      outcome = await sendDelivery(targets, new URL(endpoint.url), headers, delivery.body, {
        now: sentAt,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      });
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    return this.#record(endpoint, delivery, outcome);
  }

  async #record(
    endpoint: Endpoint,
    delivery: DueDelivery,
    outcome: DeliveryOutcome,
  ): Promise<'sent' | 'disabled'> {
    const { db } = this.#options.database;
    const at = this.#options.now();
    const attempts = delivery.attempts + 1;
    const firstAt = delivery.firstAttemptAt ?? at;
    const answered = outcome.kind === 'answered' ? outcome : undefined;
    const common = {
      attempts,
      firstAttemptAt: new Date(firstAt),
      lastAttemptAt: new Date(at),
      responseStatus: answered?.status ?? null,
      response: answered?.answer ?? null,
      error: outcome.kind === 'answered' ? null : outcome.reason,
    };
    const d = webhookDeliveries;
    const e = webhookEndpoints;
    if (answered !== undefined && answered.status >= 200 && answered.status < 300) {
      await db
        .update(d)
        .set({ ...common, status: 'delivered', nextAttemptAt: null })
        .where(eq(d.id, delivery.id));
      await db.update(e).set({ failingSince: null }).where(eq(e.id, endpoint.id));
      return 'sent';
    }
    if (answered?.status === 410) {
      await db
        .update(d)
        .set({ ...common, status: 'failed', nextAttemptAt: null })
        .where(eq(d.id, delivery.id));
      return (await this.#disable(endpoint, 'gone', at)) ? 'disabled' : 'sent';
    }
    const next = nextAttemptAt(attempts, firstAt, at, answered?.retryAfterSeconds, this.#options.random);
    await db
      .update(d)
      .set({
        ...common,
        status: next === undefined ? 'failed' : 'pending',
        nextAttemptAt: next === undefined ? null : new Date(next),
      })
      .where(eq(d.id, delivery.id));
    const [failing] = await db
      .update(e)
      .set({ failingSince: sql`coalesce(${e.failingSince}, ${new Date(at)})` })
      .where(eq(e.id, endpoint.id))
      .returning({ since: e.failingSince });
    const since = failing?.since?.getTime() ?? at;
    if (at - since >= RETRY_FOR_MS && (await this.#disable(endpoint, 'failing', at))) return 'disabled';
    return 'sent';
  }

  /** Turns the endpoint off (once: answers whether this call did) and mails the owners. */
  async #disable(endpoint: Endpoint, reason: ServerDisabledReason, at: number): Promise<boolean> {
    const e = webhookEndpoints;
    const turnedOff = await this.#options.database.db
      .update(e)
      .set({ enabled: false, disabledReason: reason, disabledAt: new Date(at) })
      .where(and(eq(e.id, endpoint.id), eq(e.enabled, true)))
      .returning({ url: e.url });
    const off = turnedOff[0];
    if (off === undefined) return false;
    this.#options.log.info(`Webhook endpoint ${endpoint.id} turned off (${reason})`);
    const { mailer, publicUrl } = this.#options;
    await mailEndpointDisabled(this.#options.database.db, mailer, publicUrl(), off.url, reason).catch(
      (error: unknown) =>
        this.#options.log.error('Mailing the owners of a turned-off webhook endpoint failed', error),
    );
    return true;
  }
}
