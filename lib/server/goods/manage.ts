import type { z } from 'zod';
import { correctProposal, checkProposedIdentity, substanceStatesByCas, unlistedSubstances } from '@/lib/server/catalog/proposals';
import { substanceDepictions } from '@/lib/server/catalog/queries';
import { substanceNames } from '@/lib/server/catalog/service';
import { requireCas } from '@/lib/server/catalog/service';
import { structureSvg } from '@/lib/server/chem/depict';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { isHazardousChemical } from '@/lib/server/regulated/service';
import { findOwnUpload } from '@/lib/server/uploads/service';
import * as manageRepo from './manage-repo';
import type { ManagedGoodsRow } from './manage-repo';
import { existingOfferKeys, newGoodsStamp, prepareOffers, type OfferDraft, type PreparedOffer } from './offers';
import { unitIdsIgnoringCase } from './repo';
import type {
  CasLookupSchema,
  CreateGoodsInput,
  CreatedGoodsSchema,
  GoodsChangeSchema,
  GoodsDetailSchema,
  UpdateGoodsInput,
} from '@/lib/contracts/goods/schema';
import { attachSheetsInWrite, requireShelfSheet, sheetStatuses } from './sds';
import { requireShelfLicences } from './shelf-licences';
import { requireGoodsTransition, type GoodsAction } from './transitions';

/*
 * A seller's own goods: create (one row per pack size, pending review),
 * edit, put on and take off shelf, delete. Every state change goes through
 * requireGoodsTransition; another seller's goods read as missing.
 */

type CreateGoods = z.output<typeof CreateGoodsInput>;
type UpdateGoods = z.output<typeof UpdateGoodsInput>;

export const goodsNotFound = () => new AppError(ErrorCode.GOODS_NOT_FOUND, '商品不存在或已删除');

async function requireCoa(db: Db, sellerId: number, draft: Pick<OfferDraft, 'coaUploadId' | 'lotNumber'>): Promise<void> {
  if (draft.coaUploadId === null) return;
  const upload = await findOwnUpload(db, sellerId, draft.coaUploadId);
  if (!upload || upload.purpose !== 'coa') throw new AppError(ErrorCode.GOODS_COA_INVALID, 'COA 文件无效，请重新上传');
  if (!draft.lotNumber) throw new AppError(ErrorCode.GOODS_COA_INVALID, '上传 COA 时请填写它对应的批号');
}

function requireOffer(prepared: Awaited<ReturnType<typeof prepareOffers>>[number]): PreparedOffer {
  if ('offer' in prepared) return prepared.offer;
  const code = prepared.reason.startsWith('CAS')
    ? ErrorCode.CAS_INVALID
    : prepared.reason.startsWith('单位')
      ? ErrorCode.GOODS_UNIT_UNKNOWN
      : ErrorCode.GOODS_SUBSTANCE_INVALID;
  throw new AppError(code, prepared.reason);
}

const duplicate = (goodsId: number | null) =>
  new AppError(ErrorCode.GOODS_DUPLICATE, '您已发布过相同的商品（同一 CAS、包装规格、单位、纯度和品牌），请直接修改它', { goodsId });

/** A new offer in one or more pack sizes, each its own goods row, all pending review. */
export async function createGoods(db: Db, sellerId: number, input: CreateGoods): Promise<z.infer<typeof CreatedGoodsSchema>> {
  await requireCoa(db, sellerId, input);
  const units = await unitIdsIgnoringCase(db);
  return inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'goods', sellerId);
    const prepared = (
      await prepareOffers(
        trx,
        sellerId,
        input.packs.map((pack) => ({ ...input, ...pack })),
        units,
      )
    ).map(requireOffer);
    const existing = await existingOfferKeys(
      trx,
      sellerId,
      prepared.map((p) => p.substanceId),
    );
    const keys = new Set<string>();
    for (const offer of prepared) {
      if (keys.has(offer.offerKey)) throw new AppError(ErrorCode.GOODS_DUPLICATE, '同一个包装规格填写了两次');
      keys.add(offer.offerKey);
      const same = existing.get(offer.offerKey);
      if (same) throw duplicate(same.id);
    }
    const stamp = newGoodsStamp(sellerId);
    const goodsIds = await manageRepo.insertGoodsReturningIds(
      trx,
      prepared.map((p) => ({ ...p.values, ...stamp })),
    );
    await attachSheetsInWrite(trx, sellerId, prepared[0]!.substanceId, input.sds);
    return { goodsIds, status: 'pending' as const, newSubstance: prepared.some((p) => p.proposedSubstance) };
  });
}

