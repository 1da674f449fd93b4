import type { Insertable, Kysely, Selectable } from 'kysely';
import { inTransaction, lockMemberWrites, nowIso, type Db } from './db';
import type { Database } from './db/schema';
import type { AppError } from './errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';

/*
 * A member's own rows of which exactly one is the default whenever there are
 * any: receipt addresses, invoice details and collecting accounts. The
 * areas that own those tables describe theirs with a `MemberRowsSpec`; the
 * bookkeeping (limit, the one default, the per-member lock that keeps both
 * right under parallel requests, "another member's row is not found") lives
 * here once. Every query is scoped to the member.
 */

export type DefaultedTable = 'addresses' | 'invoiceInfos' | 'collectingAccounts';

/** The columns every such table has; the rest are the area's own. */
type Bookkeeping = 'id' | 'memberId' | 'isDefault' | 'createdAt' | 'updatedAt';
export type OwnColumns<T extends DefaultedTable> = Omit<Insertable<Database[T]>, Bookkeeping>;
export type MemberRow<T extends DefaultedTable> = Selectable<Database[T]>;

export type MemberRowsSpec<T extends DefaultedTable, Item, Input extends { isDefault?: boolean }> = {
  table: T;
  maxPerMember: number;
  limitReached: () => AppError;
  /** Another member's row answers exactly like a missing one: ids leak nothing. */
  notFound: () => AppError;
  /**
   * The columns an input writes; may check it against the database (and throw) before anything is written.
   * On update it also gets the row it replaces (a field the form may leave out keeps its stored value).
   */
  columnsOf: (db: Db, input: Input, existing?: MemberRow<T>) => OwnColumns<T> | Promise<OwnColumns<T>>;
  /** Rows as the API answers them. */
  present: (db: Db, rows: MemberRow<T>[]) => Promise<Item[]>;
};

type GenericRow = { id: number; memberId: number; isDefault: number; createdAt: string; updatedAt: string };

/** The one place the table name is generic: the spec's table, typed by its shared columns. */
function rowsOf<T extends DefaultedTable>(db: Db, table: T) {
  return { db: db as unknown as Kysely<{ rows: GenericRow }>, table: table as unknown as 'rows' };
}

