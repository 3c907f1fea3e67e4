import { Trans, useLingui } from '@lingui/react/macro';
import { moveOrdersLists, type Schema } from '@shop/sdk';
import { moveOrdersMutationOptions } from '@shop/sdk/query';
import { Button, buttonClassName } from '@shop/ui-kit/button';
import { ConfirmDialog } from '@shop/ui-kit/confirm-dialog';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import './order-batch.css';
import {
  batchMoveLabel,
  batchMoveQuestion,
  batchMoveSummary,
  batchOrders,
  notMoved,
  ordersSelected,
} from './order-batch-summary';
import { movesFrom } from './order-moves';

type Target = Schema<'OrderMoveTarget'>;

/**
 * What can be done to the selected orders of a status list at once: its moves ("Move 3 orders to Shipped",
 * "Cancel 3 orders"), each behind a confirm dialog naming the count and the orders, made by one moveOrders call;
 * their packing slips and invoices printed in one job. After a move it says what happened ("3 moved to Shipped:
 * orders 240, 238 and 236; 2 had already been shipped") and keeps the orders that did not move selected.
 */
export function OrderBatchBar({
  status,
  ids,
  onSelect,
}: {
  status: Schema<'OrderStatus'>;
  /** The selected orders shown, in the list's order. */
  ids: readonly string[];
  onSelect: (ids: ReadonlySet<string>) => void;
}) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const toast = useToast();
  const moveOrders = useMutation(moveOrdersMutationOptions(client));
  const [asking, setAsking] = useState<Target | null>(null);
  const [summary, setSummary] = useState('');
  const tooMany = ids.length > moveOrdersLists.ids.maxItems;
  const moves = movesFrom[status];
  const maxOrders = moveOrdersLists.ids.maxItems;
  return (
    <fieldset className="order-batch" aria-label={t`Selected orders`}>
      {ids.length > 0 ? (
        <>
          <span className="order-batch-count">{ordersSelected(ids.length, i18n)}</span>
          {moves.map((move) => (
            <Button
              key={move.to}
              size="sm"
              variant={move.tone === 'danger' ? 'danger' : 'primary'}
              disabled={tooMany}
              onClick={() => setAsking(move.to)}
            >
              {batchMoveLabel(move.to, ids.length, i18n)}
            </Button>
          ))}
          <Link
            to="/print/orders"
            search={{ ids: ids.join(','), document: 'packingSlip', paper: 'a4' }}
            className={buttonClassName('secondary', 'sm')}
          >
            <Trans>Print packing slips</Trans>
          </Link>
          <Link
            to="/print/orders"
            search={{ ids: ids.join(','), document: 'invoice', paper: 'a4' }}
            className={buttonClassName('secondary', 'sm')}
          >
            <Trans>Print invoices</Trans>
          </Link>
          <Button size="sm" variant="ghost" onClick={() => onSelect(new Set())}>
            <Trans>Clear selection</Trans>
          </Button>
          {tooMany ? (
            <span className="order-batch-note">
              <Trans>At most {maxOrders} orders move at once.</Trans>
            </span>
          ) : null}
        </>
      ) : null}
      {summary === '' ? null : <p className="order-batch-summary">{summary}</p>}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'canceled' ? t`Cancel Orders` : t`Move Orders`}
        text={asking === null ? '' : batchMoveQuestion(asking, ids.length, i18n)}
        detail={<p>{batchOrders(ids, i18n)}</p>}
        confirmLabel={t`Accept`}
        cancelLabel={t`Cancel`}
        tone={asking === 'canceled' ? 'danger' : 'primary'}
        onConfirm={async () => {
          if (asking === null) return;
          const result = await moveOrders.mutateAsync({ body: { ids: [...ids], to: asking } });
          const said = batchMoveSummary(result, asking, i18n);
          setSummary(said);
          if (result.moved === ids.length) toast.success(said);
          else toast.error(said);
          onSelect(new Set(notMoved(result)));
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </fieldset>
  );
}
