import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@shop/ui-kit/icon-button';
import { NumberField } from '@shop/ui-kit/number-field';
import { quantityOf } from './order-draft';
import { quantityProblem } from './quantity-check';

/**
 * A line's quantity: typed (Latin or Bangla digits), or stepped one at a time with − and + (buttons large enough
 * for a thumb) or the arrow keys; a step past the document's range is not offered.
 */
export function QuantityStepper({
  itemName,
  value,
  onChange,
  error,
}: {
  itemName: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const quantity = quantityOf(value);
  const step = (by: number) => {
    const next = Number.isNaN(quantity) ? 1 : quantity + by;
    if (quantityProblem(next) === undefined) onChange(String(next));
  };
  const canStep = (by: number) => Number.isNaN(quantity) || quantityProblem(quantity + by) === undefined;
  return (
    <div className="quantity-stepper">
      <IconButton
        icon="minus"
        label={t`One fewer ${itemName}`}
        disabled={!canStep(-1)}
        onClick={() => step(-1)}
      />
      <NumberField
        label={t`Quantity`}
        inputMode="numeric"
        className="quantity-stepper-field"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <IconButton
        icon="plus"
        label={t`One more ${itemName}`}
        disabled={!canStep(1)}
        onClick={() => step(1)}
      />
    </div>
  );
}
