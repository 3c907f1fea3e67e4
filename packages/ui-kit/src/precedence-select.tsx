import { useMemo } from 'react';
import { SelectField, type SelectFieldProps, type SelectOption } from './select-field';

/** Props of {@link PrecedenceSelect}: a SelectField whose options are 1 to `max`. */
export interface PrecedenceSelectProps extends Omit<SelectFieldProps, 'options'> {
  /** Highest precedence offered (options run from 1 to max). */
  max: number;
}

/** A labelled select offering the precedences 1 to `max` (values '1'…'max', empty option first). */
export function PrecedenceSelect({ max, ...rest }: PrecedenceSelectProps) {
  const options = useMemo<SelectOption[]>(
    () =>
      Array.from({ length: Math.max(0, Math.floor(max)) }, (_, i) => ({
        value: String(i + 1),
        label: String(i + 1),
      })),
    [max],
  );
  return <SelectField options={options} {...rest} />;
}
