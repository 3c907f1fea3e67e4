import { type ChangeEvent, type CompositionEvent, type KeyboardEvent, useState } from 'react';
import { numberOf, numberText, type StepRange, steppedText } from './number-text';
import { TextField, type TextFieldProps } from './text-field';

/** Props of {@link NumberField}: a TextField's; `min`, `max` and `step` bound what the arrow keys step to. */
export type NumberFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled number input (prices, amounts, precedence) taking Bangla digits (০-৯) as well as Latin ones. It is a
 * text input announced as a spin button, as a number input drops Bangla digits: what is typed or pasted is written
 * with Latin digits, so FormData gives `125.50` for `১২৫.৫০`. Nothing else is dropped: `abc` or `1e5` stays as typed
 * (`aria-valuenow` unset) for the form to refuse with a message, where a number input would hand over an empty
 * value or 100000. ArrowUp and ArrowDown step by `step` (1 by default) within `min` and `max`. Works uncontrolled
 * (FormData) or controlled.
 */
export function NumberField({
  inputMode = 'decimal',
  min,
  max,
  step,
  value,
  defaultValue,
  onChange,
  onCompositionEnd,
  onKeyDown,
  ...rest
}: NumberFieldProps) {
  const [typed, setTyped] = useState(() => numberText(textOf(defaultValue)));
  const range: StepRange = { min: limitOf(min), max: limitOf(max), step: stepOf(step) };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const composing = 'isComposing' in event.nativeEvent && event.nativeEvent.isComposing === true;
    if (!composing) keepNumberText(event.currentTarget);
    setTyped(event.currentTarget.value);
    onChange?.(event);
  };
  // Text an input method was still composing is written with Latin digits once it is done.
  const compositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    onCompositionEnd?.(event);
    const input = event.currentTarget;
    if (numberText(input.value) !== input.value) enter(input, numberText(input.value));
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    const input = event.currentTarget;
    if (direction === 0 || event.defaultPrevented || input.readOnly || input.disabled) return;
    event.preventDefault();
    enter(input, steppedText(input.value, direction, range));
  };

  return (
    <TextField
      {...rest}
      type="text"
      role="spinbutton"
      inputMode={inputMode}
      value={value}
      defaultValue={defaultValue === undefined ? undefined : numberText(textOf(defaultValue))}
      aria-valuenow={numberOf(value === undefined ? typed : textOf(value))}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      onChange={change}
      onCompositionEnd={compositionEnd}
      onKeyDown={keyDown}
    />
  );
}

function textOf(value: NumberFieldProps['value']): string {
  return value === undefined || value === null ? '' : String(value);
}

function limitOf(limit: number | string | undefined): number | undefined {
  return limit === undefined || String(limit).trim() === '' ? undefined : numberOf(String(limit));
}

function stepOf(step: number | string | undefined): number {
  const value = limitOf(step);
  return value !== undefined && value > 0 ? value : 1;
}

/** Writes what was typed with Latin digits, the caret kept where it was (a digit is one character either way). */
function keepNumberText(input: HTMLInputElement) {
  const text = input.value;
  const kept = numberText(text);
  if (kept === text) return;
  const { selectionStart, selectionEnd } = input;
  input.value = kept;
  if (selectionStart !== null && selectionEnd !== null && input.ownerDocument.activeElement === input) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

/** Puts `text` in the input as typing would, so that onChange (and a controlled owner) sees it. */
function enter(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
