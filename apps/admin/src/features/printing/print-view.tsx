import type { Schema } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';
import { OrderSheet } from './order-sheet';
import type { Paper, PrintSearch } from './print-search';
import './printing.css';

const DOCUMENTS: ReadonlyArray<[Schema<'OrderDocument'>, string]> = [
  ['packingSlip', 'Packing slips'],
  ['invoice', 'Invoices'],
];
const PAPERS: ReadonlyArray<[Paper, string]> = [
  ['a4', 'A4'],
  ['80mm', '80 mm roll'],
];

/**
 * The print view of a set of orders: a toolbar (which document, which paper, Print) that is not printed, then one
 * sheet per order, one order a page. Printing is the browser's own (window.print with the print style sheet).
 */
export function PrintView({ search, printout }: { search: PrintSearch; printout: Schema<'OrderPrintout'> }) {
  const title = DOCUMENTS.find(([document]) => document === search.document)?.[1] ?? '';
  return (
    <section className="print-view" aria-label={`${title} to print`}>
      <div className="print-toolbar">
        <h1>
          {title} ({printout.orders.length})
        </h1>
        <nav className="ui-segmented" aria-label="Document">
          {DOCUMENTS.map(([document, label]) => (
            <Link
              key={document}
              to="/print/orders"
              search={{ ...search, document }}
              aria-current={document === search.document ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
        {search.document === 'packingSlip' ? (
          <nav className="ui-segmented" aria-label="Paper">
            {PAPERS.map(([paper, label]) => (
              <Link
                key={paper}
                to="/print/orders"
                search={{ ...search, paper }}
                aria-current={paper === search.paper ? 'page' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
        ) : null}
        <Button onClick={() => window.print()} disabled={printout.orders.length === 0}>
          Print
        </Button>
        {printout.missing.length > 0 ? (
          <p className="print-missing" role="alert">
            No order {printout.missing.join(', ')}: left out.
          </p>
        ) : null}
      </div>
      {printout.orders.length === 0 ? (
        <p>No orders to print.</p>
      ) : (
        <div className="sheets">
          {printout.orders.map((printed) => (
            <OrderSheet
              key={printed.order._id}
              printed={printed}
              shop={printout.shop}
              document={search.document}
              paper={search.paper}
            />
          ))}
        </div>
      )}
    </section>
  );
}
