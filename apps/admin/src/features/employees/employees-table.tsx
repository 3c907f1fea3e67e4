import type { Schema } from '@shop/sdk';
import {
  changeEmployeeRoleMutationOptions,
  deactivateEmployeeMutationOptions,
  reactivateEmployeeMutationOptions,
} from '@shop/sdk/query';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { RowActions } from '@shop/ui-kit/row-actions';
import { useToast } from '@shop/ui-kit/toast';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mediaImage } from '../../app/media-url';
import { useSession, useShopClient } from '../../app/use-app-context';
import { useMayCall } from '../../app/use-may-call';
import { otherRole, roleName } from './employee-role';

type Employee = Schema<'Employee'>;
type Dialog =
  | { kind: 'role'; employee: Employee }
  | { kind: 'deactivate'; employee: Employee }
  | { kind: 'reactivate'; employee: Employee };

const baseColumns: TableColumn<Employee>[] = [
  { field: 'name', header: 'Name', sortable: true },
  {
    field: 'dp',
    header: 'Image',
    cell: (employee) => {
      const image = mediaImage(employee.dp, 40);
      return image ? (
        <img className="resource-thumb" {...image} alt={employee.name} loading="lazy" />
      ) : (
        'No image'
      );
    },
  },
  { field: 'email', header: 'Email', sortable: true },
  {
    id: 'role',
    header: 'Role',
    cell: (employee) => roleName(employee.level),
    sortValue: (employee) => roleName(employee.level),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (employee) => (employee.active ? 'Active' : 'Deactivated'),
    sortValue: (employee) => (employee.active ? 'Active' : 'Deactivated'),
  },
];

/**
 * The employees: name, display picture, email, role and status. An owner gets "Change role", "Deactivate" (not on
 * their own row) and "Reactivate" on each row, behind confirm dialogs naming the person; a refusal (the last
 * owner, say) stays in the dialog with the server's message.
 */
export function EmployeesTable({ employees }: { employees: readonly Employee[] }) {
  const toast = useToast();
  const client = useShopClient();
  const me = useSession().employee?._id;
  const changeRole = useMutation(changeEmployeeRoleMutationOptions(client));
  const deactivate = useMutation(deactivateEmployeeMutationOptions(client));
  const reactivate = useMutation(reactivateEmployeeMutationOptions(client));
  const may = {
    role: useMayCall('changeEmployeeRole'),
    deactivate: useMayCall('deactivateEmployee'),
    reactivate: useMayCall('reactivateEmployee'),
  };
  const modal = useModalState<Dialog>();
  const { open } = modal;
  const anyAction = may.role || may.deactivate || may.reactivate;
  const columns = useMemo<TableColumn<Employee>[]>(
    () =>
      anyAction
        ? [
            ...baseColumns,
            {
              id: 'actions',
              header: 'Actions',
              cell: (employee) => (
                <RowActions>
                  {may.role && (
                    <RowActions.Button
                      icon="users"
                      label="Change role"
                      onClick={() => open({ kind: 'role', employee })}
                    />
                  )}
                  {may.deactivate && employee.active && employee._id !== me && (
                    <RowActions.Button
                      icon="close"
                      label="Deactivate"
                      tone="danger"
                      onClick={() => open({ kind: 'deactivate', employee })}
                    />
                  )}
                  {may.reactivate && !employee.active && (
                    <RowActions.Button
                      icon="check"
                      label="Reactivate"
                      onClick={() => open({ kind: 'reactivate', employee })}
                    />
                  )}
                </RowActions>
              ),
            },
          ]
        : baseColumns,
    [anyAction, may.role, may.deactivate, may.reactivate, me, open],
  );
  const changing = modal.get('role')?.employee;
  const deactivating = modal.get('deactivate')?.employee;
  const reactivating = modal.get('reactivate')?.employee;
  const newRole = changing && otherRole(changing.level);
  return (
    <>
      <DataTable label="Employees" columns={columns} rows={employees} getRowId={(employee) => employee._id} />
      <ConfirmDialog
        open={changing !== undefined && newRole !== undefined}
        title="Change Role"
        text={
          changing &&
          newRole &&
          `Make ${changing.name} ${newRole === 'owner' ? 'an owner' : 'an employee'}? ${
            newRole === 'owner'
              ? 'Owners can also invite staff, change roles, deactivate employees, and change VAT, discounts, delivery fees and app settings.'
              : 'They keep access to the catalogue, orders and customers, but not to what only owners can do.'
          }`
        }
        confirmLabel={newRole ? `Make ${roleName(newRole)}` : 'Change Role'}
        onConfirm={async () => {
          if (!changing || !newRole) return;
          await changeRole.mutateAsync({
            params: { path: { id: changing._id } },
            body: { level: newRole },
          });
          toast.success(`${changing.name} is now ${newRole === 'owner' ? 'an owner' : 'an employee'}`);
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={deactivating !== undefined}
        title="Deactivate Employee"
        text={`Deactivate ${deactivating?.name}? They are signed out at once and cannot sign in until an owner reactivates them.`}
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={async () => {
          if (!deactivating) return;
          await deactivate.mutateAsync({ params: { path: { id: deactivating._id } } });
          toast.success(`${deactivating.name} is deactivated`);
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={reactivating !== undefined}
        title="Reactivate Employee"
        text={`Reactivate ${reactivating?.name}? They can sign in again with their password.`}
        confirmLabel="Reactivate"
        onConfirm={async () => {
          if (!reactivating) return;
          await reactivate.mutateAsync({ params: { path: { id: reactivating._id } } });
          toast.success(`${reactivating.name} is active again`);
          modal.close();
        }}
        onCancel={modal.close}
      />
    </>
  );
}
