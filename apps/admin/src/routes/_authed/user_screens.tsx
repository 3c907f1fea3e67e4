import { createFileRoute } from '@tanstack/react-router';
import { type HubLink, HubLinks } from '../../features/hubs/hub-links';
import { HubPage } from '../../features/hubs/hub-page';

const links: readonly HubLink[] = [
  { title: 'Employees', to: '/employees', icon: 'users' },
  { title: 'Customers', to: '/customers', icon: 'users' },
  { title: 'Employee Invites', to: '/employee-invites', icon: 'send', reads: 'listInvites' },
];

export const Route = createFileRoute('/_authed/user_screens')({
  component: UserScreensPage,
});

function UserScreensPage() {
  return (
    <HubPage title="User Screens">
      <HubLinks label="User Screens" links={links} />
    </HubPage>
  );
}
