import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';
import { useFormat } from '../../app/use-format';
import { OrderSheet } from './order-sheet';
import type { Paper, PrintSearch } from './print-search';
import './printing.css';

/** Each document: its name on the switch and in the heading, and the view's name when it is shown. */
type DocumentNames = readonly [Schema<'OrderDocument'>, MessageDescriptor, MessageDescriptor];
const PACKING_SLIPS: DocumentNames = ['packingSlip', msg`Packing slips`, msg`Packing slips to print`];
const DOCUMENTS: readonly DocumentNames[] = [
  PACKING_SLIPS,
  ['invoice', msg`Invoices`, msg`Invoices to print`],
];
const PAPERS: ReadonlyArray<[Paper, MessageDescriptor]> = [
  ['a4', msg`A4`],
  ['80mm', msg`80 mm roll`],
];

/**
 * The print view of a set of orders: a toolbar (which document, which paper, Print) that is not printed, then one
 * sheet per order, one order a page. Printing is the browser's own (window.print with the print style sheet).
 */
export function PrintView({ search, printout }: { search: PrintSearch; printout: Schema<'OrderPrintout'> }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  // Every document is in the list (the search is validated): the first stands in only for the type checker.
  const [, name, toPrint] = DOCUMENTS.find(([document]) => document === search.document) ?? PACKING_SLIPS;
  const title = i18n._(name);
  const count = printout.orders.length;
  const missing = format.list(printout.missing.map(format.id));
  return (
    <section className="print-view" aria-label={i18n._(toPrint)}>
      <div className="print-toolbar">
        <h1>{t`${title} (${count})`}</h1>
        <nav className="ui-segmented" aria-label={t`Document`}>
          {DOCUMENTS.map(([document, label]) => (
            <Link
              key={document}
              to="/print/orders"
              search={{ ...search, document }}
              aria-current={document === search.document ? 'page' : undefined}
            >
              {i18n._(label)}
            </Link>
          ))}
        </nav>
        {search.document === 'packingSlip' ? (
          <nav className="ui-segmented" aria-label={t`Paper`}>
            {PAPERS.map(([paper, label]) => (
              <Link
                key={paper}
                to="/print/orders"
                search={{ ...search, paper }}
                aria-current={paper === search.paper ? 'page' : undefined}
              >
                {i18n._(label)}
              </Link>
            ))}
          </nav>
        ) : null}
        <Button onClick={() => window.print()} disabled={printout.orders.length === 0}>
          <Trans>Print</Trans>
        </Button>
        {printout.missing.length > 0 ? (
          <p className="print-missing" role="alert">
            <Trans>No order {missing}: left out.</Trans>
          </p>
        ) : null}
      </div>
      {printout.orders.length === 0 ? (
        <p>
          <Trans>No orders to print.</Trans>
        </p>
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
