import { createFileRoute } from '@tanstack/react-router';
import { socialLinks } from '../../features/storefront/social-links-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/social_links')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(socialLinks.list(client, undefined)),
  component: SocialLinksPage,
});

function SocialLinksPage() {
  return <ResourceListScreen resource={socialLinks} />;
}
