import pg from 'pg';

/** PostgreSQL for tests that open their own database beside the test server's. */
export const PG_ADMIN_URL = process.env.PARITY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (named per process: parallel runs must not drop each other's); its URL. */
export async function freshPostgres(name: string): Promise<string> {
  await dropPostgres(name);
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropPostgres(name: string): Promise<void> {
  return admin(`drop database if exists ${name} with (force)`);
}
