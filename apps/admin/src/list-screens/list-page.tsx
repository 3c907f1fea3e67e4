import { Trans } from '@lingui/react/macro';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import type { ReactNode } from 'react';
import './list-screens.css';

/** Props of {@link ListPage}. */
export interface ListPageProps {
  /** The heading: "{title} (N in total)" (`title` translated). */
  title: string;
  /** How many rows the list has in all (every page). */
  total: number;
  /** Beside the heading, e.g. the create button. */
  actions?: ReactNode;
  /** Under the heading, e.g. a search box or a note. */
  intro?: ReactNode;
  /** Rows per page of a server-paged list (its operation's `pageSize` default); with `paging`, it has pages. */
  pageSize?: number;
  /** The open page and how to open another: `useListSearch` gives both. */
  paging?: { page: number; setPage: (page: number) => void };
  /** The table, and the modals its rows open. */
  children: ReactNode;
}

/**
 * A list screen: "{title} (N in total)" with its actions, the table, and for a server-paged list the pages, shown
 * when there is more than one or when a page past the first is open (so the person can get back).
 */
export function ListPage({ title, total, actions, intro, pageSize, paging, children }: ListPageProps) {
  return (
    <div className="list-page">
      {/* One sentence, heading and count together, for languages that put the count elsewhere. */}
      <ListPageHeader
        title={
          <Trans>
            {title} <span className="ui-list-header-total">({total} in total)</span>
          </Trans>
        }
        actions={actions}
      >
        {intro}
      </ListPageHeader>
      {children}
      {pageSize !== undefined && paging && (total > pageSize || paging.page > 1) && (
        <Pagination page={paging.page} pageSize={pageSize} total={total} onPageChange={paging.setPage} />
      )}
    </div>
  );
}