export function memberRowsWithDefault<T extends DefaultedTable, Item, Input extends { isDefault?: boolean }>(spec: MemberRowsSpec<T, Item, Input>) {
  async function count(db: Db, memberId: number): Promise<number> {
    const t = rowsOf(db, spec.table);
    const row = await t.db.selectFrom(t.table).select((eb) => eb.fn.countAll().as('n')).where('memberId', '=', memberId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function ownOrThrow(db: Db, memberId: number, id: number): Promise<GenericRow> {
    const t = rowsOf(db, spec.table);
    const row = await t.db.selectFrom(t.table).selectAll().where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
    if (!row) throw spec.notFound();
    return row;
  }

  async function presentOne(db: Db, row: GenericRow): Promise<Item> {
    return (await spec.present(db, [row as unknown as MemberRow<T>]))[0] as Item;
  }

  /** Clears the member's default flag; run before another row takes it (one default per member is a unique index). */
  async function clearDefault(trx: Db, memberId: number): Promise<void> {
    const t = rowsOf(trx, spec.table);
    await t.db.updateTable(t.table).set({ isDefault: 0 }).where('memberId', '=', memberId).where('isDefault', '=', 1).execute();
  }

  async function markDefault(trx: Db, memberId: number, id: number): Promise<void> {
    const t = rowsOf(trx, spec.table);
    await t.db.updateTable(t.table).set({ isDefault: 1 }).where('id', '=', id).where('memberId', '=', memberId).execute();
  }

  /** Runs `work` in a transaction holding the member's lock on this table. */
  function locked<R>(db: Db, memberId: number, work: (trx: Db) => Promise<R>): Promise<R> {
    return inTransaction(db, async (trx) => {
      await lockMemberWrites(trx, spec.table, memberId);
      return work(trx);
    });
  }

  return {
    count,

    /** The member's rows: the default first, then the most recently updated (id breaks ties of one millisecond). */
    async list(db: Db, memberId: number, paging: PageQuery): Promise<Page<Item>> {
      const t = rowsOf(db, spec.table);
      const [total, rows] = await Promise.all([
        count(db, memberId),
        t.db
          .selectFrom(t.table)
          .selectAll()
          .where('memberId', '=', memberId)
          .orderBy('isDefault', 'desc')
          .orderBy('updatedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(paging.pageSize)
          .offset(offsetOf(paging))
          .execute(),
      ]);
      return { list: await spec.present(db, rows as unknown as MemberRow<T>[]), total, page: paging.page, pageSize: paging.pageSize };
    },

    async get(db: Db, memberId: number, id: number): Promise<Item> {
      return presentOne(db, await ownOrThrow(db, memberId, id));
    },

    /** The member's own row as stored, for a column the answers leave out (a collecting account's full number). */
    async getRow(db: Db, memberId: number, id: number): Promise<MemberRow<T>> {
      return (await ownOrThrow(db, memberId, id)) as unknown as MemberRow<T>;
    },

    /** Adds a row; the member's first becomes the default, as does one sent with `isDefault`. */
    async create(db: Db, memberId: number, input: Input): Promise<Item> {
      return inTransaction(db, async (trx) => {
        const columns = await spec.columnsOf(trx, input);
        return locked(trx, memberId, async () => {
          const existing = await count(trx, memberId);
          if (existing >= spec.maxPerMember) throw spec.limitReached();
          const makeDefault = existing === 0 || input.isDefault === true;
          if (makeDefault) await clearDefault(trx, memberId);
          const now = nowIso();
          const t = rowsOf(trx, spec.table);
          const inserted = await t.db
            .insertInto(t.table)
            .values({ ...(columns as object), memberId, isDefault: makeDefault ? 1 : 0, createdAt: now, updatedAt: now } as never)
            .returning('id')
            .executeTakeFirstOrThrow();
          return presentOne(trx, await ownOrThrow(trx, memberId, inserted.id));
        });
      });
    },

    /**
     * Replaces a row's fields. `isDefault: true` moves the default here; false
     * never takes it away (a member with rows always has a default: choose
     * another one instead).
     */
    async update(db: Db, memberId: number, id: number, input: Input): Promise<Item> {
      return locked(db, memberId, async (trx) => {
        const existing = await ownOrThrow(trx, memberId, id);
        const columns = await spec.columnsOf(trx, input, existing as unknown as MemberRow<T>);
        const makeDefault = input.isDefault === true && existing.isDefault !== 1;
        if (makeDefault) await clearDefault(trx, memberId);
        const t = rowsOf(trx, spec.table);
        await t.db
          .updateTable(t.table)
          .set({ ...(columns as object), ...(makeDefault ? { isDefault: 1 } : {}), updatedAt: nowIso() } as never)
          .where('id', '=', id)
          .where('memberId', '=', memberId)
          .execute();
        return presentOne(trx, await ownOrThrow(trx, memberId, id));
      });
    },

    /** Deletes a row; when it was the default, the most recently updated remaining one takes over. Answers the default after. */
    async remove(db: Db, memberId: number, id: number): Promise<{ id: number; defaultId: number | null }> {
      return locked(db, memberId, async (trx) => {
        await ownOrThrow(trx, memberId, id);
        const t = rowsOf(trx, spec.table);
        await t.db.deleteFrom(t.table).where('id', '=', id).where('memberId', '=', memberId).execute();
        const next = await t.db
          .selectFrom(t.table)
          .select(['id', 'isDefault'])
          .where('memberId', '=', memberId)
          .orderBy('isDefault', 'desc')
          .orderBy('updatedAt', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (next && next.isDefault !== 1) await markDefault(trx, memberId, next.id);
        return { id, defaultId: next?.id ?? null };
      });
    },

    /** Makes one of the member's rows the default (and the previous default an ordinary one). */
    async setDefault(db: Db, memberId: number, id: number): Promise<Item> {
      return locked(db, memberId, async (trx) => {
        const existing = await ownOrThrow(trx, memberId, id);
        if (existing.isDefault !== 1) {
          await clearDefault(trx, memberId);
          await markDefault(trx, memberId, id);
        }
        return presentOne(trx, await ownOrThrow(trx, memberId, id));
      });
    },
  };
}
