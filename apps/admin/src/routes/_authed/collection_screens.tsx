import { createFileRoute } from '@tanstack/react-router';
import { collectionScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/collection_screens')({
  component: CollectionScreensPage,
});

function CollectionScreensPage() {
  return (
    <HubPage title={collectionScreensHub.title}>
      <HubLinks label={collectionScreensHub.title} links={collectionScreensHub.links} />
    </HubPage>
  );
}
