import { useLingui } from '@lingui/react/macro';
import { dashboardPeriodValues, getDashboardQuery, type Schema, type ShopClient } from '@shop/sdk';
import { getDashboardQueryOptions, getOrderCountsByStatusQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogueHub } from '../../app/screen-directory';
import { oneOf } from '../../app/search-params';
import { useSession } from '../../app/use-app-context';
import { useMayCall } from '../../app/use-may-call';
import { DashboardFigures } from '../../features/dashboard/dashboard-figures';
import { ExpiringTokensNotice } from '../../features/dashboard/expiring-tokens-notice';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage, HubSection } from '../../features/hubs/hub-page';
import { OrderStatusCards } from '../../features/hubs/order-status-cards';
import { NewOrderNoticesSwitch } from '../../features/orders/new-order-notices-switch';

/** `?period=`: one of the document's periods, else its default (today). */
function periodSearch(search: Record<string, unknown>): { period?: Schema<'DashboardPeriod'> | undefined } {
  return { period: oneOf(dashboardPeriodValues, search.period) };
}

const dashboardQuery = (client: ShopClient, period?: Schema<'DashboardPeriod'>) =>
  getDashboardQueryOptions(client, { query: { period: period ?? getDashboardQuery.period.default } });

export const Route = createFileRoute('/_authed/')({
  validateSearch: periodSearch,
  loaderDeps: ({ search: { period } }) => ({ period }),
  loader: ({ context: { queryClient, client }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(getOrderCountsByStatusQueryOptions(client)),
      queryClient.ensureQueryData(dashboardQuery(client, deps.period)),
    ]),
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { period } = Route.useLoaderDeps();
  const { data: counts } = useSuspenseQuery(getOrderCountsByStatusQueryOptions(client));
  const dashboard = useSuspenseQuery(dashboardQuery(client, period));
  // The tokens are the owners' (x-roles): an employee neither reads them nor sees the notice.
  const mayListTokens = useMayCall('listApiTokens');
  const isOwner = useSession().employee?.level === 'owner';
  return (
    <HubPage title={t`Dashboard`}>
      {mayListTokens && <ExpiringTokensNotice />}
      <DashboardFigures dashboard={dashboard.data} now={dashboard.dataUpdatedAt} />
      <HubSection title={t`Orders by status`}>
        {isOwner && <NewOrderNoticesSwitch />}
        <OrderStatusCards counts={counts} />
      </HubSection>
      <HubSection title={t`Catalogue`}>
        <HubLinks label={t`Catalogue`} links={catalogueHub.links} />
      </HubSection>
    </HubPage>
  );
}
