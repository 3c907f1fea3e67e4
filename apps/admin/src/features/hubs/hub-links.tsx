import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon, type IconName } from '@shop/ui-kit/icon';
import { Link, type RegisteredRouter } from '@tanstack/react-router';

/** The screens a hub card can open: every route whose path has no parameter. */
export type HubTarget = WithoutParams<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']>;
type WithoutParams<Path> = Path extends `${string}$${string}` ? never : Path;

/** One card of a hub. */
export interface HubLink {
  title: string;
  to: HubTarget;
  icon: IconName;
  description?: string;
}

/** A hub's grid of link cards. */
export function HubLinks({ label, links }: { label: string; links: readonly HubLink[] }) {
  return (
    <HubCards label={label}>
      {links.map((link) => (
        <HubCards.Card
          key={link.title}
          title={link.title}
          icon={<Icon name={link.icon} />}
          {...(link.description ? { description: link.description } : {})}
          render={(props) => <Link to={link.to} {...props} />}
        />
      ))}
    </HubCards>
  );
}
