import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { lazy, Suspense, useState } from 'react';
import { useFormat } from '../../app/use-format';
import { BestSellers } from './best-sellers';
import { periodNames } from './dashboard-format';
import { PeriodSwitch } from './period-switch';
import { SalesTable } from './sales-table';
import { WaitingOrders } from './waiting-orders';
import './dashboard.css';

// The chart is drawn by its own chunk, downloaded when the dashboard first shows it.
const SalesChart = lazy(() => import('./sales-chart'));

/** The figures of the period, in the order a shop's morning reads them. */
export function DashboardFigures({ dashboard, now }: { dashboard: Schema<'Dashboard'>; now: number }) {
  const { t, i18n } = useLingui();
  const { taka, percent, day, count } = useFormat();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { period, from, to } = dashboard;
  const span = from === to ? day(to) : `${day(from)} – ${day(to)}`;
  const placedNone = dashboard.orders === 0 && dashboard.days.every((one) => one.orders === 0);
  return (
    <>
      <section className="dashboard-section" aria-labelledby="dashboard-figures-title">
        <div className="dashboard-section-head">
          <h2 className="hub-section-title" id="dashboard-figures-title">
            {i18n._(periodNames[period])} <span className="dashboard-span">{span}</span>
          </h2>
          <PeriodSwitch period={period} />
        </div>
        <dl className="dashboard-figures">
          <Figure term={t`Orders placed`} value={count(dashboard.orders)} />
          <Figure term={t`Revenue`} value={taka(dashboard.revenue)} />
          <Figure term={t`Average order value`} value={taka(dashboard.averageOrderValue)} />
          <Figure term={t`Canceled`} value={percent(dashboard.canceledShare)} />
        </dl>
      </section>
      <section className="dashboard-section" aria-labelledby="dashboard-sales-title">
        <div className="dashboard-section-head">
          <h2 className="hub-section-title" id="dashboard-sales-title">
            <Trans>Sales per day</Trans>
          </h2>
          {placedNone ? null : (
            <fieldset className="ui-segmented">
              <legend className="ui-visually-hidden">
                <Trans>Show sales as</Trans>
              </legend>
              <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
                <Trans>Chart</Trans>
              </button>
              <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
                <Trans>Table</Trans>
              </button>
            </fieldset>
          )}
        </div>
        {/* A chart of nothing (one dot on a ৳0.50 axis for a quiet today) tells less than a sentence. */}
        {placedNone ? (
          <p className="dashboard-empty">
            <Trans>No orders were placed in this period.</Trans>
          </p>
        ) : view === 'chart' ? (
          <Suspense fallback={<div className="sales-chart-placeholder" aria-busy="true" />}>
            <SalesChart days={dashboard.days} />
          </Suspense>
        ) : (
          <SalesTable days={dashboard.days} />
        )}
      </section>
      <div className="dashboard-columns">
        <section className="dashboard-section" aria-labelledby="dashboard-best-title">
          <h2 className="hub-section-title" id="dashboard-best-title">
            <Trans>Best sellers</Trans>
          </h2>
          <BestSellers items={dashboard.topItems} />
        </section>
        <section className="dashboard-section" aria-labelledby="dashboard-waiting-title">
          <h2 className="hub-section-title" id="dashboard-waiting-title">
            <Trans>Waiting</Trans>
          </h2>
          <WaitingOrders waiting={dashboard.waiting} now={now} />
        </section>
      </div>
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="dashboard-figure">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
