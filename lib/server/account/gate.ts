import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { Database } from '@/lib/server/core/db/schema';
import type { MemberGate, MemberRole } from '@/lib/server/core/roles';

/** Whether the member holds the role (read at every check: an operator's change applies at once). */
export async function holdsRole(db: Db, memberId: number, role: MemberRole): Promise<boolean> {
  const row = await db.selectFrom('members').select(['isBuyer', 'isSeller', 'isOperator']).where('id', '=', memberId).executeTakeFirst();
  return row !== undefined && { buyer: row.isBuyer, seller: row.isSeller, operator: row.isOperator }[role] === 1;
}

/**
 * A disabled member's sessions stop at once, even one issued in a race with
 * the disabling: the session read itself checks the flag, in the same
 * statement (a subquery where the join on members used to be).
 */
function activeMember(db: Db, memberId: Expression<number>): Expression<SqlBool> {
  return expressionBuilder<Database>().exists(db.selectFrom('members').select('members.id').where('members.id', '=', memberId).where('members.disabledAt', 'is', null));
}

/** The account area's answers to the route pipeline's member questions (core cannot import them). */
export const memberGate: MemberGate = { activeMember, holdsRole };
