import { msg } from '@lingui/core/macro';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { useKitI18n } from './kit-i18n';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}: every native select prop plus label, error, hint and options. */
export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  /** Visible label tied to the select. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of the empty first option (value ''); null leaves it out. Default "Select ...". */
  emptyLabel?: string | null;
  /** Error message shown under the select (sets aria-invalid). */
  error?: ReactNode;
  /** Help text shown under the select. */
  hint?: ReactNode;
  /** Class of the wrapping field element. */
  className?: string;
}

/** A labelled native select with an empty "Select ..." first option (value ''). */
export function SelectField({
  label,
  options,
  emptyLabel,
  error,
  hint,
  className,
  id,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const i18n = useKitI18n();
  const empty = emptyLabel === undefined ? i18n._(msg`Select ...`) : emptyLabel;
  return (
    <Field label={label} error={error} hint={hint} id={id} describedBy={describedBy} className={className}>
      {(control) => (
        <select className="ui-input ui-select" {...rest} {...control}>
          {empty !== null && <option value="">{empty}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
