import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { type Format, useFormat } from '../../app/use-format';

/** The drawing's own units: the SVG scales to its box. */
const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 48, bottom: 28, left: 72 };

/** The revenue axis' lowest top: whole taka at each of its marks (a top of ৳1 would mark ৳0.50). */
const LOWEST_REVENUE_TOP = 100;

/** A round upper bound for an axis: 1, 2 or 5 times a power of ten, at least `max`. */
function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** The same for a count: even, so its half is a whole number too (2, 10, 20, 50, …). */
function countCeiling(max: number): number {
  const top = niceCeiling(Math.max(max, 2));
  return top % 2 === 0 ? top : top * 2;
}

/** What the chart shows, in one sentence: its name for assistive technology. */
function chartSummary(
  days: readonly Schema<'DashboardDay'>[],
  i18n: I18n,
  { taka, day: dayText }: Format,
): string {
  const best = days.reduce<Schema<'DashboardDay'> | undefined>(
    (found, day) => (found === undefined || day.revenue > found.revenue ? day : found),
    undefined,
  );
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return i18n._(msg`No days to show.`);
  const firstDay = dayText(first.day);
  const lastDay = dayText(last.day);
  if (best === undefined || best.revenue <= 0)
    return i18n._(msg`Revenue and orders per day, ${firstDay} to ${lastDay}; no revenue.`);
  const bestRevenue = taka(best.revenue);
  const bestDay = dayText(best.day, 'long');
  return i18n._(
    msg`Revenue and orders per day, ${firstDay} to ${lastDay}; most revenue ${bestRevenue} on ${bestDay}.`,
  );
}

/**
 * Revenue (bars, left axis) and orders placed (line, right axis) per day of the period. The drawing is one image
 * for assistive technology, named by its summary; the same figures are the table view beside it. Loaded on demand:
 * only the dashboard draws it.
 */
export default function SalesChart({ days }: { days: readonly Schema<'DashboardDay'>[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const revenueTop = niceCeiling(Math.max(...days.map((day) => day.revenue), LOWEST_REVENUE_TOP));
  const ordersTop = countCeiling(Math.max(...days.map((day) => day.orders), 0));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.6);
  const y = (value: number, top: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const centre = (index: number) => PAD.left + slot * index + slot / 2;
  const summary = chartSummary(days, i18n, format);
  // Every label fits when there are few days; with 30, every fifth day is labelled.
  const labelEvery = days.length > 10 ? 5 : 1;
  const line = days.map((day, index) => `${centre(index)},${y(day.orders, ordersTop)}`).join(' ');
  return (
    <figure className="sales-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="xMidYMid meet"
      >
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction} className="sales-chart-grid">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(revenueTop * fraction, revenueTop)}
              y2={y(revenueTop * fraction, revenueTop)}
            />
            <text
              x={PAD.left - 6}
              y={y(revenueTop * fraction, revenueTop)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {format.taka(revenueTop * fraction).replace(/\.[0০]{2}$/, '')}
            </text>
            <text
              x={WIDTH - PAD.right + 6}
              y={y(ordersTop * fraction, ordersTop)}
              dominantBaseline="middle"
              className="sales-chart-orders-axis"
            >
              {format.count(Math.round(ordersTop * fraction))}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const longDay = format.day(day.day, 'long');
          const revenue = format.taka(day.revenue);
          const orders = day.orders;
          return (
            <g key={day.day}>
              <rect
                className="sales-chart-bar"
                x={centre(index) - barWidth / 2}
                width={barWidth}
                y={y(day.revenue, revenueTop)}
                height={Math.max(0, PAD.top + plotHeight - y(day.revenue, revenueTop))}
              >
                <title>{t`${longDay}: ${revenue}, ${orders} orders`}</title>
              </rect>
              {index % labelEvery === 0 || index === days.length - 1 ? (
                <text x={centre(index)} y={HEIGHT - 8} textAnchor="middle" className="sales-chart-day">
                  {format.day(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
        {days.length > 1 ? <polyline className="sales-chart-line" points={line} /> : null}
        {days.map((day, index) => (
          <circle
            key={day.day}
            className="sales-chart-point"
            cx={centre(index)}
            cy={y(day.orders, ordersTop)}
            r={3}
          />
        ))}
      </svg>
      <figcaption className="sales-chart-legend">
        <span className="sales-chart-key sales-chart-key-revenue">
          <Trans>Revenue (left)</Trans>
        </span>
        <span className="sales-chart-key sales-chart-key-orders">
          <Trans>Orders (right)</Trans>
        </span>
      </figcaption>
    </figure>
  );
}
