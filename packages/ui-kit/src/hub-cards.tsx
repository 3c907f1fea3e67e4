import type { ReactNode } from 'react';
import { cx } from './class-names';

/** What a HubCard hands to its render prop: spread it onto your router's link. */
export interface HubCardLinkProps {
  className: string;
  children: ReactNode;
}

/** Props of {@link HubCard}. */
export interface HubCardProps {
  /** The card's title, also the link's name. */
  title: ReactNode;
  /** A number shown large on the card (e.g. how many orders have this status), or it as the app writes it. */
  count?: number | string | null;
  /** An icon shown before the title, e.g. `<Icon name="box" />`. */
  icon?: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Target of a plain `<a href>`; ignored when `render` is given. */
  href?: string;
  /** Renders the link yourself, e.g. `(p) => <Link to="/items" {...p} />` for a router link. */
  render?: (link: HubCardLinkProps) => ReactNode;
}

/** One link card of a hub grid: title, optional count and icon. */
export function HubCard({ title, count, icon, description, href, render }: HubCardProps) {
  const content = (
    <>
      {icon && <span className="ui-hub-card-icon">{icon}</span>}
      <span className="ui-hub-card-text">
        <span className="ui-hub-card-title">{title}</span>
        {description && <span className="ui-hub-card-description">{description}</span>}
      </span>
      {count !== undefined && count !== null && (
        <>
          {' '}
          <span className="ui-hub-card-count">{count}</span>
        </>
      )}
    </>
  );
  return (
    <li className="ui-hub-cards-item">
      {render ? (
        render({ className: 'ui-hub-card', children: content })
      ) : (
        <a className="ui-hub-card" href={href}>
          {content}
        </a>
      )}
    </li>
  );
}

/** Props of {@link HubCards}. */
export interface HubCardsProps {
  /** The cards (`HubCards.Card` / `HubCard`). */
  children: ReactNode;
  /** Names the list for assistive technology when the page has several. */
  label?: string;
  /** Extra class of the grid. */
  className?: string;
}

/** A responsive grid of link cards for hub screens; its part is `HubCards.Card`. */
function HubCardsRoot({ children, label, className }: HubCardsProps) {
  return (
    <ul className={cx('ui-hub-cards', className)} aria-label={label}>
      {children}
    </ul>
  );
}

/** A grid of hub link cards; `HubCards.Card` is one card. */
export const HubCards = Object.assign(HubCardsRoot, { Card: HubCard });
