import type { z } from 'zod';
import { substanceNames } from '@/lib/server/catalog/service';
import { inTransaction, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { isHazardousChemical } from '@/lib/server/regulated/service';
import { saveSellerLabel, sellerLabelsOf, type GhsLabel } from '@/lib/server/safety/labels';
import { attachSheets, hasChineseSheet, openSheetRequests, readCurrentSheet, sheetKey, sheetsOf } from '@/lib/server/safety/sds';
import type { GoodsGhsLabelInput, GoodsSheetInput, GoodsSheetResultSchema, GoodsSheetStatusSchema, SheetInput } from '@/lib/contracts/safety/schema';
import * as manageRepo from './manage-repo';
import * as repo from './repo';

/*
 * Goods and their substance's SDS (decision 0156): the safety area keeps the
 * sheets per seller and substance; here they meet the goods — the on-shelf
 * rule for hazardous chemicals, the seller's lists and form, the public link.
 */

export type GoodsSheetStatus = z.infer<typeof GoodsSheetStatusSchema>;

/** Where a seller's goods list and edit form send them to add a sheet: the goods themselves. */
export const SDS_MISSING_MESSAGE = '危险化学品须附中文安全技术说明书（SDS）才能上架：请在商品管理中为该商品上传中文 SDS（PDF）并填写修订日期';

/** Refuses (GOODS_SDS_MISSING) to put hazardous goods on shelf while the seller has no Chinese SDS of the substance. */
export async function requireShelfSheet(db: Db, sellerId: number, substanceId: number, cas: string): Promise<void> {
  if (!isHazardousChemical(cas) || (await hasChineseSheet(db, sellerId, substanceId))) return;
  throw new AppError(ErrorCode.GOODS_SDS_MISSING, SDS_MISSING_MESSAGE, { cas });
}

/** The SDS state of the seller's goods' substances, keyed by substance id. */
export async function sheetStatuses(db: Db, sellerId: number, substances: { substanceId: number; cas: string }[]): Promise<Map<number, GoodsSheetStatus>> {
  const ids = [...new Set(substances.map((s) => s.substanceId))];
  const [sheets, requests, labels] = await Promise.all([
    sheetsOf(
      db,
      ids.map((substanceId) => ({ sellerId, substanceId })),
      { withNames: true },
    ),
    openSheetRequests(db, sellerId, ids),
    sellerLabelsOf(db, sellerId, ids),
  ]);
  return new Map(
    substances.map((s) => {
      const k = sheetKey(sellerId, s.substanceId);
      const set = sheets.get(k) ?? { zh: null, en: null };
      return [s.substanceId, { ...set, required: isHazardousChemical(s.cas), request: requests.get(k) ?? null, label: labels.get(s.substanceId) ?? null }];
    }),
  );
}

/** Adds a sheet inside a goods write (the form's create and edit): of the substance the goods are of. */
export async function attachSheetsInWrite(
  trx: Db,
  sellerId: number,
  substanceId: number,
  input: z.output<typeof SheetInput> | null | undefined,
): Promise<void> {
  if (input) await attachSheets(trx, sellerId, substanceId, input);
}

/** POST /api/goods_sds: the sheet of one of the seller's goods' substance; another seller's goods read as missing. */
export async function attachGoodsSheets(db: Db, sellerId: number, input: z.output<typeof GoodsSheetInput>): Promise<z.infer<typeof GoodsSheetResultSchema>> {
  const { goodsId, ...sheet } = input;
  const goods = await manageRepo.findOwnGoods(db, sellerId, goodsId);
  if (!goods) throw new AppError(ErrorCode.GOODS_NOT_FOUND, '商品不存在或已删除');
  await inTransaction(db, (trx) => attachSheets(trx, sellerId, goods.substanceId, sheet));
  const cas = (await substanceNames(db, [goods.substanceId])).get(goods.substanceId)?.cas ?? '';
  const status = (await sheetStatuses(db, sellerId, [{ substanceId: goods.substanceId, cas }])).get(goods.substanceId)!;
  return { goodsId, cas, sds: status };
}

/** A seller's current sheet of a substance for anyone, while the seller offers it on shelf (as the COA of an on-shelf offer). */
export async function readPublicSheet(db: Db, sellerId: number, substanceId: number, language: 'zh' | 'en') {
  if (!(await repo.sellerHasOnShelf(db, sellerId, substanceId))) return null;
  return readCurrentSheet(db, sellerId, substanceId, language);
}

/** What an imported row of hazardous goods without a Chinese SDS says beside 已导入. */
export const SDS_NEEDED_NOTE = '已导入；该物质属危险化学品，须在商品管理中上传中文 SDS 后才能上架';

/** Of these offers' substances, the hazardous ones the seller has no Chinese SDS of. */
export async function substancesLackingSheet(db: Db, sellerId: number, offers: { substanceId: number; cas: string }[]): Promise<Set<number>> {
  const hazardous = offers.filter((o) => isHazardousChemical(o.cas));
  if (hazardous.length === 0) return new Set();
  const sheets = await sheetsOf(
    db,
    hazardous.map((o) => ({ sellerId, substanceId: o.substanceId })),
  );
  return new Set(hazardous.filter((o) => !sheets.get(sheetKey(sellerId, o.substanceId))?.zh).map((o) => o.substanceId));
}

/** POST /api/goods_ghs_label: the seller's GHS label of one of their goods' substance, read from their SDS. */
export async function attachGoodsLabel(db: Db, sellerId: number, input: z.output<typeof GoodsGhsLabelInput>): Promise<GhsLabel & { cas: string }> {
  const { goodsId, ...label } = input;
  const goods = await manageRepo.findOwnGoods(db, sellerId, goodsId);
  if (!goods) throw new AppError(ErrorCode.GOODS_NOT_FOUND, '商品不存在或已删除');
  const saved = await saveSellerLabel(db, sellerId, goods.substanceId, label);
  const cas = (await substanceNames(db, [goods.substanceId])).get(goods.substanceId)?.cas ?? '';
  return { ...saved, cas };
}
