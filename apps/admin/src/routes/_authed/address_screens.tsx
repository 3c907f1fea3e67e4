import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  {
    title: 'Areas',
    to: '/divisions',
    icon: 'list',
    description: 'Pick a division, then a district, to see its areas',
  },
  { title: 'Districts', to: '/divisions', icon: 'list', description: 'Pick a division to see its districts' },
  { title: 'Divisions', to: '/divisions', icon: 'list' },
];

export const Route = createFileRoute('/_authed/address_screens')({
  component: AddressScreensPage,
});

function AddressScreensPage() {
  return (
    <HubPage title="Address Screens">
      <HubLinks label="Address Screens" links={links} />
    </HubPage>
  );
}
