import type { Database } from './client.js';

/**
 * PostgreSQL advisory locks shared by every server process on one database (numbers fixed here, taken by nothing
 * else). With the embedded database one process owns the data dir (its lock file), so these run at once there.
 */
export const PROCESS_LOCKS = {
  /** Migrations, the renderings, the first owner and the demo seed: one starting process at a time. */
  startup: 4_711_001,
  /** The hourly upkeep (expired sessions and throttle counters): one process, the others skip it. */
  upkeep: 4_711_002,
  /** A scheduled backup: one process takes it, the others skip their turn. */
  backup: 4_711_003,
  /**
   * Held by announce_answer_write (migration 0014) from taking a write's position until its transaction commits,
   * so that positions are announced in order.
   */
  answerPositions: 4_711_004,
  /**
   * Held by append_events (migration 0018) from taking an event's sequence until its transaction commits, so that
   * the outbox's sequences are gap-free and committed in their order.
   */
  eventSequence: 4_711_005,
  /**
   * With an endpoint's id as the second key: held by the process sending that endpoint's webhooks, on a connection
   * of its own (webhook-dispatcher.ts), so one process at a time serves each endpoint.
   */
  webhookEndpoint: 4_711_006,
} as const;

/** Runs `work` holding the advisory lock `key`, waiting for another process that holds it to finish first. */
export async function whileLocked<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  const connection = database.newClient?.('shop server: startup');
  if (connection === undefined) return work();
  await connection.connect();
  try {
    // A session-level lock on a connection of its own: `work` uses the pool, and the lock lasts until it is done.
    await connection.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the connection releases the lock too, also when the unlock cannot be sent.
    await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await connection.end();
  }
}

/**
 * Runs `work` when no other process holds the advisory lock `key`, holding it meanwhile; answers false, doing
 * nothing, when one does (it is doing the same work).
 */
export async function ifUnlocked(
  database: Database,
  key: number,
  work: () => Promise<void>,
): Promise<boolean> {
  const connection = database.newClient?.('shop server: upkeep');
  if (connection === undefined) {
    await work();
    return true;
  }
  await connection.connect();
  try {
    const taken = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (taken.rows[0]?.locked !== true) return false;
    await work();
    return true;
  } finally {
    await connection.end();
  }
}