async function casOf(db: Db, substanceId: number): Promise<string> {
  return (await substanceNames(db, [substanceId])).get(substanceId)?.cas ?? '';
}

/** The CAS number of one of the seller's goods, or null when it has none by that id. */
export async function ownGoodsCas(db: Db, sellerId: number, goodsId: number): Promise<string | null> {
  const row = await manageRepo.findOwnGoods(db, sellerId, goodsId);
  return row ? casOf(db, row.substanceId) : null;
}

async function ownGoods(db: Db, sellerId: number, goodsId: number) {
  const row = await manageRepo.findOwnGoods(db, sellerId, goodsId);
  if (!row) throw goodsNotFound();
  return row;
}

/**
 * Writes a state change decided from the goods' current state; a change
 * someone made meanwhile makes this one fail rather than overwrite it.
 * Moving onto the shelf from another state (approval, put on shelf) checks
 * the seller's licences; stock-only edits of on-shelf goods keep them there.
 */
export async function moveGoods(db: Db, current: ManagedGoodsRow, action: GoodsAction, changes: Parameters<typeof manageRepo.updateGoodsIfStatus>[3] = {}) {
  const from = current.status;
  const status = requireGoodsTransition(from, action);
  if (status === 'on_shelf' && from !== 'on_shelf') {
    const cas = await casOf(db, current.substanceId);
    await requireShelfLicences(db, current.sellerId, cas);
    await requireShelfSheet(db, current.sellerId, current.substanceId, cas);
  }
  const moved = await manageRepo.updateGoodsIfStatus(db, current.id, from, { ...changes, status, updatedAt: nowIso() });
  if (!moved) throw new AppError(ErrorCode.GOODS_TRANSITION_INVALID, '商品状态刚刚已被更改，请刷新后重试', { status: from, action });
  return status;
}

/**
 * Edits one pack of an offer. What the operator judged (substance, pack,
 * price, purity, brand) sends it back to review, as does any edit of
 * rejected goods; stock, lead time, storage and lot alone keep its state.
 */
export async function updateGoods(db: Db, sellerId: number, input: UpdateGoods): Promise<z.infer<typeof GoodsChangeSchema>> {
  await requireCoa(db, sellerId, input);
  const units = await unitIdsIgnoringCase(db);
  return inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'goods', sellerId);
    const current = await ownGoods(trx, sellerId, input.goodsId);
    const [offer] = (await prepareOffers(trx, sellerId, [input], units)).map(requireOffer) as [PreparedOffer];
    if (offer.proposedSubstance) await correctOwnProposal(trx, sellerId, offer.substanceId, input);
    const same = (await existingOfferKeys(trx, sellerId, [offer.substanceId])).get(offer.offerKey);
    if (same && same.id !== current.id) throw duplicate(same.id);
    const v = offer.values;
    const reviewedChanged =
      v.substanceId !== current.substanceId ||
      v.packSize !== current.packSize ||
      v.unitId !== current.unitId ||
      v.purity !== current.purity ||
      (v.brand ?? null) !== (current.brand ?? null) ||
      v.priceCents !== current.priceCents;
    // The sheet first: goods that stay on shelf keep meeting the SDS rule when the edit also adds it.
    await attachSheetsInWrite(trx, sellerId, offer.substanceId, input.sds);
    const action: GoodsAction = reviewedChanged || current.status === 'rejected' ? 'resubmit' : 'restock';
    const status = await moveGoods(trx, current, action, { ...v, reviewNote: action === 'resubmit' ? null : current.reviewNote });
    return { goodsId: current.id, status: status as z.infer<typeof GoodsChangeSchema>['status'], cas: offer.cas };
  });
}

