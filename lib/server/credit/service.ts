import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { currentMembers } from '@/lib/server/organisations/access';
import { organisationNames, requireOrganisationRoles, verifiedDetailsOf } from '@/lib/server/organisations/service';
import type { AgingSchema, CreditLineSchema, CreditLineStatusInput, SaveCreditLineInput } from '@/lib/contracts/credit/schema';
import { chinaToday } from '@/lib/shared/china-day';
import { availableOf } from './ledger';
import * as repo from './repo';
import { AGE_BUCKET_LABELS, AGE_BUCKETS, ageBucketOf, daysOverdue, TERMS_KIND_LABELS, termsSentence } from './terms';

/*
 * Sellers grant organisations payment terms, and both sides read what is
 * owed (decision 0160). The amounts move only through the ledger, as orders
 * move (order-terms.ts).
 */

type CreditLine = z.input<typeof CreditLineSchema>;
type Aging = z.input<typeof AgingSchema>;

const lineNotFound = () => new AppError(ErrorCode.CREDIT_LINE_NOT_FOUND, '账期不存在');
const lineInvalid = (field: string, message: string) => new AppError(ErrorCode.CREDIT_LINE_INVALID, message, { fields: [{ field, message }] });

async function present(db: Db, rows: repo.CreditLineRow[], view: 'full' | 'purchaser'): Promise<CreditLine[]> {
  if (rows.length === 0) return [];
  const today = chinaToday();
  const [sellers, organisations] = await Promise.all([
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
    organisationNames(
      db,
      rows.map((r) => r.organisationId),
    ),
  ]);
  // What is overdue on each line, from one read of the ledger for all of them.
  const overdueByLine = new Map<number, number>();
  for (const o of await repo.owedOrders(db, { lineIds: rows.map((r) => r.id), dueBefore: today }))
    overdueByLine.set(o.creditLineId, (overdueByLine.get(o.creditLineId) ?? 0) + o.owedCents);
  const full = view === 'full';
  return rows.map((row) => ({
    id: row.id,
    seller: { id: row.sellerId, name: sellers.get(row.sellerId) ?? '' },
    organisation: { id: row.organisationId, name: organisations.get(row.organisationId) ?? '' },
    kind: row.kind,
    kindLabel: TERMS_KIND_LABELS[row.kind],
    days: row.days,
    sentence: termsSentence(row.kind, row.days),
    status: row.status,
    statusLabel: row.status === 'active' ? '启用' : '已暂停',
    limitCents: full ? Number(row.limitCents) : null,
    heldCents: full ? Number(row.heldCents) : null,
    owedCents: full ? Number(row.owedCents) : null,
    availableCents: row.status === 'active' ? availableOf(row) : 0,
    overdueCents: full ? (overdueByLine.get(row.id) ?? 0) : null,
    note: null,
    updatedAt: row.updatedAt,
  }));
}

/** seller_credit_lines: every line the seller granted, with its amounts and note. */
export async function sellerCreditLines(db: Db, sellerId: number): Promise<{ list: CreditLine[] }> {
  const rows = await repo.linesOfSeller(db, sellerId);
  const list = await present(db, rows, 'full');
  return { list: list.map((line, i) => ({ ...line, note: rows[i]!.note })) };
}

async function sellerLine(db: Db, sellerId: number, lineId: number): Promise<CreditLine> {
  const row = await repo.lineById(db, lineId);
  if (!row || row.sellerId !== sellerId) throw lineNotFound();
  return { ...(await present(db, [row], 'full'))[0]!, note: row.note };
}

/**
 * seller_credit_line_save: grants the organisation terms, or changes them.
 * Only an organisation whose owner has a verified certificate (as printed on
 * its contracts); never one the seller belongs to. Orders already placed
 * keep the terms they were placed on; a lower limit only stops new orders.
 */
