import { useLingui } from '@lingui/react/macro';
import { createOrderLists, orderSourceValues, type Schema } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { SelectField } from '@shop/ui-kit/select-field';
import { TextareaField } from '@shop/ui-kit/textarea-field';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiFieldErrors, checkMessage, errorMessage, formErrorMessage } from '../../app/field-errors';
import { sourceNames } from '../../app/order-source-names';
import { useFormat } from '../../app/use-format';
import { AddressStep } from './address-step';
import { CustomerStep } from './customer-step';
import { ItemSearch } from './item-search';
import {
  type DraftCustomer,
  type DraftErrors,
  linesOf,
  type OrderDraft,
  quantityOf,
  withItem,
} from './order-draft';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { quantityProblem } from './quantity-check';
import { useOrderQuote } from './use-order-quote';
import './order-entry.css';

/** The most lines an order takes (the document's). */
const MAX_LINES = createOrderLists.lines.maxItems;

/** What the form's owner does with the draft (place it, save it), and how that went. */
export interface OrderSubmission {
  /** Sends the draft, checked here first (a customer, an address, lines with whole quantities in range). */
  submit: (draft: OrderDraft) => void;
  pending: boolean;
  /** The last failure: its field messages go to their fields, its message to the form's banner. */
  error: unknown;
  /** The submit button's words ("Place order", "Save changes"). */
  label: string;
  /** Shown above the form's banner, e.g. a 412's notice. */
  notice?: ReactNode;
  /** Said in the banner instead of the failure's message (a refusal the notice explains). */
  hideError?: boolean;
}

/**
 * The one form of a new order and of an order being changed: who (found as it is typed, or created), where (one of
 * their addresses, or a new one), what (items found as typed, each line's quantity stepped or typed), where it came
 * from and notes; the totals as the server prices the draft, asked again as the lines or the address change; the
 * grand total and the submit button in a bar that stays at the bottom of the screen. Nothing typed is lost when
 * sending fails: the server's message is said at its field or in the banner.
 */
