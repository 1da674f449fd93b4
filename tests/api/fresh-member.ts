import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { tokenFor } from './helpers';

let memberCounter = 0;

/**
 * A buyer no other test (or earlier run on the same PostgreSQL database) has
 * touched, signed in: for rules that count a member's rows from zero.
 */
export async function freshBuyerToken(db: Db, prefix: string): Promise<string> {
  memberCounter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${memberCounter}`;
  await importMembers(db, [
    { username, password: 'Fresh12345', memberType: 'teacher', isBuyer: true, isSeller: false, displayName: '测试买家', companyName: null },
  ]);
  return tokenFor(db, username);
}
