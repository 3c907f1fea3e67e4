// PGlite alone, as the server opens it (with pg_trgm), on PGLITE_DIR: prints `opened <ms>` once a first query has
// answered, then closes it. The cold-start benchmark times it from spawning, as it times the server.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.SERVER_DIR ?? '', 'package.json'));
const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
const { pg_trgm } = await import(require.resolve('@electric-sql/pglite/contrib/pg_trgm'));
const db = await PGlite.create(process.env.PGLITE_DIR, { extensions: { pg_trgm } });
await db.query('select 1');
console.log('opened');
await db.close();