export function OrderEntryForm({
  initial,
  fixedCustomer,
  submission,
}: {
  initial: OrderDraft;
  /** An order being changed keeps its customer (and its source). */
  fixedCustomer: boolean;
  submission: OrderSubmission;
}) {
  const { t, i18n } = useLingui();
  const { taka } = useFormat();
  const [customer, setCustomer] = useState<DraftCustomer | null>(initial.customer);
  const [address, setAddress] = useState<string | null>(initial.address);
  const [lines, setLines] = useState(initial.lines);
  const [source, setSource] = useState(initial.source);
  const [notes, setNotes] = useState(initial.notes);
  const [checkErrors, setCheckErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const page = useRef<HTMLDivElement>(null);

  const customerId = customer?._id;
  const quoteDraft = useMemo<Schema<'OrderDraft'> | undefined>(() => {
    const drafted = linesOf({ lines });
    if (address === null || drafted.length === 0) return undefined;
    if (drafted.some((line) => quantityProblem(line.quantity) !== undefined)) return undefined;
    return { ...(customerId ? { customer: customerId } : {}), address, lines: drafted };
  }, [customerId, address, lines]);
  const priced = useOrderQuote(quoteDraft);

  const serverErrors = apiFieldErrors(submission.error);
  const quoteErrors = apiFieldErrors(priced.error);
  const errors: DraftErrors = { ...quoteErrors, ...serverErrors, ...checkErrors };
  const quoteLineTrouble = Object.keys(quoteErrors).some((path) => path.startsWith('lines.'));
  const quoteFailure =
    priced.error === null
      ? undefined
      : quoteLineTrouble
        ? t`The totals cannot be worked out until the lines marked are put right.`
        : errorMessage(priced.error, i18n);

  // Each refusal takes the person to the first thing to put right.
  useEffect(() => {
    if (refusal !== null) page.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  useEffect(() => {
    if (submission.error instanceof Error) setRefusal({});
  }, [submission.error]);

  const chooseCustomer = useCallback((next: DraftCustomer | null) => {
    setCustomer(next);
    setAddress(null);
    setCheckErrors({});
  }, []);
  const chooseAddress = useCallback((next: string) => {
    setAddress(next);
    setCheckErrors(({ address: _, ...rest }) => rest);
  }, []);
  const addItem = (item: Schema<'Item'>) => {
    if (lines.length >= MAX_LINES && !lines.some((line) => line.item._id === item._id)) {
      setCheckErrors({ lines: t`An order takes at most ${MAX_LINES} items.` });
      return;
    }
    setLines(withItem(lines, item));
    setCheckErrors(({ lines: _, ...rest }) => rest);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (customer === null) found.customer = t`Choose the customer, or create one.`;
    else if (address === null) found.address = t`Choose where the order goes, or add an address.`;
    if (lines.length === 0) found.lines = t`Add at least one item.`;
    lines.forEach((line, index) => {
      const problem = quantityProblem(quantityOf(line.quantity));
      if (problem !== undefined) found[`lines.${index}.quantity`] = checkMessage(problem, i18n);
    });
    setCheckErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusal({});
      return;
    }
    submission.submit({ customer, address, lines, source, notes });
  };

  const bannerError =
    submission.error && !submission.hideError
      ? formErrorMessage(submission.error, Object.keys(serverErrors), i18n)
      : undefined;
  return (
    <div className="order-entry" ref={page}>
      <div className="order-entry-steps">
        <section className="order-entry-section" aria-labelledby="order-entry-customer">
          <h2 id="order-entry-customer">{t`Customer`}</h2>
          <CustomerStep
            customer={customer}
            onChange={chooseCustomer}
            error={errors.customer}
            fixed={fixedCustomer}
          />
        </section>
        {customer && (
          <section className="order-entry-section" aria-labelledby="order-entry-address">
            <h2 id="order-entry-address">{t`Delivery address`}</h2>
            <AddressStep
              customerId={customer._id}
              address={address}
              onChange={chooseAddress}
              error={errors.address}
            />
          </section>
        )}
        <section className="order-entry-section" aria-labelledby="order-entry-items">
          <h2 id="order-entry-items">{t`Items`}</h2>
          <ItemSearch onAdd={addItem} error={errors.lines} />
          <OrderLines
            lines={lines}
            quote={priced.quote}
            errors={errors}
            onQuantity={(index, quantity) => {
              setLines(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));
              setCheckErrors(({ [`lines.${index}.quantity`]: _, ...rest }) => rest);
            }}
            onRemove={(index) => setLines(lines.filter((_, at) => at !== index))}
          />
        </section>
        <section className="order-entry-section" aria-labelledby="order-entry-notes">
          <h2 id="order-entry-notes">{fixedCustomer ? t`Notes` : t`Source and notes`}</h2>
          {fixedCustomer ? (
            <p>
              {t`Source`}: {i18n._(sourceNames[source])}
            </p>
          ) : (
            <SelectField
              label={t`Source`}
              options={orderSourceValues.map((value) => ({ value, label: i18n._(sourceNames[value]) }))}
              emptyLabel={null}
              value={source}
              onChange={(event) => {
                const chosen = orderSourceValues.find((value) => value === event.target.value);
                if (chosen) setSource(chosen);
              }}
              error={errors.source}
            />
          )}
          <TextareaField
            label={t`Notes`}
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={errors.notes}
          />
        </section>
      </div>
      <section className="order-entry-section order-entry-totals" aria-labelledby="order-entry-totals">
        <h2 id="order-entry-totals">{t`Totals`}</h2>
        <OrderTotals quote={priced.quote} updating={priced.updating} failure={quoteFailure} />
      </section>
      <footer className="order-entry-footer">
        {submission.notice}
        {bannerError && (
          <p role="alert" className="order-entry-failure">
            {bannerError}
          </p>
        )}
        <div className="order-entry-footer-row">
          <p className="order-entry-grand-total">
            <span>{t`Grand Total`}</span>{' '}
            <strong>{priced.quote ? taka(priced.quote.grandTotal) : '—'}</strong>
          </p>
          <Button disabled={submission.pending} aria-busy={submission.pending} onClick={submit}>
            {submission.pending ? t`Sending...` : submission.label}
          </Button>
        </div>
      </footer>
    </div>
  );
}
