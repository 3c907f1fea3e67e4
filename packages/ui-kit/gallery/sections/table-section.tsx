import { useMemo, useState } from 'react';
import { Button } from '../../src/button';
import { DataTable, type DataTableSort, type TableColumn } from '../../src/data-table';
import { Icon } from '../../src/icon';
import { ListPageHeader } from '../../src/list-page-header';
import { Pagination } from '../../src/pagination';
import { RowActions } from '../../src/row-actions';
import { SearchBox } from '../../src/search-box';
import { useToast } from '../../src/toast';
import { makeProducts, type Product } from '../sample-data';

const products = makeProducts(8);
const thousands = makeProducts(10_000);
const PAGE_SIZE = 20;

function useColumns(): TableColumn<Product>[] {
  const toast = useToast();
  return useMemo(
    () => [
      { field: 'name', header: 'Name', sortable: true },
      { field: 'image', header: 'Image', cell: (row) => <img src={row.image} alt={row.name} /> },
      {
        field: 'price',
        header: 'Price',
        sortable: true,
        align: 'end',
        cell: (row) => `৳${row.price.toFixed(2)}`,
      },
      { field: 'isVisible', header: 'IsVisible', cell: (row) => (row.isVisible ? 'TRUE' : 'FALSE') },
      {
        id: 'actions',
        header: 'Actions',
        cell: (row) => (
          <RowActions>
            <RowActions.Button icon="view" label="View" onClick={() => toast.success(`View ${row.name}`)} />
            <RowActions.Button
              icon="update"
              label="Update"
              onClick={() => toast.success(`Update ${row.name}`)}
            />
            <RowActions.Link icon="list" label="Assets" href={`#assets-${row.id}`} />
            <RowActions.Button
              icon="delete"
              label="Delete"
              tone="danger"
              onClick={() => toast.error(`Could not delete ${row.name}`)}
            />
          </RowActions>
        ),
      },
    ],
    [toast],
  );
}

/** List header, search, a filled, an empty, a loading, a paged and a 10,000-row table. */
export function TableSection() {
  const columns = useColumns();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>({ column: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const shown = products.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
  const pageRows = thousands.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <section className="gallery-section" aria-labelledby="tables-heading">
      <h2 id="tables-heading">List screens</h2>
      <ListPageHeader
        title="Products"
        total={shown.length}
        actions={
          <Button>
            <Icon name="plus" /> Create
          </Button>
        }
      >
        <SearchBox label="Search products" value={search} onChange={setSearch} />
      </ListPageHeader>
      <DataTable
        label="Products"
        columns={columns}
        rows={shown}
        getRowId={(p) => p.id}
        sort={sort}
        onSortChange={setSort}
        emptyText="No product matches the search."
      />
      <div className="gallery-grid">
        <div>
          <h2 className="gallery-subheading">Empty</h2>
          <DataTable
            label="Empty list"
            columns={columns}
            rows={[]}
            getRowId={(p) => p.id}
            emptyText="No rows yet."
          />
        </div>
        <div>
          <h2 className="gallery-subheading">Loading</h2>
          <DataTable label="Loading list" columns={columns} rows={[]} getRowId={(p) => p.id} loading />
        </div>
      </div>
      <h2 className="gallery-subheading">Server-paged</h2>
      <DataTable
        label="Paged list"
        columns={columns}
        rows={pageRows}
        getRowId={(p) => p.id}
        sortMode="server"
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={thousands.length} onPageChange={setPage} />
      <h2 className="gallery-subheading">10,000 rows, virtualized</h2>
      <DataTable label="Ten thousand rows" columns={columns} rows={thousands} getRowId={(p) => p.id} />
    </section>
  );
}
