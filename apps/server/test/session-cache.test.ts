import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/auth/session-cache.js';

/** A session's employee, with a role. */
const holder = (employeeId: bigint) => ({ employeeId, level: 'employee' as const });

const NOW = Date.UTC(2026, 0, 1);
const inAnHour = new Date(NOW + 3_600_000);

describe('SessionCache', () => {
  it('remembers a verified session until its expiry or a minute, whichever comes first', () => {
    const cache = new SessionCache();
    cache.remember('a', holder(7n), inAnHour, cache.revision(), NOW);
    cache.remember('b', holder(8n), new Date(NOW + 10_000), cache.revision(), NOW);
    expect(cache.get('a', NOW + 59_000)?.employeeId).toBe(7n);
    expect(cache.get('a', NOW + 60_000)).toBeUndefined();
    expect(cache.get('b', NOW + 9_000)?.employeeId).toBe(8n);
    expect(cache.get('b', NOW + 10_000)).toBeUndefined();
    expect(cache.get('c', NOW)).toBeUndefined();
  });

  it('answers the role it was told, and forgets a session when it would go idle', () => {
    const cache = new SessionCache();
    cache.remember('a', { employeeId: 3n, level: 'owner' }, new Date(NOW + 5_000), cache.revision(), NOW);
    expect(cache.get('a', NOW + 4_999)).toEqual({ employeeId: 3n, level: 'owner' });
    expect(cache.get('a', NOW + 5_000)).toBeUndefined();
  });

  it('forgets a revoked token, and every session of an employee', () => {
    const cache = new SessionCache();
    for (const [token, employee] of [
      ['a', 1n],
      ['b', 1n],
      ['c', 2n],
    ] as const) {
      cache.remember(token, holder(employee), inAnHour, cache.revision(), NOW);
    }
    cache.forgetToken('c');
    expect(cache.get('c', NOW)).toBeUndefined();
    cache.forgetEmployee(1n);
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeUndefined();
  });

  it('does not remember a lookup that was under way while a session was revoked', () => {
    const cache = new SessionCache();
    const before = cache.revision();
    cache.forgetEmployee(1n);
    cache.remember('a', holder(1n), inAnHour, before, NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.remember('a', holder(1n), inAnHour, cache.revision(), NOW);
    expect(cache.get('a', NOW)?.employeeId).toBe(1n);
  });

  it('answers and remembers nothing while suspended, nor a lookup under way when it was suspended or resumed', () => {
    const cache = new SessionCache();
    cache.remember('a', holder(1n), inAnHour, cache.revision(), NOW);
    const beforeSuspend = cache.revision();
    cache.suspend();
    expect(cache.get('a', NOW)).toBeUndefined();
    cache.remember('b', holder(1n), inAnHour, cache.revision(), NOW);
    const whileSuspended = cache.revision();
    cache.resume();
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeUndefined();
    cache.remember('c', holder(1n), inAnHour, beforeSuspend, NOW);
    cache.remember('d', holder(1n), inAnHour, whileSuspended, NOW);
    expect(cache.get('c', NOW)).toBeUndefined();
    expect(cache.get('d', NOW)).toBeUndefined();
    cache.remember('e', holder(1n), inAnHour, cache.revision(), NOW);
    expect(cache.get('e', NOW)?.employeeId).toBe(1n);
  });
});
