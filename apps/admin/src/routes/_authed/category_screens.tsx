import { createFileRoute } from '@tanstack/react-router';
import { categoryScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/category_screens')({
  component: CategoryScreensPage,
});

function CategoryScreensPage() {
  return (
    <HubPage title={categoryScreensHub.title}>
      <HubLinks label={categoryScreensHub.title} links={categoryScreensHub.links} />
    </HubPage>
  );
}
