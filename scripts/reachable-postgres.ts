import pg from 'pg';

/** TEST_DATABASE_URL (or the local default) when a PostgreSQL server answers there, else undefined. */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
