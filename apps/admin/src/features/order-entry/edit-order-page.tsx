import { Trans, useLingui } from '@lingui/react/macro';
import { ifMatch, type Schema, ShopApiError } from '@shop/sdk';
import {
  getOrderQueryOptions,
  listOrderItemsQueryOptions,
  updateOrderMutationOptions,
} from '@shop/sdk/query';
import { buttonClassName } from '@shop/ui-kit/button';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { statusNames } from '../../app/order-status-names';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { StaleRecordNotice } from '../../list-screens/stale-record-notice';
import { linesOf, type OrderDraft, sameLines } from './order-draft';
import { OrderEntryForm } from './order-entry-form';

type Order = Schema<'Order'>;
type OrderLine = Schema<'OrderItem'>;

/** An order as read, with its lines: what the form starts from and what a change is made on. */
interface Base {
  order: Order;
  lines: readonly OrderLine[];
}

/**
 * "Edit order": the order form started from the order as read (its customer and source kept), saved with
 * `updateOrder` on the version read (`If-Match`), sending only what changed: lines left as they were keep their
 * prices. An order that has moved on (409) or that someone else changed (412: who, and their version on request)
 * is said above the button with what was typed kept. An order no longer processing is not offered for editing, and
 * its address says so.
 */
export function EditOrderPage({ order, lines }: Base) {
  const [base, setBase] = useState<Base>({ order, lines });
  const number = useFormat().id(base.order._id);
  return (
    <div className="order-entry-page">
      <h1>
        <Trans>Edit order {number}</Trans>
      </h1>
      {base.order.orderStatus === 'processing' ? (
        <EditOrderForm key={base.order.version} base={base} onReloaded={setBase} />
      ) : (
        <NotEditable order={base.order} />
      )}
    </div>
  );
}

function EditOrderForm({ base, onReloaded }: { base: Base; onReloaded: (base: Base) => void }) {
  const { t } = useLingui();
  const client = useShopClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const format = useFormat();
  const save = useMutation({
    ...updateOrderMutationOptions(client),
    // The order moved on or changed: the lists and counts behind this page show it as it is now.
    meta: { refreshWhenRefused: true },
  });
  // Said when Save is pressed with nothing changed (an update must change something).
  const [unchanged, setUnchanged] = useState<Error | null>(null);
  const { order } = base;
  const stale = save.error instanceof ShopApiError && save.error.status === 412 ? save.error : null;
  const movedOn = save.error instanceof ShopApiError && save.error.status === 409;

  const reload = async () => {
    const id = { path: { id: order._id } };
    const [fresh, freshLines] = await Promise.all([
      queryClient.fetchQuery({ ...getOrderQueryOptions(client, id), staleTime: 0 }),
      queryClient.fetchQuery({
        ...listOrderItemsQueryOptions(client, { path: { orderID: order._id } }),
        staleTime: 0,
      }),
    ]);
    onReloaded({ order: fresh, lines: freshLines.data });
  };

  const submit = (draft: OrderDraft) => {
    const lines = linesOf(draft);
    const body: Schema<'OrderUpdate'> = {
      ...(draft.address !== null && draft.address !== order.address?._id ? { address: draft.address } : {}),
      ...(sameLines(lines, linesOf({ lines: base.lines.map(draftLineOf) })) ? {} : { lines }),
      ...(draft.notes !== order.notes ? { notes: draft.notes } : {}),
    };
    if (Object.keys(body).length === 0) {
      setUnchanged(new Error(t`Nothing has changed.`));
      return;
    }
    setUnchanged(null);
    save.mutate(
      { params: { path: { id: order._id }, header: ifMatch(order) }, body },
      {
        onSuccess: (saved) => {
          const number = format.id(saved._id);
          toast.success(t`Order ${number} saved`);
          void navigate({
            to: '/ordersFromStatus/$status',
            params: { status: saved.orderStatus },
            search: { order: saved._id },
          });
        },
      },
    );
  };

  return (
    <OrderEntryForm
      initial={{
        customer: { _id: order.customer._id, name: order.customer.name },
        address: order.address?._id ?? null,
        lines: base.lines.map(draftLineOf),
        source: order.source,
        notes: order.notes,
      }}
      fixedCustomer
      submission={{
        label: t`Save changes`,
        pending: save.isPending,
        error: unchanged ?? save.error,
        submit,
        hideError: stale !== null,
        notice: (
          <>
            {stale && <StaleRecordNotice refusal={stale} onReload={reload} />}
            {movedOn && (
              <Link
                to="/ordersFromStatus/$status"
                params={{ status: order.orderStatus }}
                search={{ order: order._id }}
                className={buttonClassName('secondary', 'sm')}
              >
                <Trans>View the order</Trans>
              </Link>
            )}
          </>
        ),
      }}
    />
  );
}

/** An order that has moved on from processing: it cannot be changed any more. */
function NotEditable({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const number = useFormat().id(order._id);
  const status = i18n._(statusNames[order.orderStatus]);
  return (
    <div className="order-entry-closed">
      <p role="alert">
        <Trans>
          Order {number} is {status}: only an order still processing can be edited.
        </Trans>
      </p>
      <Link
        to="/ordersFromStatus/$status"
        params={{ status: order.orderStatus }}
        search={{ order: order._id }}
        className={buttonClassName('secondary')}
      >
        <Trans>View the order</Trans>
      </Link>
    </div>
  );
}

function draftLineOf(line: OrderLine) {
  return { item: line.item, quantity: String(line.quantity), price: line.unitPrice };
}
