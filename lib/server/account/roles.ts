import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { findMemberRoles } from './repo';

/** The roles a member can hold; the route pipeline checks them (`auth` of a route). */
export type MemberRole = 'buyer' | 'seller' | 'operator';

const REFUSALS: Record<MemberRole, string> = {
  buyer: '该功能仅对买家开放，请先开通买家身份',
  seller: '该功能仅对卖家开放，请先开通卖家身份',
  operator: '该功能仅对平台运营人员开放',
};

export async function holdsRole(db: Db, memberId: number, role: MemberRole): Promise<boolean> {
  const row = await findMemberRoles(db, memberId);
  return row !== undefined && { buyer: row.isBuyer, seller: row.isSeller, operator: row.isOperator }[role] === 1;
}

/** Code 3012 unless the member holds the role. */
export async function requireRole(db: Db, memberId: number, role: MemberRole): Promise<void> {
  if (!(await holdsRole(db, memberId, role))) throw new AppError(ErrorCode.ROLE_FORBIDDEN, REFUSALS[role]);
}
