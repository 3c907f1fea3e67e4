import { createFileRoute } from '@tanstack/react-router';
import { addressScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/address_screens')({
  component: AddressScreensPage,
});

function AddressScreensPage() {
  return (
    <HubPage title={addressScreensHub.title}>
      <HubLinks label={addressScreensHub.title} links={addressScreensHub.links} />
    </HubPage>
  );
}
