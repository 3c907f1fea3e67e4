import type { Schema } from '@shop/sdk';
import { DataTable, type TableColumn } from '@shop/ui-kit/data-table';
import { mediaSrc } from '../../app/media-url';

type Employee = Schema<'Employee'>;

const columns: TableColumn<Employee>[] = [
  { field: 'name', header: 'Name', sortable: true },
  {
    field: 'dp',
    header: 'Image',
    cell: (employee) => {
      const src = mediaSrc(employee.dp);
      return src ? <img src={src} alt={employee.name} /> : 'No image';
    },
  },
  { field: 'email', header: 'Email', sortable: true },
];

/** The employees, read only: name, display picture and email. */
export function EmployeesTable({ employees }: { employees: readonly Employee[] }) {
  return (
    <DataTable label="Employees" columns={columns} rows={employees} getRowId={(employee) => employee._id} />
  );
}
