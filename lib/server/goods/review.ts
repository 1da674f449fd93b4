import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { listSubstance, unlistedSubstances } from '@/lib/server/catalog/proposals';
import { approvedCertificateKinds, supplierCertificatesOf } from '@/lib/server/certificates/queries';
import { substanceNames } from '@/lib/server/catalog/service';
import { structureSvg } from '@/lib/server/chem/depict';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { chinaDayStart } from '@/lib/shared/china-day';
import { goodsRow } from './listing';
import { goodsNotFound, moveGoods } from './manage';
import * as manageRepo from './manage-repo';
import { sheetStatuses, type GoodsSheetStatus } from './sds';
import { missingShelfLicences } from './shelf-licences';
import { recordWebhookEvent } from '@/lib/server/webhooks/events';
import type {
  GoodsReviewBatchInput,
  GoodsReviewBatchSchema,
  GoodsReviewInput,
  GoodsReviewSchema,
  ReviewQueueQuery,
  ReviewQueueSchema,
} from '@/lib/contracts/goods/schema';

/*
 * The operator's review of goods: the queue of pending goods items (a
 * seller's pack sizes of one substance, purity and brand), oldest first, with
 * any substance a seller proposed; approve (on shelf, and the proposed
 * substance joins the catalog) or reject with a reason the seller sees.
 */

