import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { auditOf } from './console-helpers';
import { call, testDb, url } from './helpers';
import { CONSOLE_OPERATOR, freshMember, TEACHER } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Operation = { 'x-auth': string };
let operator: Awaited<ReturnType<typeof freshMember>>;
let buyer: Awaited<ReturnType<typeof freshMember>>;

beforeAll(async () => {
  operator = await freshMember(db, 'op', { operator: true }, CONSOLE_OPERATOR);
  buyer = await freshMember(db, 'buyer', { buyer: true }, TEACHER);
});

/** A query that passes validation for each console GET, so an operator's call answers 0. */
const VALID_QUERY: Record<string, Record<string, string | number>> = {
  '/api/admin/placements': { list: 'promotion' },
  '/api/admin/member': { id: 1 },
  // The demo's first voucher batch (lib/server/demo/money.ts).
  '/api/admin/voucher_codes': { batchId: 1 },
  // A payout batch number nobody has: the call is let through and answers "not found" (below).
  '/api/admin/payout_batch': { batchNo: 'PB2026010100000' },
  '/api/admin/payout_batch_file': { batchNo: 'PB2026010100000' },
};

/** Reads of one record the test cannot know in advance: past the role check they answer the record's "not found". */
const NOT_FOUND_READS: Record<string, number> = {
  '/api/admin/payout_batch': ErrorCode.PAYOUT_BATCH_NOT_FOUND,
  '/api/admin/payout_batch_file': ErrorCode.PAYOUT_BATCH_NOT_FOUND,
};

describe('console calls: anonymous 10, member 3012, operator through', () => {
  it('holds for every /api/admin/ call in the OpenAPI document', async () => {
    const document = (await (await fetch(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, Operation>> };
    const calls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as 'GET' | 'POST', auth: op['x-auth'] })));
    expect(calls.length).toBeGreaterThanOrEqual(17);
    for (const c of calls) {
      expect({ path: c.path, auth: c.auth }).toEqual({ path: c.path, auth: 'operator' });
      const body = c.method === 'POST' ? {} : undefined;
      const anonymous = await call(c.path, { method: c.method, body });
      expect({ path: c.path, code: anonymous.body.code }).toEqual({ path: c.path, code: 10 });
      const member = await call(c.path, { method: c.method, body, token: buyer.token });
      expect({ path: c.path, code: member.body.code, msg: member.body.msg }).toEqual({
        path: c.path,
        code: ErrorCode.ROLE_FORBIDDEN,
        msg: '该功能仅对平台运营人员开放',
      });
      const asOperator = await call(c.path, { method: c.method, body, token: operator.token, query: VALID_QUERY[c.path] });
      // GETs answer (one record's read: its "not found"); POSTs with an empty body reach validation (1004), which only an authorised caller gets to.
      const answered = c.method === 'GET' ? (NOT_FOUND_READS[c.path] ?? 0) : 1004;
      expect({ path: c.path, code: asOperator.body.code }).toEqual({ path: c.path, code: answered });
    }
  });
});

