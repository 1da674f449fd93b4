import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '@/lib/server/audit/service';
import { chinaToday } from '@/lib/shared/china-day';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { CONSOLE_OPERATOR, freshMember, TEACHER } from './kit';

const db = testDb();
afterAll(() => db.destroy());

let operator: Awaited<ReturnType<typeof freshMember>>;
beforeAll(async () => {
  operator = await freshMember(db, 'opaudit', { operator: true }, CONSOLE_OPERATOR);
});

type Entry = {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
  operator: { id: number; name: string };
};
type AuditPage = {
  list: Entry[];
  total: number;
  page: number;
  pageSize: number;
  filters: { operators: { id: number }[]; actions: string[]; entities: string[] };
};

describe('the audit log cannot be changed', () => {
  it('no call but the one read mentions the audit log (the OpenAPI document lists every call)', async () => {
    const document = (await (await fetch(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, unknown>> };
    const auditCalls = Object.entries(document.paths)
      .filter(([path]) => /audit/i.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(auditCalls).toEqual(['GET /api/admin/audit']);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { status, body } = await call('/api/admin/audit', { method, token: operator.token, body: method === 'POST' ? {} : undefined });
      expect({ method, status, code: body.code }).toEqual({ method, status: 405, code: ErrorCode.METHOD_NOT_ALLOWED });
    }
  });

  it('the database itself refuses UPDATE and DELETE of an entry (trigger), and the entry stays as written', async () => {
    const id = await db.transaction().execute((trx) =>
      recordAudit(trx, {
        operatorId: operator.id,
        action: 'test.write',
        entity: 'test',
        entityId: 1,
        before: { a: 1 },
        after: { a: 2 },
        reason: '触发器测试',
      }),
    );
    await expect(db.updateTable('auditLog').set({ reason: '改写' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('auditLog').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    const row = await db.selectFrom('auditLog').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: '触发器测试', beforeJson: '{"a":1}', afterJson: '{"a":2}' });
  });

  it('an entry rolls back with the change it records', async () => {
    const marker = `rollback-${Date.now()}`;
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, { operatorId: operator.id, action: 'test.write', entity: 'test', entityId: marker });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.selectFrom('auditLog').select('id').where('entityId', '=', marker).execute()).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first with who, what, before → after, when and why, filtered by operator, entity, action and date', async () => {
    const member = await freshMember(db, 'audited', { buyer: true }, TEACHER);
    await call('/api/admin/member_disable', { method: 'POST', token: operator.token, body: { id: member.id, reason: '审计筛选测试' } });
    const { body } = await call<AuditPage>('/api/admin/audit', { token: operator.token, query: { operatorId: operator.id } });
    expect(body.code).toBe(0);
    expect(body.data.list.every((e) => e.operator.id === operator.id)).toBe(true);
    expect(body.data.list[0]).toMatchObject({
      action: 'member.disable',
      entity: 'member',
      entityId: String(member.id),
      reason: '审计筛选测试',
      operator: { id: operator.id, name: `测试运营（账号 ${operator.username}）` },
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    expect(body.data.filters.actions).toContain('member.disable');
    expect(body.data.filters.operators.map((o) => o.id)).toContain(operator.id);
    const ids = body.data.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byAction = await call<AuditPage>('/api/admin/audit', { token: operator.token, query: { action: 'member.disable', entity: 'member', pageSize: 5 } });
    expect(byAction.body.data.list.every((e) => e.action === 'member.disable' && e.entity === 'member')).toBe(true);
    expect(byAction.body.data).toMatchObject({ page: 1, pageSize: 5 });

    const today = chinaToday();
    const todays = await call<AuditPage>('/api/admin/audit', { token: operator.token, query: { operatorId: operator.id, from: today, to: today } });
    expect(todays.body.data.total).toBe(body.data.total);
    const past = await call<AuditPage>('/api/admin/audit', { token: operator.token, query: { operatorId: operator.id, from: '2020-01-01', to: '2020-01-31' } });
    expect(past.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses malformed filters with a clear message', async () => {
    const badDate = await call('/api/admin/audit', { token: operator.token, query: { from: '2026/01/01' } });
    expect(badDate.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('YYYY-MM-DD') });
    const reversed = await call('/api/admin/audit', { token: operator.token, query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('开始日期不能晚于结束日期') });
    const badOperator = await call('/api/admin/audit', { token: operator.token, query: { operatorId: 'x' } });
    expect(badOperator.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
