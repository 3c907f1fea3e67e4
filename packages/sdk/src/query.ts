// TanStack Query options for every operation, on their own entry point so tools without a query cache skip them.
export * from './generated/operations.js';
export { mutationOptionsFor, queryOptionsFor, type ShopQueryOptions } from './query-helpers.js';
