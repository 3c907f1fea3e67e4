import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useOnDemand } from '../../app/on-demand';
import { useMayCall } from '../../app/use-may-call';
import { customerFormModals } from './customer-forms-on-demand';
import { CustomerPicture } from './customer-picture';
import { CustomerViewModal } from './customer-view-modal';

type Customer = Schema<'Customer'>;

/**
 * Customers: name, picture and email; each row is viewable, can be updated, and has shortcuts to the customer's
 * wishlists, orders and addresses.
 */
export function CustomersTable({ customers }: { customers: readonly Customer[] }) {
  const { t } = useLingui();
  const modal = useModalState<
    { kind: 'view'; customer: Customer } | { kind: 'update'; customer: Customer }
  >();
  const mayUpdate = useMayCall('updateCustomer');
  const { open } = modal;
  const columns = useMemo<TableColumn<Customer>[]>(
    () => [
      { field: 'name', header: t`Customer Name` },
      {
        field: 'dp',
        header: t`Image`,
        cell: (customer) => <CustomerPicture name={customer.name} path={customer.dp} />,
      },
      { field: 'email', header: t`Email` },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (customer) => {
          const params = { customerID: customer._id };
          return (
            <RowActions>
              <RowActions.Button
                icon="view"
                label={t`View`}
                onClick={() => open({ kind: 'view', customer })}
              />
              {mayUpdate && (
                <RowActions.Button
                  icon="update"
                  label={t`Update`}
                  onClick={() => open({ kind: 'update', customer })}
                />
              )}
              <RowActions.Link
                icon="list"
                label={t`Wishlists`}
                render={(link) => <Link to="/wishlist_from_customer/$customerID" params={params} {...link} />}
              />
              <RowActions.Link
                icon="box"
                label={t`Orders`}
                render={(link) => <Link to="/orders_from_customer/$customerID" params={params} {...link} />}
              />
              <RowActions.Link
                icon="link"
                label={t`Addresses`}
                render={(link) => (
                  <Link to="/addresses_from_customer/$customerID" params={params} {...link} />
                )}
              />
            </RowActions>
          );
        },
      },
    ],
    [open, t, mayUpdate],
  );
  const updating = modal.get('update')?.customer;
  const forms = useOnDemand(customerFormModals, { needed: updating !== undefined, ahead: mayUpdate });
  return (
    <>
      <DataTable
        label={t`Customers`}
        columns={columns}
        rows={customers}
        getRowId={(customer) => customer._id}
      />
      <CustomerViewModal customer={modal.get('view')?.customer ?? null} onClose={modal.close} />
      {updating && forms && (
        <forms.CustomerUpdateModal
          key={updating._id}
          customer={updating}
          onReloaded={(customer) => open({ kind: 'update', customer })}
          onClose={modal.close}
        />
      )}
    </>
  );
}
