import type { z } from 'zod';
import type { SellerGoodsQuery, SellerProfileSchema } from '@/lib/contracts/trust/schema';
import { offsetOf } from '@/lib/contracts/pagination';
import { getProfile } from '@/lib/server/account/profile';
import { holdsRole } from '@/lib/server/account/roles';
import { getMemberInfo, sellerNames } from '@/lib/server/account/service';
import { substanceIdsMatching } from '@/lib/server/catalog/queries';
import { verifiedCertificatesOf } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { sellerOnShelfCounts, sellerOnShelfPage } from '@/lib/server/goods/queries';
import { sellerStandings } from './standing';

/* The public seller page (decision 0157): who they are as verified, how they perform, what they sell. */

const sellerNotFound = () => new AppError(ErrorCode.SELLER_NOT_FOUND, '没有这个卖家');

async function requireSeller(db: Db, sellerId: number): Promise<void> {
  if (!(await holdsRole(db, sellerId, 'seller'))) throw sellerNotFound();
}

export async function sellerProfile(db: Db, sellerId: number): Promise<z.input<typeof SellerProfileSchema>> {
  await requireSeller(db, sellerId);
  const [names, member, profile, certificates, standings, counts] = await Promise.all([
    sellerNames(db, [sellerId]),
    getMemberInfo(db, sellerId),
    getProfile(db, sellerId),
    verifiedCertificatesOf(db, sellerId),
    sellerStandings(db, [sellerId]),
    sellerOnShelfCounts(db, sellerId),
  ]);
  // Verified: what approved, unexpired certificates say; the profile's credit code only alongside them.
  const verified =
    certificates.length > 0
      ? {
          organisationName: profile.organisationName ?? certificates[0]!.holder,
          creditCode: profile.kind === 'company' ? profile.creditCode : null,
          licences: certificates.map((c) => ({ kind: c.kind, label: c.kindLabel, validUntil: c.validTo })),
        }
      : null;
  return {
    sellerId,
    name: names.get(sellerId) ?? `#${sellerId}`,
    memberSince: member.createdAt,
    verified,
    standing: standings.get(sellerId)!,
    onShelfCount: [...counts.values()].reduce((a, b) => a + b, 0),
  };
}

export async function sellerGoods(db: Db, query: z.output<typeof SellerGoodsQuery>) {
  await requireSeller(db, query.sellerId);
  const { total, rows } = await sellerOnShelfPage(
    db,
    query.sellerId,
    query.keyword ? substanceIdsMatching(db, query.keyword) : null,
    query.pageSize,
    offsetOf(query),
  );
  return {
    list: rows.map((r) => ({
      goodsId: r.id,
      cas: r.cas,
      name: r.name,
      nameZh: r.nameZh,
      purity: r.purity,
      packSize: r.packSize,
      unitCode: r.unitCode,
      priceCents: r.priceCents,
      stock: Number(r.stock),
      leadTimeDays: r.leadTimeDays,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
