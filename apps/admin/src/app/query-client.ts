import { ShopApiError } from '@shop/sdk';
import { QueryClient } from '@tanstack/react-query';

/** How often a read that failed for a passing reason (no answer, a 5xx) is tried again. */
const DEFAULT_RETRIES = 2;

/**
 * The app's query cache. Reads stay fresh for a short while so a route's loader and its component share one fetch;
 * only unreachable-server and 5xx answers are retried, never a refusal such as 400, 401 or 404.
 */
export function createQueryClient({ retries = DEFAULT_RETRIES }: { retries?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, error) => failureCount < retries && isPassing(error),
      },
      mutations: { retry: false },
    },
  });
}

function isPassing(error: unknown): boolean {
  return error instanceof ShopApiError && (error.status === 0 || error.status >= 500);
}
