import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { categoryScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/category_screens')({
  component: CategoryScreensPage,
});

function CategoryScreensPage() {
  const { i18n } = useLingui();
  const title = i18n._(categoryScreensHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={categoryScreensHub.links} />
    </HubPage>
  );
}
