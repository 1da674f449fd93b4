import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { sellerOnShelfGoodsOf } from '@/lib/server/goods/queries';
import { listUnits } from '@/lib/server/goods/service';
import { CreateQuotationBody, MAX_INQUIRY_LINES } from '@/lib/contracts/inquiry/schema';
import type { DraftRow, QuotationSheetSchema, SheetResult, SheetRowError } from '@/lib/contracts/inquiry/sheet';
import { unitMismatch } from './plausibility';
import { assertAllowance, offerContext, offerValues, preloadReferences, quoteAllowance } from './quotes';
import * as repo from './repo';
import { inquiryNotFound, sellerSideHeader, whyNotQuotable } from './service';
import { assertQuotable, inquiryTransition } from './transitions';
import { buyerLabels, toLine, toMyGoods, toQuotations, unitsById, type DirectSupplierLabels, type InquiryRow, type LineRow } from './views';

/*
 * A whole inquiry quoted at once (GET /api/quotation_sheet, the draft, the
 * send). A sheet is sent whole in one transaction: every row is checked
 * first, and any row that cannot be quoted sends nothing, answering what is
 * wrong with each (QUOTATION_SHEET_INVALID). Rows equal to the seller's
 * active quotation stay as they are; changed ones supersede it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/quotation_sheet: every line of an inquiry with the seller's active quotation, their goods of it, and their draft. */
export async function quotationSheet(
  db: Db,
  sellerId: number,
  inquiryId: number,
  directSupplierLabels: DirectSupplierLabels,
): Promise<z.input<typeof QuotationSheetSchema>> {
  const now = nowIso();
  await repo.expireDue(db, now);
  const inquiry = await repo.findInquiry(db, inquiryId);
  if (!inquiry) throw inquiryNotFound();
  const lines = await repo.linesOf(db, [inquiryId]);
  const substanceIds = lines.map((l) => l.substanceId).filter((v): v is number => v !== null);
  const [units, unitList, label, mineRows, goods, allowance, draft] = await Promise.all([
    unitsById(db),
    listUnits(db),
    buyerLabels(db, [inquiry]),
    repo.quotationsOfLines(
      db,
      lines.map((l) => l.id),
      sellerId,
    ),
    sellerOnShelfGoodsOf(db, sellerId, substanceIds),
    quoteAllowance(db, sellerId),
    repo.findDraft(db, inquiryId, sellerId),
  ]);
  const mine = await toQuotations(
    db,
    mineRows.filter((q) => q.status === 'active'),
    units,
    false,
    directSupplierLabels,
  );
  const reason = whyNotQuotable(inquiry, sellerId, now);
  return {
    ...sellerSideHeader(inquiry, label(inquiry)),
    canQuote: reason === null,
    reason,
    allowance: { limit: allowance.limit, remaining: allowance.remaining },
    maxLines: MAX_INQUIRY_LINES,
    defaultValidUntil: new Date(Date.now() + 14 * DAY_MS).toISOString(),
    units: unitList.map((u) => ({ code: u.code, name: u.name })),
    lines: lines.map((l) => {
      const asked = units.get(l.unitId);
      return {
        ...toLine(l, units),
        accepted: l.acceptedQuotationId !== null,
        mine: mine.find((q) => q.lineId === l.id) ?? null,
        myGoods: goods.filter((g) => g.substanceId === l.substanceId).map(toMyGoods),
        units: unitList.filter((u) => !asked || unitMismatch(asked, u) === null).map((u) => u.code),
      };
    }),
    draft: draft ? { rows: JSON.parse(draft.rowsJson) as DraftRow[], savedAt: draft.updatedAt } : null,
  };
}

/** POST /api/quotation_sheet_draft: keeps the seller's half-filled sheet (one per seller and inquiry). */
export async function saveDraft(db: Db, sellerId: number, inquiryId: number, rows: DraftRow[]): Promise<{ savedAt: string; rows: number }> {
  const inquiry = await repo.findInquiry(db, inquiryId);
  if (!inquiry) throw inquiryNotFound();
  if (inquiry.buyerId === sellerId) throw new AppError(ErrorCode.OWN_INQUIRY, '不能对自己的询价报价');
  const lineIds = new Set((await repo.linesOf(db, [inquiryId])).map((l) => l.id));
  const foreign = rows.find((r) => !lineIds.has(r.lineId));
  if (foreign) throw new AppError(ErrorCode.VALIDATION_FAILED, `询价行 ${foreign.lineId} 不属于这张询价单`);
  const savedAt = nowIso();
  await repo.upsertDraft(db, { inquiryId, sellerId, rowsJson: JSON.stringify(rows), updatedAt: savedAt });
  return { savedAt, rows: rows.length };
}

/** A sheet row as sent: the create_quotation fields, unchecked. `row` is its row in an uploaded file. */
export type SentRow = { lineId: number; row?: number | null } & Record<string, unknown>;

export type SheetFacts = { inquiry: InquiryRow; result: SheetResult };

type OfferValues = Awaited<ReturnType<typeof offerValues>>;

function sameOffer(active: repo.QuotationRow, values: OfferValues): boolean {
  return (
    Number(active.priceCents) === values.priceCents &&
    Number(active.packSize) === values.packSize &&
    active.unitId === values.unitId &&
    (active.purity ?? null) === values.purity &&
    Number(active.inStock) === values.inStock &&
    active.leadTimeDays === values.leadTimeDays &&
    active.validUntil.slice(0, 10) === values.validUntil.slice(0, 10) &&
    (active.remarks ?? null) === values.remarks &&
    (active.goodsId ?? null) === values.goodsId &&
    (active.coaUploadId ?? null) === values.coaUploadId &&
    (active.freightCents ?? null) === values.freightCents
  );
}

