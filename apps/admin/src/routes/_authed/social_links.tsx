import { listSocialLinksQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/social_links')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listSocialLinksQueryOptions(client)),
  component: SocialLinksPage,
});

function SocialLinksPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listSocialLinksQueryOptions(client));
  return <ListPageHeader title="Social Links" total={data.total} />;
}