/** The proposer may correct the name and formula of their still-unlisted substance while editing its goods. */
async function correctOwnProposal(trx: Db, sellerId: number, substanceId: number, input: UpdateGoods): Promise<void> {
  const [state] = [...(await substanceStatesByCas(trx, [requireCas(input.cas)])).values()];
  if (!state || state.id !== substanceId || state.proposedBy !== sellerId || !input.name) return;
  const checked = await checkProposedIdentity({ cas: state.cas, name: input.name, formula: input.formula, smiles: input.smiles });
  if ('reason' in checked) throw new AppError(ErrorCode.GOODS_SUBSTANCE_INVALID, checked.reason);
  await correctProposal(trx, substanceId, sellerId, checked.identity);
}

/** Put on shelf (off-shelf goods, approved before) or take off shelf. */
export async function changeGoodsStatus(db: Db, sellerId: number, goodsId: number, action: 'put_on' | 'take_off'): Promise<z.infer<typeof GoodsChangeSchema>> {
  return inTransaction(db, async (trx) => {
    const current = await ownGoods(trx, sellerId, goodsId);
    const status = await moveGoods(trx, current, action);
    return { goodsId, status: status as z.infer<typeof GoodsChangeSchema>['status'], cas: await casOf(trx, current.substanceId) };
  });
}

/**
 * Deleted goods leave every list but keep their row: quotations and
 * import results that name them still resolve.
 */
export async function deleteGoods(db: Db, sellerId: number, goodsId: number): Promise<z.infer<typeof GoodsChangeSchema>> {
  return inTransaction(db, async (trx) => {
    const current = await ownGoods(trx, sellerId, goodsId);
    await moveGoods(trx, current, 'delete');
    return { goodsId, status: 'deleted' as const, cas: await casOf(trx, current.substanceId) };
  });
}

/** One of the seller's goods as the edit form loads it. */
export async function goodsDetail(db: Db, sellerId: number, goodsId: number): Promise<z.infer<typeof GoodsDetailSchema>> {
  const row = await ownGoods(db, sellerId, goodsId);
  const [[substance], proposed, coa] = await Promise.all([
    substanceDepictions(db, [row.substanceId]),
    unlistedSubstances(db, [row.substanceId]),
    row.coaUploadId !== null ? findOwnUpload(db, sellerId, row.coaUploadId) : Promise.resolve(undefined),
  ]);
  const sds = (await sheetStatuses(db, sellerId, [{ substanceId: row.substanceId, cas: substance?.cas ?? '' }])).get(row.substanceId)!;
  return {
    goodsId: row.id,
    status: row.status as z.infer<typeof GoodsDetailSchema>['status'],
    reviewNote: row.reviewNote ?? null,
    cas: substance?.cas ?? '',
    name: substance?.name ?? '',
    formula: substance?.formula ?? null,
    smiles: substance?.smiles ?? null,
    newSubstance: proposed.has(row.substanceId),
    purity: row.purity,
    brand: row.brand ?? '',
    leadTimeDays: row.leadTimeDays,
    storageConditions: row.storageConditions ?? '',
    lotNumber: row.lotNumber ?? '',
    coa: coa ? { id: coa.id, name: coa.originalName, url: `/files/${coa.id}` } : null,
    packSize: row.packSize,
    unitCode: row.unitCode,
    priceCents: row.priceCents,
    stock: row.stock,
    sds,
  };
}

/**
 * What the form shows for a CAS number: the catalog's identity and drawing,
 * or `known: false` (a checksum-valid number the catalog lacks: the seller
 * fills in the substance). A proposal still in review counts as unknown:
 * its proposer sees the fields to correct it (the edit form fills them in).
 */
export async function lookupCas(db: Db, sellerId: number, input: string): Promise<z.infer<typeof CasLookupSchema>> {
  const cas = requireCas(input);
  const state = (await substanceStatesByCas(db, [cas])).get(cas);
  const [row] = state?.listed ? await substanceDepictions(db, [state.id]) : [];
  const sdsRequired = isHazardousChemical(cas);
  if (!row) return { cas, known: false, name: null, nameZh: null, formula: null, molecularWeight: null, smiles: null, svg: null, sdsRequired, sds: null };
  const sds = (await sheetStatuses(db, sellerId, [{ substanceId: state!.id, cas }])).get(state!.id) ?? null;
  return {
    cas,
    known: true,
    name: row.name,
    nameZh: row.nameZh,
    formula: row.formula,
    molecularWeight: row.molecularWeight,
    smiles: row.smiles,
    svg: row.smiles ? await structureSvg(row.smiles, 240, 180) : null,
    sdsRequired,
    sds,
  };
}
