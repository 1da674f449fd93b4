import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken, resolveSession } from '@/lib/server/core/auth';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { memberGate } from './gate';
import { importMembers, memberIdsByUsername } from './service';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let sellerId: number;

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await importMembers(db, [
    { username: 'gate_seller', password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: 'gate_seller', companyName: null },
  ]);
  sellerId = (await memberIdsByUsername(db, ['gate_seller'])).get('gate_seller')!;
});

afterAll(() => db.destroy());

describe('the member gate core is handed', () => {
  it('answers the roles a member holds', async () => {
    expect(await memberGate.holdsRole(db, sellerId, 'seller')).toBe(true);
    expect(await memberGate.holdsRole(db, sellerId, 'buyer')).toBe(false);
    expect(await memberGate.holdsRole(db, sellerId + 1000, 'seller')).toBe(false);
  });

  it("resolves a live session, and none of a disabled member's", async () => {
    const token = await issueSessionToken(db, sellerId, 60_000);
    expect(await resolveSession(db, memberGate, token, 60_000)).toMatchObject({ memberId: sellerId });
    await db.updateTable('members').set({ disabledAt: new Date().toISOString() }).where('id', '=', sellerId).execute();
    expect(await resolveSession(db, memberGate, token, 60_000)).toBeNull();
  });
});
