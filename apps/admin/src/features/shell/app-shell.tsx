import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EmployeeSession } from '../../app/session-store';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import './app-shell.css';

/** The frame of every signed-in screen: top bar (with `search` in it), side bar and the screen itself. */
export function AppShell({
  employee,
  onLogout,
  search,
  children,
}: {
  employee: EmployeeSession;
  onLogout: () => void;
  search?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar employee={employee} onLogout={onLogout} search={search} />
      <SideNav />
      <main id="main" className="app-shell-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
