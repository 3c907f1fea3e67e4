import { formatTaka, type Schema } from '@shop/sdk';
import { formatLongDay } from './dashboard-format';

/** The figures of each day of the period as a table: the chart's figures, for reading and for screen readers. */
export function SalesTable({ days }: { days: readonly Schema<'DashboardDay'>[] }) {
  return (
    <table className="dashboard-table">
      <caption className="ui-visually-hidden">Sales per day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col" className="numeric">
            Orders
          </th>
          <th scope="col" className="numeric">
            Canceled
          </th>
          <th scope="col" className="numeric">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatLongDay(day.day)}</th>
            <td className="numeric">{day.orders}</td>
            <td className="numeric">{day.canceled}</td>
            <td className="numeric">{formatTaka(day.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
