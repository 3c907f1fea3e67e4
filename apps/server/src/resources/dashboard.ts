import type { Handlers } from '../handlers/handler-types.js';

export const dashboardOperations = {
  /** The shop's figures for a period, from the kept totals. */
  async getDashboard({ query }, deps) {
    return {
      status: 200,
      body: await deps.dashboard(deps.db, query.period, deps.config.shopTimeZone, deps.now()),
    };
  },
} satisfies Partial<Handlers>;
