import { lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { onShelfPriceRows, sellerOnShelfGoods } from '@/lib/server/goods/queries';
import { listUnits, type Unit } from '@/lib/server/goods/service';
import { findOwnUpload } from '@/lib/server/uploads/service';
import { judgePrice, unitMismatch, type PriceReference } from './plausibility';
import * as repo from './repo';
import type { QuotationRow } from './repo';
import type { AppendedQuotation, InquiryAction, NewQuotation } from '@/lib/contracts/inquiry/schema';
import { acceptEvent, assertQuotable, canInquiry, INQUIRY_MACHINE, inquiryTransition, quotationTransition } from './transitions';
import { fieldError } from '@/lib/server/core/errors';
import { inquiryNotFound } from './service';
import type { InquiryRow, LineRow } from './views';

/*
 * The RFQ write steps. Each runs inside the caller's transaction (a
 * workflow's: lib/server/workflows) and answers what happened, so the
 * workflow can tell the people concerned. Every state change goes through
 * transitions.ts and is written conditionally on the state it was read in.
 */

/**
 * How many quotation lines (new or revised, one by one or by sheet) a seller
 * may send in 24 hours. Six full 500-line lists a day stay under it; a script
 * does not. Shown before the work (the sheet, the dialog) and checked for a
 * whole sheet at once.
 */
export const QUOTED_LINES_PER_DAY = 3000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAX_VALIDITY_MS = 90 * DAY_MS;

export const quotationNotFound = () => new AppError(ErrorCode.QUOTATION_NOT_FOUND, '报价不存在');

export type QuoteAllowance = { limit: number; used: number; remaining: number; retryAfterSeconds: number };

/** What is left of the seller's daily allowance, and when the oldest counted line drops out of the window. */
export async function quoteAllowance(db: Db, sellerId: number, now = new Date()): Promise<QuoteAllowance> {
  const { count, oldest } = await repo.quotationsSince(db, sellerId, new Date(now.getTime() - DAY_MS).toISOString());
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + DAY_MS - now.getTime()) / 1000));
  return { limit: QUOTED_LINES_PER_DAY, used: count, remaining: Math.max(0, QUOTED_LINES_PER_DAY - count), retryAfterSeconds };
}

/** Refuses `lines` more quotation lines past the daily allowance, under the seller's lock (parallel sends cannot both slip under it). */
export async function assertAllowance(trx: Db, sellerId: number, lines: number, now: Date): Promise<void> {
  await lockMemberWrites(trx, 'quotations', sellerId);
  const allowance = await quoteAllowance(trx, sellerId, now);
  if (lines <= allowance.remaining) return;
  const hours = Math.ceil(allowance.retryAfterSeconds / 3600);
  const msg =
    allowance.remaining === 0
      ? `24 小时内最多报价 ${QUOTED_LINES_PER_DAY} 行（含追加报价），请 ${hours} 小时后再试`
      : `本次提交 ${lines} 行，24 小时内还可报价 ${allowance.remaining} 行（上限 ${QUOTED_LINES_PER_DAY} 行），请减少行数或 ${hours} 小时后再试`;
  throw new AppError(ErrorCode.QUOTATION_TOO_FREQUENT, msg, { retryAfterSeconds: allowance.retryAfterSeconds, remaining: allowance.remaining });
}

async function loadLine(trx: Db, lineId: number): Promise<{ line: LineRow; inquiry: InquiryRow }> {
  const line = await repo.findLine(trx, lineId);
  if (!line) throw inquiryNotFound();
  await repo.lockInquiry(trx, line.inquiryId);
  const inquiry = await repo.findInquiry(trx, line.inquiryId);
  if (!inquiry) throw inquiryNotFound();
  return { line: (await repo.findLine(trx, lineId)) ?? line, inquiry };
}

type OfferFields = Omit<NewQuotation, 'lineId'>;

/** What checking many offers at once shares: the unit list and the on-shelf prices per substance. */
export type OfferContext = { units: Unit[]; references: (substanceId: number) => Promise<PriceReference[]> };

