import { startLocalPostgres } from './local-postgres.js';

/**
 * Starts a throwaway PostgreSQL server for the run and points the tests at it (PG_TEST_URL: each test server
 * creates its own database there); stops and deletes it afterwards, also when the run is interrupted.
 */
export default async function setup() {
  const postgres = await startLocalPostgres();
  console.log(`PostgreSQL pass: ${postgres.description}, ${postgres.url}`);
  process.env.PG_TEST_URL = postgres.url;
  const stopOnExit = () => postgres.stop();
  process.once('exit', stopOnExit);
  return () => {
    process.off('exit', stopOnExit);
    postgres.stop();
  };
}
