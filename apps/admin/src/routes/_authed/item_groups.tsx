import { createFileRoute } from '@tanstack/react-router';
import { itemGroupsHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/item_groups')({
  component: ItemGroupsPage,
});

function ItemGroupsPage() {
  return (
    <HubPage title={itemGroupsHub.title}>
      <HubLinks label={itemGroupsHub.title} links={itemGroupsHub.links} />
    </HubPage>
  );
}
