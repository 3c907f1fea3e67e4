import { Trans } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../app/use-format';

/** The period's best-selling items, most sold first, each opening the items list searched for it. */
export function BestSellers({ items }: { items: readonly Schema<'DashboardItem'>[] }) {
  const { taka, count } = useFormat();
  if (items.length === 0)
    return (
      <p className="dashboard-empty">
        <Trans>No items sold in this period.</Trans>
      </p>
    );
  return (
    <table className="dashboard-table">
      <caption className="ui-visually-hidden">
        <Trans>Best sellers</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col" className="numeric">
            #
          </th>
          <th scope="col">
            <Trans>Item</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Sold</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Revenue</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row, index) => (
          <tr key={row.item._id}>
            <td className="numeric">{count(index + 1)}</td>
            <th scope="row">
              <Link to="/items" search={{ q: row.item.name }}>
                {row.item.name}
              </Link>
            </th>
            <td className="numeric">{count(row.quantity)}</td>
            <td className="numeric">{taka(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
