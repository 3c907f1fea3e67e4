import { createFileRoute } from '@tanstack/react-router';
import { userScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/user_screens')({
  component: UserScreensPage,
});

function UserScreensPage() {
  return (
    <HubPage title={userScreensHub.title}>
      <HubLinks label={userScreensHub.title} links={userScreensHub.links} />
    </HubPage>
  );
}
