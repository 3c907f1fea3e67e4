import { useLingui } from '@lingui/react/macro';
import { mayCall } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { generalSettingsHub } from '../../app/screen-directory';
import { useSession } from '../../app/use-app-context';
import { BackupSection } from '../../features/backups/backup-section';
import { HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';
import { ShopPolicySection } from '../../features/shop-policy/shop-policy-section';

export const Route = createFileRoute('/_authed/general_settings')({
  component: GeneralSettingsPage,
});

function GeneralSettingsPage() {
  const { i18n } = useLingui();
  const title = i18n._(generalSettingsHub.title);
  const level = useSession().employee?.level;
  return (
    <HubPage title={title}>
      <HubLinks label={title} links={generalSettingsHub.links} />
      {level !== undefined && mayCall('updateShopPolicy', level) && <ShopPolicySection />}
      {level !== undefined && mayCall('downloadBackup', level) && <BackupSection />}
    </HubPage>
  );
}
