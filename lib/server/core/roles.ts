import type { Expression, SqlBool } from 'kysely';
import type { Db } from './db';
import { AppError, ErrorCode } from './errors';

/*
 * The roles a signed-in member holds: the route pipeline checks them before
 * any area runs. The members table is the account area's, and core imports
 * no area, so the account area hands the pipeline its reads as a MemberGate
 * (lib/server/account/gate.ts) where the API handler is made.
 */

/** The roles a member can hold; the route pipeline checks them (`auth` of a route). */
export type MemberRole = 'buyer' | 'seller' | 'operator';

const REFUSALS: Record<MemberRole, string> = {
  buyer: '该功能仅对买家开放，请先开通买家身份',
  seller: '该功能仅对卖家开放，请先开通卖家身份',
  operator: '该功能仅对平台运营人员开放',
};

/** What core needs to know of the members: whether one may use a session, and whether one holds a role. */
export type MemberGate = {
  /** SQL for a query on sessions: true when the member whose id is given is not disabled. */
  activeMember(db: Db, memberId: Expression<number>): Expression<SqlBool>;
  holdsRole(db: Db, memberId: number, role: MemberRole): Promise<boolean>;
};

/** Code 3012 unless the member holds the role. */
export async function requireRole(gate: Pick<MemberGate, 'holdsRole'>, db: Db, memberId: number, role: MemberRole): Promise<void> {
  if (!(await gate.holdsRole(db, memberId, role))) throw new AppError(ErrorCode.ROLE_FORBIDDEN, REFUSALS[role]);
}
