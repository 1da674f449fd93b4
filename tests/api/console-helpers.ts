import { expect } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { call, tokenFor } from './helpers';

let counter = 0;

/** A member no other test has touched (role as asked), with a known password and its token. */
export async function freshMember(db: Db, prefix: string, role: 'buyer' | 'operator' | 'none' = 'buyer') {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  const password = 'Fresh12345';
  await importMembers(db, [
    {
      username,
      password,
      memberType: 'teacher',
      isBuyer: role === 'buyer',
      isSeller: false,
      isOperator: role === 'operator',
      displayName: role === 'operator' ? '测试运营' : '测试会员',
      companyName: null,
    },
  ]);
  const row = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { id: row.id, username, password, token: await tokenFor(db, username) };
}

type AuditRow = {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  operator: { id: number; name: string };
};

/** The newest audit entries of one entity, read through the console's own call. */
export async function auditOf(operatorToken: string, entity: string, entityId: string | number): Promise<AuditRow[]> {
  const { body } = await call<{ list: AuditRow[] }>('/api/admin/audit', { token: operatorToken, query: { entity, entityId: String(entityId), pageSize: 50 } });
  expect(body.code).toBe(0);
  return body.data.list;
}
