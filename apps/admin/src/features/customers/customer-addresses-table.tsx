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
  const modal = useModalState<{ kind: 'view'; address: Address }>();
  const { open } = modal;
  const columns = useMemo<TableColumn<Address>[]>(
    () => [
      { field: 'name', header: 'Name', sortable: true },
      { field: 'type', header: 'Type', sortable: true },
      {
        id: 'actions',
        header: 'Actions',
        cell: (address) => (
          <RowActions>
            <RowActions.Button icon="view" label="View" onClick={() => open({ kind: 'view', address })} />
          </RowActions>
        ),
      },
    ],
    [open],
  );
  const viewing = modal.get('view')?.address;
  return (
    <>
      <DataTable label="Addresses" columns={columns} rows={addresses} getRowId={(address) => address._id} />
      <Modal open={viewing !== undefined} onClose={modal.close}>
        <Modal.Title>View Address</Modal.Title>
        <Modal.Body>
          {viewing && (
            <DetailsList
              items={[
                { label: 'Name', value: viewing.name },
                { label: 'Type', value: viewing.type },
                { label: 'Area', value: viewing.area.name },
                { label: 'Full Address', value: viewing.fullAddress },
                { label: 'Zip Code', value: viewing.zipCode },
              ]}
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
