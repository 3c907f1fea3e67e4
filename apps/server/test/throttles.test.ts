// The throttles' numbers, as docs/security.md states them, checked against the database's counters on a moved clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressSubject,
  type PasswordGuess,
  passwordGuessDelaySeconds,
  pruneThrottleCounters,
  Throttles,
} from '../src/auth/throttles.js';
import { HttpError } from '../src/core/http-error.js';
import { rowsOf } from '../src/data/rows.js';
import { clientAddressOf, trustedProxies } from '../src/http/client-address.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const DAY_S = 24 * 60 * 60;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A guess let through, or the seconds a refused one was told to wait. */
async function attempt(
  throttles: Throttles,
  account: string,
  address: string,
): Promise<PasswordGuess | number> {
  try {
    return await throttles.claimPasswordGuess(account, address);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    return Number(error.headers?.['Retry-After']);
  }
}

describe('password guesses at one account', () => {
  it('wait 2^(failures - 5) seconds after the fifth, at most 5 minutes; at most 3 s from a new address', () => {
    const fromFailed = [4, 5, 6, 7, 8, 12, 13, 14, 100].map((n) => passwordGuessDelaySeconds(n, true));
    expect(fromFailed).toEqual([0, 1, 2, 4, 8, 128, 256, 300, 300]);
    const fromNew = [4, 5, 6, 7, 14].map((n) => passwordGuessDelaySeconds(n, false));
    expect(fromNew).toEqual([0, 1, 2, 3, 3]);
  });

  it('one address guessing as often as it is let through: 300 guesses in a day', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const start = now;
    const throttles = new Throttles(server.database.db, () => now);
    let guesses = 0;
    while (now - start < DAY_S * 1000) {
      // The attacker knows the schedule, so none of its attempts is refused (a refusal counts on its address).
      const answer = await attempt(throttles, 'day@shop.test', '203.0.113.1');
      if (typeof answer === 'number') throw new Error(`refused after ${guesses} guesses: wait ${answer} s`);
      await answer.failed();
      guesses++;
      now += passwordGuessDelaySeconds(guesses, true) * 1000;
    }
    // 5 at once, 8 more in the first 4 minutes (1, 2, 4 … 128 s apart), then one every 5 minutes.
    expect(guesses).toBe(300);
  });

  it('Retry-After is exact: a second sooner is still refused, and the wait ends with the 24-hour window', async () => {
    let now = Date.parse('2026-01-10T00:00:00Z');
    const start = now;
    const throttles = new Throttles(server.database.db, () => now);
    const waits: number[] = [];
    while (waits.length < 5) {
      const answer = await attempt(throttles, 'exact@shop.test', '203.0.113.2');
      if (typeof answer === 'number') {
        waits.push(answer);
        now += (answer - 1) * 1000;
        expect(typeof (await attempt(throttles, 'exact@shop.test', '203.0.113.2'))).toBe('number');
        now += 1000;
      } else {
        await answer.failed();
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // Near the end of the window, a wait is cut short by it: then the count starts over.
    now = start + DAY_S * 1000 - 10_000;
    const late = await attempt(throttles, 'exact@shop.test', '203.0.113.2');
    if (typeof late === 'number') throw new Error('refused');
    await late.failed();
    expect(await attempt(throttles, 'exact@shop.test', '203.0.113.2')).toBe(10);
  });

  it('new addresses, one after another: one guess per 3 seconds at most', async () => {
    let now = Date.parse('2026-02-01T00:00:00Z');
    const throttles = new Throttles(server.database.db, () => now);
    let guesses = 0;
    for (let second = 0; second < 600; second++, now += 1000) {
      const answer = await attempt(throttles, 'many@shop.test', `198.51.100.${second % 250}`);
      if (typeof answer !== 'number') {
        await answer.failed();
        guesses++;
      }
    }
    // The first 5 at once, 1 and 2 seconds apart next, then every 3 seconds: 600 / 3 + 5, give or take one.
    expect(guesses).toBeGreaterThan(190);
    expect(guesses).toBeLessThanOrEqual(205);
  });

  it('30 guesses at once: 5 are let through, the others refused, as in a series', async () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const throttles = new Throttles(server.database.db, () => now);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt(throttles, 'burst@shop.test', '203.0.113.30')),
    );
    expect(answers.filter((answer) => typeof answer !== 'number')).toHaveLength(5);
    // Refused while the account waits its second, then (20 attempts counted) for the address's 15 minutes.
    const waits = answers.filter((answer) => typeof answer === 'number');
    expect(new Set(waits)).toEqual(new Set([1, 900]));
  });

  it('a right password clears the account, and gives the address its attempt back', async () => {
    let now = Date.parse('2026-04-01T00:00:00Z');
    const throttles = new Throttles(server.database.db, () => now);
    for (let i = 0; i < 5; i++) {
      const guess = await attempt(throttles, 'typo@shop.test', '203.0.113.40');
      if (typeof guess === 'number') throw new Error('refused');
      await guess.failed();
    }
    expect(await attempt(throttles, 'typo@shop.test', '203.0.113.40')).toBe(1);
    now += 1000;
    const right = await attempt(throttles, 'typo@shop.test', '203.0.113.40');
    if (typeof right === 'number') throw new Error('refused');
    await right.succeeded();
    for (let i = 0; i < 5; i++) {
      const guess = await attempt(throttles, 'typo@shop.test', '203.0.113.40');
      if (typeof guess === 'number') throw new Error('refused after a right password');
      await guess.failed();
    }
  });
});

