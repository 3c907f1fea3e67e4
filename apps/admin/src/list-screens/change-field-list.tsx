import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { changeFieldWords, fieldWords } from './change-fields';
import { ChangeValue } from './change-value';

/**
 * The fields of one change of a record of `entity`, each by its label with its old and new value in words:
 * "Status: Processing → To Be Delivered", "Price: ৳1,200.00 → ৳1,350.00", "Is Visible: Yes → No" ("—" where there
 * was none). Long values wrap.
 */
export function ChangeFieldList({
  entity,
  fields,
  operation,
}: {
  /** The kind of record (`ChangeEntityType`, or one a newer server names). */
  entity: string;
  fields: Schema<'Change'>['fields'];
  /** The operation that made the change: an export's fields are the filters it was asked with. */
  operation?: string;
}) {
  const { t, i18n } = useLingui();
  if (fields.length === 0) return null;
  return (
    <ul className="change-fields">
      {fields.map(({ field, from, to }) => {
        const words = changeFieldWords(entity, field, operation);
        const name = words ? i18n._(words.label) : fieldWords(field);
        return (
          <li key={field}>
            <span className="change-field-name">{name}</span>:{' '}
            <ChangeValue value={from} words={words} alt={t`${name} before`} /> →{' '}
            <ChangeValue value={to} words={words} alt={t`${name} after`} />
          </li>
        );
      })}
    </ul>
  );
}
