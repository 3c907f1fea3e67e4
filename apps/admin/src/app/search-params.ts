// Validators of the URL search of list screens, used as routes' `validateSearch`, made from what the API document
// says of the list operation's query parameters (`listItemsQuery` and the like, from @shop/sdk): the page range, the
// longest search text, the sort values. An invalid value becomes undefined (the list falls back to its default)
// rather than failing the page; every key is returned, since the router keeps the address's own value of a key a
// validator leaves out. Hand-written instead of zod schemas: every route's search validation is part of the first
// download, and zod would add 5 kB to it (the /login budget); so is each operation's facts object, which is small.

/** The document's `page` parameter of a paged list operation. */
interface PageFacts {
  readonly page: { readonly minimum: number; readonly maximum: number };
}

/** The document's `q` parameter of a searchable list operation. */
interface TextFacts {
  readonly q: { readonly maxLength: number };
}

/** The document's `sort` parameter of a list operation sorted on the server. */
interface SortFacts<Sort extends string> {
  readonly sort: { readonly enum: readonly Sort[] };
}

/** `?page=` of a paged list. */
export interface PageSearch {
  page?: number | undefined;
}

/** `?q=&page=` of a list with a search box. */
export interface TextPageSearch extends PageSearch {
  q?: string | undefined;
}

/** `?q=&sort=&page=` of a list with a search box, sorted on the server. */
export interface SortedTextPageSearch<Sort extends string> extends TextPageSearch {
  sort?: Sort | undefined;
}

/** The document's `entityType` parameter of the change log (`listChangesQuery`). */
interface EntityTypeFacts<Entity extends string> {
  readonly entityType: { readonly enum: readonly Entity[] };
}

/**
 * `?employee=&entityType=&operation=&from=&to=&page=` of the Activity screen: whose changes, to which kind of record,
 * by which operation, from and to which day (`2026-03-05`, both included), and the page.
 */
export interface ActivitySearch<Entity extends string = string> extends PageSearch {
  employee?: string | undefined;
  /** An API token's id: the changes made with it. */
  tool?: string | undefined;
  entityType?: Entity | undefined;
  operation?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Validates the Activity screen's search against the change log's facts (`listChangesQuery`): an id of digits, a
 * kind of record the log names, an operation id (letters), days as `YYYY-MM-DD`, the page range.
 */
export function activitySearch<const Entity extends string>(
  facts: PageFacts & EntityTypeFacts<Entity>,
): (search: Record<string, unknown>) => ActivitySearch<Entity> {
  return (search) => ({
    employee: idOf(search.employee),
    tool: idOf(search.tool),
    entityType: oneOf(facts.entityType.enum, search.entityType),
    operation:
      typeof search.operation === 'string' && /^[A-Za-z]+$/.test(search.operation)
        ? search.operation
        : undefined,
    from: dayOf(search.from),
    to: dayOf(search.to),
    page: pageOf(search.page, facts),
  });
}

/** Validates `?page=` against the operation's page range, e.g. `pageSearch(listWishlistsQuery)`. */
export function pageSearch(facts: PageFacts): (search: Record<string, unknown>) => PageSearch {
  return (search) => ({ page: pageOf(search.page, facts) });
}

/** Validates `?q=&page=`; an empty search text is no search, a longer one than the operation takes is cut. */
export function textPageSearch(
  facts: PageFacts & TextFacts,
): (search: Record<string, unknown>) => TextPageSearch {
  return (search) => ({ q: textOf(search.q, facts), page: pageOf(search.page, facts) });
}

/** Validates `?q=&sort=&page=`; a sort the operation does not offer is no sort (the server's default). */
export function sortedTextPageSearch<const Sort extends string>(
  facts: PageFacts & TextFacts & SortFacts<Sort>,
): (search: Record<string, unknown>) => SortedTextPageSearch<Sort> {
  return (search) => ({
    q: textOf(search.q, facts),
    sort: oneOf(facts.sort.enum, search.sort),
    page: pageOf(search.page, facts),
  });
}

/** One of the allowed values, or nothing. */
export function oneOf<const Value extends string>(
  allowed: readonly Value[],
  value: unknown,
): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

function pageOf(value: unknown, { page: range }: PageFacts): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= range.minimum && page <= range.maximum
    ? page
    : undefined;
}

function textOf(value: unknown, { q }: TextFacts): string | undefined {
  // The router reads `?q=42` as the number 42: a search for digits is still text.
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim().slice(0, q.maxLength);
  return trimmed === '' ? undefined : trimmed;
}

/** `?order=` of an order list: the order whose View Order is open over it (a link to one order). */
export interface OrderLinkSearch {
  order?: string | undefined;
}

/** An order list's address: its page, and `?order=` (a record id, else nothing). */
export function orderListSearch(facts: Parameters<typeof pageSearch>[0]) {
  const page = pageSearch(facts);
  return (search: Record<string, unknown>): PageSearch & OrderLinkSearch => ({
    ...page(search),
    order: idOf(search.order),
  });
}

/** The document's filters of an orders list (`listOrdersByStatusQuery`): the sort values and the amount bounds. */
interface OrderFilterFacts<Sort extends string> extends PageFacts {
  readonly sort: { readonly enum: readonly Sort[] };
  readonly minGrandTotal: { readonly minimum: number; readonly maximum: number };
  readonly q: { readonly maxLength: number };
}

/**
 * `?placedFrom=&placedTo=&districtId=&source=&minGrandTotal=&maxGrandTotal=&q=&sort=` of an orders list: its
 * filters and sort, in the URL so a reload or a shared link shows the same orders (the document's parameters).
 */
export interface OrderFilterSearch<Sort extends string = string, Source extends string = string> {
  placedFrom?: string | undefined;
  placedTo?: string | undefined;
  districtId?: string | undefined;
  source?: Source | undefined;
  minGrandTotal?: number | undefined;
  maxGrandTotal?: number | undefined;
  q?: string | undefined;
  sort?: Sort | undefined;
}

/** An orders list's address: its page, `?order=`, and its filters and sort, each checked as the document says. */
export function filteredOrderListSearch<const Sort extends string, const Source extends string>(
  facts: OrderFilterFacts<Sort>,
  sources: readonly Source[],
) {
  const list = orderListSearch(facts);
  const amount = (value: unknown) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' &&
      Number.isFinite(number) &&
      number >= facts.minGrandTotal.minimum &&
      number <= facts.minGrandTotal.maximum
      ? Math.round(number * 100) / 100
      : undefined;
  };
  return (
    search: Record<string, unknown>,
  ): PageSearch & OrderLinkSearch & OrderFilterSearch<Sort, Source> => ({
    ...list(search),
    placedFrom: dayOf(search.placedFrom),
    placedTo: dayOf(search.placedTo),
    districtId: idOf(search.districtId),
    source: oneOf(sources, search.source),
    minGrandTotal: amount(search.minGrandTotal),
    maxGrandTotal: amount(search.maxGrandTotal),
    q: textOf(search.q, facts),
    sort: oneOf(facts.sort.enum, search.sort),
  });
}

/** The value as a record id (digits, no leading zero), or undefined. */
export function idOf(value: unknown): string | undefined {
  // The router reads `?employee=7` as the number 7.
  const id = typeof value === 'number' ? String(value) : value;
  return typeof id === 'string' && /^[1-9][0-9]*$/.test(id) ? id : undefined;
}

function dayOf(value: unknown): string | undefined {
  // A day of the calendar: 2026-02-31 is not one.
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}
