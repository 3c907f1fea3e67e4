import type { QueryClient } from '@tanstack/react-query';
import { onDemand } from './on-demand';
import type { QueryClientOptions } from './query-client';

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

/** A {@link LazyQueryClient} made with `options`. */
export function lazyQueryClient(options: QueryClientOptions = {}): LazyQueryClient {
  // A failed download (offline for a moment) is tried again on the next navigation.
  const client = onDemand(() =>
    import('./query-client').then(({ createQueryClient }) => createQueryClient(options)),
  );
  return { load: client.load, current: client.loaded };
}
