import autocannon from 'autocannon';

/** One autocannon run's outcome. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  /** Requests sent in all. */
  requests: number;
}

/** What one run sends. */
export interface LoadOptions {
  url: string;
  /**
   * Paths (with their queries) under `url`'s origin that each connection sends in turn, over and over, instead of
   * `url` itself: reads that differ, as a person's do.
   */
  paths?: readonly string[];
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Runs autocannon against one URL. Any error, timeout or non-2xx answer fails the run: a benchmark of error pages
 * would measure the wrong thing.
 */
export async function loadTest(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.paths === undefined ? {} : { requests: options.paths.map((path) => ({ path })) }),
    timeout: 30,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts ` +
        `of ${result.requests.sent} requests`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}
