import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** What every API token's secret starts with, so that secret scanners and the server tell one from a session. */
export const API_TOKEN_PREFIX = 'shop_pat_';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 30 base62 characters: log2(62) * 30 ≈ 178 random bits. */
const RANDOM_LENGTH = 30;
/** A CRC32 (below 2^32) takes 6 base62 characters (62^6 ≈ 5.7 * 10^10). */
const CHECKSUM_LENGTH = 6;
const SHAPE = /^shop_pat_([0-9A-Za-z]{30})([0-9A-Za-z]{6})$/;

/** The CRC32 of `text` as 6 base62 characters, most significant first. */
function checksumOf(text: string): string {
  let value = crc32(text);
  let digits = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    digits = BASE62.charAt(value % 62) + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

/** A new secret: the prefix, 30 uniformly random base62 characters and their checksum. */
export function newApiTokenSecret(): string {
  let random = '';
  while (random.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(48)) {
      // 248 = 4 * 62: bytes above it are dropped, so every character is equally likely.
      if (byte < 248 && random.length < RANDOM_LENGTH) random += BASE62.charAt(byte % 62);
    }
  }
  return API_TOKEN_PREFIX + random + checksumOf(random);
}

/** Whether a bearer token is meant as an API token (and so is never looked up as a session). */
export function isApiTokenShaped(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** The number 6 base62 characters (already checked to be base62) stand for. */
function base62Value(digits: string): number {
  let value = 0;
  for (let i = 0; i < digits.length; i++) value = value * 62 + BASE62.indexOf(digits.charAt(i));
  return value;
}

/** Whether a secret has the shape and checksum of one the server made: a typo is caught without the database. */
export function hasValidChecksum(secret: string): boolean {
  const match = SHAPE.exec(secret);
  // Decoded rather than encoded for the comparison: every token call checks it, and this builds no strings.
  return match?.[1] !== undefined && match[2] !== undefined && base62Value(match[2]) === crc32(match[1]);
}

/** The API token secret an `Authorization` header carries (a bearer starting `shop_pat_`), if it carries one. */
export function apiTokenSecretOf(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return token !== undefined && isApiTokenShaped(token) ? token : undefined;
}
