import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, tokenFor } from './helpers';
import { codesInParallel, defaultsOf } from './member-rows';
import { freshBuyerToken, post } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type InvoiceInfo = {
  id: number;
  category: { id: number; code: string; name: string };
  title: string;
  taxNumber: string | null;
  bankName: string | null;
  bankAccount: string | null;
  registeredAddress: string | null;
  registeredPhone: string | null;
  email: string | null;
  isDefault: boolean;
};
type InvoicePage = { list: InvoiceInfo[]; total: number; page: number; pageSize: number };
type Failure = { code: number; msg: string; data: { fields: { field: string; message: string }[] } | null };

const TAX_NUMBER = '91350100M000100Y43';
let category: Record<'vat_normal' | 'vat_special' | 'e_normal', number>;

beforeAll(async () => {
  const { body } = await call<{ id: number; code: string }[]>('/api/invoice_categories');
  category = Object.fromEntries(body.data.map((c) => [c.code, c.id])) as typeof category;
});

const normal = () => ({ categoryId: category.vat_normal, title: '复旦大学' });
const special = () => ({
  categoryId: category.vat_special,
  title: '上海华东化学试剂有限公司',
  taxNumber: TAX_NUMBER.toLowerCase(),
  bankName: '中国银行上海分行',
  bankAccount: '4378 0000 1234 5678',
  registeredAddress: '上海市浦东新区张江路 100 号',
  registeredPhone: '02150001234',
});

const list = (token: string, query: Record<string, number> = {}) => call<InvoicePage>('/api/invoice_list', { token, query });

async function create(token: string, body: object): Promise<InvoiceInfo> {
  const { body: answer } = await post<InvoiceInfo>('invoice_create', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

describe('invoice details: signed out', () => {
  it('every call answers code 10', async () => {
    expect((await call('/api/invoice_list')).body.code).toBe(10);
    for (const path of ['invoice_create', 'invoice_update', 'invoice_delete', 'invoice_default']) {
      expect((await call(`/api/${path}`, { method: 'POST', body: { id: 1, ...normal() } })).body.code, path).toBe(10);
    }
  });
});

describe('invoice details: one default', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshBuyerToken(db, 'inv');
  });

  it('the first becomes the default; a special VAT invoice is stored normalised', async () => {
    const first = await create(token, normal());
    expect(first).toMatchObject({ title: '复旦大学', category: { code: 'vat_normal', name: '增值税普通发票' }, taxNumber: null, isDefault: true });
    const second = await create(token, special());
    expect(second).toMatchObject({
      category: { code: 'vat_special' },
      taxNumber: TAX_NUMBER,
      bankAccount: '4378000012345678',
      registeredPhone: '021-50001234',
      isDefault: false,
    });
    expect((await list(token)).body.data.list.map((i) => i.id)).toEqual([first.id, second.id]);
  });

  it('create, update and the default call move the default; the list shows it first', async () => {
    const third = await create(token, { categoryId: category.e_normal, title: '张三', email: 'zhang@example.com', isDefault: true });
    let page = (await list(token)).body.data;
    expect(page.list[0]).toMatchObject({ id: third.id, isDefault: true });
    expect(page.list.filter((i) => i.isDefault)).toHaveLength(1);

    const last = page.list.at(-1)!;
    const chosen = await post<InvoiceInfo>('invoice_default', token, { id: last.id });
    expect(chosen.body.data).toMatchObject({ id: last.id, isDefault: true });
    page = (await list(token)).body.data;
    expect(page.list.filter((i) => i.isDefault).map((i) => i.id)).toEqual([last.id]);

    const updated = await post<InvoiceInfo>('invoice_update', token, { id: third.id, categoryId: category.vat_normal, title: '张三（个人）', isDefault: true });
    expect(updated.body.data).toMatchObject({ id: third.id, title: '张三（个人）', category: { code: 'vat_normal' }, email: null, isDefault: true });
  });

  it('deleting the default promotes the most recently updated remaining one', async () => {
    const before = (await list(token)).body.data.list;
    const [theDefault, mostRecent] = before;
    const deleted = await post<{ id: number; defaultId: number | null }>('invoice_delete', token, { id: theDefault!.id });
    expect(deleted.body.data).toEqual({ id: theDefault!.id, defaultId: mostRecent!.id });
    const after = (await list(token)).body.data;
    expect(after.total).toBe(before.length - 1);
    expect(after.list[0]).toMatchObject({ id: mostRecent!.id, isDefault: true });
  });
});

