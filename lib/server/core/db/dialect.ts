import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Where the two databases differ in DDL: auto-numbered keys, and triggers. */
export function addIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Refuses every update and delete of the ledger `table`'s rows (triggers `<table>_no_update` / `_no_delete`). */
export async function makeAppendOnly(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<void> {
  const message = sql.lit(`${table} is append-only`);
  if (dialect === 'postgres') {
    await sql`create or replace function ${sql.raw(`${table}_append_only`)}() returns trigger language plpgsql as $$
      begin raise exception ${message}; end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_update`)} before update or delete on ${sql.table(table)} for each row execute function ${sql.raw(`${table}_append_only`)}()`.execute(
      db,
    );
    return;
  }
  await sql`create trigger ${sql.raw(`${table}_no_update`)} before update on ${sql.table(table)} begin select raise(abort, ${message}); end`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_no_delete`)} before delete on ${sql.table(table)} begin select raise(abort, ${message}); end`.execute(db);
}
