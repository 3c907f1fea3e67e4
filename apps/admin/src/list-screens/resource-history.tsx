import { Trans, useLingui } from '@lingui/react/macro';
import { listEntityChangesQuery, type Schema } from '@shop/sdk';
import { listEntityChangesQueryOptions } from '@shop/sdk/query';
import { FormError } from '@shop/ui-kit/form-error';
import { Pagination } from '@shop/ui-kit/pagination';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../app/field-errors';
import { useShopClient } from '../app/use-app-context';
import { useFormat } from '../app/use-format';
import { useMessages } from '../app/use-messages';
import { ChangeFieldList } from './change-field-list';
import { actorText, operationText, roleText } from './change-words';
import type { ChangeEntityType } from './resource-definition';

const pageSize = listEntityChangesQuery.pageSize.default;

/** Props of {@link ResourceHistory}. */
export interface ResourceHistoryProps {
  entity: ChangeEntityType;
  id: string;
}

/**
 * The History tab of a "View X" modal: the record's changes, newest first (`listEntityChanges`), each with when, what
 * was done, by whom (and their role), and every field's old and new value in words (see change-fields.ts). Loaded when the tab opens; a write
 * anywhere refreshes it (the document's `x-changes` name the change log for every write).
 */
export function ResourceHistory({ entity, id }: ResourceHistoryProps) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const [page, setPage] = useState(1);
  const history = useQuery(
    listEntityChangesQueryOptions(client, { path: { entityType: entity, id }, query: { page, pageSize } }),
  );
  // The change log's words (what was done, by which role) come with their own messages.
  const wordsReady = useMessages('changes');
  if (history.isPending || !wordsReady) {
    return (
      <p className="resource-note" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (history.isError) return <FormError>{errorMessage(history.error, i18n)}</FormError>;
  const { data: changes, total } = history.data;
  if (changes.length === 0)
    return (
      <p className="resource-note">
        <Trans>No changes recorded yet.</Trans>
      </p>
    );
  return (
    <>
      <ol className="change-entries" aria-label={t`Changes, newest first`}>
        {changes.map((change) => (
          <li key={change._id} className="change-entry">
            <ChangeHead change={change} />
            {change.note && <p className="change-note">{change.note}</p>}
            <ChangeFieldList entity={entity} fields={change.fields} />
          </li>
        ))}
      </ol>
      {total > pageSize && (
        <Pagination page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
      )}
    </>
  );
}

/** "Update item by Rahim (Owner), 24 Nov 2026, 14:05": what was done, by whom (and their role), and when. */
function ChangeHead({ change }: { change: Schema<'Change'> }) {
  const { i18n } = useLingui();
  const { dateTime } = useFormat();
  const operation = operationText(change.operation, i18n);
  const employee = actorText(change, i18n);
  const role = change.role ? roleText(change.role, i18n) : undefined;
  const at = change.at;
  const when = dateTime(at);
  return (
    <p className="change-entry-head">
      {employee !== undefined && role !== undefined ? (
        <Trans>
          <strong>{operation}</strong> by {employee} ({role}), <time dateTime={at}>{when}</time>
        </Trans>
      ) : employee !== undefined ? (
        <Trans>
          <strong>{operation}</strong> by {employee}, <time dateTime={at}>{when}</time>
        </Trans>
      ) : role !== undefined ? (
        <Trans>
          <strong>{operation}</strong> ({role}), <time dateTime={at}>{when}</time>
        </Trans>
      ) : (
        <Trans>
          <strong>{operation}</strong>, <time dateTime={at}>{when}</time>
        </Trans>
      )}
    </p>
  );
}