export async function saveCreditLine(db: Db, sellerId: number, input: z.output<typeof SaveCreditLineInput>): Promise<CreditLine> {
  const names = await organisationNames(db, [input.organisationId]);
  if (!names.has(input.organisationId)) throw new AppError(ErrorCode.CREDIT_LINE_NOT_FOUND, '组织不存在');
  if ((await verifiedDetailsOf(db, input.organisationId)).length === 0)
    throw lineInvalid('organisationId', '只能给已核验的组织账期：该组织负责人尚无通过审核的单位资质（营业执照、危险化学品经营许可证等）');
  if ((await currentMembers(db, input.organisationId)).some((m) => m.memberId === sellerId)) throw lineInvalid('organisationId', '不能给自己所在的组织账期');
  const id = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'credit', -sellerId);
    const at = nowIso();
    const existing = await repo.lineOf(trx, sellerId, input.organisationId);
    const values = { kind: input.kind, days: input.days, limitCents: input.limitCents, note: input.note, updatedAt: at };
    const lineId = existing
      ? (await repo.updateLine(trx, existing.id, values), existing.id)
      : await repo.insertLine(trx, { ...values, sellerId, organisationId: input.organisationId, status: 'active', createdBy: sellerId, createdAt: at });
    return lineId;
  });
  return sellerLine(db, sellerId, id);
}

/** seller_credit_line_status: suspends or resumes the line (orders placed stay as they are). */
export async function setCreditLineStatus(db: Db, sellerId: number, input: z.output<typeof CreditLineStatusInput>): Promise<CreditLine> {
  const row = await repo.lineById(db, input.creditLineId);
  if (!row || row.sellerId !== sellerId) throw lineNotFound();
  if (row.status !== input.status) {
    await inTransaction(db, async (trx) => {
      await lockMemberWrites(trx, 'credit', row.id);
      await repo.updateLine(trx, row.id, { status: input.status, updatedAt: nowIso() });
    });
  }
  return sellerLine(db, sellerId, row.id);
}

/**
 * organisation_credit_lines: the terms sellers granted the organisation.
 * Owners, approvers and finance see the limits and debts; a purchaser sees
 * what is left to order on (the checkout's choice).
 */
export async function organisationCreditLines(db: Db, memberId: number, organisationId: number): Promise<{ list: CreditLine[] }> {
  const roles = await requireOrganisationRoles(db, organisationId, memberId, ['owner', 'approver', 'finance', 'purchaser']);
  const full = roles.some((r) => r !== 'purchaser');
  return { list: await present(db, await repo.linesOfOrganisation(db, organisationId), full ? 'full' : 'purchaser') };
}

async function aging(db: Db, owed: repo.OwedOrder[]): Promise<Aging> {
  const today = chinaToday();
  const [sellers, organisations] = await Promise.all([
    sellerNames(
      db,
      owed.map((o) => o.sellerId),
    ),
    organisationNames(
      db,
      owed.map((o) => o.organisationId),
    ),
  ]);
  const list = owed.map((o) => {
    const bucket = ageBucketOf(o.dueOn, today);
    return {
      orderNo: o.orderNo,
      seller: { id: o.sellerId, name: sellers.get(o.sellerId) ?? '' },
      organisation: { id: o.organisationId, name: organisations.get(o.organisationId) ?? '' },
      owedCents: o.owedCents,
      owedSince: o.owedSince,
      dueOn: o.dueOn,
      daysOverdue: daysOverdue(o.dueOn, today),
      bucket,
      bucketLabel: AGE_BUCKET_LABELS[bucket],
    };
  });
  const buckets = AGE_BUCKETS.map((bucket) => {
    const rows = list.filter((o) => o.bucket === bucket);
    return { bucket, label: AGE_BUCKET_LABELS[bucket], cents: rows.reduce((s, o) => s + o.owedCents, 0), count: rows.length };
  });
  return { today, buckets, totalCents: list.reduce((s, o) => s + o.owedCents, 0), list };
}

/** seller_receivables: what organisations owe the seller on terms, by age. */
export async function sellerReceivables(db: Db, sellerId: number): Promise<Aging> {
  return aging(db, await repo.owedOrders(db, { sellerId }));
}

/** organisation_payables: what the organisation owes sellers on terms, by age (owners, approvers, finance). */
export async function organisationPayables(db: Db, memberId: number, organisationId: number): Promise<Aging> {
  await requireOrganisationRoles(db, organisationId, memberId, ['owner', 'approver', 'finance']);
  return aging(db, await repo.owedOrders(db, { organisationId }));
}
