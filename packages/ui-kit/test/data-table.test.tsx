import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableSort, type TableColumn } from '../src/data-table';
import { FIRST_ROWS } from '../src/data-table-rows';
import { selectionColumn } from '../src/data-table-selection';
import { RowActions } from '../src/row-actions';

interface Tea {
  id: string;
  name: string;
  price: number;
}

const teas: Tea[] = [
  { id: 'a', name: 'Darjeeling', price: 300 },
  { id: 'b', name: 'Assam', price: 120 },
  { id: 'c', name: 'Ceylon', price: 210 },
];

function manyTeas(count: number): Tea[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(i), name: `Tea ${i}`, price: i }));
}

const columns: TableColumn<Tea>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'price', header: 'Price', sortable: true, align: 'end', cell: (row) => `৳${row.price}` },
  {
    id: 'actions',
    header: 'Actions',
    cell: (row) => (
      <RowActions>
        <RowActions.Button icon="view" label="View" onClick={() => opened(`view ${row.id}`)} />
        <RowActions.Button icon="update" label="Update" onClick={() => opened(`update ${row.id}`)} />
        <RowActions.Link icon="list" label="Item assets" href={`/item_assets_from_items/${row.id}`} />
        <RowActions.Button
          icon="delete"
          label="Delete"
          tone="danger"
          onClick={() => opened(`delete ${row.id}`)}
        />
      </RowActions>
    ),
  },
];
const opened = vi.fn();

// A column naming a field the row lacks does not compile.
// @ts-expect-error 'colour' is not a field of Tea
const wrongColumn: TableColumn<Tea> = { field: 'colour', header: 'Colour' };
void wrongColumn;

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function ControlledTable({ onSortChange }: { onSortChange: (sort: DataTableSort | null) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>({ column: 'price', direction: 'desc' });
  return (
    <DataTable
      label="Teas"
      columns={columns}
      rows={teas}
      getRowId={(t) => t.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a named table with headers, cells and row actions with accessible names', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Teas" columns={columns} rows={teas} getRowId={(t) => t.id} />);
    const table = screen.getByRole('table', { name: 'Teas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    const assam = screen.getByRole('row', { name: /Assam/ });
    expect(within(assam).getByRole('cell', { name: '৳120' })).toBeInTheDocument();
    expect(within(assam).getByRole('link', { name: 'Item assets' })).toHaveAttribute(
      'href',
      '/item_assets_from_items/b',
    );
    await user.click(within(assam).getByRole('button', { name: 'Update' }));
    expect(opened).toHaveBeenLastCalledWith('update b');
    expect(within(assam).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(assam).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('sorts by a header from the keyboard: ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Teas" columns={columns} rows={teas} getRowId={(t) => t.id} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    within(nameHeader).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Assam', 'Ceylon', 'Darjeeling']);
    await user.keyboard(' ');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Darjeeling', 'Ceylon', 'Assam']);
    await user.keyboard('{Enter}');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Darjeeling', 'Assam', 'Ceylon']);
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('sorts texts in natural order whatever their case, numbers by value, and empty values last', async () => {
    const user = userEvent.setup();
    interface Lot {
      id: string;
      name: string;
      weight?: number;
    }
    const lots: Lot[] = [
      { id: '1', name: 'lot 10', weight: 2.5 },
      { id: '2', name: 'Lot 9' },
      { id: '3', name: 'lot 1', weight: 10 },
      { id: '4', name: 'Lot 2', weight: 1 },
    ];
    render(
      <DataTable<Lot>
        label="Lots"
        columns={[
          { field: 'name', header: 'Name', sortable: true },
          { field: 'weight', header: 'Weight', sortable: true, cell: (lot) => lot.weight ?? '' },
        ]}
        rows={lots}
        getRowId={(lot) => lot.id}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['lot 1', 'Lot 2', 'Lot 9', 'lot 10']);
    await user.click(screen.getByRole('button', { name: 'Weight' }));
    expect(names()).toEqual(['Lot 2', 'lot 10', 'lot 1', 'Lot 9']);
    await user.click(screen.getByRole('button', { name: 'Weight' }));
    expect(names()).toEqual(['lot 1', 'lot 10', 'Lot 2', 'Lot 9']);
  });

  it('follows a controlled sort and reports the next one', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<ControlledTable onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Darjeeling', 'Ceylon', 'Assam']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    expect(names()).toEqual(['Assam', 'Ceylon', 'Darjeeling']);
  });

  it('keeps the given order with server sorting', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataTable
        label="Teas"
        columns={columns}
        rows={teas}
        getRowId={(t) => t.id}
        sortMode="server"
        sort={{ column: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(names()).toEqual(['Darjeeling', 'Assam', 'Ceylon']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'desc' });
  });

  it('shows the empty text when there are no rows', () => {
    render(
      <DataTable label="Teas" columns={columns} rows={[]} getRowId={(t) => t.id} emptyText="No teas yet." />,
    );
    expect(screen.getByRole('cell', { name: 'No teas yet.' })).toBeInTheDocument();
  });

  it('shows hidden skeleton rows and marks the table busy while loading', () => {
    const { container } = render(
      <DataTable label="Teas" columns={columns} rows={[]} getRowId={(t) => t.id} loading />,
    );
    expect(screen.getByRole('table', { name: 'Teas', busy: true })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(
      container.querySelectorAll('tbody tr[aria-hidden="true"] .ui-skeleton').length,
    ).toBeGreaterThanOrEqual(5);
    expect(screen.queryByText('Nothing to show.')).not.toBeInTheDocument();
  });

  it('draws every row of a table of 200 rows, without the window', () => {
    const page = manyTeas(200);
    render(<DataTable label="Teas" columns={columns} rows={page} getRowId={(t) => t.id} rowHeight={50} />);
    expect(screen.getAllByRole('row')).toHaveLength(201);
    expect(screen.getByRole('row', { name: /Tea 199 / })).toHaveAttribute('aria-rowindex', '201');
  });

  it('renders only a window of 10,000 rows and moves it on scroll', async () => {
    const many = manyTeas(10_000);
    render(<DataTable label="Teas" columns={columns} rows={many} getRowId={(t) => t.id} rowHeight={50} />);
    const table = screen.getByRole('table', { name: 'Teas' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The window's code comes on demand; the first 200 rows are drawn meanwhile.
    expect(screen.getAllByRole('row').length - 1).toBeLessThanOrEqual(200);
    await waitFor(() => expect(screen.getAllByRole('row').length - 1).toBeLessThan(60));
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(screen.getByRole('row', { name: /Tea 0 / })).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByRole('row', { name: /Tea 9999 / })).not.toBeInTheDocument();

    // jsdom has no layout: give the scroll container the sizes a browser would.
    const region = screen.getByRole('region', { name: 'Teas' });
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 });
    Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 10_000 * 50 + 40 });
    region.scrollTop = 250_000;
    fireEvent.scroll(region);
    expect(screen.queryByRole('row', { name: /Tea 0 / })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tea 5000 / })).toHaveAttribute('aria-rowindex', '5002');
    expect(screen.getAllByRole('row').length - 1).toBeLessThan(60);
  });
});

