import { Trans, useLingui } from '@lingui/react/macro';
import { changeEntityTypeValues, changeEventValues, type Schema, staleReads } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextField } from '@shop/ui-kit/text-field';
import { type ActivitySearch, oneOf } from '../../app/search-params';
import { entityText, operationText } from '../../list-screens/change-words';
import type { ChangeEntityType } from '../../list-screens/resource-definition';

/** The filters of the Activity screen: every key of its search but the page. */
export type ActivityFilter = Omit<ActivitySearch<ChangeEntityType>, 'page'>;

/** Every operation the log records: each write of the API, and the refused sign-ins. */
const operations = [...Object.keys(staleReads), ...changeEventValues];

/**
 * The Activity screen's filters, each kept in the URL: whose changes (the employees), made with which API token,
 * the kind of record, the operation, and the days from and to (both included).
 */
export function ActivityFilters({
  filter,
  employees,
  tokens,
  onChange,
}: {
  filter: ActivityFilter;
  employees: readonly Schema<'Employee'>[];
  /** The shop's API tokens (revoked and expired ones too: their changes stay in the log). */
  tokens: readonly Schema<'ApiToken'>[];
  /** A filter changed: the screen starts again from the first page. */
  onChange: (changes: ActivityFilter) => void;
}) {
  const { t, i18n } = useLingui();
  // In words in the language shown, the operations sorted by their words.
  const entityOptions = changeEntityTypeValues.map((value) => ({ value, label: entityText(value, i18n) }));
  const operationOptions = operations
    .map((value) => ({ value, label: operationText(value, i18n) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const filtered = Object.values(filter).some((value) => value !== undefined);
  const backwards = filter.from !== undefined && filter.to !== undefined && filter.to < filter.from;
  return (
    <fieldset className="activity-filters">
      <legend className="ui-visually-hidden">
        <Trans>Filters</Trans>
      </legend>
      <SelectField
        label={t`Employee`}
        emptyLabel={t`Every employee`}
        options={employees.map((employee) => ({ value: employee._id, label: employee.name }))}
        value={filter.employee ?? ''}
        onChange={(event) => onChange({ employee: event.target.value || undefined })}
      />
      <SelectField
        label={t`API token`}
        emptyLabel={t`With or without a token`}
        options={tokens.map((token) => ({ value: token._id, label: token.name }))}
        value={filter.tool ?? ''}
        onChange={(event) => onChange({ tool: event.target.value || undefined })}
      />
      <SelectField
        label={t`Kind of record`}
        emptyLabel={t`Every kind`}
        options={entityOptions}
        value={filter.entityType ?? ''}
        onChange={(event) => onChange({ entityType: oneOf(changeEntityTypeValues, event.target.value) })}
      />
      <SelectField
        label={t`Operation`}
        emptyLabel={t`Every operation`}
        options={operationOptions}
        value={filter.operation ?? ''}
        onChange={(event) => onChange({ operation: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t`From`}
        value={filter.from ?? ''}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <TextField
        type="date"
        label={t`To`}
        value={filter.to ?? ''}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
        error={backwards ? t`The day to is before the day from` : undefined}
      />
      {filtered && (
        <Button
          variant="secondary"
          className="activity-clear"
          onClick={() =>
            onChange({
              employee: undefined,
              tool: undefined,
              entityType: undefined,
              operation: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </fieldset>
  );
}
