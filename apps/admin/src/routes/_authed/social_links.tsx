import { createFileRoute } from '@tanstack/react-router';
import { ResourceListScreen } from '../../features/resources/resource-list-screen';
import { socialLinks } from '../../features/storefront/social-links-resource';

export const Route = createFileRoute('/_authed/social_links')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(socialLinks.list(client, undefined)),
  component: SocialLinksPage,
});

function SocialLinksPage() {
  return <ResourceListScreen resource={socialLinks} />;
}
