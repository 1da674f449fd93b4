import type { MemberRole } from '@/lib/server/core/roles';
import { requireRole as requireRoleOf } from '@/lib/server/core/roles';
import type { Db } from '@/lib/server/core/db';
import { holdsRole } from './gate';

export { holdsRole };
export type { MemberRole };

/** Code 3012 unless the member holds the role. */
export function requireRole(db: Db, memberId: number, role: MemberRole): Promise<void> {
  return requireRoleOf({ holdsRole }, db, memberId, role);
}
