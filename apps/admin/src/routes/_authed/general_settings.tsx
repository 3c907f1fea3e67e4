import { mayCall } from '@shop/sdk';
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../app/use-app-context';
import { BackupSection } from '../../features/backups/backup-section';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  { title: 'VAT', to: '/vat', icon: 'settings' },
  { title: 'Discounts', to: '/discounts', icon: 'settings' },
  { title: 'Delivery Fees', to: '/delivery-fees', icon: 'settings' },
  { title: 'Hero Sliders', to: '/hero_sliders', icon: 'image' },
  { title: 'Social Links', to: '/social_links', icon: 'link' },
  { title: 'App Settings', to: '/app_settings', icon: 'settings' },
  { title: 'Testimonials', to: '/testimonials', icon: 'users' },
  { title: 'Addresses', to: '/address_screens', icon: 'list', description: 'Divisions, districts and areas' },
  {
    title: 'Activity',
    to: '/activity',
    icon: 'list',
    description: 'Who changed what, and when',
    reads: 'listChanges',
  },
];

export const Route = createFileRoute('/_authed/general_settings')({
  component: GeneralSettingsPage,
});

function GeneralSettingsPage() {
  const level = useSession().employee?.level;
  return (
    <HubPage title="General Settings">
      <HubLinks label="General Settings" links={links} />
      {level !== undefined && mayCall('downloadBackup', level) && <BackupSection />}
    </HubPage>
  );
}
