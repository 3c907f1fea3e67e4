import { useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { DataTable } from '@shop/ui-kit/data-table';
import { Icon } from '@shop/ui-kit/icon';
import { useModalState } from '@shop/ui-kit/use-modal-state';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { onDemand, useOnDemand, whenSettled } from '../app/on-demand';
import { useShopClient } from '../app/use-app-context';
import { ListPage } from './list-page';
import { sortParamOf, tableSortOf } from './list-sort';
import type { ResourceDefinition, ResourceRow } from './resource-definition';
import { preloadFieldsForm } from './resource-form-body';
import { ResourceRowActions } from './resource-row-actions';
import type { ScreenModal } from './resource-screen-modals';
import { resourceTableColumns } from './resource-table-columns';
import { ownerOnlyText, useAllowedActions } from './use-allowed-actions';
import type { ListSearch, ListSearchState } from './use-list-search';

/** Props of {@link ResourceListScreen}. */
export interface ResourceListScreenProps<Row extends ResourceRow, Args, CreateBody, UpdateBody> {
  resource: ResourceDefinition<Row, Args, CreateBody, UpdateBody>;
  /** What the list read takes: the route's parent id, page, search (as the route's loader passed them). */
  args: Args;
  /** The URL's search of a paged or server-sorted list, from `useListSearch`: the pages and the sort change it. */
  list?: ListSearchState<ListSearch>;
  /** Beside the create button, e.g. export and import. */
  actions?: ReactNode;
  /** Shown under the heading, e.g. a search box. */
  children?: ReactNode;
}

// The modals (view, create, update, delete) load once the list has shown: it is usable without them, sooner.
const screenModals = onDemand(() => import('./resource-screen-modals'));

/**
 * The list screen of any resource definition: "{plural} (N in total)" with the create button where allowed, the
 * table with each row's actions, at most one modal (view, create, update, delete), pagination for paged lists.
 * Only the actions the signed-in employee's role may take are offered; when some are not, a note says who can.
 */
export function ResourceListScreen<Row extends ResourceRow, CreateBody, UpdateBody>(
  props: Omit<ResourceListScreenProps<Row, undefined, CreateBody, UpdateBody>, 'args' | 'list'>,
): ReactNode;
export function ResourceListScreen<Row extends ResourceRow, Args, CreateBody, UpdateBody>(
  props: ResourceListScreenProps<Row, Args, CreateBody, UpdateBody>,
): ReactNode;
export function ResourceListScreen<Row extends ResourceRow, Args, CreateBody, UpdateBody>(
  props:
    | ResourceListScreenProps<Row, Args, CreateBody, UpdateBody>
    | Omit<ResourceListScreenProps<Row, undefined, CreateBody, UpdateBody>, 'args' | 'list'>,
) {
  const { resource, actions, children } = props;
  const { t, i18n } = useLingui();
  const name = i18n._(resource.name);
  const plural = i18n._(resource.plural);
  const client = useShopClient();
  const listQuery = useSuspenseQuery(
    'args' in props ? props.resource.list(client, props.args) : props.resource.list(client, undefined),
  );
  const { data } = listQuery;
  const list = 'list' in props ? props.list : undefined;
  const parentId = 'args' in props ? props.resource.parent?.(props.args) : undefined;
  const modal = useModalState<ScreenModal<Row>>();
  const modals = useOnDemand(screenModals, { needed: modal.current !== null, ahead: true });
  // What the person's role may not do is not offered (the server would refuse it with 403).
  const allowed = useAllowedActions<Row, Args, CreateBody, UpdateBody>(resource.can, resource.dialogs);
  const { view, create, update, delete: remove, dialogs, withheld } = allowed;

  // `t` changes when another language is shown (`i18n` stays the same object): the headers follow it.
  const columns = useMemo(() => {
    const offers = { view: view !== undefined, update: update !== undefined, delete: remove !== undefined };
    const links = resource.links ?? [];
    const hasActions =
      offers.view || offers.update || offers.delete || links.length > 0 || dialogs.length > 0;
    return resourceTableColumns(
      i18n,
      resource.columns,
      (row: Row) => resource.rowName(row, i18n),
      hasActions
        ? (row: Row) => (
            <ResourceRowActions
              row={row}
              offers={offers}
              links={links}
              dialogs={dialogs}
              onOpen={(kind) => modal.open({ kind, row })}
              onOpenDialog={(dialog) => modal.open({ kind: 'dialog', row, dialog })}
            />
          )
        : undefined,
    );
  }, [i18n, t, resource, view, update, remove, dialogs, modal.open]);

  // The forms load once the list is shown and the page has settled, so a modal opens with its form.
  const offersFieldsForm = (create && 'fields' in create) || (update && 'fields' in update);
  useEffect(() => {
    if (offersFieldsForm) return whenSettled(() => void preloadFieldsForm());
  }, [offersFieldsForm]);

  const { sorts } = resource;
  const createAllowed = create !== undefined && (create.allowedWhen?.(data) ?? true);
  return (
    <ListPage
      title={plural}
      total={data.total}
      actions={
        (actions || createAllowed) && (
          <>
            {actions}
            {createAllowed && (
              <Button onClick={() => modal.open({ kind: 'create' })}>
                <Icon name="plus" />
                {create.buttonLabel ? i18n._(create.buttonLabel) : t`Create ${name}`}
              </Button>
            )}
          </>
        )
      }
      intro={
        <>
          {children}
          {create && !createAllowed && create.notAllowedText && (
            <p className="resource-note">{i18n._(create.notAllowedText)}</p>
          )}
          {withheld && <p className="resource-note">{ownerOnlyText(plural, i18n)}</p>}
        </>
      }
      pageSize={resource.pageSize}
      paging={list}
    >
      <DataTable
        label={plural}
        columns={columns}
        rows={data.data}
        getRowId={(row) => row._id}
        emptyText={resource.emptyText && i18n._(resource.emptyText)}
        {...(sorts && list
          ? {
              sort: tableSortOf(list.search.sort),
              onSortChange: (sort) => list.setSort(sortParamOf(sort, sorts)),
              sortMode: 'server',
            }
          : {})}
      />
      {modal.current && modals && (
        <modals.ResourceScreenModals
          resource={resource}
          allowed={allowed}
          modal={modal}
          parentId={parentId}
          reloadRows={async () => (await listQuery.refetch({ throwOnError: true })).data?.data ?? []}
        />
      )}
    </ListPage>
  );
}