describe('invoice details: rules by category', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshBuyerToken(db, 'invv');
  });

  const failure = async (body: object) => (await post<InvoiceInfo>('invoice_create', token, body)).body as unknown as Failure;

  it('a special VAT invoice without its bank and registration details names every missing field', async () => {
    const { code, msg, data } = await failure({ categoryId: category.vat_special, title: '某某公司', taxNumber: TAX_NUMBER });
    expect(code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(msg).toBe('参数 bankName 不正确：增值税专用发票须填写开户银行');
    expect(data?.fields.map((f) => f.field)).toEqual(['bankName', 'bankAccount', 'registeredAddress', 'registeredPhone']);
    expect((await failure({ ...special(), taxNumber: '' })).msg).toBe('参数 taxNumber 不正确：增值税专用发票须填写纳税人识别号');
  });

  it('a tax number, when given, must be a valid unified social credit code', async () => {
    const expected = '参数 taxNumber 不正确：纳税人识别号不正确：应为 18 位统一社会信用代码，末位为校验码';
    expect(await failure({ ...normal(), taxNumber: '91350100M000100Y44' })).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expected });
    expect((await failure({ ...special(), taxNumber: '12345678' })).msg).toBe(expected);
  });

  it('checks the bank account, registered phone, e-invoice mail, title and category', async () => {
    expect((await failure({ ...special(), bankAccount: '1234' })).msg).toBe('参数 bankAccount 不正确：银行账号应为 8–30 位数字');
    expect((await failure({ ...special(), registeredPhone: '123' })).msg).toMatch(/^参数 registeredPhone 不正确：注册电话不正确/);
    expect((await failure({ categoryId: category.e_normal, title: '张三' })).msg).toBe('参数 email 不正确：电子普通发票须填写收票邮箱');
    expect((await failure({ categoryId: category.e_normal, title: '张三', email: 'not-mail' })).msg).toBe('参数 email 不正确：收票邮箱格式不正确');
    expect((await failure({ ...normal(), title: '张' })).msg).toBe('参数 title 不正确：发票抬头至少 2 个字');
    expect((await failure({ ...normal(), categoryId: 999_999 })).msg).toBe('参数 categoryId 不正确：发票类型不存在，请重新选择');
    expect((await failure({ title: '复旦大学' })).msg).toBe('参数 categoryId 不正确：请选择发票类型');
  });

  it('wrote nothing for any refused request, and an update is checked the same way', async () => {
    expect((await list(token)).body.data.total).toBe(0);
    const saved = await create(token, special());
    const refused = await post<InvoiceInfo>('invoice_update', token, { ...special(), id: saved.id, bankName: '' });
    expect(refused.body.msg).toBe('参数 bankName 不正确：增值税专用发票须填写开户银行');
    expect((await list(token)).body.data.list[0]).toMatchObject({ id: saved.id, bankName: '中国银行上海分行' });
  });
});

describe('invoice details: limits and ownership', () => {
  it('keeps at most 10 per member', async () => {
    const token = await freshBuyerToken(db, 'invl');
    for (let i = 0; i < 10; i++) await create(token, { ...normal(), title: `抬头 ${i + 1}` });
    const refused = await post<InvoiceInfo>('invoice_create', token, normal());
    expect(refused.body).toEqual({ code: ErrorCode.INVOICE_INFO_LIMIT_REACHED, msg: '最多保存 10 条开票信息，请先删除不再使用的', data: null });
    expect((await list(token, { pageSize: 4, page: 3 })).body.data).toMatchObject({ total: 10, page: 3, pageSize: 4 });
  });

  it('another member gets "not found" for every call, and the details stay as they were', async () => {
    const buyer = await tokenFor(db, 'demo_buyer');
    const other = await tokenFor(db, 'demo_seller3');
    const buyerTotal = (await list(buyer)).body.data.total;
    const mine = await create(buyer, normal());
    try {
      const theirs = (await list(other, { pageSize: 100 })).body.data.list;
      expect(theirs.some((i) => i.id === mine.id)).toBe(false);
      const notFound = { code: ErrorCode.INVOICE_INFO_NOT_FOUND, msg: '开票信息不存在或已删除', data: null };
      expect((await post<InvoiceInfo>('invoice_update', other, { ...normal(), id: mine.id, title: '冒充者公司' })).body).toEqual(notFound);
      expect((await post<InvoiceInfo>('invoice_default', other, { id: mine.id })).body).toEqual(notFound);
      expect((await post<InvoiceInfo>('invoice_delete', other, { id: mine.id })).body).toEqual(notFound);
      const still = (await list(buyer, { pageSize: 100 })).body.data.list.find((i) => i.id === mine.id);
      expect(still).toMatchObject({ title: '复旦大学' });
    } finally {
      await post<InvoiceInfo>('invoice_delete', buyer, { id: mine.id });
    }
    expect((await list(buyer)).body.data.total).toBe(buyerTotal);
  });
});

describe('invoice details: exactly one default under parallel requests', () => {
  const defaults = (token: string) => defaultsOf('/api/invoice_list', token);

  it('20 parallel "set default" calls over 10 details leave exactly one default', async () => {
    const token = await freshBuyerToken(db, 'invp');
    const created: InvoiceInfo[] = [];
    for (let i = 0; i < 10; i++) created.push(await create(token, { ...normal(), title: `抬头 ${i + 1}` }));
    const ids = created.map((i) => ({ id: i.id }));
    expect(await codesInParallel('invoice_default', token, [...ids, ...ids])).toEqual(Array(20).fill(0));
    expect(await defaults(token)).toEqual({ total: 10, defaults: 1 });
  });

  it('20 parallel creates marked default: the limit of 10 holds, the rest are refused, exactly one default', async () => {
    const token = await freshBuyerToken(db, 'invq');
    const bodies = Array.from({ length: 20 }, (_, i) => ({ ...special(), title: `并发公司 ${i + 1}`, isDefault: true }));
    const codes = await codesInParallel('invoice_create', token, bodies);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === ErrorCode.INVOICE_INFO_LIMIT_REACHED)).toHaveLength(10);
    expect(await defaults(token)).toEqual({ total: 10, defaults: 1 });
  });
});
