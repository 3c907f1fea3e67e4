import type { DataTag } from '@tanstack/query-core';
import { type ShopApiError, unwrap } from './client.js';

type FetchResult<Data> = { data?: Data; error?: unknown; response: Response };

/** What a read's options factory returns: a key tagged with the data it caches, and the function that fetches it. */
export interface ShopQueryOptions<Id extends string, Params, Data> {
  /** `[operationId, params]`, tagged so `queryClient.getQueryData(key)` is typed. */
  queryKey: DataTag<readonly [Id, Params?], Data, ShopApiError>;
  /** Fetches the data; throws `ShopApiError` when the call fails. */
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
}

/** Builds the options of a read: the key is `[operationId, params]`, typed with its data for the query cache. */
export function queryOptionsFor<const Id extends string, Params, Data>(
  operationId: Id,
  params: Params,
  fetcher: (context: { signal: AbortSignal }) => Promise<FetchResult<Data>>,
): ShopQueryOptions<Id, Params, Data> {
  const queryKey = (params === undefined ? [operationId] : [operationId, params]) as unknown as DataTag<
    readonly [Id, Params?],
    Data,
    ShopApiError
  >;
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(fetcher({ signal })),
  };
}

/** Builds the options of a write: a `mutationKey` of `[operationId]` and a `mutationFn` that throws `ShopApiError`. */
export function mutationOptionsFor<const Id extends string, Variables, Data>(
  operationId: Id,
  fetcher: (variables: Variables) => Promise<FetchResult<Data>>,
) {
  return {
    mutationKey: [operationId] as const,
    mutationFn: (variables: Variables) => unwrap(fetcher(variables)),
  };
}
