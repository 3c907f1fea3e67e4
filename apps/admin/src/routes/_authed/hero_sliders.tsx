import { createFileRoute } from '@tanstack/react-router';
import { ResourceListScreen } from '../../features/resources/resource-list-screen';
import { heroSliders } from '../../features/storefront/hero-sliders-resource';

export const Route = createFileRoute('/_authed/hero_sliders')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(heroSliders.list(client, undefined)),
  component: HeroSlidersPage,
});

function HeroSlidersPage() {
  return <ResourceListScreen resource={heroSliders} />;
}
