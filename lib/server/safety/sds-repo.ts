import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { Database, SafetyDataSheetTable } from '@/lib/server/core/db/schema';

export type SheetRow = { id: number; sellerId: number; substanceId: number; language: 'zh' | 'en'; uploadId: number; revisedOn: string; createdAt: string };

const SHEET_COLUMNS = ['id', 'sellerId', 'substanceId', 'language', 'uploadId', 'revisedOn', 'createdAt'] as const;

export async function insertSheets(db: Db, rows: Insertable<SafetyDataSheetTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('safetyDataSheets').values(rows).execute();
}

type Sheets = ExpressionBuilder<Database & { s: Database['safetyDataSheets'] }, 's'>;

/** No newer row of the same seller, substance and language: `s` is the current sheet. */
function isCurrent({ not, exists, selectFrom }: Sheets) {
  return not(
    exists(
      selectFrom('safetyDataSheets as n')
        .select('n.id')
        .whereRef('n.sellerId', '=', 's.sellerId')
        .whereRef('n.substanceId', '=', 's.substanceId')
        .whereRef('n.language', '=', 's.language')
        .whereRef('n.id', '>', 's.id'),
    ),
  );
}

/** The newest sheet per seller, substance and language among these sellers' and substances' (the current ones). */
export async function currentSheets(db: Db, sellerIds: number[], substanceIds: number[]): Promise<SheetRow[]> {
  if (sellerIds.length === 0 || substanceIds.length === 0) return [];
  return db
    .selectFrom('safetyDataSheets as s')
    .select(SHEET_COLUMNS.map((c) => `s.${c}` as const))
    .where('s.sellerId', 'in', [...new Set(sellerIds)])
    .where('s.substanceId', 'in', [...new Set(substanceIds)])
    .where(isCurrent)
    .execute();
}

/** One page of the current Chinese sheets, oldest revision first (the operator's age list), with the count. */
export async function currentChineseSheetPage(
  db: Db,
  revisedBefore: string | null,
  limit: number,
  offset: number,
): Promise<{ rows: SheetRow[]; total: number }> {
  let query = db.selectFrom('safetyDataSheets as s').where('s.language', '=', 'zh').where(isCurrent);
  if (revisedBefore) query = query.where('s.revisedOn', '<', revisedBefore);
  const [rows, count] = await Promise.all([
    query
      .select(SHEET_COLUMNS.map((c) => `s.${c}` as const))
      .orderBy('s.revisedOn')
      .orderBy('s.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function insertRequest(
  db: Db,
  row: { sellerId: number; substanceId: number; requestedBy: number; note: string; revisedOnSeen: string; createdAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('sdsUpdateRequests')
    .values({ ...row, answeredAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export type RequestRow = { id: number; sellerId: number; substanceId: number; note: string; revisedOnSeen: string; createdAt: string };

/** Open requests for these sellers' substances. */
export async function openRequests(db: Db, sellerIds: number[], substanceIds?: number[]): Promise<RequestRow[]> {
  if (sellerIds.length === 0) return [];
  let query = db
    .selectFrom('sdsUpdateRequests')
    .select(['id', 'sellerId', 'substanceId', 'note', 'revisedOnSeen', 'createdAt'])
    .where('sellerId', 'in', [...new Set(sellerIds)])
    .where('answeredAt', 'is', null);
  if (substanceIds) {
    if (substanceIds.length === 0) return [];
    query = query.where('substanceId', 'in', [...new Set(substanceIds)]);
  }
  return query.orderBy('id').execute();
}

/** Open requests of one seller's substance answered by a revision newer than the one they saw. */
export async function answerRequests(db: Db, sellerId: number, substanceId: number, revisedOn: string, at: string): Promise<number> {
  const result = await db
    .updateTable('sdsUpdateRequests')
    .set({ answeredAt: at })
    .where('sellerId', '=', sellerId)
    .where('substanceId', '=', substanceId)
    .where('answeredAt', 'is', null)
    .where('revisedOnSeen', '<', revisedOn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
