import { createFileRoute } from '@tanstack/react-router';
import { heroSliders } from '../../features/storefront/hero-sliders-resource';
import { ResourceListScreen } from '../../list-screens/resource-list-screen';

export const Route = createFileRoute('/_authed/hero_sliders')({
  loader: ({ context: { queryClient, client } }) =>
    queryClient.ensureQueryData(heroSliders.list(client, undefined)),
  component: HeroSlidersPage,
});

function HeroSlidersPage() {
  return <ResourceListScreen resource={heroSliders} />;
}
