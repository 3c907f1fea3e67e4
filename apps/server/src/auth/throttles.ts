import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import { tooManyAttempts } from '../core/http-error.js';
import { type Row, rowsOf } from '../data/rows.js';
import type { Executor } from '../db/executor.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Every throttle's numbers; docs/security.md states them and what they allow. Counters live in
 * the database (throttle_counters), so every server process adds to the same ones and a restart forgets none.
 */
export const THROTTLE_RULES = {
  /**
   * Password guesses at one account (sign-in and change-password). The first `freeFailures` within the window
   * wait for nothing; after that each attempt waits 2^(failures - freeFailures) seconds after the last one, at
   * most `maxDelaySeconds`. From an address with no failure for the account the wait is at most
   * `newAddressMaxDelaySeconds`: nobody can lock the owner out, and each address gets that shortcut once.
   */
  passwordAccount: {
    freeFailures: 5,
    maxDelaySeconds: 300,
    newAddressMaxDelaySeconds: 3,
    windowMs: 24 * HOUR_MS,
  },
  /** Failed (or refused) password guesses from one client address, at any accounts. */
  passwordAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
  /** Password-reset requests from one client address (each may send a mail). */
  forgotAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
  /**
   * Reset mails to one account asked for from one client address: requests from elsewhere cannot use up the
   * person's own.
   */
  forgotAccountAddress: { limit: 3, windowMs: HOUR_MS },
  /** Reset mails to one account from all addresses: a cap on what one mailbox gets. */
  forgotAccount: { limit: 10, windowMs: HOUR_MS },
  /** Invalid or expired reset and invite links sent from one client address. */
  linkAddress: { limit: 10, windowMs: 15 * MINUTE_MS },
} as const;

interface LimitRule {
  limit: number;
  windowMs: number;
}

/**
 * How long after its last failure an account takes the next password guess, in seconds, having `failures` within
 * the window: from an address that already failed at it, or from another.
 */
export function passwordGuessDelaySeconds(failures: number, fromFailedAddress: boolean): number {
  const { freeFailures, maxDelaySeconds, newAddressMaxDelaySeconds } = THROTTLE_RULES.passwordAccount;
  if (failures < freeFailures) return 0;
  const delay = Math.min(2 ** (failures - freeFailures), maxDelaySeconds);
  return fromFailedAddress ? delay : Math.min(delay, newAddressMaxDelaySeconds);
}

/**
 * What a client address is counted as: itself, or for IPv6 its /64, which one household or server is usually given
 * whole (counting single IPv6 addresses would give each client 2^64 of them).
 */
export function addressSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right]
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}

/** A counter's key: the rule, then a hash of its subject (no email or address is stored as typed). */
export function counterKey(rule: keyof typeof THROTTLE_RULES | 'passwordPair', ...subject: string[]): string {
  return `${rule}:${createHash('sha256').update(subject.join('\n')).digest('base64url').slice(0, 27)}`;
}

/** Whole seconds from `now` until `at` (both in epoch milliseconds), at least 1. */
function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** A time the statements below answer as epoch milliseconds (`epochMs`). */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** A value of a row (the statements below name every column they answer). */
function column(row: Row | undefined, name: string): unknown {
  return row?.get(name);
}

/** One hit on a counter: it counts one more, or starts over at 1 once its window is past. */
const hitSet = sql`count = case when t.expires_at <= excluded.last_hit_at then 1 else t.count + 1 end,
  expires_at = case when t.expires_at <= excluded.last_hit_at then excluded.expires_at else t.expires_at end,
  last_hit_at = excluded.last_hit_at`;

/** Why a reset mail is not sent: its address asked for too many, or its account had its mails this hour. */
export type ResetMailWithheld = 'address' | 'account';

/** An attempt at a password that was let through: say how it went, so that it is counted. */
export interface PasswordGuess {
  /** The password was wrong: the attempt stays counted, and this address has failed at this account. */
  failed(): Promise<void>;
  /** The password was right: the account's failures are forgotten, and the address's attempt given back. */
  succeeded(): Promise<void>;
}

/** A link (reset or invite) about to be looked up: its attempt is given back when the link is valid. */
export interface LinkUse {
  valid(): Promise<void>;
}

