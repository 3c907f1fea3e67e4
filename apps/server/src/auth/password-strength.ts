import { createRequire } from 'node:module';
import { newPasswordLimits } from '@shop/sdk';
import { DEMO_ADMIN_PASSWORD } from './demo-login.js';

/** What a new password is weighed against besides itself: what others know of its person and of the shop. */
export interface PasswordContext {
  email?: string;
  name?: string;
  /** The shop's names (the app settings' names): a customer knows them. */
  shopNames?: readonly string[];
}

/** Why a new password is refused. */
export type PasswordWeakness =
  | 'tooShort'
  | 'tooLong'
  | 'common'
  | 'email'
  | 'name'
  | 'demoPassword'
  | 'shopName'
  | 'repeated'
  | 'keyboard'
  | 'guessable';

/** zxcvbn's score a new password needs: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

/**
 * How many characters zxcvbn weighs. Its time grows fast with the length (a 128-character one took 100 to 240 ms
 * on the development machine, 64 at most 80 ms, a usual one 1 ms); a password whose first 64 characters are hard
 * to guess is, whole, harder still.
 */
const WEIGHED_LENGTH = 64;

const require = createRequire(import.meta.url);

interface Weigher {
  common: ReadonlySet<string>;
  zxcvbn: InstanceType<typeof import('@zxcvbn-ts/core').ZxcvbnFactory>;
}

let weigher: Weigher | undefined;

/**
 * zxcvbn-ts with the ranked lists @zxcvbn-ts/language-common ships (about 49,000 passwords from leaked sets, and
 * keyboard layouts), and those passwords lowercased for an exact look-up. Made on first use (about 70 ms, a few MB),
 * not at every start. Both packages are CommonJS.
 */
function theWeigher(): Weigher {
  if (weigher === undefined) {
    const { dictionary, adjacencyGraphs } =
      require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    weigher = {
      common: new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
      zxcvbn: new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: WEIGHED_LENGTH }),
    };
  }
  return weigher;
}

/**
 * Words of a name or an email's local part, of 3 characters or more, and all of them run together: `rahim.uddin`
 * gives rahim, uddin and rahimuddin.
 */
function wordsOf(text: string): string[] {
  const words = text.split(/[\s._+\-@,']+/).filter((word) => word !== '');
  return [...words.filter((word) => [...word].length >= 3), words.join('')];
}

/** The words others know, each with what it is (the first kind named wins). */
function knownWords(context: PasswordContext): Map<string, PasswordWeakness> {
  const known = new Map<string, PasswordWeakness>();
  const add = (kind: PasswordWeakness, words: readonly string[]) => {
    for (const word of words) {
      const key = word.trim().toLowerCase();
      if (key !== '' && !known.has(key)) known.set(key, kind);
    }
  };
  add('demoPassword', [DEMO_ADMIN_PASSWORD]);
  if (context.email !== undefined) {
    const [local = ''] = context.email.split('@');
    add('email', [context.email, local, ...wordsOf(local)]);
  }
  if (context.name !== undefined) add('name', [context.name, ...wordsOf(context.name)]);
  for (const shopName of context.shopNames ?? []) add('shopName', [shopName, ...wordsOf(shopName)]);
  return known;
}

type Matches = ReturnType<Weigher['zxcvbn']['check']>['sequence'];

/** The first known word among zxcvbn's matches, as what it is. */
function knownWordIn(
  matches: Matches,
  known: ReadonlyMap<string, PasswordWeakness>,
): PasswordWeakness | undefined {
  for (const match of matches) {
    if (match.pattern === 'dictionary' && match.dictionaryName === 'userInputs') {
      const kind = typeof match.matchedWord === 'string' ? known.get(match.matchedWord) : undefined;
      if (kind !== undefined) return kind;
    }
  }
  return undefined;
}

/**
 * Why a new password would be easy to guess, or undefined when it is not: fewer than `newPasswordLimits.minLength`
 * characters (10) or more than `maxLength`, one of the common passwords (in any case), or a zxcvbn score under 3
 * with the person's email and name, the demo password and the shop's names as words an attacker tries first. The
 * reason named is what made it weak: a known word before a repeat or a keyboard run. No composition rules (a digit,
 * a capital…), as OWASP ASVS asks.
 */
export function passwordWeakness(
  password: string,
  context: PasswordContext = {},
): PasswordWeakness | undefined {
  const { minLength, maxLength } = newPasswordLimits;
  const length = [...password].length;
  if (length < minLength) return 'tooShort';
  if (length > maxLength) return 'tooLong';
  const { common, zxcvbn } = theWeigher();
  if (common.has(password.toLowerCase())) return 'common';
  const known = knownWords(context);
  const words = [...known.keys()];
  const { score, sequence } = zxcvbn.check(password, words);
  if (score < MIN_SCORE) {
    const kind = knownWordIn(sequence, known);
    if (kind !== undefined) return kind;
    if (sequence.some((match) => match.pattern === 'repeat')) return 'repeated';
    if (sequence.some((match) => match.pattern === 'spatial' || match.pattern === 'sequence'))
      return 'keyboard';
    if (sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords'))
      return 'common';
    return 'guessable';
  }
  // zxcvbn prices a run of several matches so high that any three pass (`nusrat.jahan.1` and `admin-shop-2026`
  // score 3 or 4 for admin@shop.test, Shop Admin): what is left without the known words must be strong on its own.
  const squashed = squash(password);
  let rest = squashed;
  let leanedOn: PasswordWeakness | undefined;
  for (const [word, kind] of [...known].sort(([a], [b]) => b.length - a.length)) {
    const bare = squash(word);
    if ([...bare].length < 3 || !rest.includes(bare)) continue;
    rest = rest.replaceAll(bare, '');
    leanedOn ??= kind;
  }
  if (leanedOn === undefined) return undefined;
  return rest === '' || zxcvbn.check(rest, words).score < MIN_SCORE ? leanedOn : undefined;
}

/** A text in lowercase without what is not a letter or a digit: `Nusrat.Jahan-1` is nusratjahan1. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A weakness in words that follow "The password …", for operators (SHOP_ADMIN_PASSWORD): English only. */
export const WEAKNESS_FOR_OPERATORS: { readonly [weakness in PasswordWeakness]: string } = {
  tooShort: `has fewer than ${newPasswordLimits.minLength} characters`,
  tooLong: `has more than ${newPasswordLimits.maxLength} characters`,
  common: 'is one of the most common passwords',
  email: 'contains the email (SHOP_ADMIN_EMAIL)',
  name: 'contains the name',
  demoPassword: 'contains the demo password',
  shopName: "contains the shop's name",
  repeated: 'repeats characters or a pattern',
  keyboard: 'follows the keyboard or a sequence (qwerty, 1234)',
  guessable: 'is too easy to guess (add a few uncommon words)',
};
