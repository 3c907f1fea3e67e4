import type { TestProject } from 'vitest/node';
import { ADMIN } from './admin.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server shared by the test files that need no server of their own. */
    shopOrigin: string;
    /** Its data dir (outbox, media). */
    shopDataDir: string;
  }
}

/** Starts one server with the demo shop on a fresh data dir for the whole run, and stops it afterwards. */
export default async function setup(project: TestProject) {
  const server = await startServer({ SHOP_ADMIN_EMAIL: ADMIN.email, SHOP_ADMIN_PASSWORD: ADMIN.password });
  project.provide('shopOrigin', server.origin);
  project.provide('shopDataDir', server.dataDir);
  return () => server.stop();
}
