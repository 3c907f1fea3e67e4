import { mayCall, type operations } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon, type IconName } from '@shop/ui-kit/icon';
import { Link, type RegisteredRouter } from '@tanstack/react-router';
import { useSession } from '../../app/use-app-context';

/** The screens a hub card can open: every route whose path has no parameter. */
export type HubTarget = WithoutParams<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to']>;
type WithoutParams<Path> = Path extends `${string}$${string}` ? never : Path;

/** One card of a hub. */
export interface HubLink {
  title: string;
  to: HubTarget;
  icon: IconName;
  description?: string;
  /** The read the screen shows: the card is left out for a role that may not call it (the document's x-roles). */
  reads?: keyof operations;
}

/** A hub's grid of link cards: those the signed-in employee's role may open. */
export function HubLinks({ label, links }: { label: string; links: readonly HubLink[] }) {
  const level = useSession().employee?.level;
  const open = links.filter(
    (link) => link.reads === undefined || (level !== undefined && mayCall(link.reads, level)),
  );
  return (
    <HubCards label={label}>
      {open.map((link) => (
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
