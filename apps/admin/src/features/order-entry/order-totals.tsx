import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { DetailsList } from '@shop/ui-kit/details-list';
import { useFormat } from '../../app/use-format';

/**
 * The draft's totals as the server prices it: subtotal, discount (its percentage), delivery fee (the fee's name),
 * VAT (its percentage) and the grand total, in taka as the language writes it; "Updating..." while a newer quote
 * loads, and why it could not be priced.
 */
export function OrderTotals({
  quote,
  updating,
  failure,
}: {
  quote: Schema<'OrderQuote'> | undefined;
  updating: boolean;
  /** Why the draft could not be priced, when it is not a line's own problem (said on the line). */
  failure: string | undefined;
}) {
  const { t } = useLingui();
  const { taka, count } = useFormat();
  const amount = (value: number | undefined) => (value === undefined ? null : taka(value));
  const discount = quote?.applied.discount;
  const vat = quote?.applied.vat;
  const fee = quote?.applied.deliveryFee?.name;
  const discountRate = discount === null || discount === undefined ? undefined : `${count(discount)}%`;
  const vatRate = vat === null || vat === undefined ? undefined : `${count(vat)}%`;
  return (
    <div className="order-totals" aria-busy={updating}>
      <p className="resource-note" role="status">
        {updating ? t`Updating...` : quote ? '' : t`Choose an address and add an item to see the totals.`}
      </p>
      {failure && (
        <p role="alert" className="ui-field-error">
          {failure}
        </p>
      )}
      <DetailsList
        items={[
          { label: t`Subtotal`, value: amount(quote?.subtotal) },
          {
            label: discountRate ? t`Discount (${discountRate})` : t`Discount`,
            value: amount(quote?.discount),
          },
          { label: fee ? t`Delivery Fee (${fee})` : t`Delivery Fee`, value: amount(quote?.deliveryFee) },
          { label: vatRate ? t`VAT (${vatRate})` : t`VAT`, value: amount(quote?.vat) },
          {
            label: t`Grand Total`,
            value: quote && <strong>{taka(quote.grandTotal)}</strong>,
          },
        ]}
      />
    </div>
  );
}
