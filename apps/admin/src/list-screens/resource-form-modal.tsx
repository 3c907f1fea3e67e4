import { ShopApiError } from '@shop/sdk';
import { Modal } from '@shop/ui-kit/modal';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../app/use-app-context';
import type { MutationFactory } from './resource-definition';
import { type ActionForm, ResourceFormBody } from './resource-form-body';
import { ChangedElsewhereNotice, StaleRecordNotice } from './stale-record-notice';
import { useChangedElsewhere } from './use-changed-elsewhere';

/**
 * The create and update modals: the action's form under its title; the call sends `toVariables(body)`. Closes
 * with a toast once the list has reloaded (the query cache refreshes what the write makes stale before it
 * settles), stays open with the typed values and the error otherwise. An update someone else's change made stale
 * (412) says who changed the record and when, and offers `onReload`: load their changes.
 */
export function ResourceFormModal<Row, Body, Variables>({
  title,
  submitLabel,
  successText,
  action,
  mutation,
  toVariables,
  row,
  values,
  parentId,
  onReload,
  formKey,
  record,
  onClose,
}: {
  title: string;
  submitLabel: string;
  successText: string;
  action: ActionForm<Body, Row>;
  mutation: MutationFactory<Variables>;
  toVariables: (body: Body) => Variables;
  row: Row | undefined;
  values: { readonly [name: string]: unknown } | undefined;
  parentId: string | undefined;
  /** Loads the record as it is now (an update's, after a 412): the screen then gives the fresh `row`. */
  onReload?: () => Promise<void>;
  /** The form starts again (from `row` and `values`) when this changes: an update's row version. */
  formKey?: string;
  /** The record an update form edits, at the version it started from: someone else's save is told at once. */
  record?: { id: string; version: number };
  onClose: () => void;
}) {
  const write = useMutation(mutation(useShopClient()));
  const toast = useToast();
  const { error } = write;
  const stale = onReload && error instanceof ShopApiError && error.status === 412 ? error : null;
  const changed = useChangedElsewhere(record?.id, record?.version);
  // The author's own save comes back on the stream too, while the form closes.
  const changedElsewhere =
    changed && !write.isPending && !write.isSuccess && stale === null ? changed : undefined;
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        {stale !== null && onReload && (
          <StaleRecordNotice
            refusal={stale}
            onReload={async () => {
              await onReload();
              write.reset();
            }}
          />
        )}
        {changedElsewhere !== undefined && onReload && (
          <ChangedElsewhereNotice event={changedElsewhere} onReload={onReload} />
        )}
        <ResourceFormBody
          key={formKey}
          action={action}
          title={title}
          row={row}
          values={values}
          parentId={parentId}
          submitLabel={submitLabel}
          pending={write.isPending}
          error={stale === null ? error : null}
          onSubmit={(body) =>
            write.mutate(toVariables(body), {
              onSuccess: () => {
                toast.success(successText);
                onClose();
              },
            })
          }
        />
      </Modal.Body>
    </Modal>
  );
}
