import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMemo } from 'react';

type Address = Schema<'Address'>;

/** A customer's addresses by name and type, each viewable ("View Address": with area, full address and zip code). */
export function CustomerAddressesTable({ addresses }: { addresses: readonly Address[] }) {
  const { t } = useLingui();
  const modal = useModalState<{ kind: 'view'; address: Address }>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Address>[]>(
    () => [
      { field: 'name', header: t`Name`, sortable: true },
      { field: 'type', header: t`Type`, sortable: true },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (address) => (
          <RowActions>
            <RowActions.Button icon="view" label={t`View`} onClick={() => open({ kind: 'view', address })} />
          </RowActions>
        ),
      },
    ],
    [open, t],
  );
  const viewing = modal.get('view')?.address;
  return (
    <>
      <DataTable
        label={t`Addresses`}
        columns={columns}
        rows={addresses}
        getRowId={(address) => address._id}
      />
      <Modal open={viewing !== undefined} onClose={modal.close}>
        <Modal.Title>
          <Trans>View Address</Trans>
        </Modal.Title>
        <Modal.Body>
          {viewing && (
            <DetailsList
              items={[
                { label: t`Name`, value: viewing.name },
                { label: t`Type`, value: viewing.type },
                { label: t`Area`, value: viewing.area.name },
                { label: t`Full Address`, value: viewing.fullAddress },
                { label: t`Zip Code`, value: viewing.zipCode },
              ]}
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
