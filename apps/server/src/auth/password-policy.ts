import { createRequire } from 'node:module';
import { newPasswordLimits } from '@shop/sdk';
import { badRequest } from '../contract/http-error.js';
import type { Message } from '../i18n/messages.js';

/**
 * The passwords people pick most: the ranked list of about 49,000 that zxcvbn-ts ships (@zxcvbn-ts/language-common,
 * from leaked password sets), lowercased. Loaded on first use (about 20 ms, 3 MB), not at every start.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  if (common === undefined) {
    const require = createRequire(import.meta.url);
    const { dictionary } =
      require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return common;
}

/** The field message of a new password that is one of the common ones. */
const COMMON_PASSWORD: Message = /*i18n*/ {
  id: 'password.tooCommon',
  message: 'This password is too common; choose another',
};

/**
 * Why a new password is refused, in words that follow "The password …", or undefined when it is acceptable: at
 * least `newPasswordLimits.minLength` characters (10), at most `maxLength`, and not a common password. No
 * composition rules (a digit, a capital…): length and a blocklist are what OWASP ASVS asks for.
 */
export function passwordProblem(password: string): string | undefined {
  const { minLength, maxLength } = newPasswordLimits;
  const length = [...password].length;
  if (length < minLength) return `has fewer than ${minLength} characters`;
  if (length > maxLength) return `has more than ${maxLength} characters`;
  if (isCommonPassword(password)) return 'is one of the most common passwords';
  return undefined;
}

/** Whether a password is one of the common ones, in any case (the document checks the length). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a common password for the body field `field` (400 with the field's message); the length is the document's. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(
      /*i18n*/ { id: 'password.tooCommonSentence', message: 'This password is too common; choose another.' },
      { [field]: COMMON_PASSWORD },
    );
  }
}
