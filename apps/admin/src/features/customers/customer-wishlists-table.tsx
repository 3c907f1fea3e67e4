import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMemo } from 'react';

type Wishlist = Schema<'Wishlist'>;

/** A customer's wishlist entries by name, each viewable ("View Wishlist": name, item, customer). */
export function CustomerWishlistsTable({ wishlists }: { wishlists: readonly Wishlist[] }) {
  const { t } = useLingui();
  const modal = useModalState<{ kind: 'view'; wishlist: Wishlist }>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Wishlist>[]>(
    () => [
      { field: 'name', header: t`Name`, sortable: true },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (wishlist) => (
          <RowActions>
            <RowActions.Button icon="view" label={t`View`} onClick={() => open({ kind: 'view', wishlist })} />
          </RowActions>
        ),
      },
    ],
    [open, t],
  );
  const viewing = modal.get('view')?.wishlist;
  return (
    <>
      <DataTable
        label={t`Wishlists`}
        columns={columns}
        rows={wishlists}
        getRowId={(wishlist) => wishlist._id}
      />
      <Modal open={viewing !== undefined} onClose={modal.close}>
        <Modal.Title>
          <Trans>View Wishlist</Trans>
        </Modal.Title>
        <Modal.Body>
          {viewing && (
            <DetailsList
              items={[
                { label: t`Name`, value: viewing.name },
                { label: t`Item`, value: viewing.item.name },
                { label: t`Customer`, value: viewing.customer.name },
              ]}
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
