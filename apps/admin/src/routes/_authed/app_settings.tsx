import { listAppSettingsQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/app_settings')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listAppSettingsQueryOptions(client)),
  component: AppSettingsPage,
});

function AppSettingsPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listAppSettingsQueryOptions(client));
  return <ListPageHeader title="App Settings" total={data.total} />;
}
