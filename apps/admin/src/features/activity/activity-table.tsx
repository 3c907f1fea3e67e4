import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { useFormat } from '../../app/use-format';
import { ChangeFieldList } from '../../list-screens/change-field-list';
import { EXPORT_OUTCOME_FIELDS, exportText, operationText, roleText } from '../../list-screens/change-words';
import { fieldFormat } from './field-formats';

type Change = Schema<'Change'>;

const headers = [
  msg`When`,
  msg`Who`,
  msg`Role`,
  msg`Operation`,
  msg`Record`,
  msg`Changes`,
  msg`Client Address`,
];

/**
 * A page of the change log, newest first: when, who (and their role then), the operation in words, the record as
 * a person reads it, what changed (each field's old → new value; a note's text) and the client's address. Not the
 * kit's virtualized table: a page is at most a few hundred rows, each as tall as its changes.
 */
export function ActivityTable({ changes }: { changes: readonly Change[] }) {
  const { t, i18n } = useLingui();
  const { dateTime, number } = useFormat();
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
                  <td className="ui-td">
                    <time dateTime={change.at}>{dateTime(change.at)}</time>
                  </td>
                  <td className="ui-td">{change.employee?.name ?? '—'}</td>
                  <td className="ui-td">{change.role ? roleText(change.role, i18n) : '—'}</td>
                  <td className="ui-td">{operationText(change.operation, i18n)}</td>
                  <td className="ui-td">{change.label}</td>
                  <td className="ui-td">
                    {change.note !== null && <p className="activity-note">{change.note}</p>}
                    {exported !== undefined && <p className="activity-note">{exported}</p>}
                    <ChangeFieldList
                      fields={fields}
                      formatOf={(field) => fieldFormat(change.entityType, field)}
                    />
                  </td>
                  <td className="ui-td">{change.clientAddress ?? '—'}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
