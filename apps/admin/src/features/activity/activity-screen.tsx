import { useLingui } from '@lingui/react/macro';
import { listApiTokensQueryOptions, listEmployeesQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { Pagination } from '@shop/ui-kit/pagination';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ActivitySearch } from '../../app/search-params';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import type { ChangeEntityType } from '../../list-screens/resource-definition';
import { ActivityFilters } from './activity-filters';
import { activityPageSize, activityQueryOptions } from './activity-query';
import { ActivityTable } from './activity-table';
import './activity.css';

/**
 * The Activity screen (owners): the shop's change log, newest first, a page at a time, filtered by employee, API token,
 * kind of record, operation and days. The route keeps the filters and the page in the URL; a count past what the server
 * counts (10,000) reads "10,000+".
 */
export function ActivityScreen({
  search,
  onSearchChange,
}: {
  search: ActivitySearch<ChangeEntityType>;
  /** Changes the URL's search (the rest kept). */
  onSearchChange: (changes: ActivitySearch<ChangeEntityType>) => void;
}) {
  const { t } = useLingui();
  const { number } = useFormat();
  const client = useShopClient();
  const { data } = useSuspenseQuery(activityQueryOptions(client, search));
  const employees = useSuspenseQuery(listEmployeesQueryOptions(client)).data.data;
  const tokens = useSuspenseQuery(listApiTokensQueryOptions(client)).data.data;
  const { page = 1, ...filter } = search;
  const totalText = `${number(data.total)}${data.totalIsExact ? '' : '+'}`;
  return (
    <div className="activity-page">
      <ListPageHeader title={t`Activity`} total={data.total} formatTotal={() => t`(${totalText} in total)`}>
        <ActivityFilters
          filter={filter}
          employees={employees}
          tokens={tokens}
          onChange={(changes) => onSearchChange({ ...changes, page: undefined })}
        />
      </ListPageHeader>
      <ActivityTable changes={data.data} />
      {(data.total > activityPageSize || page > 1) && (
        <Pagination
          page={page}
          pageSize={activityPageSize}
          total={data.total}
          onPageChange={(next) => onSearchChange({ page: next })}
          texts={{ range: (first, last) => t`${first}–${last} of ${totalText}` }}
        />
      )}
    </div>
  );
}
