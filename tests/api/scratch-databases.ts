import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';

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

/** Ends every connection to the database from the server side, as a restart or an administrator would; how many it ended. */
export async function terminateConnections(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export function dropPostgres(name: string): Promise<void> {
  return admin(`drop database if exists ${name} with (force)`);
}

type OpenDb = ReturnType<typeof createDb>;

/**
 * A fresh SQLite file and a fresh PostgreSQL database, both migrated and
 * holding the demo catalog: for tests that compare the two.
 */
export async function freshCatalogDatabases(sqliteFile: string, pgName: string): Promise<{ sqlite: OpenDb; postgres: OpenDb }> {
  const file = path.resolve(sqliteFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const sqlite = createDb({ kind: 'sqlite', file });
  const postgres = createDb({ kind: 'postgres', url: await freshPostgres(pgName) });
  for (const { db, dialect } of [sqlite, postgres]) {
    await migrateToLatest(db, dialect);
    await seedDemoCatalog(db);
  }
  return { sqlite, postgres };
}
