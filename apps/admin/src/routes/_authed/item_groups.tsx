import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { itemGroupsHub } from '../../app/screen-directory';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

export const Route = createFileRoute('/_authed/item_groups')({
  component: ItemGroupsPage,
});

function ItemGroupsPage() {
  const { i18n } = useLingui();
  const title = i18n._(itemGroupsHub.title);
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={itemGroupsHub.links} />
    </HubPage>
  );
}
