import type { Schema } from '@shop/sdk';

// Typed API tokens for the API tokens screen, the dashboard's notice and the change log.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days from now (negative: ago), as the API writes moments. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/**
 * An API token as `listApiTokens` answers it: "Nightly report", reading orders, made by Nusrat 10 days ago for 90
 * days, never used, unless told otherwise.
 */
export function anApiToken(overrides: Partial<Schema<'ApiToken'>> = {}): Schema<'ApiToken'> {
  return {
    _id: '5',
    version: 1,
    name: 'Nightly report',
    scopes: ['orders:read'],
    createdBy: { _id: '9', name: 'Nusrat Jahan' },
    createdAt: daysFromNow(-10),
    expiresAt: daysFromNow(80),
    lastUsedAt: null,
    lastUsedAddress: null,
    revokedAt: null,
    lastFour: 'x9Qz',
    ...overrides,
  };
}

/** The answer of `createApiToken`: the token with its secret, this once. */
export function aCreatedApiToken(
  overrides: Partial<Schema<'ApiTokenCreated'>> = {},
): Schema<'ApiTokenCreated'> {
  return {
    ...anApiToken({ _id: '6', createdAt: daysFromNow(0), expiresAt: daysFromNow(90) }),
    lastFour: 'AbCd',
    token: 'shop_pat_0123456789abcdefghijABCDEFGHIJ01AbCd',
    ...overrides,
  };
}
