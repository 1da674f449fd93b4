import type { z } from 'zod';
import { unlistedSubstances } from '@/lib/server/catalog/proposals';
import { substanceNames } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { approvedCertificateKinds } from '@/lib/server/certificates/queries';
import { sellerGoodsPage } from './manage-repo';
import * as repo from './repo';
import { sheetStatuses } from './sds';
import { CERTIFICATE_UPLOAD_PATH, isGeneralRequirement, missingGeneralLicences, missingShelfLicences } from './shelf-licences';
import type { ListedGoodsStatus, SellerGoodsPageSchema, SellerGoodsSchema } from '@/lib/contracts/goods/schema';

export type SellerGoods = z.infer<typeof SellerGoodsSchema>;
export type SellerGoodsPage = z.infer<typeof SellerGoodsPageSchema>;

type RowColumns = {
  id: number;
  substanceId: number;
  packSize: number;
  unitCode: string;
  purity: string;
  brand?: string | null;
  priceCents: number;
  stock: number;
  reserved?: number;
  leadTimeDays: number;
};

/** The columns every goods list shows, with the substance's CAS and name. */
export function goodsRow(r: RowColumns, names: Map<number, { cas: string; name: string }>) {
  return {
    goodsId: r.id,
    cas: names.get(r.substanceId)?.cas ?? '',
    name: names.get(r.substanceId)?.name ?? '',
    packSize: r.packSize,
    unitCode: r.unitCode,
    purity: r.purity,
    brand: r.brand ?? null,
    priceCents: r.priceCents,
    stock: r.stock,
    reserved: r.reserved ?? 0,
    leadTimeDays: r.leadTimeDays,
  };
}

/**
 * A seller's own goods in one state, newest change first, optionally those
 * whose product name or CAS matches `keyword`; with the count of every tab.
 */
export async function sellerGoods(db: Db, memberId: number, status: ListedGoodsStatus, paging: PageQuery & { keyword?: string }): Promise<SellerGoodsPage> {
  const [{ rows, total }, counted, held] = await Promise.all([
    sellerGoodsPage(db, memberId, status, paging.keyword || undefined, paging.pageSize, offsetOf(paging)),
    repo.goodsCountsByStatus(db, memberId),
    approvedCertificateKinds(db, memberId),
  ]);
  const ids = rows.map((r) => r.substanceId);
  const [names, proposed] = await Promise.all([substanceNames(db, ids), unlistedSubstances(db, ids)]);
  const sheets = await sheetStatuses(
    db,
    memberId,
    rows.map((r) => ({ substanceId: r.substanceId, cas: names.get(r.substanceId)?.cas ?? '' })),
  );
  const count = (s: string) => Number(counted.find((c) => c.status === s)?.count ?? 0);
  const missingFor = (cas: string) => (cas ? missingShelfLicences(cas, held).filter((m) => !isGeneralRequirement(m)) : []);
  return {
    list: rows.map((r) => {
      const row = goodsRow(r, names);
      return {
        ...row,
        status: r.status as ListedGoodsStatus,
        reviewNote: r.reviewNote ?? null,
        newSubstance: proposed.has(r.substanceId),
        missingLicences: missingFor(row.cas),
        sds: sheets.get(r.substanceId)!,
        updatedAt: r.updatedAt,
      };
    }),
    licences: { missing: missingGeneralLicences(held), uploadPath: CERTIFICATE_UPLOAD_PATH },
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    counts: { pending: count('pending'), onShelf: count('on_shelf'), offShelf: count('off_shelf'), rejected: count('rejected') },
  };
}
