import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AnsweredRequest, InFlight } from './request-tracking.js';

/** The database pool's connections right now (node-postgres: total, idle, and requests waiting for one). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What `GET /metrics` shows, in Prometheus' text format. */
export interface Metrics {
  /** Counts and times one answered request. */
  observe(request: AnsweredRequest): void;
  /** The text of every metric, and its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}

/**
 * The server's metrics: requests by route (an operation id, never a path), method and status, with their latency;
 * requests in flight; the database pool; and Node's own (event-loop lag, heap, CPU, garbage collection).
 */
export function createMetrics(inFlight: InFlight, poolStats: () => PoolStats | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered, by route (API operation id or media, admin, docs, health, metrics, not-found), method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being ready, by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'shop_http_requests_in_flight',
    help: 'Requests being answered now.',
    registers: [registry],
    collect() {
      this.set(inFlight.count);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database connections of this process: total open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (stats === undefined) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return {
    observe({ route, method, status, ms }) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, ms / 1000);
    },
    async render() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}
