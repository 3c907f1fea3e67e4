import {
  dashboardPeriodValues,
  getDashboardQuery,
  listItemsQuery,
  listOrdersByStatusQuery,
  orderStatusValues,
} from '@shop/sdk';

/**
 * One read a page's loader makes, as the admin's query cache keys it (`[operationId, params]`, the SDK's
 * `xQueryOptions`): `params` are exactly what the loader passes, so the answer seeds that very key.
 */
export interface FirstRead {
  operationId: string;
  params?: { path?: { [name: string]: string }; query?: { [name: string]: string | number } };
}

/** What every signed-in page reads first (the `_authed` layout's loader): who is signed in, the app's settings. */
export const SIGNED_IN_READS: readonly FirstRead[] = [
  { operationId: 'getCurrentEmployee' },
  { operationId: 'listAppSettings' },
];

/**
 * The reads the admin's loader for `pathname` makes with the URL's `search`, mirroring apps/admin/src/routes (items,
 * the orders of a status, the dashboard, an order's pages) and their search validation (search-params.ts): an
 * invalid value is left out, as the screen leaves it out. A page not listed here reads nothing ahead; a read whose
 * key differs from the screen's is simply not used by it.
 */
export function firstReads(pathname: string, search: URLSearchParams): FirstRead[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const values = routerSearch(search);
  if (path === '/') {
    const period = oneOf(dashboardPeriodValues, values.period) ?? getDashboardQuery.period.default;
    return [
      { operationId: 'getOrderCountsByStatus' },
      { operationId: 'getDashboard', params: { query: { period } } },
      // The owners' notice of tokens about to expire (an employee's read is refused, and left out).
      { operationId: 'listApiTokens' },
    ];
  }
  if (path === '/items') {
    const query: { [name: string]: string | number } = { pageSize: listItemsQuery.pageSize.default };
    const q = textOf(values.q, listItemsQuery.q.maxLength);
    const sort = oneOf(listItemsQuery.sort.enum, values.sort);
    const page = pageOf(values.page, listItemsQuery.page);
    if (q !== undefined) query.q = q;
    if (sort !== undefined) query.sort = sort;
    if (page !== undefined) query.page = page;
    return [{ operationId: 'listItems', params: { query } }];
  }
  const statusList = /^\/ordersFromStatus\/([^/]+)$/.exec(path);
  if (statusList) {
    const status = oneOf(orderStatusValues, decoded(statusList[1]));
    if (status === undefined) return [];
    const query: { [name: string]: string | number } = { pageSize: listOrdersByStatusQuery.pageSize.default };
    const page = pageOf(values.page, listOrdersByStatusQuery.page);
    if (page !== undefined) query.page = page;
    return [{ operationId: 'listOrdersByStatus', params: { path: { status }, query } }];
  }
  const editOrder = /^\/edit_order\/([^/]+)$/.exec(path);
  const id = decoded(editOrder?.[1]);
  if (id !== undefined) {
    return [
      { operationId: 'getOrder', params: { path: { id } } },
      { operationId: 'listOrderItems', params: { path: { orderID: id } } },
    ];
  }
  const orderLines = /^\/order_items_from_order\/([^/]+)$/.exec(path);
  const orderID = decoded(orderLines?.[1]);
  if (orderID !== undefined) return [{ operationId: 'listOrderItems', params: { path: { orderID } } }];
  return [];
}

/** The search as the admin's router reads it: each value parsed as JSON where it is (`?page=2` is the number 2). */
function routerSearch(search: URLSearchParams): { [name: string]: unknown } {
  const values: { [name: string]: unknown } = {};
  for (const [name, value] of search) {
    try {
      values[name] = JSON.parse(value);
    } catch {
      values[name] = value;
    }
  }
  return values;
}

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function oneOf<const Value extends string>(allowed: readonly Value[], value: unknown): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

function pageOf(value: unknown, range: { minimum: number; maximum: number }): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= range.minimum && page <= range.maximum
    ? page
    : undefined;
}

function textOf(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().slice(0, maxLength);
  return trimmed === '' ? undefined : trimmed;
}
