import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  { title: 'Categories', to: '/categories', icon: 'list' },
  { title: 'Featured Categories', to: '/featured_categories', icon: 'list' },
];

export const Route = createFileRoute('/_authed/category_screens')({
  component: CategoryScreensPage,
});

function CategoryScreensPage() {
  return (
    <HubPage title="Category Screens">
      <HubLinks label="Category Screens" links={links} />
    </HubPage>
  );
}
