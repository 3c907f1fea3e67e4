import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { addressScreensHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/address_screens')({
  component: AddressScreensPage,
});

function AddressScreensPage() {
  const { i18n } = useLingui();
  const title = i18n._(addressScreensHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={addressScreensHub.links} />
    </HubPage>
  );
}
