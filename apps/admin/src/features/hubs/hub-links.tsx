import { useLingui } from '@lingui/react/macro';
import { mayCall } from '@shop/sdk';
import { HubCards } from '@shop/ui-kit/hub-cards';
import { Icon } from '@shop/ui-kit/icon';
import { Link } from '@tanstack/react-router';
import type { ScreenLink } from '../../app/screen-directory';
import { useSession } from '../../app/use-app-context';

/** A hub's grid of link cards: those the signed-in employee's role may open. */
export function HubLinks({ label, links }: { label: string; links: readonly ScreenLink[] }) {
  const { i18n } = useLingui();
  const level = useSession().employee?.level;
  const open = links.filter(
    (link) => link.reads === undefined || (level !== undefined && mayCall(link.reads, level)),
  );
  return (
    <HubCards label={label}>
      {open.map((link) => (
        <HubCards.Card
          key={`${link.title.id} ${link.to}`}
          title={i18n._(link.title)}
          icon={<Icon name={link.icon} />}
          {...(link.description ? { description: i18n._(link.description) } : {})}
          render={(props) => <Link to={link.to} {...props} />}
        />
      ))}
    </HubCards>
  );
}
