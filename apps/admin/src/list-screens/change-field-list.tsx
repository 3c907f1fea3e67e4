import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { ChangeValue, type ChangeValueFormat } from './change-value';

/** The fields of one change, each "Price: ৳1,200.00 → ৳1,350.00" (old → new; "—" where there was none). */
export function ChangeFieldList({
  fields,
  formatOf,
}: {
  fields: Schema<'Change'>['fields'];
  /** How a field reads: its header and kind (from the resource's view), or nothing (its API name, by type). */
  formatOf: (field: string) => ChangeValueFormat | undefined;
}) {
  const { t, i18n } = useLingui();
  if (fields.length === 0) return null;
  return (
    <ul className="change-fields">
      {fields.map(({ field, from, to }) => {
        const format = formatOf(field);
        const name = format?.header ? i18n._(format.header) : field;
        return (
          <li key={field}>
            <span className="change-field-name">{name}</span>:{' '}
            <ChangeValue value={from} format={format} alt={t`${name} before`} /> →{' '}
            <ChangeValue value={to} format={format} alt={t`${name} after`} />
          </li>
        );
      })}
    </ul>
  );
}
