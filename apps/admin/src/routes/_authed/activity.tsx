import { useLingui } from '@lingui/react/macro';
import { listChangesQuery, mayCall } from '@shop/sdk';
import { listApiTokensQueryOptions, listEmployeesQueryOptions } from '@shop/sdk/query';
import { createFileRoute } from '@tanstack/react-router';
import { activitySearch } from '../../app/search-params';
import { useMayCall } from '../../app/use-may-call';
import { activityQueryOptions } from '../../features/activity/activity-query';
import { ActivityScreen } from '../../features/activity/activity-screen';
import { OwnerOnlyPage } from '../../features/route-states/owner-only-page';

const validateActivitySearch = activitySearch(listChangesQuery);

export const Route = createFileRoute('/_authed/activity')({
  // Every filter and the page are in the URL: a reload or a shared link shows the same list.
  validateSearch: validateActivitySearch,
  // Only the filters and the page (not `?order=` of the signed-in layout), read again from the search the router
  // holds: its type here is the layout's alone.
  loaderDeps: ({ search }) => validateActivitySearch(search),
  // The change log is the owners' (the document's x-roles): an employee's visit reads nothing and is told so.
  loader: ({ context: { queryClient, client, auth }, deps }) => {
    const level = auth.getSnapshot().employee?.level;
    if (level !== undefined && mayCall('listChanges', level)) {
      return Promise.all([
        queryClient.ensureQueryData(activityQueryOptions(client, deps)),
        queryClient.ensureQueryData(listEmployeesQueryOptions(client)),
        queryClient.ensureQueryData(listApiTokensQueryOptions(client)),
      ]);
    }
  },
  component: ActivityPage,
});

function ActivityPage() {
  const { t } = useLingui();
  const allowed = useMayCall('listChanges');
  const search = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  return allowed ? (
    <ActivityScreen
      search={search}
      onSearchChange={(changes) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })}
    />
  ) : (
    <OwnerOnlyPage action={t`see the shop's activity`} />
  );
}
