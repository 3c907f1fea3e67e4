import { readDigits } from '@shop/sdk';
import { formText } from './form-values';

/** A number as people write one: digits with at most one decimal point, a sign before them, nothing else. */
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The number a number field of a form holds: undefined when it is blank, NaN when its text is not a number as people
 * write one (`abc`, `1e5`, `0x10`), so that the operation's schema refuses it with "Enter a number" where the form
 * would otherwise send nothing (the server's 0) or 100000. Bangla digits read as Latin ones; commas between digits
 * group (`1,250`, `1,23,456`).
 */
export function formNumber(data: FormData, name: string): number | undefined {
  const text = readDigits(formText(data, name))
    .trim()
    .replace(/(?<=\d),(?=\d)/g, '');
  if (text === '') return undefined;
  return PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
}
