import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { escapeLike } from '@/lib/server/core/db/like';

/*
 * Read-only query pieces the account area exports for other areas' queries
 * (docs/decisions/0006-one-owner-per-table.md): subqueries they compose into
 * their own statement, so the members table is named only here.
 */

/** Ids of the members whose display name, company or username contains the keyword (case-insensitive), as a subquery. */
export function memberIdsMatching(db: Db, keyword: string) {
  const like = `%${escapeLike(keyword.toLowerCase())}%`;
  const contains = (column: 'members.displayName' | 'members.companyName' | 'members.username') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
  return db
    .selectFrom('members')
    .select('members.id')
    .where((eb) => eb.or([contains('members.displayName'), contains('members.companyName'), contains('members.username')]));
}
