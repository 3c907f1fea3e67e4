import { useLingui } from '@lingui/react/macro';
import { ifMatch } from '@shop/sdk';
import type { ModalState } from '@shop/ui-kit/use-modal-state';
import type { ResourceDefinition, ResourceRow, RowDialog } from './resource-definition';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { ResourceFormModal } from './resource-form-modal';
import { ResourceViewModal } from './resource-view-modal';
import type { useAllowedActions } from './use-allowed-actions';

/** The modal a list screen has open: at most one. */
export type ScreenModal<Row> =
  | { kind: 'create' }
  | { kind: 'view'; row: Row }
  | { kind: 'update'; row: Row }
  | { kind: 'delete'; row: Row }
  | { kind: 'dialog'; row: Row; dialog: RowDialog<Row> };

/**
 * The open modal of a list screen (view, create, update or delete): loaded apart from the list (see
 * resource-list-screen.tsx), which is usable without it, sooner.
 */
export function ResourceScreenModals<Row extends ResourceRow, CreateBody, UpdateBody>({
  resource,
  allowed,
  modal,
  parentId,
  reloadRows,
}: {
  resource: Pick<ResourceDefinition<Row, unknown, CreateBody, UpdateBody>, 'name' | 'rowName'>;
  allowed: ReturnType<typeof useAllowedActions<Row, unknown, CreateBody, UpdateBody>>;
  modal: ModalState<ScreenModal<Row>>;
  parentId: string | undefined;
  /** The list's rows read afresh, for a form whose row someone else has changed meanwhile. */
  reloadRows: () => Promise<readonly Row[]>;
}) {
  const { t, i18n } = useLingui();
  const name = i18n._(resource.name);
  const { view, create, update, delete: remove } = allowed;
  const viewing = modal.get('view');
  const updating = modal.get('update');
  const deleting = modal.get('delete');
  const own = modal.get('dialog');
  return (
    <>
      {own?.dialog.render(own.row, modal.close)}
      {modal.current?.kind === 'create' && create && (
        <ResourceFormModal
          title={create.title ? i18n._(create.title) : t`Create ${name}`}
          submitLabel={create.submitLabel ? i18n._(create.submitLabel) : t`Create ${name}`}
          successText={t`${name} created`}
          action={create}
          mutation={create.mutation}
          toVariables={(body) => ({ body })}
          row={undefined}
          values={undefined}
          parentId={parentId}
          onClose={modal.close}
        />
      )}
      {viewing && view && (
        <ResourceViewModal
          title={t`View ${name}`}
          view={view}
          row={viewing.row}
          rowName={resource.rowName(viewing.row, i18n)}
          onClose={modal.close}
        />
      )}
      {updating && update && (
        <ResourceFormModal
          key={updating.row._id}
          title={update.title ? i18n._(update.title) : t`Update ${name}`}
          submitLabel={update.submitLabel ? i18n._(update.submitLabel) : t`Update ${name}`}
          successText={t`${name} updated`}
          action={update}
          mutation={update.mutation}
          // Made only on the version the form started from: someone else's change since is a 412, not overwritten.
          toVariables={(body) => ({
            params: { path: { id: updating.row._id }, header: ifMatch(updating.row) },
            body,
          })}
          row={updating.row}
          values={'values' in update ? update.values(updating.row) : undefined}
          parentId={parentId}
          // A row loaded afresh (their changes, after a 412) starts the form again from it.
          formKey={String(updating.row.version)}
          record={{ id: updating.row._id, version: updating.row.version }}
          onReload={async () => {
            const row = (await reloadRows()).find((candidate) => candidate._id === updating.row._id);
            if (row === undefined) throw new Error(t`This ${name} is no longer on this list.`);
            modal.open({ kind: 'update', row });
          }}
          onClose={modal.close}
        />
      )}
      {deleting && remove && (
        <ResourceDeleteDialog
          name={name}
          action={remove}
          id={deleting.row._id}
          rowName={resource.rowName(deleting.row, i18n)}
          onClose={modal.close}
        />
      )}
    </>
  );
}
