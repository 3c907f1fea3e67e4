import { useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { IconButton } from '@shop/ui-kit/icon-button';
import { useFormat } from '../../app/use-format';
import { type DraftErrors, type DraftLine, lineErrors, quantityOf } from './order-draft';
import { QuantityStepper } from './quantity-stepper';

/**
 * The draft's lines, each its item, its price (the quote's, else the price known when it was added), a quantity
 * stepper, the line's total (the quote's) and Remove; what is wrong with a line (a quantity out of range, an item
 * the server will not sell) is said on it.
 */
export function OrderLines({
  lines,
  quote,
  errors,
  onQuantity,
  onRemove,
}: {
  lines: readonly DraftLine[];
  quote: Schema<'OrderQuote'> | undefined;
  errors: DraftErrors;
  onQuantity: (index: number, quantity: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useLingui();
  const { taka } = useFormat();
  if (lines.length === 0) return null;
  return (
    <ul className="order-lines" aria-label={t`Order lines`}>
      {lines.map((line, index) => {
        const quoted = quote?.lines.find((candidate) => candidate.item._id === line.item._id);
        const unitPrice = taka(quoted?.unitPrice ?? line.price);
        const quantity = quantityOf(line.quantity);
        const total =
          quoted && quoted.quantity === quantity
            ? taka(quoted.total)
            : Number.isNaN(quantity)
              ? '—'
              : taka(line.price * quantity);
        const name = line.item.name;
        const quantityError = errors[`lines.${index}.quantity`];
        const others = lineErrors(errors, index).filter((message) => message !== quantityError);
        return (
          <li key={line.item._id} className="order-line" aria-label={name}>
            <div className="order-line-item">
              <span className="order-line-name">{name}</span>
              <span className="order-entry-muted">{t`${unitPrice} each`}</span>
            </div>
            <QuantityStepper
              itemName={name}
              value={line.quantity}
              onChange={(value) => onQuantity(index, value)}
              error={quantityError}
            />
            <output className="order-line-total" aria-label={t`Line total`}>
              {total}
            </output>
            <IconButton
              icon="delete"
              tone="danger"
              label={t`Remove ${name}`}
              onClick={() => onRemove(index)}
            />
            {others.map((message) => (
              <p key={message} className="ui-field-error order-line-error">
                {message}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
