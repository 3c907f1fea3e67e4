import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  { title: 'Collections', to: '/collections', icon: 'list' },
  { title: 'Nav Collections', to: '/nav_collections', icon: 'list' },
];

export const Route = createFileRoute('/_authed/collection_screens')({
  component: CollectionScreensPage,
});

function CollectionScreensPage() {
  return (
    <HubPage title="Collection Screens">
      <HubLinks label="Collection Screens" links={links} />
    </HubPage>
  );
}
