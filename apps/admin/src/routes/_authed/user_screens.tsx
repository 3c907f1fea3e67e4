import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { userScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/user_screens')({
  component: UserScreensPage,
});

function UserScreensPage() {
  const { i18n } = useLingui();
  const title = i18n._(userScreensHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={userScreensHub.links} />
    </HubPage>
  );
}
