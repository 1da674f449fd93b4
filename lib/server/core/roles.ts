import type { Db } from './db';
import { AppError, ErrorCode } from './errors';

/*
 * The roles a signed-in member holds, read beside the session (auth.ts reads
 * the member's disabled flag the same way): the route pipeline checks them
 * before any area runs.
 */

/** The roles a member can hold; the route pipeline checks them (`auth` of a route). */
export type MemberRole = 'buyer' | 'seller' | 'operator';

const REFUSALS: Record<MemberRole, string> = {
  buyer: '该功能仅对买家开放，请先开通买家身份',
  seller: '该功能仅对卖家开放，请先开通卖家身份',
  operator: '该功能仅对平台运营人员开放',
};

export async function holdsRole(db: Db, memberId: number, role: MemberRole): Promise<boolean> {
  const row = await db.selectFrom('members').select(['isBuyer', 'isSeller', 'isOperator']).where('id', '=', memberId).executeTakeFirst();
  return row !== undefined && { buyer: row.isBuyer, seller: row.isSeller, operator: row.isOperator }[role] === 1;
}

/** Code 3012 unless the member holds the role. */
export async function requireRole(db: Db, memberId: number, role: MemberRole): Promise<void> {
  if (!(await holdsRole(db, memberId, role))) throw new AppError(ErrorCode.ROLE_FORBIDDEN, REFUSALS[role]);
}
