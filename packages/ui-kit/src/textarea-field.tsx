import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

/** Props of {@link TextareaField}: every native textarea prop plus label, error and hint. */
export interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Visible label tied to the textarea. */
  label: ReactNode;
  /** Error message shown under the textarea (sets aria-invalid). */
  error?: ReactNode;
  /** Help text shown under the textarea. */
  hint?: ReactNode;
  /** Class of the wrapping field element. */
  className?: string;
}

/** A labelled multi-line text input with an error slot (4 rows by default). */
export function TextareaField({
  label,
  error,
  hint,
  className,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} describedBy={describedBy} className={className}>
      {(control) => <textarea rows={rows} className="ui-input ui-textarea" {...rest} {...control} />}
    </Field>
  );
}
