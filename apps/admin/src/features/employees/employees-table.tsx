import { useLingui } from '@lingui/react/macro';
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

/**
 * The employees: name, display picture, email, role and status. An owner gets "Change role", "Deactivate" (not on
 * their own row) and "Reactivate" on each row, behind confirm dialogs naming the person; a refusal (the last
 * owner, say) stays in the dialog with the server's message.
 */
export function EmployeesTable({ employees }: { employees: readonly Employee[] }) {
  const { t, i18n } = useLingui();
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
  const baseColumns = useMemo<TableColumn<Employee>[]>(() => {
    const status = (employee: Employee) => (employee.active ? t`Active` : t`Deactivated`);
    return [
      { field: 'name', header: t`Name`, sortable: true },
      {
        field: 'dp',
        header: t`Image`,
        cell: (employee) => {
          const image = mediaImage(employee.dp, 40);
          return image ? (
            <img className="resource-thumb" {...image} alt={employee.name} loading="lazy" />
          ) : (
            t`No image`
          );
        },
      },
      { field: 'email', header: t`Email`, sortable: true },
      {
        id: 'role',
        header: t`Role`,
        cell: (employee) => i18n._(roleName(employee.level)),
        sortValue: (employee) => i18n._(roleName(employee.level)),
      },
      { id: 'status', header: t`Status`, cell: status, sortValue: status },
    ];
  }, [t, i18n]);
  const columns = useMemo<TableColumn<Employee>[]>(
    () =>
      anyAction
        ? [
            ...baseColumns,
            {
              id: 'actions',
              header: t`Actions`,
              cell: (employee) => (
                <RowActions>
                  {may.role && (
                    <RowActions.Button
                      icon="users"
                      label={t`Change role`}
                      onClick={() => open({ kind: 'role', employee })}
                    />
                  )}
                  {may.deactivate && employee.active && employee._id !== me && (
                    <RowActions.Button
                      icon="close"
                      label={t`Deactivate`}
                      tone="danger"
                      onClick={() => open({ kind: 'deactivate', employee })}
                    />
                  )}
                  {may.reactivate && !employee.active && (
                    <RowActions.Button
                      icon="check"
                      label={t`Reactivate`}
                      onClick={() => open({ kind: 'reactivate', employee })}
                    />
                  )}
                </RowActions>
              ),
            },
          ]
        : baseColumns,
    [anyAction, baseColumns, may.role, may.deactivate, may.reactivate, me, open, t],
  );
  const changing = modal.get('role')?.employee;
  const deactivating = modal.get('deactivate')?.employee;
  const reactivating = modal.get('reactivate')?.employee;
  const newRole = changing && otherRole(changing.level);
  const changingName = changing?.name;
  const deactivatingName = deactivating?.name;
  const reactivatingName = reactivating?.name;
  return (
    <>
      <DataTable
        label={t`Employees`}
        columns={columns}
        rows={employees}
        getRowId={(employee) => employee._id}
      />
      <ConfirmDialog
        open={changing !== undefined && newRole !== undefined}
        title={t`Change Role`}
        text={
          changing &&
          newRole &&
          (newRole === 'owner'
            ? t`Make ${changingName} an owner? Owners can also invite staff, change roles, deactivate employees, and change VAT, discounts, delivery fees and app settings.`
            : t`Make ${changingName} an employee? They keep access to the catalogue, orders and customers, but not to what only owners can do.`)
        }
        confirmLabel={
          newRole === undefined ? t`Change Role` : newRole === 'owner' ? t`Make Owner` : t`Make Employee`
        }
        onConfirm={async () => {
          if (!changing || !newRole) return;
          await changeRole.mutateAsync({
            params: { path: { id: changing._id } },
            body: { level: newRole },
          });
          toast.success(
            newRole === 'owner' ? t`${changingName} is now an owner` : t`${changingName} is now an employee`,
          );
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={deactivating !== undefined}
        title={t`Deactivate Employee`}
        text={t`Deactivate ${deactivatingName}? They are signed out at once and cannot sign in until an owner reactivates them.`}
        confirmLabel={t`Deactivate`}
        tone="danger"
        onConfirm={async () => {
          if (!deactivating) return;
          await deactivate.mutateAsync({ params: { path: { id: deactivating._id } } });
          toast.success(t`${deactivatingName} is deactivated`);
          modal.close();
        }}
        onCancel={modal.close}
      />
      <ConfirmDialog
        open={reactivating !== undefined}
        title={t`Reactivate Employee`}
        text={t`Reactivate ${reactivatingName}? They can sign in again with their password.`}
        confirmLabel={t`Reactivate`}
        onConfirm={async () => {
          if (!reactivating) return;
          await reactivate.mutateAsync({ params: { path: { id: reactivating._id } } });
          toast.success(t`${reactivatingName} is active again`);
          modal.close();
        }}
        onCancel={modal.close}
      />
    </>
  );
}
