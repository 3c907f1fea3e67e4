// The API document's table of which reads each write makes stale, in a module of its own: the query cache fetches it
// when the first write starts (query-client.ts), so that a page is usable without it.
export { staleReads } from '@shop/sdk';