/** Counts the name cells drawn by {@link ReRenderingScreen}. */
let cellRenders = 0;
/** More cell renders than two renders of the screen need (opening it, then the click). */
const RENDER_LIMIT = teas.length * 6;
const countedColumns: TableColumn<Tea>[] = [
  {
    field: 'name',
    header: 'Name',
    cell: (row) => {
      cellRenders += 1;
      // A render loop fails the test here and then, rather than spinning until the test's time is up.
      if (cellRenders > RENDER_LIMIT) throw new Error(`The table rendered its cells ${cellRenders} times`);
      return row.name;
    },
  },
];

/** A screen whose state changes above the table, as opening a modal does. */
function ReRenderingScreen() {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpened((n) => n + 1)}>
        Open {opened}
      </button>
      <DataTable label="Teas" columns={countedColumns} rows={teas} getRowId={(row) => row.id} />
    </>
  );
}

describe('DataTable re-rendered from above', () => {
  it('settles after its parent re-renders (no endless update loop)', async () => {
    cellRenders = 0;
    render(<ReRenderingScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Open 0' }));
    await screen.findByRole('button', { name: 'Open 1' });
    // act returns once React has nothing left to render: the table has settled, and stays so.
    await act(async () => {});
    const afterSettling = cellRenders;
    await act(async () => {});
    expect(cellRenders).toBe(afterSettling);
    expect(screen.getByRole('table', { name: 'Teas' })).toBeInTheDocument();
  });
});

function SelectableTable({ rows, onSelect }: { rows: Tea[]; onSelect: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['gone']));
  const select = selectionColumn<Tea>(
    {
      selected,
      onChange: (next) => {
        setSelected(next);
        onSelect([...next].sort());
      },
      rowLabel: (tea) => `Select ${tea.name}`,
    },
    rows,
    (tea) => tea.id,
  );
  return <DataTable label="Teas" columns={[select, ...columns]} rows={rows} getRowId={(tea) => tea.id} />;
}

/** Every commit's count beside the rows the table drew in that same commit. */
const commits: { count: number; drawn: number }[] = [];

function CountedTable({ rows }: { rows: Tea[] }) {
  useLayoutEffect(() => {
    commits.push({ count: rows.length, drawn: document.querySelectorAll('tbody tr').length });
  });
  return (
    <>
      <h2>{rows.length} teas</h2>
      <DataTable label="Teas" columns={columns} rows={rows} getRowId={(t) => t.id} />
    </>
  );
}

describe('DataTable growing by a row', () => {
  it('draws the first screenful of rows in the same commit as the new count; only later rows follow', async () => {
    commits.length = 0;
    const view = render(<CountedTable rows={teas.slice(0, 1)} />);
    await act(async () => view.rerender(<CountedTable rows={teas.slice(0, 2)} />));
    expect(commits.map(({ count, drawn }) => [count, drawn])).toEqual([
      [1, 1],
      [2, 2],
    ]);

    commits.length = 0;
    await act(async () => view.rerender(<CountedTable rows={manyTeas(50)} />));
    expect(commits).toEqual([{ count: 50, drawn: FIRST_ROWS }]);
    // The other rows came in a render of the rows alone, once React had time.
    expect(screen.getAllByRole('row')).toHaveLength(51);
  });
});

describe('DataTable selection', () => {
  it('selects rows one by one and every row shown at once, saying when some are selected', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SelectableTable rows={teas} onSelect={onSelect} />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(all).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Assam' }));
    expect(onSelect).toHaveBeenLastCalledWith(['b', 'gone']);
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    // Ids of rows not shown (another page's) are kept.
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b', 'c', 'gone']);
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);

    await user.click(all);
    expect(onSelect).toHaveBeenLastCalledWith(['gone']);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ceylon' }));
    expect(onSelect).toHaveBeenLastCalledWith(['c', 'gone']);
    expect(screen.getByRole('checkbox', { name: 'Select Ceylon' })).toBeChecked();
  });

  it('offers no select-all when there are no rows', () => {
    render(<SelectableTable rows={[]} onSelect={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeDisabled();
  });
});
