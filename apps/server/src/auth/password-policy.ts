import { newPasswordLimits } from '@shop/sdk';
import { badRequest } from '../core/http-error.js';
import type { Message } from '../core/messages.js';
import { type PasswordContext, type PasswordWeakness, passwordWeakness } from './password-strength.js';

/** The field message of each weakness a request can have (the document refuses a wrong length first). */
const FIELD_MESSAGES: { readonly [weakness in PasswordWeakness]: Message } = {
  tooShort: /*i18n*/ {
    id: 'field.minLength',
    message: 'At least {limit} characters',
    values: { limit: newPasswordLimits.minLength },
  },
  tooLong: /*i18n*/ {
    id: 'field.maxLength',
    message: 'At most {limit} characters',
    values: { limit: newPasswordLimits.maxLength },
  },
  common: /*i18n*/ { id: 'password.tooCommon', message: 'This password is too common; choose another' },
  email: /*i18n*/ { id: 'password.hasEmail', message: 'Too easy to guess: it contains your email' },
  name: /*i18n*/ { id: 'password.hasName', message: 'Too easy to guess: it contains your name' },
  demoPassword: /*i18n*/ {
    id: 'password.hasDemoPassword',
    message: 'Too easy to guess: it contains the demo password',
  },
  shopName: /*i18n*/ {
    id: 'password.hasShopName',
    message: "Too easy to guess: it contains the shop's name",
  },
  repeated: /*i18n*/ {
    id: 'password.repeated',
    message: 'Too easy to guess: it repeats characters or a pattern',
  },
  keyboard: /*i18n*/ {
    id: 'password.keyboardRun',
    message: 'Too easy to guess: it follows the keyboard or a sequence (qwerty, 1234)',
  },
  guessable: /*i18n*/ {
    id: 'password.guessable',
    message: 'Too easy to guess: add a few uncommon words or characters',
  },
};

/**
 * Refuses a new password that is easy to guess (see passwordWeakness) for the body field `field`: a 400 whose
 * field message says why. Weighing one costs up to tens of ms of this thread, so callers do it only once the
 * request has shown its right to set one (a valid link, the current password).
 */
export function refuseWeakPassword(password: string, field: string, context: PasswordContext): void {
  const weakness = passwordWeakness(password, context);
  if (weakness === undefined) return;
  throw badRequest(
    weakness === 'common'
      ? /*i18n*/ { id: 'password.tooCommonSentence', message: 'This password is too common; choose another.' }
      : /*i18n*/ { id: 'password.tooEasy', message: 'This password is too easy to guess; choose another.' },
    { [field]: FIELD_MESSAGES[weakness] },
  );
}
