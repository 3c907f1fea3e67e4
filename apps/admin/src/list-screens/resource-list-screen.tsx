import { Button } from '@shop/ui-kit/button';
import { DataTable, type DataTableSort } from '@shop/ui-kit/data-table';
import { Icon } from '@shop/ui-kit/icon';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useShopClient } from '../app/use-app-context';
import type { ResourceDefinition } from './resource-definition';
import { ResourceDeleteDialog } from './resource-delete-dialog';
import { ResourceFormModal } from './resource-form-modal';
import { ResourceRowActions } from './resource-row-actions';
import { resourceTableColumns } from './resource-table-columns';
import { ResourceViewModal } from './resource-view-modal';
import './list-screens.css';

/** The page of a server-paged list, from the URL, and how to go to another. */
export interface PageControl {
  page: number;
  onPageChange: (page: number) => void;
}

/** A server-sorted list's sort, from the URL, and how to change it. */
export interface SortControl {
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

/** Props of {@link ResourceListScreen}. */
export interface ResourceListScreenProps<Row extends { _id: string }, Args, CreateBody, UpdateBody> {
  resource: ResourceDefinition<Row, Args, CreateBody, UpdateBody>;
  /** What the list read takes: the route's parent id, page, search. */
  args: Args;
  /** For a server-paged list (`pageSize` in the definition). */
  paging?: PageControl;
  /** For a list sorted on the server; sortable lists sort in the browser otherwise. */
  sorting?: SortControl;
  /** Shown under the heading, e.g. a search box. */
  children?: ReactNode;
}

type ScreenModal<Row> =
  | { kind: 'create' }
  | { kind: 'view'; row: Row }
  | { kind: 'update'; row: Row }
  | { kind: 'delete'; row: Row };

/**
 * The list screen of any resource definition: "{plural} (N in total)" with the create button where allowed, the
 * table with each row's actions, at most one modal (view, create, update, delete), pagination for paged lists.
 */
export function ResourceListScreen<Row extends { _id: string }, CreateBody, UpdateBody>(
  props: Omit<ResourceListScreenProps<Row, undefined, CreateBody, UpdateBody>, 'args'>,
): ReactNode;
export function ResourceListScreen<Row extends { _id: string }, Args, CreateBody, UpdateBody>(
  props: ResourceListScreenProps<Row, Args, CreateBody, UpdateBody>,
): ReactNode;
export function ResourceListScreen<Row extends { _id: string }, Args, CreateBody, UpdateBody>(
  props:
    | ResourceListScreenProps<Row, Args, CreateBody, UpdateBody>
    | Omit<ResourceListScreenProps<Row, undefined, CreateBody, UpdateBody>, 'args'>,
) {
  const { resource, paging, sorting, children } = props;
  const client = useShopClient();
  const list =
    'args' in props ? props.resource.list(client, props.args) : props.resource.list(client, undefined);
  const { data } = useSuspenseQuery(list);
  const modal = useModalState<ScreenModal<Row>>();
  const { view, create, update, delete: remove } = resource.can;
  const parentId = 'args' in props ? parentIdOf(props.args) : undefined;

  const columns = useMemo(() => {
    const offers = { view: view !== undefined, update: update !== undefined, delete: remove !== undefined };
    const links = resource.links ?? [];
    const hasActions = offers.view || offers.update || offers.delete || links.length > 0;
    return resourceTableColumns(
      resource.columns,
      resource.rowName,
      hasActions
        ? (row: Row) => (
            <ResourceRowActions
              row={row}
              offers={offers}
              links={links}
              onOpen={(kind) => modal.open({ kind, row })}
            />
          )
        : undefined,
    );
  }, [resource, view, update, remove, modal.open]);

  const createAllowed = create !== undefined && (create.allowedWhen?.(data) ?? true);
  const viewing = modal.get('view');
  const updating = modal.get('update');
  const deleting = modal.get('delete');
  return (
    <div className="resource-list">
      <ListPageHeader
        title={resource.plural}
        total={data.total}
        actions={
          createAllowed && (
            <Button onClick={() => modal.open({ kind: 'create' })}>
              <Icon name="plus" />
              {create.buttonLabel ?? `Create ${resource.name}`}
            </Button>
          )
        }
      >
        {children}
        {create && !createAllowed && create.notAllowedText && (
          <p className="resource-note">{create.notAllowedText}</p>
        )}
      </ListPageHeader>
      <DataTable
        label={resource.plural}
        columns={columns}
        rows={data.data}
        getRowId={(row) => row._id}
        emptyText={resource.emptyText}
        {...(sorting ? { sort: sorting.sort, onSortChange: sorting.onSortChange, sortMode: 'server' } : {})}
      />
      {/* Pages only when there is more than one, or when a page past the first is open (to get back). */}
      {paging && resource.pageSize !== undefined && (data.total > resource.pageSize || paging.page > 1) && (
        <Pagination
          page={paging.page}
          pageSize={resource.pageSize}
          total={data.total}
          onPageChange={paging.onPageChange}
        />
      )}
      {modal.current?.kind === 'create' && create && (
        <ResourceFormModal
          title={create.title ?? `Create ${resource.name}`}
          submitLabel={create.submitLabel ?? `Create ${resource.name}`}
          successText={`${resource.name} created`}
          action={create}
          mutation={create.mutation}
          toVariables={(body) => ({ body })}
          row={undefined}
          values={undefined}
          parentId={parentId}
          onClose={modal.close}
        />
      )}
      {viewing && view && (
        <ResourceViewModal
          title={`View ${resource.name}`}
          fields={view.fields}
          row={viewing.row}
          rowName={resource.rowName(viewing.row)}
          onClose={modal.close}
        />
      )}
      {updating && update && (
        <ResourceFormModal
          title={update.title ?? `Update ${resource.name}`}
          submitLabel={update.submitLabel ?? `Update ${resource.name}`}
          successText={`${resource.name} updated`}
          action={update}
          mutation={update.mutation}
          toVariables={(body) => ({ params: { path: { id: updating.row._id } }, body })}
          row={updating.row}
          values={'values' in update ? update.values(updating.row) : undefined}
          parentId={parentId}
          onClose={modal.close}
        />
      )}
      {deleting && remove && (
        <ResourceDeleteDialog
          name={resource.name}
          action={remove}
          id={deleting.row._id}
          rowName={resource.rowName(deleting.row)}
          onClose={modal.close}
        />
      )}
    </div>
  );
}

/** The parent id of a scoped list (`args.parentId`), which a `parent` form field sends. */
function parentIdOf(args: unknown): string | undefined {
  return typeof args === 'object' && args !== null && 'parentId' in args && typeof args.parentId === 'string'
    ? args.parentId
    : undefined;
}
