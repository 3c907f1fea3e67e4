import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { collectionScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/collection_screens')({
  component: CollectionScreensPage,
});

function CollectionScreensPage() {
  const { i18n } = useLingui();
  const title = i18n._(collectionScreensHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={collectionScreensHub.links} />
    </HubPage>
  );
}
