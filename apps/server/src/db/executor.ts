import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** The database as the query builder reaches it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what repository functions take. */
export type Executor = Db | Tx;