/** Pending goods items of every seller, with what the operator decides on, narrowed by the queue's filters. */
export async function reviewQueue(db: Db, query: ReviewQueueQuery): Promise<z.infer<typeof ReviewQueueSchema>> {
  const filter = {
    keyword: query.keyword || undefined,
    sellerId: query.sellerId,
    from: query.submittedFrom ? chinaDayStart(query.submittedFrom) : undefined,
    to: query.submittedTo ? chinaDayStart(query.submittedTo, 1) : undefined,
  };
  const [{ items, total }, pendingBySeller] = await Promise.all([
    manageRepo.pendingItemsPage(db, filter, query.pageSize, offsetOf(query)),
    manageRepo.sellersWithPendingGoods(db),
  ]);
  const firsts = items.map((packs) => packs[0]!);
  const substanceIds = firsts.map((r) => r.substanceId);
  const sellerIds = [...new Set([...firsts.map((r) => r.sellerId), ...pendingBySeller.map((s) => s.sellerId)])];
  const [names, proposed, sellers, certificates, held] = await Promise.all([
    substanceNames(db, substanceIds),
    unlistedSubstances(db, substanceIds),
    sellerNames(db, sellerIds),
    supplierCertificatesOf(db, [...new Set(firsts.map((r) => r.sellerId))]),
    Promise.all([...new Set(firsts.map((r) => r.sellerId))].map(async (id) => [id, await approvedCertificateKinds(db, id)] as const)).then(
      (pairs) => new Map(pairs),
    ),
  ]);
  const list = await Promise.all(
    items.map(async (packs) => {
      const r = packs[0]!;
      const substance = proposed.get(r.substanceId);
      const { packSize: _size, unitCode: _unit, priceCents: _price, stock: _stock, reserved: _reserved, ...row } = goodsRow(r, names);
      return {
        ...row,
        seller: { id: r.sellerId, name: sellers.get(r.sellerId) ?? `#${r.sellerId}` },
        storageConditions: r.storageConditions ?? null,
        lotNumber: r.lotNumber ?? null,
        hasCoa: r.coaUploadId !== null,
        submittedAt: r.updatedAt,
        packs: packs.map((p) => ({
          goodsId: p.id,
          packSize: p.packSize,
          unitCode: p.unitCode,
          priceCents: p.priceCents,
          stock: p.stock,
          submittedAt: p.updatedAt,
        })),
        sellerCertificates: certificates.get(r.sellerId) ?? [],
        missingLicences: row.cas ? missingShelfLicences(row.cas, held.get(r.sellerId) ?? new Set()) : [],
        sds: reviewSheet((await sheetStatuses(db, r.sellerId, [{ substanceId: r.substanceId, cas: row.cas }])).get(r.substanceId)!),
        newSubstance: substance
          ? {
              name: substance.name,
              formula: substance.formula,
              smiles: substance.smiles,
              inchikey: substance.inchikey,
              molecularWeight: substance.molecularWeight,
              svg: substance.smiles ? await structureSvg(substance.smiles, 200, 150) : null,
            }
          : null,
      };
    }),
  );
  const sellerOptions = pendingBySeller
    .map((s) => ({ id: s.sellerId, name: sellers.get(s.sellerId) ?? `#${s.sellerId}`, pending: Number(s.pending) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  return { list, total, page: query.page, pageSize: query.pageSize, sellers: sellerOptions };
}

/** What the operator needs of the seller's SDS: whether its absence blocks approval, and the current revision. */
function reviewSheet(sds: GoodsSheetStatus) {
  return { missing: sds.required && !sds.zh, revisedOn: sds.zh?.revisedOn ?? null, hasEnglish: sds.en !== null };
}

/** Approve or reject pending goods; the decision and the audit entry commit together. */
export async function reviewGoods(db: Db, operatorId: number, input: z.output<typeof GoodsReviewInput>): Promise<z.infer<typeof GoodsReviewSchema>> {
  return inTransaction(db, async (trx) => {
    const current = await manageRepo.findGoods(trx, input.goodsId);
    if (!current) throw goodsNotFound();
    // Four eyes: an operator's own goods are reviewed by another operator; and a decision applies to what was seen.
    if (current.sellerId === operatorId)
      throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, '不能审核自己发布的商品，请由其他运营人员审核', {
        status: current.status,
        action: input.decision,
      });
    if (input.submittedAt !== undefined && input.submittedAt !== current.updatedAt) {
      throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, '卖家在您打开审核页后修改了这件商品，请刷新后按最新内容审核', {
        status: current.status,
        action: input.decision,
      });
    }
    const approve = input.decision === 'approve';
    const status = await moveGoods(trx, current, input.decision, { reviewNote: approve ? null : input.reason, reviewedAt: nowIso() }).catch(
      (error: unknown) => {
        // The shelf rule speaks to the seller ("请在商品管理中上传"); the operator is told what they can do.
        if (error instanceof AppError && error.code === ErrorCode.GOODS_SDS_MISSING)
          throw new AppError(ErrorCode.GOODS_SDS_MISSING, '卖家尚未为该物质上传中文 SDS，暂不能通过上架：可驳回并说明原因，或等卖家上传后再审核', error.data);
        throw error;
      },
    );
    const substanceListed = approve ? await listSubstance(trx, current.substanceId) : false;
    const cas = (await substanceNames(trx, [current.substanceId])).get(current.substanceId)?.cas ?? '';
    const judged = {
      cas,
      packSize: current.packSize,
      priceCents: current.priceCents,
      purity: current.purity,
      brand: current.brand ?? null,
      submittedAt: current.updatedAt,
    };
    await recordAudit(trx, {
      operatorId,
      action: approve ? 'goods.approve' : 'goods.reject',
      entity: 'goods',
      entityId: current.id,
      // The offer as judged is kept on both sides: the entry records what was approved, the diff shows the decision.
      before: { status: current.status, ...judged },
      after: { status, substanceListed, ...judged },
      reason: approve ? null : input.reason,
    });
    await recordWebhookEvent(trx, {
      type: approve ? 'goods.approved' : 'goods.rejected',
      memberId: current.sellerId,
      data: { goodsId: current.id, cas, packSize: current.packSize, status, reason: approve ? null : input.reason },
    });
    return { goodsId: current.id, status: status as 'on_shelf' | 'rejected', substanceListed, cas };
  });
}

/**
 * One decision for many pack sizes (the queue decides whole goods items): each is reviewed exactly as a
 * single review would be, in its own transaction with its own audit entry, so
 * the per-item rules (not one's own goods, not edited since it was seen, the
 * seller's licences) hold for every row; a refused row does not stop the rest.
 */
export async function reviewGoodsBatch(
  db: Db,
  operatorId: number,
  input: z.output<typeof GoodsReviewBatchInput>,
): Promise<z.infer<typeof GoodsReviewBatchSchema>> {
  const results: z.infer<typeof GoodsReviewBatchSchema>['results'] = [];
  for (const item of input.items) {
    try {
      const done = await reviewGoods(db, operatorId, { goodsId: item.goodsId, decision: input.decision, reason: input.reason, submittedAt: item.submittedAt });
      results.push({ ...done, ok: true, code: 0, msg: done.status === 'on_shelf' ? '已通过并上架' : '已驳回' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ goodsId: item.goodsId, ok: false, status: null, substanceListed: false, cas: '', code: error.code, msg: error.message });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
