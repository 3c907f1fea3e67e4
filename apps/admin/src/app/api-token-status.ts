import type { Schema } from '@shop/sdk';

/** How many days before its end a token is marked as expiring soon, on its screen and on the owners' dashboard. */
export const EXPIRES_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a token stands at `now` (ms): revoked, expired, expiring within {@link EXPIRES_SOON_DAYS}, or active. */
export type ApiTokenStatus = 'active' | 'expiresSoon' | 'expired' | 'revoked';

/** Where `token` stands at `now` (ms since the epoch). */
export function apiTokenStatus(
  token: Pick<Schema<'ApiToken'>, 'expiresAt' | 'revokedAt'>,
  now: number,
): ApiTokenStatus {
  if (token.revokedAt !== null) return 'revoked';
  const ends = Date.parse(token.expiresAt);
  if (ends <= now) return 'expired';
  return ends - now <= EXPIRES_SOON_DAYS * DAY_MS ? 'expiresSoon' : 'active';
}

/** The tokens still working at `now` that end within {@link EXPIRES_SOON_DAYS}. */
export function expiringApiTokens<Token extends Pick<Schema<'ApiToken'>, 'expiresAt' | 'revokedAt'>>(
  tokens: readonly Token[],
  now: number,
): Token[] {
  return tokens.filter((token) => apiTokenStatus(token, now) === 'expiresSoon');
}

/** The moment `days` days after `now` (ms), as the server counts a new token's expiry. */
export function daysLater(now: number, days: number): Date {
  return new Date(now + days * DAY_MS);
}
