import type { z } from 'zod';
import { findOrganisations } from '@/lib/server/account/organisations';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { goodsCountsOfSeller } from '@/lib/server/goods/service';
import { CREDIT_CODE_SHAPE } from '@/lib/shared/credit-code';
import { maskCreditCode } from './mask';
import { directSupplierLabels } from './repo';
import type { CompanySchema } from '@/lib/contracts/merchandising/schema';

export type CompanyCheckResult = z.infer<typeof CompanySchema>;

/**
 * Organisations registered on ChemMart whose name contains the keyword, or
 * whose unified social credit code is exactly the keyword (a full code;
 * never a prefix, so codes cannot be harvested). Verified ones first.
 */
export async function checkCompany(db: Db, keyword: string, paging: PageQuery): Promise<Page<CompanyCheckResult>> {
  const text = keyword.trim();
  const match = CREDIT_CODE_SHAPE.test(text) ? { creditCode: text.toUpperCase() } : { nameContains: text };
  const { rows, total } = await findOrganisations(db, match, paging.pageSize, offsetOf(paging));
  const [goods, direct] = await Promise.all([
    Promise.all(rows.map((r) => (r.roles.seller ? goodsCountsOfSeller(db, r.memberId) : Promise.resolve(null)))),
    directSupplierLabels(
      db,
      rows.map((r) => r.memberId),
    ),
  ]);
  return {
    list: rows.map((r, i) => ({
      memberId: r.memberId,
      organisationName: r.organisationName,
      creditCode: r.creditCode ? maskCreditCode(r.creditCode) : null,
      verified: r.verified,
      profileComplete: r.profileComplete,
      directSupplier: direct.has(r.memberId),
      roles: r.roles,
      onShelfGoods: goods[i]?.onShelf ?? 0,
      memberSince: r.memberSince,
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