/**
 * The throttles of the sign-in calls, over the database's counters. Each claim is one statement that counts the
 * attempt only when it is allowed (INSERT … ON CONFLICT DO UPDATE … WHERE), so concurrent requests, on one process
 * or several, cannot all slip through a gate that is about to close.
 */
export class Throttles {
  constructor(
    private readonly db: Executor,
    /** Milliseconds since the epoch; tests move it instead of waiting. */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Claims a password guess at `account` (a normalized email) from `address`, or throws 429 with Retry-After:
   * when the address has failed too often, or the account is waiting after its failures (see THROTTLE_RULES).
   */
  async claimPasswordGuess(account: string, address: string): Promise<PasswordGuess> {
    const rules = THROTTLE_RULES;
    const { freeFailures, maxDelaySeconds, newAddressMaxDelaySeconds, windowMs } = rules.passwordAccount;
    const now = this.now();
    const at = new Date(now);
    const addressKey = counterKey('passwordAddress', addressSubject(address));
    const accountKey = counterKey('passwordAccount', account);
    const pairKey = counterKey('passwordPair', account, addressSubject(address));
    const [row] = await rowsOf(
      this.db,
      sql`with address as (
          insert into throttle_counters as t (key, count, last_hit_at, expires_at)
          values (${addressKey}, 1, ${at}, ${new Date(now + rules.passwordAddress.windowMs)})
          on conflict (key) do update set ${hitSet}
          where t.expires_at <= excluded.last_hit_at or t.count < ${rules.passwordAddress.limit}
          returning count
        ), pair as (
          select count(*) > 0 as failed from throttle_counters where key = ${pairKey} and expires_at > ${at}
        ), account as (
          insert into throttle_counters as t (key, count, last_hit_at, expires_at)
          select ${accountKey}, 1, ${at}::timestamptz, ${new Date(now + windowMs)}::timestamptz from address
          on conflict (key) do update set ${hitSet}
          where t.expires_at <= excluded.last_hit_at
            or t.count < ${freeFailures}
            or excluded.last_hit_at >= t.last_hit_at + make_interval(secs => least(
              power(2::float8, (t.count - ${freeFailures})::float8),
              case when (select failed from pair) then ${maxDelaySeconds}::float8
                else ${newAddressMaxDelaySeconds}::float8 end))
          returning count
        )
        select (select count from address) as address_claimed, (select count from account) as account_claimed,
          ${epochMs(sql`a.expires_at`)} as address_expires_at, b.count as account_failures,
          ${epochMs(sql`b.last_hit_at`)} as account_last_hit_at, ${epochMs(sql`b.expires_at`)} as account_expires_at,
          (select failed from pair) as pair_failed
        from (values (1)) as one (x)
        left join throttle_counters a on a.key = ${addressKey}
        left join throttle_counters b on b.key = ${accountKey}`,
    );
    if (column(row, 'address_claimed') == null) {
      throw tooManyAttempts(secondsUntil(Number(column(row, 'address_expires_at')), now));
    }
    if (column(row, 'account_claimed') == null) {
      const delay = passwordGuessDelaySeconds(
        Number(column(row, 'account_failures')),
        column(row, 'pair_failed') === true,
      );
      // The wait ends with the window too: then the account's count starts over.
      const until = Math.min(
        Number(column(row, 'account_last_hit_at')) + delay * 1000,
        Number(column(row, 'account_expires_at')),
      );
      throw tooManyAttempts(secondsUntil(until, now));
    }
    return {
      failed: async () => {
        await this.db.execute(this.hit(pairKey, windowMs));
      },
      succeeded: async () => {
        // The address first, as a claim locks them: two statements locking in opposite orders could deadlock.
        await this.db.execute(
          sql`with released as (
              update throttle_counters set count = greatest(count - 1, 0) where key = ${addressKey} returning 1
            )
            delete from throttle_counters
            where key in (${accountKey}, ${pairKey}) and (select count(*) from released) >= 0`,
        );
      },
    };
  }

  /** Counts a password-reset request from `address`, or throws 429 with Retry-After past the limit. */
  async claimResetRequest(address: string): Promise<void> {
    const key = counterKey('forgotAddress', addressSubject(address));
    const wait = await this.claim(key, THROTTLE_RULES.forgotAddress);
    if (wait !== undefined) throw tooManyAttempts(wait);
  }

  /**
   * Counts a reset mail to the employee `employeeId` asked for from `address`; answers why it is withheld when the
   * address has asked for its mails to that account this hour, or the account has had its mails. The account is
   * counted only for a mail the address may have, so one address asking on and on cannot use up the others' mails.
   */
  async claimResetMail(employeeId: bigint, address: string): Promise<ResetMailWithheld | undefined> {
    const rules = THROTTLE_RULES;
    const now = this.now();
    const at = new Date(now);
    const account = String(employeeId);
    const pairKey = counterKey('forgotAccountAddress', account, addressSubject(address));
    const accountKey = counterKey('forgotAccount', account);
    const [row] = await rowsOf(
      this.db,
      sql`with pair as (
          insert into throttle_counters as t (key, count, last_hit_at, expires_at)
          values (${pairKey}, 1, ${at}, ${new Date(now + rules.forgotAccountAddress.windowMs)})
          on conflict (key) do update set ${hitSet}
          where t.expires_at <= excluded.last_hit_at or t.count < ${rules.forgotAccountAddress.limit}
          returning count
        ), account as (
          insert into throttle_counters as t (key, count, last_hit_at, expires_at)
          select ${accountKey}, 1, ${at}::timestamptz, ${new Date(now + rules.forgotAccount.windowMs)}::timestamptz
          from pair
          on conflict (key) do update set ${hitSet}
          where t.expires_at <= excluded.last_hit_at or t.count < ${rules.forgotAccount.limit}
          returning count
        )
        select (select count from pair) as pair_claimed, (select count from account) as account_claimed`,
    );
    if (column(row, 'pair_claimed') == null) return 'address';
    if (column(row, 'account_claimed') == null) return 'account';
    return undefined;
  }

  /**
   * Counts a reset or invite link sent from `address` before it is looked up, or throws 429 with Retry-After when
   * the address has sent too many invalid ones; a valid link gives its attempt back.
   */
  async claimLinkUse(address: string): Promise<LinkUse> {
    const key = counterKey('linkAddress', addressSubject(address));
    const wait = await this.claim(key, THROTTLE_RULES.linkAddress);
    if (wait !== undefined) throw tooManyAttempts(wait);
    return {
      valid: async () => {
        await this.db.execute(
          sql`update throttle_counters set count = greatest(count - 1, 0) where key = ${key}`,
        );
      },
    };
  }

  private hit(key: string, windowMs: number): SQL {
    const now = this.now();
    return sql`insert into throttle_counters as t (key, count, last_hit_at, expires_at)
      values (${key}, 1, ${new Date(now)}, ${new Date(now + windowMs)})
      on conflict (key) do update set ${hitSet}`;
  }

  /** Counts one more for `key` if it is under `rule.limit`; answers the seconds to wait when it is not. */
  private async claim(key: string, rule: LimitRule): Promise<number | undefined> {
    const now = this.now();
    const [row] = await rowsOf(
      this.db,
      sql`with hit as (
          insert into throttle_counters as t (key, count, last_hit_at, expires_at)
          values (${key}, 1, ${new Date(now)}, ${new Date(now + rule.windowMs)})
          on conflict (key) do update set ${hitSet}
          where t.expires_at <= excluded.last_hit_at or t.count < ${rule.limit}
          returning count
        )
        select (select count from hit) as claimed,
          (select ${epochMs(sql`expires_at`)} from throttle_counters where key = ${key}) as expires_at`,
    );
    return column(row, 'claimed') == null ? secondsUntil(Number(column(row, 'expires_at')), now) : undefined;
  }
}

/**
 * Deletes the counters whose window is past (they would start over anyway). Run at start and every hour; the one
 * place that does it, so that the periodic upkeep can be moved as a whole.
 */
export async function pruneThrottleCounters(db: Executor, now: number = Date.now()): Promise<number> {
  const rows = await rowsOf(
    db,
    sql`delete from throttle_counters where expires_at <= ${new Date(now)} returning 1 as gone`,
  );
  return rows.length;
}
