import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@shop/ui-kit/select-field';
import type { ReactNode } from 'react';
import type { OptionsLookup } from './lookups';

/** A select whose options load from the API; disabled while they load, the failure shown at the field. */
export function LookupSelectField({
  label,
  name,
  lookup,
  emptyLabel,
  defaultValue,
  error,
  hint,
}: {
  label: string;
  name: string;
  lookup: OptionsLookup;
  emptyLabel: string | undefined;
  defaultValue: string | undefined;
  error: ReactNode;
  hint: string | undefined;
}) {
  const { t } = useLingui();
  const { options, pending, error: loadError } = lookup.useOptions();
  // The select is keyed on the options' arrival so its default applies once they are there.
  return (
    <SelectField
      key={pending ? 'loading' : 'ready'}
      label={label}
      name={name}
      options={options}
      emptyLabel={pending ? t`Loading...` : emptyLabel}
      defaultValue={defaultValue}
      disabled={pending && options.length === 0}
      error={error ?? loadError}
      hint={hint}
    />
  );
}
