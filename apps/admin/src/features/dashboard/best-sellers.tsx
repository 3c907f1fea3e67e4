import { formatTaka, type Schema } from '@shop/sdk';
import { Link } from '@tanstack/react-router';

/** The period's best-selling items, most sold first, each opening the items list searched for it. */
export function BestSellers({ items }: { items: readonly Schema<'DashboardItem'>[] }) {
  if (items.length === 0) return <p className="dashboard-empty">No items sold in this period.</p>;
  return (
    <table className="dashboard-table">
      <caption className="ui-visually-hidden">Best sellers</caption>
      <thead>
        <tr>
          <th scope="col" className="numeric">
            #
          </th>
          <th scope="col">Item</th>
          <th scope="col" className="numeric">
            Sold
          </th>
          <th scope="col" className="numeric">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row, index) => (
          <tr key={row.item._id}>
            <td className="numeric">{index + 1}</td>
            <th scope="row">
              <Link to="/items" search={{ q: row.item.name }}>
                {row.item.name}
              </Link>
            </th>
            <td className="numeric">{row.quantity}</td>
            <td className="numeric">{formatTaka(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
