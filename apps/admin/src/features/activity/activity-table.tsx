import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { useFormat } from '../../app/use-format';
import { ChangeFieldList } from '../../list-screens/change-field-list';
import {
  actorText,
  EXPORT_OUTCOME_FIELDS,
  exportText,
  operationText,
  roleText,
} from '../../list-screens/change-words';

type Change = Schema<'Change'>;

const headerNames = {
  when: msg`When`,
  who: msg`Who`,
  role: msg`Role`,
  operation: msg`Operation`,
  record: msg`Record`,
  changes: msg`Changes`,
  clientAddress: msg`Client Address`,
};
const headers = Object.values(headerNames);

/**
 * A page of the change log, newest first: when, who (and their role then), the operation in words, the record as
 * a person reads it, what changed (each field by its label, old → new value in words; a note's text) and the
 * client's address. Not the kit's virtualized table: a page is at most a few hundred rows, each as tall as its
 * changes. Long values wrap; on a phone each row is a card of labelled values, with nothing to scroll sideways.
 */
export function ActivityTable({ changes }: { changes: readonly Change[] }) {
  const { t, i18n } = useLingui();
  const { dateTime, number } = useFormat();
  // Each value's column name, shown beside it where the rows are cards (a phone).
  const label = (column: keyof typeof headerNames) => i18n._(headerNames[column]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="ui-table-scroll activity-table" aria-label={t`Activity`} tabIndex={0}>
      <table className="ui-table">
        <caption className="ui-visually-hidden">
          <Trans>Activity</Trans>
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.id} scope="col" className="ui-th">
                {i18n._(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {changes.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="ui-td ui-table-empty">
                <Trans>No change matches.</Trans>
              </td>
            </tr>
          ) : (
            changes.map((change) => {
              // An export says what it sent in words, then the filters it was asked with.
              const exported = exportText(change, i18n, (rows) => number(rows, 'thousands'));
              const fields =
                exported === undefined
                  ? change.fields
                  : change.fields.filter(({ field }) => !EXPORT_OUTCOME_FIELDS.includes(field));
              return (
                <tr key={change._id}>
                  <td className="ui-td" data-label={label('when')}>
                    <time dateTime={change.at}>{dateTime(change.at)}</time>
                  </td>
                  <td className="ui-td" data-label={label('who')}>
                    {actorText(change, i18n) ?? '—'}
                  </td>
                  <td className="ui-td" data-label={label('role')}>
                    {change.role ? roleText(change.role, i18n) : '—'}
                  </td>
                  <td className="ui-td" data-label={label('operation')}>
                    {operationText(change.operation, i18n)}
                  </td>
                  <td className="ui-td activity-record" data-label={label('record')}>
                    {change.label}
                  </td>
                  <td className="ui-td" data-label={label('changes')}>
                    <div className="activity-changes">
                      {change.note !== null && <p className="activity-note">{change.note}</p>}
                      {exported !== undefined && <p className="activity-note">{exported}</p>}
                      <ChangeFieldList
                        entity={change.entityType}
                        fields={fields}
                        operation={change.operation}
                      />
                    </div>
                  </td>
                  <td className="ui-td" data-label={label('clientAddress')}>
                    {change.clientAddress ?? '—'}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
