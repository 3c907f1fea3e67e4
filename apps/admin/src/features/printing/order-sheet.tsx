import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mediaUrl, type Schema } from '@shop/sdk';
import { Barcode } from '@shop/ui-kit/barcode';
import { useFormat } from '../../app/use-format';
import type { Paper } from './print-search';

type Printout = Schema<'OrderPrintout'>;
type PrintedOrder = Schema<'PrintedOrder'>;

const TITLES: { readonly [document in Schema<'OrderDocument'>]: MessageDescriptor } = {
  invoice: msg`Invoice`,
  packingSlip: msg`Packing slip`,
};

/** The delivery address as one reads it on a label: the address as written, then area, district, division. */
function addressLines({ address }: PrintedOrder): string[] {
  const place = [address.area, address.district, address.division].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return [address.fullAddress, place.join(', ')].filter((line) => line !== '');
}

function ShopHeading({ shop }: { shop: Printout['shop'] }) {
  const logo = mediaUrl(shop.logo);
  return (
    <div className="sheet-shop">
      {logo === undefined ? null : <img className="sheet-logo" src={logo} alt="" />}
      <span className="sheet-shop-name">{shop.name}</span>
    </div>
  );
}

function Amounts({ order }: { order: Schema<'Order'> }) {
  const { t } = useLingui();
  const { taka } = useFormat();
  const rows: Array<[string, number]> = [
    [t`Subtotal`, order.subtotal],
    [t`Discount`, -order.discount],
    [t`Delivery fee`, order.deliveryFee],
    [t`VAT`, order.vat],
  ];
  return (
    <table className="sheet-amounts">
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{taka(amount)}</td>
          </tr>
        ))}
        <tr className="sheet-grand-total">
          <th scope="row">
            <Trans>Grand total</Trans>
          </th>
          <td>{taka(order.grandTotal)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Lines({ lines }: { lines: PrintedOrder['lines'] }) {
  const { taka, count } = useFormat();
  return (
    <table className="sheet-lines">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Item</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Qty</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Unit price</Trans>
          </th>
          <th scope="col" className="numeric">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // An order may hold the same item on two lines: their position tells them apart.
          <tr key={index}>
            <td>{line.item.name}</td>
            <td className="numeric">{count(line.quantity)}</td>
            <td className="numeric">{taka(line.unitPrice)}</td>
            <td className="numeric">{taka(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One order's invoice or packing slip: one printed page (A4, or a length of 80 mm roll). Both carry the shop, the
 * order id and date, the customer and where it goes, the lines and the amounts; the slip adds the order id's
 * barcode for the courier's scanner.
 */
export function OrderSheet({
  printed,
  shop,
  document,
  paper,
}: {
  printed: PrintedOrder;
  shop: Printout['shop'];
  document: Schema<'OrderDocument'>;
  paper: Paper;
}) {
  const { t, i18n } = useLingui();
  const { dateTime, id: orderNumber } = useFormat();
  const { order, customer } = printed;
  const documentTitle = i18n._(TITLES[document]);
  // In words the order's number is in the language's digits; the barcode carries it as the courier's scanner reads it.
  const id = orderNumber(order._id);
  const title = t`${documentTitle} · Order ${id}`;
  const party = document === 'invoice' ? t`Bill to` : t`Deliver to`;
  const notes = order.notes;
  return (
    <article className={`sheet sheet-${paper}`} aria-label={title}>
      <header className="sheet-head">
        <ShopHeading shop={shop} />
        <div className="sheet-title">
          <h2>{documentTitle}</h2>
          <p>
            <Trans>
              Order <strong>{id}</strong>
            </Trans>
          </p>
          <p>{dateTime(order.createdAt)}</p>
        </div>
      </header>
      {document === 'packingSlip' ? (
        <Barcode
          className="sheet-barcode"
          value={order._id}
          unit="mm"
          moduleWidth={paper === '80mm' ? 0.33 : 0.4}
          height={paper === '80mm' ? 12 : 15}
        />
      ) : null}
      <section className="sheet-party" aria-label={party}>
        <h3>{party}</h3>
        <p className="sheet-customer">{customer.name}</p>
        <p>{customer.mobile}</p>
        {document === 'invoice' ? <p>{customer.email}</p> : null}
        {addressLines(printed).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <Lines lines={printed.lines} />
      <Amounts order={order} />
      {notes === '' ? null : (
        <p className="sheet-notes">
          <Trans>
            <strong>Notes:</strong> {notes}
          </Trans>
        </p>
      )}
    </article>
  );
}
