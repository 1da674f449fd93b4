import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createDb, type Db } from '@/lib/server/core/db';
import { dropPostgres, freshPostgres, terminateConnections } from './scratch-databases';

/*
 * PostgreSQL closes idle connections on a restart, a failover or an
 * administrator's terminate. The pool must drop them and carry on: an
 * unhandled 'error' from node-postgres would end the server process (and
 * fail this run as an uncaught exception).
 */
const NAME = `idle_conn_${process.pid}`;
let db: Db | undefined;

afterAll(async () => {
  await db?.destroy();
  await dropPostgres(NAME);
});

it('a connection PostgreSQL closes while idle is replaced; the next query works', async () => {
  db = createDb({ kind: 'postgres', url: await freshPostgres(NAME) }).db;
  await Promise.all([sql`select 1`.execute(db), sql`select 2`.execute(db)]);
  expect(await terminateConnections(NAME)).toBeGreaterThan(0);
  // The pool's idle clients see the server close their sockets.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  expect(rows[0]?.one).toBe(1);
});
