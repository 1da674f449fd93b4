import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import { dialectOf, type Db } from '@/lib/server/core/db';
import type {
  Database,
  InquiryLineTable,
  InquiryStatus,
  InquiryTable,
  QuotationDraftTable,
  QuotationStatus,
  QuotationTable,
} from '@/lib/server/core/db/schema';
import { normalizeCas } from '@/lib/shared/cas';

/* The inquiry area's queries: tables inquiries, inquiry_lines, quotations, quotation_drafts. */

export async function insertInquiry(db: Db, row: Insertable<InquiryTable>): Promise<number> {
  const inserted = await db.insertInto('inquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertLines(db: Db, rows: Insertable<InquiryLineTable>[]): Promise<void> {
  // Chunks keep SQLite under its bound-parameter limit for 500 lines.
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('inquiryLines')
      .values(rows.slice(i, i + 50))
      .execute();
}

/** A buyer's inquiries made since `since`: how many, and when the first of them was made. */
export async function inquiriesSince(db: Db, buyerId: number, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('inquiries')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('createdAt').as('oldest')])
    .where('buyerId', '=', buyerId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

/** A seller's quotations (new and appended) since `since`. */
export async function quotationsSince(db: Db, sellerId: number, since: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('quotations')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<string>('createdAt').as('oldest')])
    .where('sellerId', '=', sellerId)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ?? null };
}

/** The newest inquiries with their unit, newest first (the first line's summary, kept on the header). */
export async function latestInquiryRows(db: Db, limit: number, offset: number) {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('inquiries')
      .select([
        'inquiries.id',
        'inquiries.substanceId',
        'inquiries.cas',
        'inquiries.productName',
        'inquiries.quantity',
        'inquiries.purity',
        'inquiries.contactName',
        'inquiries.createdAt',
        'inquiries.unitId',
        'inquiries.buyerId',
      ])
      .orderBy('inquiries.createdAt', 'desc')
      .orderBy('inquiries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

// ------------------------------------------------------------ expiry by time

/**
 * Read-time expiry, persisted: inquiries past their deadline with nothing
 * accepted, and active quotations past their validity (or on an expired
 * inquiry), take the `expired` state. Every RFQ call runs this first, so
 * no answer shows a stale state and no cron is needed.
 */
export async function expireDue(db: Db, now: string): Promise<void> {
  await db
    .updateTable('inquiries')
    .set({ status: 'expired', updatedAt: now })
    .where('status', 'in', ['open', 'quoted'])
    .where('deadlineAt', 'is not', null)
    .where('deadlineAt', '<', now)
    .execute();
  await db
    .updateTable('quotations')
    .set({ status: 'expired', updatedAt: now })
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('validUntil', '<', now), eb('inquiryId', 'in', eb.selectFrom('inquiries').select('id').where('status', '=', 'expired'))]))
    .execute();
}

// ------------------------------------------------------------ single rows

