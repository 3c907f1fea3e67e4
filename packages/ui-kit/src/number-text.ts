// The text of a number field: a text input, since a number input drops Bangla digits (০-৯, U+09E6 to U+09EF).

const BANGLA_DIGIT = /[\u09e6-\u09ef]/g;
/** A number as people write one: digits with at most one decimal point, a sign before them (no `1e5`, no `0x10`). */
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The text with Bangla digits written as Latin ones (`১২৫.৫০` is `125.50`) and every other character kept: what is
 * not a number (`abc`, `1e5`) stays as typed, for the form to refuse with a message rather than save a number the
 * person never wrote.
 */
export function numberText(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** The number a text holds written plainly (Bangla digits read too), or undefined when it holds none. */
export function numberOf(text: string): number | undefined {
  const latin = numberText(text).trim();
  return PLAIN_NUMBER.test(latin) ? Number(latin) : undefined;
}

/** Where arrow keys may take a number field: `step` (above 0) from `min` (or 0), within `min` and `max`. */
export interface StepRange {
  min: number | undefined;
  max: number | undefined;
  step: number;
}

/**
 * The text after one step up (1) or down (-1), as a number input steps: from a value off the steps to the nearest
 * step that way, from no value as from 0, kept within `min` and `max`, without float noise (`0.1 + 0.2` is `0.3`).
 */
export function steppedText(text: string, direction: 1 | -1, { min, max, step }: StepRange): string {
  const base = min ?? 0;
  const steps = ((numberOf(text) ?? 0) - base) / step;
  const onStep = Math.abs(steps - Math.round(steps)) < 1e-9;
  const next = onStep ? Math.round(steps) + direction : direction > 0 ? Math.ceil(steps) : Math.floor(steps);
  let value = base + next * step;
  if (max !== undefined && value > max) value = max;
  if (min !== undefined && value < min) value = min;
  const decimals = Math.min(20, Math.max(decimalsOf(step), decimalsOf(base)));
  return String(Number(value.toFixed(decimals)));
}

function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}
