import type { Db } from '@/lib/server/core/db';

/**
 * Organisations registered on ChemMart: members with a company profile, and
 * Licence registrants who have not completed one yet (named by the company
 * name they registered with, unverified). Read by company check (企业核验).
 */
function organisations(db: Db) {
  return db
    .selectFrom('members')
    .leftJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
    .where((eb) =>
      eb.or([
        eb('memberProfiles.kind', '=', 'company'),
        eb.and([eb('memberProfiles.memberId', 'is', null), eb('members.memberType', '=', 'licence'), eb('members.companyName', 'is not', null)]),
      ]),
    );
}

/** `like` pattern for a name fragment: the wildcards of the fragment itself are dropped, not interpreted. */
function containsPattern(fragment: string): string {
  return `%${fragment.toLowerCase().replace(/[%_\\]/g, '')}%`;
}

export type OrganisationMatch = { creditCode: string } | { nameContains: string };

/** One page of organisations matching a full credit code or a name fragment, verified ones first. */
export async function findOrganisations(db: Db, match: OrganisationMatch, limit: number, offset: number) {
  const matching = () =>
    organisations(db).where((eb) =>
      'creditCode' in match
        ? eb('memberProfiles.creditCode', '=', match.creditCode)
        : eb(eb.fn('lower', [eb.fn.coalesce('memberProfiles.organisationName', 'members.companyName')]), 'like', containsPattern(match.nameContains)),
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
        eb.fn.coalesce('memberProfiles.organisationName', 'members.companyName').as('organisationName'),
        eb.case().when('memberProfiles.licenceUploadId', 'is not', null).then(eb.lit(0)).else(eb.lit(1)).end().as('unverifiedFirst'),
      ])
      .orderBy('unverifiedFirst')
      .orderBy('organisationName')
      .orderBy('members.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      memberId: r.id,
      organisationName: r.organisationName ?? '',
      creditCode: r.creditCode,
      verified: r.licenceUploadId !== null,
      profileComplete: r.profileMemberId !== null,
      roles: { buyer: r.isBuyer === 1, seller: r.isSeller === 1 },
      memberSince: r.createdAt,
    })),
  };
}
