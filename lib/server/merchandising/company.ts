import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import { goodsCountsOfSeller } from '@/lib/server/goods/service';
import { CREDIT_CODE_SHAPE, maskCreditCode } from './mask';
import type { CompanySchema } from './schema';

export type CompanyCheckResult = z.infer<typeof CompanySchema>;

/**
 * Company check (企业核验) reads the member tables directly: the account
 * area has no query for "organisations by name or credit code", and this is
 * the only reader. Organisations are members with a company profile, and
 * Licence registrants who have not completed one yet (named by the company
 * name they registered with, shown as unverified).
 */
function organisations(db: Db) {
  return db
    .selectFrom('members')
    .leftJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
    .leftJoin('directSuppliers', 'directSuppliers.sellerId', 'members.id')
    .where((eb) =>
      eb.or([
        eb('memberProfiles.kind', '=', 'company'),
        eb.and([eb('memberProfiles.memberId', 'is', null), eb('members.memberType', '=', 'licence'), eb('members.companyName', 'is not', null)]),
      ]),
    );
}

/** `like` pattern for a name fragment: the wildcards of the fragment itself are dropped, not interpreted. */
function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[%_\\]/g, '')}%`;
}

/**
 * Organisations registered on ChemMart whose name contains the keyword, or
 * whose unified social credit code is exactly the keyword (a full code;
 * never a prefix, so codes cannot be harvested). Verified ones first.
 */
export async function checkCompany(db: Db, keyword: string, paging: PageQuery): Promise<Page<CompanyCheckResult>> {
  const text = keyword.trim();
  const matching = () =>
    organisations(db).where((eb) =>
      CREDIT_CODE_SHAPE.test(text)
        ? eb('memberProfiles.creditCode', '=', text.toUpperCase())
        : eb(eb.fn('lower', [eb.fn.coalesce('memberProfiles.organisationName', 'members.companyName')]), 'like', containsPattern(text)),
    );
  const [{ total }, rows] = await Promise.all([
    matching()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    matching()
      .select((eb) => [
        'members.id',
        'members.isBuyer',
        'members.isSeller',
        'members.createdAt',
        'memberProfiles.creditCode',
        'memberProfiles.licenceUploadId',
        'memberProfiles.memberId as profileMemberId',
        'directSuppliers.sellerId as directSellerId',
        eb.fn.coalesce('memberProfiles.organisationName', 'members.companyName').as('organisationName'),
        eb.case().when('memberProfiles.licenceUploadId', 'is not', null).then(eb.lit(0)).else(eb.lit(1)).end().as('unverifiedFirst'),
      ])
      .orderBy('unverifiedFirst')
      .orderBy('organisationName')
      .orderBy('members.id')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
  ]);
  const goods = await Promise.all(rows.map((r) => (r.isSeller === 1 ? goodsCountsOfSeller(db, r.id) : Promise.resolve(null))));
  return {
    list: rows.map((r, i) => ({
      memberId: r.id,
      organisationName: r.organisationName ?? '',
      creditCode: r.creditCode ? maskCreditCode(r.creditCode) : null,
      verified: r.licenceUploadId !== null,
      profileComplete: r.profileMemberId !== null,
      directSupplier: r.directSellerId !== null,
      roles: { buyer: r.isBuyer === 1, seller: r.isSeller === 1 },
      onShelfGoods: goods[i]?.onShelf ?? 0,
      memberSince: r.createdAt,
    })),
    total: Number(total),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