describe('members: search, view, disable, enable', () => {
  it('finds members by part of the account, phone or company, with role and status filters and paging', async () => {
    const byName = await call<{ list: { username: string; roles: object }[]; total: number }>('/api/admin/members', {
      token: operator.token,
      query: { keyword: buyer.username.slice(0, 14).toUpperCase() },
    });
    expect(byName.body.code).toBe(0);
    expect(byName.body.data.list.map((m) => m.username)).toContain(buyer.username);
    const byPhone = await call<{ list: { username: string }[] }>('/api/admin/members', { token: operator.token, query: { keyword: '13900139' } });
    expect(byPhone.body.data.list.map((m) => m.username)).toEqual(['demo_seller']);
    const byCompany = await call<{ list: { username: string }[] }>('/api/admin/members', { token: operator.token, query: { keyword: '岭南' } });
    expect(byCompany.body.data.list.map((m) => m.username)).toEqual(['demo_seller3']);
    const operators = await call<{ list: { roles: { operator: boolean } }[] }>('/api/admin/members', { token: operator.token, query: { role: 'operator' } });
    expect(operators.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(operators.body.data.list.every((m) => m.roles.operator)).toBe(true);
    const paged = await call<{ list: unknown[]; total: number; page: number; pageSize: number }>('/api/admin/members', {
      token: operator.token,
      query: { page: 2, pageSize: 2 },
    });
    expect(paged.body.data).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.body.data.list).toHaveLength(2);
    const underscore = await call<{ list: { username: string }[] }>('/api/admin/members', { token: operator.token, query: { keyword: 'demo_buyer' } });
    expect(underscore.body.data.list.map((m) => m.username)).toEqual(['demo_buyer']);
    const wildcard = await call<{ total: number }>('/api/admin/members', { token: operator.token, query: { keyword: '%' } });
    expect(wildcard.body.data.total).toBe(0);
    const badRole = await call('/api/admin/members', { token: operator.token, query: { role: 'admin' } });
    expect(badRole.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('角色') });
  });

  it('shows one member with roles, created and last sign-in; an unknown id is 7403', async () => {
    const { body } = await call<{ username: string; roles: object; createdAt: string; lastLoginAt: string | null; activeSessions: number }>(
      '/api/admin/member',
      { token: operator.token, query: { id: buyer.id } },
    );
    expect(body.data).toMatchObject({ username: buyer.username, roles: { buyer: true, seller: false, operator: false }, activeSessions: 1, disabledAt: null });
    const missing = await call('/api/admin/member', { token: operator.token, query: { id: 2_000_000_000 } });
    expect(missing.body).toMatchObject({ code: ErrorCode.MEMBER_NOT_FOUND, msg: '会员不存在' });
  });

  it('disabling ends the sessions and refuses sign-in; enabling lets the member sign in again, old sessions stay dead; both audited', async () => {
    const member = await freshMember(db, 'tobedisabled', { buyer: true }, TEACHER);
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(0);

    const noReason = await call('/api/admin/member_disable', { method: 'POST', token: operator.token, body: { id: member.id, reason: ' ' } });
    expect(noReason.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringContaining('原因') });
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(0);

    const disabled = await call<{ disabledAt: string; disabledReason: string; activeSessions: number }>('/api/admin/member_disable', {
      method: 'POST',
      token: operator.token,
      body: { id: member.id, reason: '发布违规信息' },
    });
    expect(disabled.body.code).toBe(0);
    expect(disabled.body.data).toMatchObject({ disabledReason: '发布违规信息', activeSessions: 0 });
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(10);

    const login = await call('/api/login', { method: 'POST', body: { account: member.username, password: member.password } });
    expect(login.body).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED, msg: expect.stringContaining('停用') });
    const wrongPassword = await call('/api/login', { method: 'POST', body: { account: member.username, password: 'Wrong12345' } });
    expect(wrongPassword.body.code).toBe(ErrorCode.LOGIN_FAILED);

    const again = await call('/api/admin/member_disable', { method: 'POST', token: operator.token, body: { id: member.id, reason: '重复操作' } });
    expect(again.body).toMatchObject({ code: ErrorCode.MEMBER_STATE_UNCHANGED, msg: '该会员已是停用状态' });

    const enabled = await call('/api/admin/member_enable', { method: 'POST', token: operator.token, body: { id: member.id, reason: '已整改' } });
    expect(enabled.body).toMatchObject({ code: 0, data: { disabledAt: null } });
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(10);
    const relogin = await call<{ token: string }>('/api/login', { method: 'POST', body: { account: member.username, password: member.password } });
    expect(relogin.body.code).toBe(0);
    expect((await call('/api/member_info', { token: relogin.body.data.token })).body.code).toBe(0);

    const entries = await auditOf(operator.token, 'member', member.id);
    expect(entries.map((e) => e.action)).toEqual(['member.enable', 'member.disable']);
    expect(entries[1]).toMatchObject({
      operator: { id: operator.id },
      reason: '发布违规信息',
      before: { status: 'active', disabledAt: null },
      after: { status: 'disabled', disabledReason: '发布违规信息' },
    });
    expect(entries[0]).toMatchObject({ reason: '已整改', before: { status: 'disabled' }, after: { status: 'active', disabledAt: null } });
  });

  it('refuses an operator disabling themselves (7402), writing nothing', async () => {
    const { body } = await call('/api/admin/member_disable', { method: 'POST', token: operator.token, body: { id: operator.id, reason: '测试自我停用' } });
    expect(body).toMatchObject({ code: ErrorCode.SELF_DISABLE_REFUSED, msg: expect.stringContaining('不能停用自己') });
    expect((await call('/api/member_info', { token: operator.token })).body.code).toBe(0);
    expect(await auditOf(operator.token, 'member', operator.id)).toEqual([]);
  });

  it('refuses a disabled operator the console at once', async () => {
    const other = await freshMember(db, 'op2', { operator: true }, CONSOLE_OPERATOR);
    expect((await call('/api/admin/dashboard', { token: other.token })).body.code).toBe(0);
    await call('/api/admin/member_disable', { method: 'POST', token: operator.token, body: { id: other.id, reason: '离职' } });
    expect((await call('/api/admin/dashboard', { token: other.token })).body.code).toBe(10);
  });
});

describe('dashboard', () => {
  it('counts members disabled today and audit entries today, each with its console page', async () => {
    const { body } = await call<{ entries: { key: string; href: string; count: number }[] }>('/api/admin/dashboard', { token: operator.token });
    const byKey = Object.fromEntries(body.data.entries.map((e) => [e.key, e]));
    expect(byKey.membersDisabledToday).toMatchObject({ href: '/admin/members?status=disabled' });
    expect(byKey.membersDisabledToday!.count).toBeGreaterThanOrEqual(1);
    expect(byKey.auditToday!.count).toBeGreaterThanOrEqual(3);
  });
});

describe('console pages: decided on the server', () => {
  const page = (pathname: string, token?: string) => fetch(url(pathname), { redirect: 'manual', headers: token ? { cookie: `token=${token}` } : {} });

  it('sends a visitor without a session to sign in and back', async () => {
    const response = await page('/admin/members?status=disabled');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toContain('/login?redirect=%2Fadmin%2Fmembers%3Fstatus%3Ddisabled');
    const dead = await page('/admin', 'not-a-live-token');
    expect([303, 307]).toContain(dead.status);
    expect(dead.headers.get('location')).toContain('/login?redirect=%2Fadmin');
  });

  it('shows a member without the operator role the refusal, with no console in the page', async () => {
    const response = await page('/admin/audit', buyer.token);
    const html = await response.text();
    expect(html).toContain('无权访问运营后台');
    expect(html).not.toContain('运营后台菜单');
    expect(html).not.toContain('data-testid="admin-shell"');
    expect(html).not.toContain('修改前 → 修改后');
  });

  it('serves an operator the console with its menu and the dashboard figures', async () => {
    const html = await (await page('/admin', operator.token)).text();
    expect(html).toContain('运营后台菜单');
    expect(html).toContain('今日操作日志');
    expect(html).not.toContain('无权访问运营后台');
  });
});
