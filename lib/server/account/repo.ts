import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { MemberTable } from '@/lib/server/core/db/schema';

export async function findMember(db: Db, memberId: number) {
  return db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
}

export async function memberTypeRows(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('members').select(['id', 'memberType']).where('id', 'in', memberIds).execute();
}

export async function usernameRows(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('members').select(['id', 'username']).where('id', 'in', memberIds).execute();
}

export async function memberLabelRows(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('members').select(['id', 'username', 'displayName']).where('id', 'in', memberIds).execute();
}

export async function memberDisplayRows(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db.selectFrom('members').select(['id', 'displayName', 'companyName']).where('id', 'in', memberIds).execute();
}

/** Adds the member unless the username is taken; true when added. */
export async function insertMemberIfMissing(db: Db, member: Insertable<MemberTable>): Promise<boolean> {
  const result = await db
    .insertInto('members')
    .values(member)
    .onConflict((oc) => oc.column('username').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function memberIdsByUsername(db: Db, usernames: string[]): Promise<Map<string, number>> {
  if (usernames.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'username']).where('username', 'in', usernames).execute();
  return new Map(rows.map((m) => [m.username, m.id]));
}

export async function findMemberBy(db: Db, column: 'username' | 'phone' | 'email', value: string) {
  return db.selectFrom('members').selectAll().where(column, '=', value).executeTakeFirst();
}

export async function insertMember(db: Db, member: Insertable<MemberTable>): Promise<number> {
  const row = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMember(
  db: Db,
  memberId: number,
  changes: Partial<Pick<MemberTable, 'passwordHash' | 'isBuyer' | 'isSeller' | 'email' | 'emailVerifiedAt' | 'lastLoginAt' | 'phone'>>,
): Promise<void> {
  await db.updateTable('members').set(changes).where('id', '=', memberId).execute();
}
