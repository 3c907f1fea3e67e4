import { listItemsQuery, orderStatusValues } from '@shop/sdk';

/** The list reads the API benchmarks load, as the admin sends them for the first page of each screen. */
export interface ListEndpoint {
  /** Short name used in the figures, e.g. `items-page`. */
  readonly name: string;
  /** What it reads, for the log. */
  readonly description: string;
  /** Path and query under the server's URL. */
  readonly path: string;
  /** Its own p99 target, ms, where it is not the list reads' (LIST_P99_TARGET_MS). */
  readonly p99TargetMs?: number;
  /**
   * Measured against the bare node:http server of the same run (issue 24's floor): requests/s at least
   * {@link RPS_VS_BARE_TARGET} of its, and on PostgreSQL at 50 connections a p99 at most {@link P99_VS_BARE_TARGET}
   * times its.
   */
  readonly againstBare?: boolean;
  /**
   * The reads a person meets first, for the run without kept answers (ANSWER_CACHE_MB=0): requests that differ
   * (pages, search words, sorts), each connection going through them in turn. The one `path` when undefined.
   */
  readonly variants?: () => readonly string[];
}

/** The share of the bare server's requests/s the list reads reach at least. */
export const RPS_VS_BARE_TARGET = 0.35;
/** How many times the bare server's p99 the list reads' p99 is at most, on PostgreSQL at 50 connections. */
export const P99_VS_BARE_TARGET = 3;

/**
 * The search a person types to find an item: part of its name, as the admin's search box sends it. On the scale
 * data it matches about a thousandth of the items (see the log for the count).
 */
export const ITEM_SEARCH = 'tea 12';

/** Pages 1-200 of a list, 50 rows each. */
const PAGES = Array.from({ length: 200 }, (_, index) => index + 1);

/**
 * Words staff type into the items' search box on the scale data (its item names: ten kinds of goods and a number):
 * names, parts of names, numbers, and words that match nothing.
 */
export const ITEM_SEARCH_WORDS = [
  ...['miniket', 'soybean oil', 'jamdani', 'sylhet tea', 'hilsa', 'panjabi', 'mango', 'walton fan', 'nakshi'],
  ...['roshogolla', 'rice 7', 'oil 12', 'saree 45', 'tea 12', 'fan 9', 'juice 33', 'kantha 8', 'hilsa 100'],
  ...['panjabi 2', 'mango juice 5', '1234', '777', '42', 'sylhet', 'rice', 'tea', 'fan', 'sari', 'chal'],
  ...['dal', 'ghee', 'lungi', 'tea 99999', 'roshogolla 31', 'jamdani saree 6'],
];

export const listEndpoints: readonly ListEndpoint[] = [
  {
    name: 'items-page',
    againstBare: true,
    description: 'a page of items (/items: 50 by name)',
    path: '/api/controlItems/manageItem?pageSize=50',
    variants: () =>
      listItemsQuery.sort.enum.flatMap((sort) =>
        PAGES.map((page) => `/api/controlItems/manageItem?pageSize=50&sort=${sort}&page=${page}`),
      ),
  },
  {
    name: 'item-search',
    againstBare: true,
    description: `an item search (/items?q=${ITEM_SEARCH})`,
    path: `/api/controlItems/manageItem?q=${encodeURIComponent(ITEM_SEARCH)}&pageSize=50`,
    variants: () =>
      ITEM_SEARCH_WORDS.map(
        (word) => `/api/controlItems/manageItem?q=${encodeURIComponent(word)}&pageSize=50`,
      ),
  },
  {
    name: 'orders-by-status',
    againstBare: true,
    description: 'orders of one status (/ordersFromStatus/processing: 50 newest)',
    path: '/api/customers/orders/allOrdersByStatus/processing?pageSize=50',
    variants: () =>
      orderStatusValues.flatMap((status) =>
        PAGES.map((page) => `/api/customers/orders/allOrdersByStatus/${status}?pageSize=50&page=${page}`),
      ),
  },
  {
    name: 'order-counts',
    againstBare: true,
    description: 'order counts by status (the home page)',
    path: '/api/customers/orders/getOrderCountsByStatus',
  },
  {
    name: 'activity',
    description: "the change log's first page (/activity: 50 newest of millions of entries)",
    path: '/api/changes?pageSize=50',
    p99TargetMs: 50,
  },
  {
    name: 'dashboard-today',
    description: "the dashboard's figures of today (/: its kept day and its best sellers' first index rows)",
    path: '/api/dashboard?period=today',
    p99TargetMs: 30,
  },
  {
    name: 'dashboard-30d',
    description: "the dashboard's figures of 30 days (/: 30 kept days; best sellers kept a minute)",
    path: '/api/dashboard?period=30d',
    p99TargetMs: 30,
  },
];
