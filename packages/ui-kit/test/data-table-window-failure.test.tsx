import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn } from '../src/data-table';

// The window's code cannot be fetched (a dropped connection, a new deployment): the table draws every row.
vi.mock('../src/data-table-window', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

interface Tea {
  id: string;
  name: string;
}

const columns: TableColumn<Tea>[] = [{ field: 'name', header: 'Name' }];

describe('a long table whose window cannot be fetched', () => {
  it('draws every row rather than leaving any out', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ id: String(i), name: `Tea ${i}` }));
    render(<DataTable label="Teas" columns={columns} rows={rows} getRowId={(t) => t.id} />);
    expect(screen.queryByRole('row', { name: 'Tea 299' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(301));
    expect(screen.getByRole('row', { name: 'Tea 299' })).toHaveAttribute('aria-rowindex', '301');
  });
});
