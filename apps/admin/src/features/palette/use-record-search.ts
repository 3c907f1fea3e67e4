import { useLingui } from '@lingui/react/macro';
import { mayCall, readDigits, ShopApiError } from '@shop/sdk';
import { getOrderQueryOptions, listCustomersQueryOptions, listItemsQueryOptions } from '@shop/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { statusNames } from '../../app/order-status-names';
import { idOf } from '../../app/search-params';
import { useSession, useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { useDebouncedValue } from '../../list-screens/use-debounced-value';
import type { PaletteGroup } from './palette-entry';

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 200;
/** The fewest letters searched for: one letter matches too much to help. */
const SHORTEST = 2;
/** Rows asked of each list: the palette shows a few of each. */
const PAGE_SIZE = 5;

/** What the server found for the palette's text, and whether it is still looking. */
export interface RecordSearch {
  groups: PaletteGroup[];
  searching: boolean;
  /** What could not be searched, for the person to see ("Items could not be searched: ..."). */
  failures: string[];
}

/**
 * Items (by name), customers (by name, email or mobile) and the order whose id the text is, found on the server
 * as the person types: asked once typing pauses, each read a small page of the list operation with `q`. A read
 * the text has moved past is cancelled (the SDK's options hand TanStack Query's AbortSignal to fetch).
 */
export function useRecordSearch(text: string): RecordSearch {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { taka } = format;
  const client = useShopClient();
  const navigate = useNavigate();
  const level = useSession().employee?.level;
  const may = (operation: Parameters<typeof mayCall>[0]) => level !== undefined && mayCall(operation, level);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = q.length >= SHORTEST;
  // An order's number typed in Bangla digits (২৪০) finds it too.
  const orderId = idOf(readDigits(q.replace(/^#/, '')));

  const items = useQuery({
    ...listItemsQueryOptions(client, { query: { q, pageSize: PAGE_SIZE } }),
    enabled: searchable && may('listItems'),
  });
  const customers = useQuery({
    ...listCustomersQueryOptions(client, { query: { q, pageSize: PAGE_SIZE } }),
    enabled: searchable && may('listCustomers'),
  });
  const order = useQuery({
    ...getOrderQueryOptions(client, { path: { id: orderId ?? '' } }),
    enabled: orderId !== undefined && may('getOrder'),
    // No such order is an answer, not a failure to retry.
    retry: false,
  });

  const found = order.data;
  const id = found === undefined ? undefined : format.id(found._id);
  let foundDetail: string | undefined;
  if (found) {
    const customerName = found.customer.name;
    const statusName = i18n._(statusNames[found.orderStatus]);
    const grandTotal = taka(found.grandTotal);
    foundDetail = t`${customerName}, ${statusName}, ${grandTotal}`;
  }
  const groups: PaletteGroup[] = [
    {
      key: 'orders',
      title: t`Orders`,
      entries:
        orderId !== undefined && found
          ? [
              {
                key: `order ${found._id}`,
                label: t`Order ${id}`,
                detail: foundDetail,
                go: () =>
                  void navigate({
                    to: '/ordersFromStatus/$status',
                    params: { status: found.orderStatus },
                    search: { order: found._id },
                  }),
              },
            ]
          : [],
    },
    {
      key: 'items',
      title: t`Items`,
      entries: searchable
        ? (items.data?.data ?? []).map((item) => {
            const price = taka(item.price);
            return {
              key: `item ${item._id}`,
              label: item.name,
              detail: t`Item, ${price}`,
              go: () => void navigate({ to: '/items', search: { q: item.name } }),
            };
          })
        : [],
    },
    {
      key: 'customers',
      title: t`Customers`,
      entries: searchable
        ? (customers.data?.data ?? []).flatMap((customer) => {
            const { name, email, mobile } = customer;
            return [
              {
                key: `customer ${customer._id}`,
                label: customer.name,
                detail: t`Customer, ${email}, ${mobile}`,
                go: () => void navigate({ to: '/customers', search: { q: customer.email } }),
              },
              {
                key: `customer orders ${customer._id}`,
                label: t`Orders of ${name}`,
                detail: t`Every order of this customer`,
                go: () =>
                  void navigate({
                    to: '/orders_from_customer/$customerID',
                    params: { customerID: customer._id },
                  }),
              },
            ];
          })
        : [],
    },
  ];
  const itemsError = items.error?.message;
  const customersError = customers.error?.message;
  const orderError = order.error?.message;
  const failures = [
    items.isError ? t`Items could not be searched: ${itemsError}` : undefined,
    customers.isError ? t`Customers could not be searched: ${customersError}` : undefined,
    // No such order (404) is an answer: the order is simply not among the results.
    order.isError && !(order.error instanceof ShopApiError && order.error.status === 404)
      ? t`The order could not be looked up: ${orderError}`
      : undefined,
  ].filter((failure) => failure !== undefined);
  return {
    groups,
    searching: text.trim() !== q || items.isFetching || customers.isFetching || order.isFetching,
    failures,
  };
}