export async function offerContext(db: Db): Promise<OfferContext> {
  const units = await listUnits(db);
  const cache = new Map<number, Promise<PriceReference[]>>();
  return {
    units,
    references: (substanceId) => {
      if (!cache.has(substanceId))
        cache.set(
          substanceId,
          onShelfPriceRows(db, [substanceId]).then((rows) => rows.map(toReference)),
        );
      return cache.get(substanceId)!;
    },
  };
}

/** Loads the on-shelf prices of many substances in one query (a sheet of 500 lines). */
export async function preloadReferences(db: Db, context: OfferContext, substanceIds: number[]): Promise<OfferContext> {
  const rows = await onShelfPriceRows(db, [...new Set(substanceIds)]);
  const by = new Map<number, PriceReference[]>();
  for (const r of rows) by.set(r.substanceId, [...(by.get(r.substanceId) ?? []), toReference(r)]);
  return { ...context, references: async (id) => by.get(id) ?? [] };
}

function toReference(r: { packSize: number | string; priceCents: number | string; unitCode: string }): PriceReference {
  return { packSize: Number(r.packSize), priceCents: Number(r.priceCents), unitCode: r.unitCode };
}

/** Checks an offer's fields against the line and the seller's own goods and files; answers the row's values. */
export async function offerValues(trx: Db, sellerId: number, line: LineRow, input: OfferFields, now: Date, context?: OfferContext) {
  const ctx = context ?? (await offerContext(trx));
  if (input.validUntil <= now.toISOString()) throw fieldError('validUntil', '报价有效期须晚于现在');
  if (new Date(input.validUntil).getTime() > now.getTime() + MAX_VALIDITY_MS) throw fieldError('validUntil', '报价有效期最长为 90 天');
  const unit = ctx.units.find((u) => u.code === input.unitCode);
  if (!unit) throw fieldError('unitCode', `没有单位“${input.unitCode}”，请从单位列表中选择`);
  let coaUploadId = input.coaUploadId ?? null;
  if (input.goodsId) {
    const goods = line.substanceId === null ? [] : await sellerOnShelfGoods(trx, sellerId, line.substanceId);
    const chosen = goods.find((g) => g.id === input.goodsId);
    if (!chosen) throw fieldError('goodsId', '不是您在售的该产品商品');
    coaUploadId ??= chosen.coaUploadId;
  }
  const asked = ctx.units.find((u) => u.id === line.unitId);
  const mismatch = asked ? unitMismatch(asked, unit) : null;
  if (mismatch) throw new AppError(ErrorCode.QUOTATION_UNIT_MISMATCH, mismatch, { fields: [{ field: 'unitCode', message: mismatch }] });
  if (!input.confirmUnusualPrice) {
    const verdict = judgePrice(input.priceCents, input.packSize, unit.code, line.substanceId === null ? [] : await ctx.references(line.substanceId));
    if (!verdict.ok) {
      throw new AppError(ErrorCode.QUOTATION_PRICE_UNUSUAL, verdict.message, {
        fields: [{ field: 'priceCents', message: verdict.message }],
        centsPerBase: verdict.centsPerBase,
        medianCentsPerBase: verdict.median,
      });
    }
  }
  if (input.coaUploadId && !(await findOwnUpload(trx, sellerId, input.coaUploadId))) throw fieldError('coaUploadId', 'COA 文件不存在，请重新上传');
  return {
    priceCents: input.priceCents,
    packSize: input.packSize,
    unitId: unit.id,
    purity: input.purity ?? null,
    inStock: input.inStock ? 1 : 0,
    leadTimeDays: input.inStock ? 0 : input.leadTimeDays,
    validUntil: input.validUntil,
    remarks: input.remarks ?? null,
    coaUploadId,
    goodsId: input.goodsId ?? null,
    freightCents: input.freightCents ?? null,
  };
}

export type { QuotationRow };

export type QuoteFacts = { quotation: QuotationRow; inquiry: InquiryRow; line: LineRow };

async function insertActive(trx: Db, row: Parameters<typeof repo.insertQuotation>[1]): Promise<number> {
  try {
    return await repo.insertQuotation(trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.QUOTATION_EXISTS, '您已对该行报价，请追加报价或先撤销原报价');
    throw error;
  }
}

