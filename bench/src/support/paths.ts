import path from 'node:path';

/** The repository's root folder. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The built shop server's entry point (what `pnpm start` runs). */
export const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
/** The built scale seed (`pnpm --filter @shop/server seed:scale`). */
export const scaleSeedScript = path.join(repoRoot, 'apps/server/dist/commands/scale-seed.js');
/** The server's command that prints the plans of the orders filters (`seq-scan <filter>` for a full read). */
export const explainListsScript = path.join(repoRoot, 'apps/server/dist/commands/explain-lists.js');
/** The built item and order renderings, applied at every start: the scale data is rebuilt when they change. */
export const renderingsScript = path.join(repoRoot, 'apps/server/dist/db/renderings.js');
/** The server's versioned migrations: the scale data is rebuilt when they change. */
export const migrationsDir = path.join(repoRoot, 'apps/server/migrations');
/** The admin app's build, with its manifest under `.vite/`. */
export const adminDist = path.join(repoRoot, 'apps/admin/dist');
/** Where expensive benchmark data is kept between runs (gitignored). */
export const cacheDir = path.join(repoRoot, 'bench/.cache');