describe('reset mails to one account', () => {
  it('3 an hour asked for from one address, so the person from their own still gets theirs; 10 in all', async () => {
    let now = Date.parse('2026-02-01T00:00:00Z');
    const throttles = new Throttles(server.database.db, () => now);
    const account = 9001n;
    const from = (address: string) => throttles.claimResetMail(account, address);
    const flood = [];
    for (let i = 0; i < 5; i++) flood.push(await from('203.0.113.7'));
    expect(flood).toEqual([undefined, undefined, undefined, 'address', 'address']);
    // The refused requests did not count on the account: the person's own address gets its three.
    expect([await from('198.51.100.8'), await from('198.51.100.8'), await from('198.51.100.8')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // IPv6 addresses count by their /64.
    expect(await from('2001:db8:1:2::a')).toBeUndefined();
    expect(await from('2001:db8:1:2::b')).toBeUndefined();
    expect(await from('2001:db8:1:2::c')).toBeUndefined();
    expect(await from('2001:db8:1:2::d')).toBe('address');
    // 9 mails so far; one more from anywhere, then the account is capped for the hour.
    expect(await from('192.0.2.40')).toBeUndefined();
    expect(await from('192.0.2.41')).toBe('account');
    expect(await throttles.claimResetMail(9002n, '192.0.2.41')).toBeUndefined();
    now += 60 * 60_000;
    expect(await from('203.0.113.7')).toBeUndefined();
  });
});

describe('client addresses', () => {
  it('IPv6 clients are counted by their /64', () => {
    expect(addressSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('203.0.113.7')).toBe('203.0.113.7');
  });

  it('X-Forwarded-For is read from the right, past trusted proxies only', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '192.168.1.1', 'fd00::/8']);
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('::ffff:10.0.0.2', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', '1.2.3.4, 203.0.113.5, 192.168.1.1', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('fd00::2', '[2001:db8::7]:443', trusted)).toBe('2001:db8::7');
    expect(clientAddressOf('10.0.0.2', '203.0.113.5:8080', trusted)).toBe('203.0.113.5');
    // A malformed hop: the last address known good is the client.
    expect(clientAddressOf('10.0.0.2', 'nonsense, 10.0.0.3', trusted)).toBe('10.0.0.3');
    expect(clientAddressOf('10.0.0.2', undefined, trusted)).toBe('10.0.0.2');
    // Not from a trusted proxy, or none configured: the header is not read.
    expect(clientAddressOf('203.0.113.9', '1.1.1.1', trusted)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.2', '1.1.1.1', undefined)).toBe('10.0.0.2');
  });
});

it('pruning deletes the counters whose window is over, and only those', async () => {
  const now = Date.parse('2027-01-01T00:00:00Z');
  const throttles = new Throttles(server.database.db, () => now);
  await throttles.claimResetRequest('203.0.113.50');
  await pruneThrottleCounters(server.database.db, now + 15 * 60 * 1000 - 1);
  const kept = await rowsOf(server.database.db, sql`select count(*)::int as n from throttle_counters`);
  expect(Number(kept[0]?.get('n'))).toBeGreaterThan(0);
  await pruneThrottleCounters(server.database.db, now + 30 * 24 * 60 * 60 * 1000);
  const left = await rowsOf(server.database.db, sql`select count(*)::int as n from throttle_counters`);
  expect(Number(left[0]?.get('n'))).toBe(0);
});
