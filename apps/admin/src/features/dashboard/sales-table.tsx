import { Trans } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { useFormat } from '../../app/use-format';

/** The figures of each day of the period as a table: the chart's figures, for reading and for screen readers. */
export function SalesTable({ days }: { days: readonly Schema<'DashboardDay'>[] }) {
  const format = useFormat();
  return (
    <table className="dashboard-table">
      <caption className="ui-visually-hidden">
        <Trans>Sales per day</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Day</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Orders</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Canceled</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Revenue</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{format.day(day.day, 'long')}</th>
            <td className="numeric">{format.count(day.orders)}</td>
            <td className="numeric">{format.count(day.canceled)}</td>
            <td className="numeric">{format.taka(day.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
