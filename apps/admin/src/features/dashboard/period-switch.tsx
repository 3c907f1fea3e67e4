import { dashboardPeriodValues, type Schema } from '@shop/sdk';
import { Link } from '@tanstack/react-router';
import { periodNames } from './dashboard-format';

/** The periods the figures cover, as links (the period is in the address, so a reload keeps it). */
export function PeriodSwitch({ period }: { period: Schema<'DashboardPeriod'> }) {
  return (
    <nav className="ui-segmented" aria-label="Period">
      {dashboardPeriodValues.map((value) => (
        <Link
          key={value}
          to="/"
          search={{ period: value }}
          aria-current={value === period ? 'page' : undefined}
        >
          {periodNames[value]}
        </Link>
      ))}
    </nav>
  );
}
