import { useLingui } from '@lingui/react/macro';
import { dashboardPeriodValues, type Schema } from '@shop/sdk';
import { Link } from '@tanstack/react-router';
import { periodNames } from './dashboard-format';

/** The periods the figures cover, as links (the period is in the address, so a reload keeps it). */
export function PeriodSwitch({ period }: { period: Schema<'DashboardPeriod'> }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="ui-segmented" aria-label={t`Period`}>
      {dashboardPeriodValues.map((value) => (
        <Link
          key={value}
          to="/"
          search={{ period: value }}
          aria-current={value === period ? 'page' : undefined}
        >
          {i18n._(periodNames[value])}
        </Link>
      ))}
    </nav>
  );
}
