import { Trans, useLingui } from '@lingui/react/macro';
import { listAppSettingsQueryOptions } from '@shop/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mediaImage } from '../../app/media-url';
import type { EmployeeSession } from '../../app/session-store';
import { useShopClient } from '../../app/use-app-context';
import { AccountMenu } from './account-menu';

/**
 * The top bar: the shop logo (the first app setting's image) home link, the search (the command palette's button,
 * given by the layout), and the employee with their menu.
 */
export function TopBar({
  employee,
  onLogout,
  search,
}: {
  employee: EmployeeSession;
  onLogout: () => void;
  search?: ReactNode;
}) {
  const { t } = useLingui();
  const client = useShopClient();
  // The logo decorates; while it loads, or if it cannot, the shop's name stands in and the page goes on.
  const { data: logo } = useQuery({
    ...listAppSettingsQueryOptions(client),
    // At most 10rem wide, 2.5rem high (app-shell.css); the avatar 2.25rem.
    select: (settings) => mediaImage(settings.data[0]?.image, 160),
  });
  const picture = mediaImage(employee.dp, 36);

  return (
    <header className="top-bar">
      <Link to="/" activeOptions={{ exact: true }} className="top-bar-home">
        {logo ? (
          // Fetched after what the page shows (its rows' reads and files), which it should not hold up.
          <img className="top-bar-logo" {...logo} alt={t`Shop logo`} fetchPriority="low" />
        ) : (
          <span>
            <Trans>Shop back office</Trans>
          </span>
        )}
      </Link>
      <div className="top-bar-tools">
        {search}
        <AccountMenu
          onLogout={onLogout}
          trigger={
            <span className="top-bar-employee">
              {picture ? (
                <img className="top-bar-avatar" {...picture} alt="" />
              ) : (
                <span className="top-bar-avatar top-bar-avatar--initial" aria-hidden="true">
                  {employee.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="top-bar-identity">
                <span className="top-bar-name">{employee.name}</span>
                <span className="top-bar-email">{employee.email}</span>
              </span>
            </span>
          }
        />
      </div>
    </header>
  );
}
