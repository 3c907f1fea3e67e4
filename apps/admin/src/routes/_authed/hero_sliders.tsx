import { listHeroSlidersQueryOptions } from '@shop/sdk/query';
import { ListPageHeader } from '@shop/ui-kit/list-page-header';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/hero_sliders')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(listHeroSlidersQueryOptions(client)),
  component: HeroSlidersPage,
});

function HeroSlidersPage() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(listHeroSlidersQueryOptions(client));
  return <ListPageHeader title="Hero Sliders" total={data.total} />;
}
