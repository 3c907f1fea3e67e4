import type { Benchmark } from '../benchmark.js';
import { loadSeconds } from '../support/api-load.js';
import { loadTest } from '../support/load-test.js';
import { round1 } from '../support/processes.js';
import { ADMIN_LOGIN, startShopServer } from '../support/shop-server.js';
import { makeTempDir } from '../support/temp-dir.js';

const CONNECTIONS = 10;
const LIST = '/api/customers/orders/allOrdersByStatus/processing';

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The cost of an API token against a session: the same list read on the demo shop, loaded with a session's bearer
 * and with an API token's (`orders:read`) in the same run, one after the other; the ratio is the token's p50 over
 * the session's (target within 5 %).
 */
export const tokenAuthCost: Benchmark = {
  name: 'token-auth-cost',
  async run(log) {
    const temp = await makeTempDir('token-auth');
    const server = await startShopServer({
      dataDir: temp.path,
      seedDemo: true,
      env: { API_TOKEN_RATE: '1000000' },
    });
    try {
      const session = String((await post(`${server.url}/api/employees/login`, ADMIN_LOGIN)).token);
      const made = await post(
        `${server.url}/api/apiTokens`,
        { name: 'Bench', scopes: ['orders:read'] },
        session,
      );
      const token = String(made.token);
      const measure = (bearer: string, duration: number) =>
        loadTest({
          url: server.url + LIST,
          connections: CONNECTIONS,
          headers: { authorization: `Bearer ${bearer}` },
          duration,
        });
      await measure(session, Math.min(3, loadSeconds));
      await measure(token, Math.min(3, loadSeconds));
      const bySession = await measure(session, loadSeconds);
      const byToken = await measure(token, loadSeconds);
      const ratio = byToken.rps > 0 ? bySession.rps / byToken.rps : Number.POSITIVE_INFINITY;
      for (const [who, result] of [
        ['a session', bySession],
        ['an API token', byToken],
      ] as const) {
        log(
          `GET ${LIST} with ${who} (${CONNECTIONS} connections, ${loadSeconds} s): ${result.rps.toFixed(1)} req/s, ` +
            `p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
      }
      log(`token / session cost (session req/s over token req/s): ${ratio.toFixed(3)}`);
      return [
        { name: 'list-rps-session', value: round1(bySession.rps), unit: 'req/s' },
        { name: 'list-rps-token', value: round1(byToken.rps), unit: 'req/s' },
        {
          name: 'token-cost-ratio',
          value: Math.round(ratio * 1000) / 1000,
          unit: 'x',
          target: { max: 1.05 },
        },
      ];
    } finally {
      await server.stop();
      await temp.remove();
    }
  },
};
