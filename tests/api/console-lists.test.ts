import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { auditOf } from './console-helpers';
import { call, testDb } from './helpers';
import { CONSOLE_OPERATOR, freshMember, post } from './kit';

const db = testDb();
afterAll(() => db.destroy());

let operator: Awaited<ReturnType<typeof freshMember>>;
beforeAll(async () => {
  operator = await freshMember(db, 'oplists', { operator: true }, CONSOLE_OPERATOR);
});

type Company = { id: number; name: string; code: string; trackingUrlTemplate: string | null; dangerousGoods: boolean; enabled?: boolean };
const suffix = () => `${Date.now().toString(36).toUpperCase()}${process.pid % 100}`;

describe('express companies', () => {
  it('lists the seeded enabled companies publicly, common carriers and dangerous-goods ones, in order', async () => {
    const { body } = await call<Company[]>('/api/express_company');
    expect(body.code).toBe(0);
    const codes = body.data.map((c) => c.code);
    for (const code of ['SF', 'ZTO', 'YTO', 'YUNDA', 'STO', 'JD', 'EMS', 'DBL', 'DG_ROAD']) expect(codes).toContain(code);
    expect(body.data[0]).toMatchObject({ code: 'SF', name: '顺丰速运', dangerousGoods: false, trackingUrlTemplate: expect.stringContaining('{no}') });
    expect(body.data[0]).not.toHaveProperty('enabled');
    const dangerous = await call<Company[]>('/api/express_company', { query: { dangerousGoods: 'true' } });
    expect(dangerous.body.data.length).toBeGreaterThanOrEqual(2);
    expect(dangerous.body.data.every((c) => c.dangerousGoods)).toBe(true);
    const bad = await call('/api/express_company', { query: { dangerousGoods: 'yes' } });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('validates what an operator sends, field by field, in Chinese', async () => {
    const cases: [object, string][] = [
      [{ name: '', code: 'AB' }, 'name'],
      [{ name: '测试快递', code: '9X' }, 'code'],
      [{ name: '测试快递', code: 'TEST', trackingUrlTemplate: 'https://example.com/track' }, 'trackingUrlTemplate'],
      [{ name: '测试快递', code: 'TEST', trackingUrlTemplate: 'javascript:alert(1){no}' }, 'trackingUrlTemplate'],
      [{ name: '测试快递', code: 'TEST', sortOrder: -1 }, 'sortOrder'],
      [{ name: '测试快递', code: 'TEST', enabled: 'yes' }, 'enabled'],
    ];
    for (const [input, field] of cases) {
      const { body } = await post<{ fields: { field: string }[] }>('/api/admin/express_company_create', operator.token, input);
      expect({ input, code: body.code }).toEqual({ input, code: ErrorCode.VALIDATION_FAILED });
      expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect((body.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    }
    const taken = await post('/api/admin/express_company_create', operator.token, { name: `另一个顺丰${suffix()}`, code: 'sf' });
    expect(taken.body).toMatchObject({ code: ErrorCode.EXPRESS_COMPANY_EXISTS, msg: '已有同名或同编码的快递公司' });
  });

  it('creates, updates (disabling hides it from the public list), deletes, and audits each step', async () => {
    const code = `T${suffix()}`;
    const created = await post<Company>('/api/admin/express_company_create', operator.token, {
      name: `测试危运${code}`,
      code: code.toLowerCase(),
      dangerousGoods: true,
      sortOrder: 5,
    });
    expect(created.body).toMatchObject({ code: 0, data: { code, enabled: true, dangerousGoods: true, trackingUrlTemplate: null } });
    const id = created.body.data.id;
    expect((await call<Company[]>('/api/express_company')).body.data.map((c) => c.code)).toContain(code);

    const updated = await post<Company>('/api/admin/express_company_update', operator.token, {
      id,
      name: `测试危运${code}`,
      code,
      dangerousGoods: true,
      enabled: false,
      sortOrder: 5,
    });
    expect(updated.body).toMatchObject({ code: 0, data: { enabled: false } });
    expect((await call<Company[]>('/api/express_company')).body.data.map((c) => c.code)).not.toContain(code);
    const all = await call<Company[]>('/api/admin/express_companies', { token: operator.token });
    expect(all.body.data.find((c) => c.id === id)).toMatchObject({ enabled: false });

    expect((await post('/api/admin/express_company_delete', operator.token, { id })).body.code).toBe(0);
    expect((await post('/api/admin/express_company_delete', operator.token, { id })).body).toMatchObject({ code: ErrorCode.EXPRESS_COMPANY_NOT_FOUND });
    expect((await post('/api/admin/express_company_update', operator.token, { id, name: '不存在', code: 'NONE' })).body.code).toBe(
      ErrorCode.EXPRESS_COMPANY_NOT_FOUND,
    );

    const entries = await auditOf(operator.token, 'express_company', id);
    expect(entries.map((e) => e.action)).toEqual(['express.delete', 'express.update', 'express.create']);
    expect(entries[2]).toMatchObject({ before: null, after: { code, enabled: true } });
    expect(entries[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(entries[0]).toMatchObject({ before: { code }, after: null });
  });
});

type Placement = { id: number; cas: string; position: number; label: string | null; status: string };
type PublicItem = { cas: string; label?: string | null; grade?: string; promotionPriceCents?: number | null };

async function publicList(path: string): Promise<PublicItem[]> {
  const { body } = await call<{ list: PublicItem[] }>(path, { query: { pageSize: 100 } });
  expect(body.code).toBe(0);
  return body.data.list;
}

async function adminList(list: string): Promise<Placement[]> {
  const { body } = await call<{ list: Placement[] }>('/api/admin/placements', { token: operator.token, query: { list, pageSize: 100 } });
  expect(body.code).toBe(0);
  return body.data.list;
}

/** A catalog product with offers that is on none of `onLists` yet. */
async function productNotOn(...cas: string[][]): Promise<string> {
  const { body } = await call<{ list: { cas: string }[] }>('/api/search', { query: { keyword: 'acid', pageSize: 50 } });
  const taken = new Set(cas.flat());
  const free = body.data.list.find((p) => !taken.has(p.cas));
  if (!free) throw new Error('no free product to place');
  return free.cas;
}

describe('merchandising lists', () => {
  it('adds a promotion by CAS that the public list shows, refuses a duplicate and bad input, removes it again; audited', async () => {
    const before = await publicList('/api/promotional_products');
    const cas = await productNotOn((await adminList('promotion')).map((p) => p.cas));
    const added = await post<{ id: number }>('/api/admin/placement_create', operator.token, {
      list: 'promotion',
      cas,
      label: '测试 9 折',
      promotionPriceCents: 1234,
    });
    expect(added.body.code).toBe(0);
    const after = await publicList('/api/promotional_products');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ cas, label: '测试 9 折', promotionPriceCents: 1234 });

    expect((await post('/api/admin/placement_create', operator.token, { list: 'promotion', cas })).body).toMatchObject({
      code: ErrorCode.PLACEMENT_EXISTS,
      data: { id: added.body.data.id },
    });
    expect((await post('/api/admin/placement_create', operator.token, { list: 'promotion', cas: '64-17-6' })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('CAS'),
    });
    expect((await post('/api/admin/placement_create', operator.token, { list: 'promotion', cas: '100-02-7' })).body).toMatchObject({
      code: ErrorCode.PRODUCT_NOT_FOUND,
    });
    expect((await post('/api/admin/placement_create', operator.token, { list: 'electronic_grade', cas })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: expect.stringContaining('等级'),
    });
    expect((await post('/api/admin/placement_create', operator.token, { list: 'main', cas, promotionPriceCents: 100 })).body.code).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (await post('/api/admin/placement_create', operator.token, { list: 'promotion', cas: '64-17-5', startsAt: '2030-01-02', endsAt: '2030-01-01' })).body
        .code,
    ).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await post('/api/admin/placement_create', operator.token, { list: 'hot', cas })).body.code).toBe(ErrorCode.VALIDATION_FAILED);

    expect((await post('/api/admin/placement_delete', operator.token, { id: added.body.data.id })).body.code).toBe(0);
    expect((await post('/api/admin/placement_delete', operator.token, { id: added.body.data.id })).body.code).toBe(ErrorCode.PLACEMENT_NOT_FOUND);
    expect(await publicList('/api/promotional_products')).toEqual(before);

    const entries = await auditOf(operator.token, 'placement', added.body.data.id);
    expect(entries.map((e) => e.action)).toEqual(['placement.delete', 'placement.create']);
    expect(entries[1]).toMatchObject({ before: null, after: { cas, list: 'promotion', label: '测试 9 折' } });
  });

  it('a scheduled promotion is kept for the operator but not shown until it starts', async () => {
    const cas = await productNotOn((await adminList('promotion')).map((p) => p.cas));
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { body } = await post<{ id: number }>('/api/admin/placement_create', operator.token, { list: 'promotion', cas, startsAt: start });
    expect((await adminList('promotion')).find((p) => p.id === body.data.id)).toMatchObject({ status: 'scheduled', label: '促销' });
    expect((await publicList('/api/promotional_products')).map((p) => p.cas)).not.toContain(cas);
    await post('/api/admin/placement_delete', operator.token, { id: body.data.id });
  });

  it('moves an entry up and down, and the public main products follow the order', async () => {
    const main = await adminList('main');
    expect(main.length).toBeGreaterThanOrEqual(3);
    const [first, second] = [main[0]!, main[1]!];
    const moved = await post<{ position: number }>('/api/admin/placement_move', operator.token, { id: second.id, direction: 'up' });
    expect(moved.body).toMatchObject({ code: 0, data: { position: 1 } });
    expect((await publicList('/api/main_products')).slice(0, 2).map((p) => p.cas)).toEqual([second.cas, first.cas]);
    // At the top already: nothing changes.
    expect((await post('/api/admin/placement_move', operator.token, { id: second.id, direction: 'up' })).body.data).toMatchObject({ position: 1 });
    await post('/api/admin/placement_move', operator.token, { id: second.id, direction: 'down' });
    expect((await adminList('main')).map((p) => p.id)).toEqual(main.map((p) => p.id));
    expect((await post('/api/admin/placement_move', operator.token, { id: first.id, direction: 'sideways' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const entries = await auditOf(operator.token, 'placement', second.id);
    expect(entries.map((e) => e.action)).toEqual(['placement.move', 'placement.move']);
    expect(entries[1]).toMatchObject({ before: { position: 2 }, after: { position: 1 } });
  });

  it('electronic grade: the grade shows on the public list', async () => {
    const cas = await productNotOn((await adminList('electronic_grade')).map((p) => p.cas));
    const { body } = await post<{ id: number }>('/api/admin/placement_create', operator.token, {
      list: 'electronic_grade',
      cas,
      label: 'SEMI G5',
      note: '金属杂质 ≤ 10 ppt',
    });
    expect((await publicList('/api/electronic_grade')).find((p) => p.cas === cas)).toMatchObject({ grade: 'SEMI G5' });
    await post('/api/admin/placement_delete', operator.token, { id: body.data.id });
  });

  it('marks and unmarks a direct supplier by account; company check follows; audited', async () => {
    const company = async () =>
      (await call<{ list: { organisationName: string; directSupplier: boolean }[] }>('/api/company_check', { query: { keyword: '北方精细' } })).body.data
        .list[0]!;
    expect((await company()).directSupplier).toBe(false);
    const added = await post<{ sellerId: number; username: string; label: string }>('/api/admin/direct_supplier_create', operator.token, {
      account: 'demo_seller2',
    });
    expect(added.body).toMatchObject({ code: 0, data: { username: 'demo_seller2', label: '厂家直供' } });
    expect((await company()).directSupplier).toBe(true);
    expect((await post('/api/admin/direct_supplier_create', operator.token, { account: 'demo_seller2' })).body.code).toBe(ErrorCode.DIRECT_SUPPLIER_INVALID);
    expect((await post('/api/admin/direct_supplier_create', operator.token, { account: 'demo_buyer' })).body).toMatchObject({
      code: ErrorCode.DIRECT_SUPPLIER_INVALID,
      msg: expect.stringContaining('卖家'),
    });
    const list = await call<{ username: string }[]>('/api/admin/direct_suppliers', { token: operator.token });
    expect(list.body.data.map((s) => s.username)).toEqual(expect.arrayContaining(['demo_seller', 'demo_seller2']));
    expect((await post('/api/admin/direct_supplier_delete', operator.token, { sellerId: added.body.data.sellerId })).body.code).toBe(0);
    expect((await post('/api/admin/direct_supplier_delete', operator.token, { sellerId: added.body.data.sellerId })).body.code).toBe(
      ErrorCode.DIRECT_SUPPLIER_NOT_FOUND,
    );
    expect((await company()).directSupplier).toBe(false);
    const entries = await auditOf(operator.token, 'direct_supplier', added.body.data.sellerId);
    expect(entries.map((e) => e.action)).toEqual(['direct_supplier.delete', 'direct_supplier.create']);
  });
});