/** A seller's first offer on a line. */
export async function createQuotationStep(trx: Db, sellerId: number, input: NewQuotation, now = new Date()): Promise<QuoteFacts> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  await assertAllowance(trx, sellerId, 1, now);
  const { line, inquiry } = await loadLine(trx, input.lineId);
  if (inquiry.buyerId === sellerId) throw new AppError(ErrorCode.OWN_INQUIRY, '不能对自己的询价报价');
  assertQuotable(inquiry.status, inquiry.deadlineAt, at);
  if (line.acceptedQuotationId !== null) throw new AppError(ErrorCode.LINE_ALREADY_ACCEPTED, '该行已采纳报价，不再接受新报价');
  const existing = await repo.activeQuotationOf(trx, line.id, sellerId);
  if (existing) throw new AppError(ErrorCode.QUOTATION_EXISTS, '您已对该行报价，请追加报价或先撤销原报价', { quotationId: existing.id });
  const values = await offerValues(trx, sellerId, line, input, now);
  const id = await insertActive(trx, {
    ...values,
    inquiryId: inquiry.id,
    lineId: line.id,
    sellerId,
    status: 'active',
    supersedesId: null,
    createdAt: at,
    updatedAt: at,
  });
  if (inquiry.status === 'open') await repo.moveInquiry(trx, inquiry.id, ['open'], inquiryTransition('open', 'quote'), at);
  return { quotation: (await repo.findQuotation(trx, id))!, inquiry, line };
}

/** A revised offer: the seller's active quotation becomes superseded, the new one points at it. */
export async function appendQuotationStep(
  trx: Db,
  sellerId: number,
  input: AppendedQuotation,
  now = new Date(),
): Promise<QuoteFacts & { previous: QuotationRow }> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  await assertAllowance(trx, sellerId, 1, now);
  const found = await repo.findQuotation(trx, input.quotationId);
  if (!found || found.sellerId !== sellerId) throw quotationNotFound();
  const { line, inquiry } = await loadLine(trx, found.lineId);
  const previous = (await repo.findQuotation(trx, found.id))!;
  quotationTransition(previous.status, 'append');
  assertQuotable(inquiry.status, inquiry.deadlineAt, at);
  const values = await offerValues(trx, sellerId, line, input, now);
  if (!(await repo.moveQuotation(trx, previous.id, ['active'], 'superseded', at))) {
    quotationTransition((await repo.findQuotation(trx, previous.id))!.status, 'append');
  }
  const id = await insertActive(trx, {
    ...values,
    inquiryId: inquiry.id,
    lineId: line.id,
    sellerId,
    status: 'active',
    supersedesId: previous.id,
    createdAt: at,
    updatedAt: at,
  });
  return { quotation: (await repo.findQuotation(trx, id))!, inquiry, line, previous };
}

/**
 * The seller withdraws an active quotation. An inquiry left with no active
 * quotation goes back to waiting for quotes (`unquote`): "已报价" with none to
 * compare misled the buyer. Under the inquiry's lock, as a new quotation's
 * `quote` is, so the two never cross.
 */
export async function cancelQuotationStep(trx: Db, sellerId: number, quotationId: number, now = new Date()): Promise<QuotationRow> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  const found = await repo.findQuotation(trx, quotationId);
  if (!found || found.sellerId !== sellerId) throw quotationNotFound();
  await repo.lockInquiry(trx, found.inquiryId);
  quotationTransition(found.status, 'cancel');
  // Conditional on "active": an accept that got there first wins, and this answers with the state it left.
  if (!(await repo.moveQuotation(trx, found.id, ['active'], 'cancelled', at))) {
    quotationTransition((await repo.findQuotation(trx, found.id))!.status, 'cancel');
  }
  const inquiry = (await repo.findInquiry(trx, found.inquiryId))!;
  if (canInquiry(inquiry.status, 'unquote') && (await repo.activeQuotationCount(trx, inquiry.id)) === 0) {
    await repo.moveInquiry(trx, inquiry.id, INQUIRY_MACHINE.unquote.from, inquiryTransition(inquiry.status, 'unquote'), at);
  }
  return (await repo.findQuotation(trx, found.id))!;
}

