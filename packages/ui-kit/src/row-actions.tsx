import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';
import { IconButton } from './icon-button';

/** What RowActions.Link hands to its render prop: spread it onto your router's link. */
export interface RowActionLinkRenderProps {
  className: string;
  'aria-label': string;
  title: string;
  children: ReactNode;
}

/** Props of {@link RowActionLink}. */
export interface RowActionLinkProps {
  /** Which icon to draw. */
  icon: IconName;
  /** The link's accessible name (also the tooltip), e.g. "Item assets". */
  label: string;
  /** Target of a plain `<a href>`; ignored when `render` is given. */
  href?: string;
  /** Renders the link yourself, e.g. `(p) => <Link to="/subcategories/$id" params={{ id }} {...p} />`. */
  render?: (link: RowActionLinkRenderProps) => ReactNode;
}

/** An icon-only link of a table row (e.g. to a child list). */
function RowActionLink({ icon, label, href, render }: RowActionLinkProps) {
  const props: RowActionLinkRenderProps = {
    className: 'ui-icon-button',
    'aria-label': label,
    title: label,
    children: <Icon name={icon} />,
  };
  return render ? render(props) : <a href={href} {...props} />;
}

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** The actions: `RowActions.Button` and `RowActions.Link`. */
  children: ReactNode;
  /** Extra class of the container. */
  className?: string;
}

function RowActionsRoot({ children, className }: RowActionsProps) {
  return <div className={cx('ui-row-actions', className)}>{children}</div>;
}

/** The actions cell of a table row; parts: `RowActions.Button` (an IconButton) and `RowActions.Link`. */
export const RowActions = Object.assign(RowActionsRoot, { Button: IconButton, Link: RowActionLink });