function sheetInvalid(errors: SheetRowError[]): AppError {
  const first = errors
    .slice(0, 3)
    .map((e) => `${e.row ? `第 ${e.row} 行` : `询价第 ${e.lineNo ?? '?'} 行`}：${e.msg}`)
    .join('；');
  return new AppError(ErrorCode.QUOTATION_SHEET_INVALID, `${errors.length} 行无法报价，整张报价单未提交：${first}${errors.length > 3 ? '…' : ''}`, {
    rows: errors,
  });
}

/** The error of one row, as the sheet reports it. */
function rowError(sent: SentRow, line: LineRow | undefined, error: unknown): SheetRowError {
  if (!(error instanceof AppError)) throw error;
  const fields = (error.data as { fields?: { field: string; message: string }[] } | null)?.fields;
  return {
    lineId: line?.id ?? sent.lineId ?? null,
    lineNo: line?.lineNo ?? null,
    row: sent.row ?? null,
    code: error.code,
    field: fields?.[0]?.field ?? null,
    msg: fields?.[0]?.message ?? error.message,
  };
}

/**
 * The step of sending a sheet, inside the caller's transaction: checks every
 * row, then writes the new and revised quotations; the seller's draft goes.
 */
export async function submitSheetStep(
  trx: Db,
  sellerId: number,
  inquiryId: number,
  sent: SentRow[],
  unreadable: SheetRowError[] = [],
  now = new Date(),
): Promise<SheetFacts> {
  const at = now.toISOString();
  await repo.expireDue(trx, at);
  const found = await repo.findInquiry(trx, inquiryId);
  if (!found) throw inquiryNotFound();
  await repo.lockInquiry(trx, inquiryId);
  const inquiry = (await repo.findInquiry(trx, inquiryId))!;
  if (inquiry.buyerId === sellerId) throw new AppError(ErrorCode.OWN_INQUIRY, '不能对自己的询价报价');
  assertQuotable(inquiry.status, inquiry.deadlineAt, at);
  const lines = new Map((await repo.linesOf(trx, [inquiryId])).map((l) => [l.id, l]));
  const active = new Map((await repo.quotationsOfLines(trx, [...lines.keys()], sellerId)).filter((q) => q.status === 'active').map((q) => [q.lineId, q]));
  const context = await preloadReferences(
    trx,
    await offerContext(trx),
    [...lines.values()].map((l) => l.substanceId).filter((v): v is number => v !== null),
  );
  const errors: SheetRowError[] = [...unreadable];
  const planned: { line: LineRow; values: OfferValues; previous: repo.QuotationRow | undefined }[] = [];
  const seen = new Set<number>();
  for (const row of sent) {
    const line = lines.get(row.lineId);
    try {
      if (!line) throw new AppError(ErrorCode.INQUIRY_NOT_FOUND, '询价行不属于这张询价单');
      if (seen.has(line.id)) throw new AppError(ErrorCode.VALIDATION_FAILED, '同一询价行出现了两次');
      seen.add(line.id);
      if (line.acceptedQuotationId !== null) throw new AppError(ErrorCode.LINE_ALREADY_ACCEPTED, '该行已采纳报价，不再接受新报价');
      const parsed = CreateQuotationBody.safeParse(row);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError(ErrorCode.VALIDATION_FAILED, issue.message, { fields: [{ field: issue.path.join('.'), message: issue.message }] });
      }
      const values = await offerValues(trx, sellerId, line, parsed.data, now, context);
      planned.push({ line, values, previous: active.get(line.id) });
    } catch (error) {
      errors.push(rowError(row, line, error));
    }
  }
  if (errors.length > 0) throw sheetInvalid(errors.sort((a, b) => (a.row ?? a.lineNo ?? 0) - (b.row ?? b.lineNo ?? 0)));
  if (planned.length === 0) throw new AppError(ErrorCode.QUOTATION_SHEET_INVALID, '报价单中没有填写单价的行：请至少为一行填写报价', { rows: [] });
  const changing = planned.filter((p) => !p.previous || !sameOffer(p.previous, p.values));
  await assertAllowance(trx, sellerId, changing.length, now);
  const rows: SheetResult['rows'] = [];
  for (const p of planned) {
    if (p.previous && sameOffer(p.previous, p.values)) {
      rows.push({ lineId: p.line.id, lineNo: p.line.lineNo, outcome: 'unchanged', quotationId: p.previous.id });
      continue;
    }
    if (p.previous && !(await repo.moveQuotation(trx, p.previous.id, ['active'], 'superseded', at)))
      throw new Error('quotation changed under the inquiry lock');
    const id = await repo.insertQuotation(trx, {
      ...p.values,
      inquiryId,
      lineId: p.line.id,
      sellerId,
      status: 'active',
      supersedesId: p.previous?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
    rows.push({ lineId: p.line.id, lineNo: p.line.lineNo, outcome: p.previous ? 'revised' : 'created', quotationId: id });
  }
  if (inquiry.status === 'open' && rows.some((r) => r.outcome === 'created')) {
    await repo.moveInquiry(trx, inquiry.id, ['open'], inquiryTransition('open', 'quote'), at);
  }
  await repo.deleteDraft(trx, inquiryId, sellerId);
  const count = (outcome: string) => rows.filter((r) => r.outcome === outcome).length;
  rows.sort((a, b) => a.lineNo - b.lineNo);
  return { inquiry, result: { inquiryId, created: count('created'), revised: count('revised'), unchanged: count('unchanged'), rows } };
}
