import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { itemScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/item_screens')({
  component: ItemScreensPage,
});

function ItemScreensPage() {
  const { i18n } = useLingui();
  const title = i18n._(itemScreensHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={itemScreensHub.links} />
    </HubPage>
  );
}
