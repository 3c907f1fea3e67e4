import { createFileRoute } from '@tanstack/react-router';
import { appSettings } from '../../features/storefront/app-settings-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/app_settings')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(appSettings.list(client, undefined)),
  component: AppSettingsPage,
});

function AppSettingsPage() {
  return <ResourceListScreen resource={appSettings} />;
}
