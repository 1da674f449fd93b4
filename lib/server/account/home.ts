import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import type { MemberHomeSchema } from '@/lib/contracts/account/schema';
import * as repo from './repo';
import { getMemberInfo } from './service';

export type MemberHome = z.infer<typeof MemberHomeSchema>;

/**
 * The member home's figures, gathered from the areas that own them. Inquiry,
 * quotation and order figures join as those areas are built. The goods
 * figures are handed in: the goods area names sellers through this one.
 */
export async function memberHome(
  db: Db,
  memberId: number,
  goodsCountsOfSeller: (db: Db, sellerId: number) => Promise<NonNullable<MemberHome['goods']>>,
): Promise<MemberHome> {
  const member = await getMemberInfo(db, memberId);
  const row = await repo.findMember(db, memberId);
  return {
    member,
    lastLoginAt: row?.lastLoginAt ?? null,
    goods: member.roles.seller ? await goodsCountsOfSeller(db, memberId) : null,
  };
}