async function ownInquiry(trx: Db, buyerId: number, inquiryId: number): Promise<InquiryRow> {
  const found = await repo.findInquiry(trx, inquiryId);
  if (!found || found.buyerId !== buyerId) throw inquiryNotFound();
  await repo.lockInquiry(trx, inquiryId);
  return (await repo.findInquiry(trx, inquiryId))!;
}

export type AcceptFacts = {
  inquiry: InquiryRow;
  line: LineRow;
  accepted: QuotationRow;
  lost: { id: number; sellerId: number; lineId: number }[];
  status: InquiryRow['status'];
};

/** The buyer accepts one quotation: it wins its line, the line's other active quotations lose. */
export async function acceptQuotationStep(trx: Db, buyerId: number, inquiryId: number, quotationId: number, now = new Date()): Promise<AcceptFacts> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  const inquiry = await ownInquiry(trx, buyerId, inquiryId);
  const quotation = await repo.findQuotation(trx, quotationId);
  if (!quotation || quotation.inquiryId !== inquiry.id) throw quotationNotFound();
  // Legal for the inquiry at all (the exact target depends on the lines, below).
  inquiryTransition(inquiry.status, 'accept_line');
  if (!(await repo.moveQuotation(trx, quotation.id, ['active'], 'accepted', at))) {
    quotationTransition((await repo.findQuotation(trx, quotation.id))!.status, 'accept');
  }
  if (!(await repo.acceptLine(trx, quotation.lineId, quotation.id))) {
    throw new AppError(ErrorCode.LINE_ALREADY_ACCEPTED, '该行已采纳其他报价，不能再采纳本条');
  }
  const lost = await repo.moveQuotationsOf(trx, { lineId: quotation.lineId }, ['active'], 'lost', at);
  const counts = await repo.lineCounts(trx, inquiry.id);
  const status = inquiryTransition(inquiry.status, acceptEvent(counts.accepted, counts.total));
  if (!(await repo.moveInquiry(trx, inquiry.id, [inquiry.status], status, at))) throw new Error('inquiry changed under its row lock');
  return { inquiry, line: (await repo.findLine(trx, quotation.lineId))!, accepted: (await repo.findQuotation(trx, quotation.id))!, lost, status };
}

export type EndFacts = { inquiry: InquiryRow; status: InquiryRow['status']; affected: { id: number; sellerId: number; lineId: number }[] };

/** The buyer closes (done, no more quotations) or cancels (withdrawn) an inquiry. */
export async function endInquiryStep(
  trx: Db,
  buyerId: number,
  inquiryId: number,
  action: Exclude<InquiryAction, 'accept'>,
  now = new Date(),
): Promise<EndFacts> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  const inquiry = await ownInquiry(trx, buyerId, inquiryId);
  const status = inquiryTransition(inquiry.status, action);
  if (!(await repo.moveInquiry(trx, inquiry.id, [inquiry.status], status, at))) throw new Error('inquiry changed under its row lock');
  // Open offers end with the inquiry: withdrawn with it (cancel) or not chosen (close).
  const affected = await repo.moveQuotationsOf(
    trx,
    { inquiryId: inquiry.id },
    ['active'],
    action === 'cancel' ? quotationTransition('active', 'cancel') : quotationTransition('active', 'lose'),
    at,
  );
  return { inquiry, status, affected };
}

/**
 * An order was made from this inquiry's accepted quotations: an inquiry whose
 * every line is accepted becomes "ordered" (已下单). One still partly accepted
 * keeps its state, so the buyer can still accept the other lines. Runs in the
 * order workflow's transaction.
 */
export async function markInquiryOrderedStep(trx: Db, inquiryId: number): Promise<void> {
  const inquiry = await repo.findInquiry(trx, inquiryId);
  if (!inquiry || inquiry.status !== 'accepted') return;
  await repo.moveInquiry(trx, inquiryId, INQUIRY_MACHINE.order.from, inquiryTransition(inquiry.status, 'order'), nowIso());
}
