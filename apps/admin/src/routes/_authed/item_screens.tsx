import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  { title: 'Items', to: '/items', icon: 'box' },
  { title: 'Featured Items', to: '/featured_items', icon: 'box' },
];

export const Route = createFileRoute('/_authed/item_screens')({
  component: ItemScreensPage,
});

function ItemScreensPage() {
  return (
    <HubPage title="Item Screens">
      <HubLinks label="Item Screens" links={links} />
    </HubPage>
  );
}
