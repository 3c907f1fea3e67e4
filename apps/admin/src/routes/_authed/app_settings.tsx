import { createFileRoute } from '@tanstack/react-router';
import { ResourceListScreen } from '../../features/resources/resource-list-screen';
import { appSettings } from '../../features/storefront/app-settings-resource';

export const Route = createFileRoute('/_authed/app_settings')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(appSettings.list(client, undefined)),
  component: AppSettingsPage,
});

function AppSettingsPage() {
  return <ResourceListScreen resource={appSettings} />;
}
