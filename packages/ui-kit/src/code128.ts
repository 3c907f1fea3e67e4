/**
 * Code 128 (ISO/IEC 15417) for printable ASCII text: code set B for text, code set C (two digits per symbol) for
 * runs of digits, so an order id of 12 digits is 6 symbols rather than 12.
 */

/**
 * The bar and space widths (in modules, bar first) of each symbol value 0-106: 103 = Start A, 104 = Start B,
 * 105 = Start C, 106 = Stop (with its final bar).
 */
// biome-ignore format: the standard's table, ten values a row
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** How many digits follow from `from` in `text`. */
function digitRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
  return end - from;
}

/**
 * The symbol values of `text`, start and check symbols and stop included. Code set C is used for a run of digits
 * when it saves symbols: the whole text when it is 2 or 4+ digits long, a run of 4+ digits at either end, 6+ inside.
 */
export function code128Values(text: string): number[] {
  if (text === '') throw new Error('Code 128 needs at least one character.');
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`Code 128 code set B has no ${JSON.stringify(char)}.`);
  }
  const values: number[] = [];
  let set: 'B' | 'C' | undefined;
  let at = 0;
  while (at < text.length) {
    const run = digitRun(text, at);
    const atStart = at === 0;
    const toEnd = at + run === text.length;
    const worthC =
      (atStart && toEnd && (run === 2 || run >= 4)) || ((atStart || toEnd) && run >= 4) || run >= 6;
    if (worthC && set !== 'C') {
      // An odd run keeps its first digit in code set B (or starts with it), the rest in pairs.
      if (run % 2 === 1) {
        if (set === undefined) {
          values.push(START_B);
          set = 'B';
        }
        values.push(text.charCodeAt(at) - 32);
        at++;
      }
      values.push(set === undefined ? START_C : CODE_C);
      set = 'C';
    }
    if (set === 'C') {
      const pairs = digitRun(text, at) - (digitRun(text, at) % 2);
      if (pairs > 0) {
        for (let end = at + pairs; at < end; at += 2) values.push(Number(text.slice(at, at + 2)));
        continue;
      }
      values.push(CODE_B);
      set = 'B';
    }
    if (set === undefined) {
      values.push(START_B);
      set = 'B';
    }
    values.push(text.charCodeAt(at) - 32);
    at++;
  }
  const [start = START_B, ...data] = values;
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [...values, check, STOP];
}

/** The bars of `text`: each bar's offset and width, in modules from the first bar; `width` is the whole. */
export function code128Bars(text: string): { bars: Array<{ x: number; width: number }>; width: number } {
  const bars: Array<{ x: number; width: number }> = [];
  let x = 0;
  for (const value of code128Values(text)) {
    const pattern = PATTERNS[value];
    if (pattern === undefined) throw new Error(`no Code 128 symbol ${value}`);
    for (const [index, digit] of [...pattern].entries()) {
      const width = Number(digit);
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { bars, width: x };
}
