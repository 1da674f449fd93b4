import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { listSubstance, unlistedSubstances } from '@/lib/server/catalog/proposals';
import { approvedCertificateKinds, supplierCertificatesOf } from '@/lib/server/certificates/queries';
import { substanceNames } from '@/lib/server/catalog/service';
import { structureSvg } from '@/lib/server/chem/depict';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type PageQuery } from '@/lib/server/core/pagination';
import { goodsRow } from './listing';
import { goodsNotFound, moveGoods } from './manage';
import * as manageRepo from './manage-repo';
import { missingShelfLicences } from './shelf-licences';
import type { GoodsReviewInput, GoodsReviewSchema, ReviewQueueSchema } from './schema';

/*
 * The operator's review of goods: the queue of pending goods, oldest first,
 * with any substance a seller proposed; approve (on shelf, and the proposed
 * substance joins the catalog) or reject with a reason the seller sees.
 */

/** Pending goods of every seller with what the operator decides on. */
export async function reviewQueue(db: Db, paging: PageQuery): Promise<z.infer<typeof ReviewQueueSchema>> {
  const { rows, total } = await manageRepo.pendingGoodsPage(db, paging.pageSize, offsetOf(paging));
  const substanceIds = rows.map((r) => r.substanceId);
  const sellerIds = [...new Set(rows.map((r) => r.sellerId))];
  const [names, proposed, sellers, certificates, held] = await Promise.all([
    substanceNames(db, substanceIds),
    unlistedSubstances(db, substanceIds),
    sellerNames(db, sellerIds),
    supplierCertificatesOf(db, sellerIds),
    Promise.all(sellerIds.map(async (id) => [id, await approvedCertificateKinds(db, id)] as const)).then((pairs) => new Map(pairs)),
  ]);
  const list = await Promise.all(
    rows.map(async (r) => {
      const substance = proposed.get(r.substanceId);
      const row = goodsRow(r, names);
      return {
        ...row,
        seller: { id: r.sellerId, name: sellers.get(r.sellerId) ?? `#${r.sellerId}` },
        storageConditions: r.storageConditions ?? null,
        lotNumber: r.lotNumber ?? null,
        hasCoa: r.coaUploadId !== null,
        submittedAt: r.updatedAt,
        sellerCertificates: certificates.get(r.sellerId) ?? [],
        missingLicences: row.cas ? missingShelfLicences(row.cas, held.get(r.sellerId) ?? new Set()) : [],
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
  return { list, total, page: paging.page, pageSize: paging.pageSize };
}

/** Approve or reject pending goods; the decision and the audit entry commit together. */
export async function reviewGoods(db: Db, operatorId: number, input: z.output<typeof GoodsReviewInput>): Promise<z.infer<typeof GoodsReviewSchema>> {
  return inTransaction(db, async (trx) => {
    const current = await manageRepo.findGoods(trx, input.goodsId);
    if (!current) throw goodsNotFound();
    // Four eyes: an operator's own goods are reviewed by another operator; and a decision applies to what was seen.
    if (current.sellerId === operatorId) throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, '不能审核自己发布的商品，请由其他运营人员审核', { status: current.status, action: input.decision });
    if (input.submittedAt !== undefined && input.submittedAt !== current.updatedAt) {
      throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, '卖家在您打开审核页后修改了这件商品，请刷新后按最新内容审核', { status: current.status, action: input.decision });
    }
    const approve = input.decision === 'approve';
    const status = await moveGoods(trx, current, input.decision, { reviewNote: approve ? null : input.reason, reviewedAt: nowIso() });
    const substanceListed = approve ? await listSubstance(trx, current.substanceId) : false;
    const cas = (await substanceNames(trx, [current.substanceId])).get(current.substanceId)?.cas ?? '';
    const judged = { cas, packSize: current.packSize, priceCents: current.priceCents, purity: current.purity, brand: current.brand ?? null, submittedAt: current.updatedAt };
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
    return { goodsId: current.id, status: status as 'on_shelf' | 'rejected', substanceListed, cas };
  });
}
