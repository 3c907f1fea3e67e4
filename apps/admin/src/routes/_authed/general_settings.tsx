import { createFileRoute } from '@tanstack/react-router';
import { generalSettingsHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/general_settings')({
  component: GeneralSettingsPage,
});

function GeneralSettingsPage() {
  return (
    <HubPage title={generalSettingsHub.title}>
      <HubLinks label={generalSettingsHub.title} links={generalSettingsHub.links} />
    </HubPage>
  );
}
