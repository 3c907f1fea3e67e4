import type { Benchmark } from '../benchmark.js';
import { loadSeconds } from '../support/api-load.js';
import { type LoadResult, loadTest } from '../support/load-test.js';
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
 * and with an API token's (`orders:read`) in the same run. The measured time is split into eight rounds taken in
 * the order session, token, token, session, token, session, session, token, so that neither bearer is favoured by
 * the machine's drift over a run or by going first; the ratio is the session's mean req/s over the token's (target
 * within 5 %).
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
      const bearers = [
        { who: 'a session', bearer: session },
        { who: 'an API token', bearer: token },
      ] as const;
      const measure = (bearer: string, duration: number) =>
        loadTest({
          url: server.url + LIST,
          connections: CONNECTIONS,
          headers: { authorization: `Bearer ${bearer}` },
          duration,
        });
      for (const { bearer } of bearers) await measure(bearer, Math.min(3, loadSeconds));
      const roundSeconds = Math.max(1, Math.round(loadSeconds / 4));
      const rounds = new Map<string, LoadResult[]>(bearers.map(({ who }) => [who, []]));
      for (const index of [0, 1, 1, 0, 1, 0, 0, 1]) {
        const { who, bearer } = bearers[index] ?? bearers[0];
        rounds.get(who)?.push(await measure(bearer, roundSeconds));
      }
      const rpsOf = (who: string) => {
        const results = rounds.get(who) ?? [];
        return results.reduce((sum, result) => sum + result.rps, 0) / Math.max(1, results.length);
      };
      for (const { who } of bearers) {
        const results = rounds.get(who) ?? [];
        log(
          `GET ${LIST} with ${who} (${CONNECTIONS} connections, ${results.length} rounds of ${roundSeconds} s): ` +
            `${rpsOf(who).toFixed(1)} req/s (rounds: ${results.map((result) => result.rps.toFixed(0)).join(', ')}), ` +
            `p50 ${results.map((result) => result.p50).join('/')} ms, p99 ${results.map((result) => result.p99).join('/')} ms`,
        );
      }
      const bySession = rpsOf('a session');
      const byToken = rpsOf('an API token');
      const ratio = byToken > 0 ? bySession / byToken : Number.POSITIVE_INFINITY;
      log(`token / session cost (session req/s over token req/s): ${ratio.toFixed(3)}`);
      return [
        { name: 'list-rps-session', value: round1(bySession), unit: 'req/s' },
        { name: 'list-rps-token', value: round1(byToken), unit: 'req/s' },
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
