// Plain JavaScript so that `npm test` (scripts/test.mjs, run by node before anything is compiled) and the tests share it.
import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` within two seconds. */
export async function pgReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
