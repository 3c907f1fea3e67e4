import { Trans, useLingui } from '@lingui/react/macro';
import { ShopApiError } from '@shop/sdk';
import { createOrderMutationOptions } from '@shop/sdk/query';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { newIdempotencyKey } from './idempotency-key';
import { linesOf, type OrderDraft } from './order-draft';
import { OrderEntryForm } from './order-entry-form';

/** A new order starts empty, from a phone call (the usual way staff hear of one). */
const emptyDraft: OrderDraft = { customer: null, address: null, lines: [], source: 'phone', notes: '' };

/**
 * "New order": the order form, placed with `createOrder` under one `Idempotency-Key` per draft: a retry after no
 * answer (or while the first request is still being answered) sends the same key, so the order is placed once
 * however often the button is pressed; a refusal that placed nothing (400, 404) lets the corrected draft go under a
 * new key. Once placed, its View Order opens on the Processing list, with its invoice and packing slip to print.
 */
export function NewOrderPage() {
  const { t } = useLingui();
  const client = useShopClient();
  const navigate = useNavigate();
  const toast = useToast();
  const format = useFormat();
  const key = useRef(newIdempotencyKey());
  const place = useMutation(createOrderMutationOptions(client));
  return (
    <div className="order-entry-page">
      <h1>
        <Trans>New order</Trans>
      </h1>
      <OrderEntryForm
        initial={emptyDraft}
        fixedCustomer={false}
        submission={{
          label: t`Place order`,
          pending: place.isPending,
          error: place.error,
          submit: (draft) => {
            if (draft.customer === null || draft.address === null) return;
            place.mutate(
              {
                params: { header: { 'Idempotency-Key': key.current } },
                body: {
                  customer: draft.customer._id,
                  address: draft.address,
                  lines: linesOf(draft),
                  notes: draft.notes,
                  source: draft.source,
                },
              },
              {
                onSuccess: (order) => {
                  key.current = newIdempotencyKey();
                  const number = format.id(order._id);
                  toast.success(t`Order ${number} placed`);
                  void navigate({
                    to: '/ordersFromStatus/$status',
                    params: { status: order.orderStatus },
                    search: { order: order._id },
                  });
                },
                onError: (error) => {
                  if (error instanceof ShopApiError && [400, 404].includes(error.status))
                    key.current = newIdempotencyKey();
                },
              },
            );
          },
        }}
      />
    </div>
  );
}
