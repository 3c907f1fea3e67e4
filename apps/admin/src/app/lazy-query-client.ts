import type { QueryClient } from '@tanstack/react-query';

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

/** A {@link LazyQueryClient} whose client retries passing failures `retries` times (tests use 0). */
export function lazyQueryClient(options: { retries?: number } = {}): LazyQueryClient {
  let made: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  return {
    load() {
      loading ??= import('./query-client').then(
        ({ createQueryClient }) => {
          made = createQueryClient(options);
          return made;
        },
        (error: unknown) => {
          // A failed download (offline for a moment) is tried again on the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => made,
  };
}
