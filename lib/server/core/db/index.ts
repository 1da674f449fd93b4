import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { config, type Config } from '../config';
import { logger } from '../logger';
import type { Dialect } from './dialect';
import { LockClass, type LockClassName } from './locks';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type { Dialect };

const PG_INT8_OID = 20;

/**
 * Transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE)
 * rather than at their first write: in WAL mode a deferred transaction that
 * read before another process committed cannot upgrade and fails at once with
 * SQLITE_BUSY, whatever the busy timeout. Taking the lock first, it waits
 * (busy_timeout) for the other writer instead — the CLI, a second instance,
 * the test suites writing beside the server.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function immediateSqliteDialect(config: SqliteDialectConfig): KyselyDialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver(config),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

function createSqlite(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  // A writer waits up to 15 s for another process's write (the CLI, the test suites' direct writes, the
  // structure indexer's batches on a busy 2-core machine) instead of answering 500 after 5 s.
  connection.pragma('busy_timeout = 15000');
  // FULL: every commit fsyncs the WAL, so an acknowledged payment or recharge survives a power loss
  // (NORMAL may lose the last commits). Measured cost: tests/bench/sqlite-durability.ts, docs/benchmarks.md.
  connection.pragma('synchronous = FULL');
  return new Kysely<Database>({
    dialect: immediateSqliteDialect({ database: connection }),
    plugins: [new CamelCasePlugin()],
  });
}

function createPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // count(*) and other bigint results come back as numbers, as on SQLite.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  });
  // PostgreSQL may close an idle connection (a restart, a failover, an administrator's terminate or a
  // dropped database): the pool drops it and opens another when needed. Without a listener node-postgres
  // raises it as an uncaught exception, which would end the process.
  pool.on('error', (error) => logger().warn({ err: error.message }, 'an idle PostgreSQL connection was closed'));
  pools.add(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/**
 * The PostgreSQL pools this process opened, for /metrics; on globalThis, as
 * instrumentation and the routes each bundle a copy of this module.
 */
const pools = ((globalThis as { chemmartPgPools?: Set<pg.Pool> }).chemmartPgPools ??= new Set<pg.Pool>());

/** Connections of the process's PostgreSQL pools, summed; null on SQLite (one connection, no pool). */
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  if (pools.size === 0) return null;
  const sum = { total: 0, idle: 0, waiting: 0 };
  for (const pool of pools) {
    sum.total += pool.totalCount;
    sum.idle += pool.idleCount;
    sum.waiting += pool.waitingCount;
  }
  return sum;
}

export function createDb(database: Config['database']): { db: Db; dialect: Dialect } {
  return database.kind === 'postgres' ? { db: createPostgres(database.url), dialect: 'postgres' } : { db: createSqlite(database.file), dialect: 'sqlite' };
}

const globalForDb = globalThis as unknown as { chemmartDb?: { db: Db; dialect: Dialect } };

/** The process-wide connection, created on first use from the configuration. */
function shared(): { db: Db; dialect: Dialect } {
  globalForDb.chemmartDb ??= createDb(config().database);
  return globalForDb.chemmartDb;
}

export function db(): Db {
  return shared().db;
}

export function dialect(): Dialect {
  return shared().dialect;
}

/**
 * Which database a connection (or a transaction on it) talks to. The shared
 * connection is recognised by its adapter instance, not its class: a module
 * bundled twice (instrumentation and routes) has two copies of Kysely's classes.
 */
export function dialectOf(database: Db): Dialect {
  const adapter = database.getExecutor().adapter;
  const shared = globalForDb.chemmartDb;
  if (shared && adapter === shared.db.getExecutor().adapter) return shared.dialect;
  return adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Runs `work` in a transaction: the caller's when it already holds one, else a new one. */
export function inTransaction<T>(database: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return database.isTransaction ? work(database) : database.transaction().execute(work);
}

/**
 * Serialises one member's writes of one kind (`lockClass`, see locks.ts) until the
 * transaction ends, so parallel requests cannot both pass a count-then-insert
 * check. PostgreSQL: an advisory lock; SQLite needs nothing, its one
 * connection runs one transaction at a time.
 */
export async function lockMemberWrites(trx: Db, lockClass: LockClassName, memberId: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${LockClass[lockClass]}, ${memberId})`.execute(trx);
}

/**
 * Takes one row's lock for the transaction, or answers false at once when
 * another transaction holds it (PostgreSQL FOR UPDATE SKIP LOCKED), so
 * several instances working the same due rows each take different ones.
 * SQLite: true; its one writer at a time and the callers' conditional
 * updates keep a row from being moved twice.
 */
export async function lockRowOrSkip(trx: Db, table: 'orders' | 'side_effects', id: number): Promise<boolean> {
  if (dialectOf(trx) !== 'postgres') return true;
  const { rows } = await sql`select id from ${sql.table(table)} where id = ${id} for update skip locked`.execute(trx);
  return rows.length === 1;
}

export async function pingDb(database: Db = db()): Promise<void> {
  await sql`select 1`.execute(database);
}

/** ISO 8601 UTC text: the timestamp format of every table. */
export function nowIso(): string {
  return new Date().toISOString();
}
