/** A list answer of the API: one page (or all) of the rows, and how many there are in total. */
export interface ListData<Row> {
  data: Row[];
  total: number;
}

/**
 * The query options of a list read, as the SDK's `xQueryOptions(client, params)` returns them: the same object
 * feeds the route loader (`ensureQueryData`) and the screen (`useSuspenseQuery`).
 */
export interface ListQueryOptions<Row> {
  // Not a DataTag: the SDK's declarations lose the tag's symbols, so the data type comes from queryFn.
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<ListData<Row>>;
}
