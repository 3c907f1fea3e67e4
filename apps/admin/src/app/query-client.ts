import { type Schema, ShopApiError, type WriteOperationId } from '@shop/sdk';
import type { QueryOperationId } from '@shop/sdk/query';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { FirstData } from './first-data';
import { onDemand } from './on-demand';
import { isEmployee } from './session-store';

/** Options of the query client: see `createQueryClient`. */
export interface QueryClientOptions {
  /** How often a read that found no server or a 5xx is retried (tests use 0). */
  retries?: number;
  /** Told the signed-in employee each time the server answers them (`getCurrentEmployee`). */
  onCurrentEmployee?: (employee: Schema<'Employee'>) => void;
  /**
   * Answers the server put in the page (first-data.ts), for the signed-in person: cached under their keys before any
   * loader asks, so the first screen paints with no round trip.
   */
  seed?: () => FirstData['answers'];
}

/**
 * The table of reads each write makes stale, fetched when the first write starts (while its request is under way);
 * a failed fetch is tried again by the next write.
 */
const staleReadsTable = onDemand(() => import('./stale-reads-table'));

declare module '@tanstack/react-query' {
  interface Register {
    // A write is known by its operation id (the SDK's `xMutationOptions` key it so): the cache below refreshes
    // what the document says it makes stale, and a key naming anything else does not compile.
    mutationKey: readonly [WriteOperationId];
    mutationMeta: {
      /**
       * A 409, 404 or 412 answer refreshes too: someone changed the data first (moved the order, deleted it, changed
       * the version sent as `If-Match`), so the screen is out of date.
       */
      refreshWhenRefused?: boolean;
    };
  }
}

/** How often a read that failed for a passing reason (no answer, a 5xx) is tried again. */
const DEFAULT_RETRIES = 2;

/** The read of the signed-in employee: its answers keep the session's name, picture and role current. */
const CURRENT_EMPLOYEE: QueryOperationId = 'getCurrentEmployee';

/**
 * The app's query cache. Reads stay fresh for a short while so a route's loader and its component share one fetch;
 * only unreachable-server and 5xx answers are retried, never a refusal such as 400, 401 or 404. Every write
 * refreshes the reads it makes stale (`staleReads`, from the API document) before it settles. A 403 means the
 * person's role changed since the app last read it: the signed-in employee is read again, and `onCurrentEmployee`
 * hears each answer, so the screens offer what the role allows.
 */
export function createQueryClient({
  retries = DEFAULT_RETRIES,
  onCurrentEmployee,
  seed,
}: QueryClientOptions = {}): QueryClient {
  const rereadRoleOnRefusal = (error: unknown) => {
    if (error instanceof ShopApiError && error.status === 403)
      void queryClient.invalidateQueries({ queryKey: [CURRENT_EMPLOYEE] });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => {
        if (query.queryKey[0] === CURRENT_EMPLOYEE && isEmployee(data)) onCurrentEmployee?.(data);
      },
      onError: rereadRoleOnRefusal,
    }),
    mutationCache: new MutationCache({
      onMutate: () => {
        staleReadsTable.load().catch(() => undefined);
      },
      // Returned promises are awaited before the mutation settles: a modal closes, and its toast shows, once the
      // list behind it has been read again.
      onSuccess: (_data, _variables, _context, mutation) =>
        refreshStaleReads(queryClient, mutation.options.mutationKey?.[0]),
      onError: (error, _variables, _context, mutation) => {
        rereadRoleOnRefusal(error);
        if (mutation.meta?.refreshWhenRefused && isRefusalOfOutdatedData(error))
          return refreshStaleReads(queryClient, mutation.options.mutationKey?.[0]);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => failureCount < retries && isPassing(error),
      },
      mutations: { retry: false },
    },
  });
  for (const { key, data } of seed?.() ?? []) {
    queryClient.setQueryData(key, data);
    // As fresh as a fetched answer: the session keeps the role the server says now.
    if (key[0] === CURRENT_EMPLOYEE && isEmployee(data)) onCurrentEmployee?.(data);
  }
  return queryClient;
}

/**
 * Refreshes every cached read the write makes stale (cascades included: deleting an item reaches its featured
 * entry, assets and wishlist entries). Reads on screen are fetched again, and the promise resolves once they are.
 * Reads not on screen are removed rather than refetched: fetching every cached page and variant of every
 * affected list at once would cost requests for screens the person may never reopen, and merely marking them
 * stale is not enough, since a route loader's `ensureQueryData` hands back a stale copy and the page would first
 * show old rows (or old order counts). Removed, they load afresh on the next visit, behind the pending screen.
 * A write that is no mutation (an export, a read the change log records) calls it itself.
 */
export async function refreshStaleReads(
  queryClient: QueryClient,
  write: WriteOperationId | undefined,
): Promise<unknown> {
  if (write === undefined) return;
  // Without the table (it could not be fetched), every read counts as stale: the write itself was made.
  const reads: readonly string[] | undefined = await staleReadsTable.load().then(
    ({ staleReads }) => staleReads[write],
    () => undefined,
  );
  const isStale = (query: { queryKey: readonly unknown[] }) => {
    const [operation] = query.queryKey;
    return reads === undefined || (typeof operation === 'string' && reads.includes(operation));
  };
  queryClient.removeQueries({ type: 'inactive', predicate: isStale });
  return queryClient.invalidateQueries({ predicate: isStale });
}

function isRefusalOfOutdatedData(error: unknown): boolean {
  return error instanceof ShopApiError && [404, 409, 412].includes(error.status);
}

function isPassing(error: unknown): boolean {
  return error instanceof ShopApiError && (error.status === 0 || error.status >= 500);
}
