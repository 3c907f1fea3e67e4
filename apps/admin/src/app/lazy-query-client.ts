import type { Schema } from '@shop/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { onDemand } from './on-demand';

/**
 * The app's one query cache, made when the first signed-in screen opens. Only signed-in screens read through
 * TanStack Query, so the sign-in screens never download it.
 */
export interface LazyQueryClient {
  /** The query client, loading TanStack Query the first time. */
  load(): Promise<QueryClient>;
  /** The query client once a signed-in screen has made it; undefined before. */
  current(): QueryClient | undefined;
}

/** Options of the query client: see `createQueryClient`. */
export interface QueryClientOptions {
  /** How often a read that found no server or a 5xx is retried (tests use 0). */
  retries?: number;
  /** Told the signed-in employee each time the server answers them (`getCurrentEmployee`). */
  onCurrentEmployee?: (employee: Schema<'Employee'>) => void;
}

/** A {@link LazyQueryClient} made with `options`. */
export function lazyQueryClient(options: QueryClientOptions = {}): LazyQueryClient {
  // A failed download (offline for a moment) is tried again on the next navigation.
  const client = onDemand(() =>
    import('./query-client').then(({ createQueryClient }) => createQueryClient(options)),
  );
  return { load: client.load, current: client.loaded };
}