export function findInquiry(db: Db, id: number) {
  return db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes the inquiry's row lock (PostgreSQL) so status recomputation is serialised per inquiry; SQLite has one writer. */
export async function lockInquiry(trx: Db, id: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await trx.selectFrom('inquiries').select('id').where('id', '=', id).forUpdate().execute();
}

export function linesOf(db: Db, inquiryIds: number[]) {
  if (inquiryIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiryLines').selectAll().where('inquiryId', 'in', inquiryIds).orderBy('inquiryId').orderBy('lineNo').execute();
}

export function findLine(db: Db, lineId: number) {
  return db.selectFrom('inquiryLines').selectAll().where('id', '=', lineId).executeTakeFirst();
}

export function findQuotation(db: Db, id: number) {
  return db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirst();
}

export type QuotationRow = Awaited<ReturnType<typeof findQuotation>> & {};

export function quotationsOfLines(db: Db, lineIds: number[], sellerId?: number) {
  if (lineIds.length === 0) return Promise.resolve([] as QuotationRow[]);
  let q = db.selectFrom('quotations').selectAll().where('lineId', 'in', lineIds);
  if (sellerId !== undefined) q = q.where('sellerId', '=', sellerId);
  return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function activeQuotationOf(db: Db, lineId: number, sellerId: number) {
  return db
    .selectFrom('quotations')
    .selectAll()
    .where('lineId', '=', lineId)
    .where('sellerId', '=', sellerId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function insertQuotation(db: Db, row: Insertable<QuotationTable>): Promise<number> {
  return (await db.insertInto('quotations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Moves one row of `table` from one of `from` to `to`; false when its state changed under us. */
async function moveRow<S extends string>(db: Db, table: 'quotations' | 'inquiries', id: number, from: readonly S[], to: S, now: string): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ status: to as never, updatedAt: now })
    .where('id', '=', id)
    .where('status', 'in', [...from] as never[])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a quotation from one of `from` to `to`; false when its state changed under us. */
export function moveQuotation(db: Db, id: number, from: readonly QuotationStatus[], to: QuotationStatus, now: string): Promise<boolean> {
  return moveRow(db, 'quotations', id, from, to, now);
}

/** Moves every quotation of a line (or an inquiry) in one of `from` to `to`; answers the rows moved. */
export async function moveQuotationsOf(
  db: Db,
  where: { lineId: number } | { inquiryId: number },
  from: readonly QuotationStatus[],
  to: QuotationStatus,
  now: string,
): Promise<{ id: number; sellerId: number; lineId: number }[]> {
  let q = db
    .updateTable('quotations')
    .set({ status: to, updatedAt: now })
    .where('status', 'in', [...from]);
  q = 'lineId' in where ? q.where('lineId', '=', where.lineId) : q.where('inquiryId', '=', where.inquiryId);
  return q.returning(['id', 'sellerId', 'lineId']).execute();
}

/** Marks the line accepted with this quotation unless another was accepted first. */
export async function acceptLine(db: Db, lineId: number, quotationId: number): Promise<boolean> {
  const result = await db
    .updateTable('inquiryLines')
    .set({ acceptedQuotationId: quotationId })
    .where('id', '=', lineId)
    .where('acceptedQuotationId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function lineCounts(db: Db, inquiryId: number): Promise<{ total: number; accepted: number }> {
  const row = await db
    .selectFrom('inquiryLines')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('acceptedQuotationId').as('accepted')])
    .where('inquiryId', '=', inquiryId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), accepted: Number(row.accepted) };
}

/** How many of the inquiry's quotations are active (open to acceptance). */
export async function activeQuotationCount(db: Db, inquiryId: number): Promise<number> {
  const row = await db
    .selectFrom('quotations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inquiryId', '=', inquiryId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves an inquiry from one of `from` to `to`; false when its state changed under us. */
export function moveInquiry(db: Db, id: number, from: readonly InquiryStatus[], to: InquiryStatus, now: string): Promise<boolean> {
  return moveRow(db, 'inquiries', id, from, to, now);
}

// ------------------------------------------------------------ lists

/** Per line: quotations that count (active or accepted). */
export async function quoteCountsOfLines(db: Db, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quotations')
    .select((eb) => ['lineId', eb.fn.countAll<number>().as('n')])
    .where('lineId', 'in', lineIds)
    .where('status', 'in', ['active', 'accepted'])
    .groupBy('lineId')
    .execute();
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** Inquiry ids whose lines match a keyword: a CAS number exactly, else part of a product name; an inquiry number names its id. */
function keywordFilter(keyword: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'inquiries'>) => {
    const word = (keyword ?? '').trim();
    const cas = normalizeCas(word);
    const number = /^XJ\d{8}(\d+)$/i.exec(word);
    const lines = eb.selectFrom('inquiryLines').select('inquiryLines.inquiryId');
    const matching = cas
      ? lines.where('inquiryLines.cas', '=', cas)
      : lines.where((lb) => lb(lb.fn('lower', ['inquiryLines.productName']), 'like', `%${word.toLowerCase().replace(/[%_\\]/g, '')}%`));
    return number ? eb.or([eb('inquiries.id', '=', Number(number[1])), eb('inquiries.id', 'in', matching)]) : eb('inquiries.id', 'in', matching);
  };
}

/**
 * For lists of lines (a seller's lines to quote and quotations): the lines
 * themselves that match — a CAS number or part of a product name narrows to
 * those lines, an inquiry number keeps every line of that inquiry.
 */
function matchingLineIds(eb: ExpressionBuilder<Database, 'inquiries'>, keyword: string) {
  const word = keyword.trim();
  const cas = normalizeCas(word);
  const number = /^XJ\d{8}(\d+)$/i.exec(word);
  const lines = eb.selectFrom('inquiryLines').select('inquiryLines.id');
  if (cas) return lines.where('inquiryLines.cas', '=', cas);
  const byName = (lb: ExpressionBuilder<Database, 'inquiryLines'>) =>
    lb(lb.fn('lower', ['inquiryLines.productName']), 'like', `%${word.toLowerCase().replace(/[%_\\]/g, '')}%`);
  return number ? lines.where((lb) => lb.or([lb('inquiryLines.inquiryId', '=', Number(number[1])), byName(lb)])) : lines.where(byName);
}

/** Inquiries in one of `statuses` whose deadline has not passed. */
function takingQuotations(statuses: readonly InquiryStatus[], now: string) {
  return (eb: ExpressionBuilder<Database, 'inquiries'>) =>
    eb.and([eb('inquiries.status', 'in', [...statuses]), eb.or([eb('inquiries.deadlineAt', 'is', null), eb('inquiries.deadlineAt', '>', now)])]);
}

/** The public zone: inquiries still taking quotations, newest first. */
export async function quotableInquiryPage(db: Db, statuses: readonly InquiryStatus[], now: string, keyword: string | undefined, limit: number, offset: number) {
  let base = db.selectFrom('inquiries').where(takingQuotations(statuses, now));
  if (keyword) base = base.where(keywordFilter(keyword));
  const total = base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.selectAll('inquiries').orderBy('inquiries.createdAt', 'desc').orderBy('inquiries.id', 'desc').limit(limit).offset(offset).execute();
  return { rows, total: Number((await total).total) };
}

export async function buyerInquiryPage(db: Db, buyerId: number, status: InquiryStatus | 'all', keyword: string | undefined, limit: number, offset: number) {
  let base = db.selectFrom('inquiries').where('inquiries.buyerId', '=', buyerId);
  if (keyword) base = base.where(keywordFilter(keyword));
  const filtered = status === 'all' ? base : base.where('inquiries.status', '=', status);
  const [{ total }, rows, counts] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll('inquiries').orderBy('inquiries.createdAt', 'desc').orderBy('inquiries.id', 'desc').limit(limit).offset(offset).execute(),
    base
      .select((eb) => ['inquiries.status', eb.fn.countAll<number>().as('n')])
      .groupBy('inquiries.status')
      .execute(),
  ]);
  return { rows, total: Number(total), counts: counts.map((c) => ({ status: c.status, n: Number(c.n) })) };
}

/**
 * Lines a seller may quote on: inquiries still taking quotations, not the
 * seller's own, the line not accepted, no active or accepted quotation of
 * this seller on it. Lines of substances in `preferred` first.
 */
export async function linesToQuotePage(
  db: Db,
  sellerId: number,
  statuses: readonly InquiryStatus[],
  now: string,
  keyword: string | undefined,
  preferred: number[],
  limit: number,
  offset: number,
) {
  let base = db
    .selectFrom('inquiryLines')
    .innerJoin('inquiries', 'inquiries.id', 'inquiryLines.inquiryId')
    .where(takingQuotations(statuses, now))
    .where('inquiries.buyerId', '!=', sellerId)
    .where('inquiryLines.acceptedQuotationId', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('quotations')
            .select('quotations.id')
            .whereRef('quotations.lineId', '=', 'inquiryLines.id')
            .where('quotations.sellerId', '=', sellerId)
            .where('quotations.status', 'in', ['active', 'accepted']),
        ),
      ),
    );
  if (keyword) base = base.where((eb) => eb('inquiryLines.id', 'in', matchingLineIds(eb, keyword)));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('inquiryLines')
      .select([
        'inquiries.buyerId',
        'inquiries.contactName',
        'inquiries.area',
        'inquiries.createdAt as inquiryCreatedAt',
        'inquiries.deadlineAt',
        'inquiries.status as inquiryStatus',
      ])
      .$if(preferred.length > 0, (q) => q.orderBy(sql<number>`case when ${sql.ref('inquiryLines.substanceId')} in (${sql.join(preferred)}) then 0 else 1 end`))
      .orderBy('inquiries.createdAt', 'desc')
      .orderBy('inquiryLines.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** A seller's own quotations in some states, newest first. */
export async function sellerQuotationPage(
  db: Db,
  sellerId: number,
  statuses: readonly QuotationStatus[],
  keyword: string | undefined,
  limit: number,
  offset: number,
) {
  let base = db
    .selectFrom('quotations')
    .innerJoin('inquiries', 'inquiries.id', 'quotations.inquiryId')
    .where('quotations.sellerId', '=', sellerId)
    .where('quotations.status', 'in', [...statuses]);
  if (keyword) base = base.where((eb) => eb('quotations.lineId', 'in', matchingLineIds(eb, keyword)));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll('quotations').orderBy('quotations.updatedAt', 'desc').orderBy('quotations.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, total: Number(total) };
}

export function inquiriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiries').selectAll().where('id', 'in', ids).execute();
}

export function linesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('inquiryLines').selectAll().where('id', 'in', ids).execute();
}

/* A seller's unsent quotation sheet (lib/server/inquiry/sheet.ts). */

export function findDraft(db: Db, inquiryId: number, sellerId: number) {
  return db.selectFrom('quotationDrafts').selectAll().where('inquiryId', '=', inquiryId).where('sellerId', '=', sellerId).executeTakeFirst();
}

export async function upsertDraft(db: Db, row: Insertable<QuotationDraftTable>): Promise<void> {
  await db
    .insertInto('quotationDrafts')
    .values(row)
    .onConflict((oc) => oc.columns(['inquiryId', 'sellerId']).doUpdateSet({ rowsJson: row.rowsJson, updatedAt: row.updatedAt }))
    .execute();
}

export async function deleteDraft(db: Db, inquiryId: number, sellerId: number): Promise<void> {
  await db.deleteFrom('quotationDrafts').where('inquiryId', '=', inquiryId).where('sellerId', '=', sellerId).execute();
}
