import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  {
    title: 'Collection Screens',
    to: '/collection_screens',
    icon: 'list',
    description: 'Collections and nav collections',
  },
  {
    title: 'Category Screens',
    to: '/category_screens',
    icon: 'list',
    description: 'Categories and featured categories',
  },
];

export const Route = createFileRoute('/_authed/item_groups')({
  component: ItemGroupsPage,
});

function ItemGroupsPage() {
  return (
    <HubPage title="Item Groups">
      <HubLinks label="Item Groups" links={links} />
    </HubPage>
  );
}
