import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';

/** The input types a TextField renders. */
export type TextFieldType =
  | 'text'
  | 'email'
  | 'url'
  | 'password'
  | 'number'
  | 'search'
  | 'tel'
  | 'date'
  | 'datetime-local';

/** Props of {@link TextField}: every native input prop plus label, error and hint. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Visible label tied to the input. */
  label: ReactNode;
  /** Error message shown under the input (sets aria-invalid). */
  error?: ReactNode;
  /** Help text shown under the input. */
  hint?: ReactNode;
  /** Input type; 'text' by default. */
  type?: TextFieldType;
  /** Class of the wrapping field element. */
  className?: string;
}

/** A labelled single-line input with an error slot; works uncontrolled (FormData) or controlled. */
export function TextField({
  label,
  error,
  hint,
  type = 'text',
  className,
  id,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} describedBy={describedBy} className={className}>
      {(control) => <input type={type} className="ui-input" {...rest} {...control} />}
    </Field>
  );
}
