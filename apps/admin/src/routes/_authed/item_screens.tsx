import { createFileRoute } from '@tanstack/react-router';
import { itemScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/item_screens')({
  component: ItemScreensPage,
});

function ItemScreensPage() {
  return (
    <HubPage title={itemScreensHub.title}>
      <HubLinks label={itemScreensHub.title} links={itemScreensHub.links} />
    </HubPage>
  );
}
