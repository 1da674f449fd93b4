import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, tokenFor } from './helpers';
import { codesInParallel, defaultsOf } from './member-rows';
import { freshBuyerToken, post } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Address = {
  id: number;
  receiver: string;
  phone: string;
  areaCodes: string[];
  areaLabel: string;
  detail: string;
  postcode: string | null;
  isDefault: boolean;
};
type AddressPage = { list: Address[]; total: number; page: number; pageSize: number };

const TIANHE = ['44', '4401', '440106'];
const HAIDIAN = ['11', '1101', '110108'];
const valid = { receiver: '李四', phone: '13912345678', areaCodes: TIANHE, detail: '天河路 100 号 2 楼', postcode: '510000' };

const list = (token: string, query: Record<string, number> = {}) => call<AddressPage>('/api/transaction', { token, query });

async function create(token: string, body: object = valid): Promise<Address> {
  const { body: answer } = await post<Address>('transaction_create', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

describe('receipt addresses: signed out', () => {
  it('every call answers code 10', async () => {
    expect((await call('/api/transaction')).body.code).toBe(10);
    for (const path of ['transaction_create', 'transaction_update', 'transaction_delete', 'transaction_default']) {
      expect((await call(`/api/${path}`, { method: 'POST', body: { id: 1, ...valid } })).body.code, path).toBe(10);
    }
  });
});

describe('receipt addresses: one default', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshBuyerToken(db, 'addr');
  });

  it('starts empty, and the first address becomes the default', async () => {
    expect((await list(token)).body.data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    const first = await create(token, { ...valid, isDefault: false });
    expect(first).toMatchObject({ receiver: '李四', areaCodes: TIANHE, areaLabel: '广东省 广州市 天河区', postcode: '510000', isDefault: true });
  });

  it('stores phones and areas in one form: landlines with their dash, area codes as a list', async () => {
    const landline = await create(token, { ...valid, phone: '02012345678', areaCodes: '11,1101,110108', postcode: '' });
    expect(landline).toMatchObject({ phone: '020-12345678', areaCodes: HAIDIAN, areaLabel: '北京市 海淀区', postcode: null, isDefault: false });
  });

  it('lists the default first, then the most recently updated; create, update and the default call move the default', async () => {
    const page = (await list(token)).body.data;
    const [first, second] = [page.list[0]!, page.list[1]!];
    expect(page.total).toBe(2);
    expect(first.isDefault).toBe(true);

    const third = await create(token, { ...valid, receiver: '王五', isDefault: true });
    expect(third.isDefault).toBe(true);
    expect((await list(token)).body.data.list.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    const updated = await post<Address>('transaction_update', token, { ...valid, id: first.id, receiver: '赵六', isDefault: true });
    expect(updated.body.data).toMatchObject({ id: first.id, receiver: '赵六', isDefault: true });
    expect((await list(token)).body.data.list.map((a) => a.id)).toEqual([first.id, third.id, second.id]);

    const chosen = await post<Address>('transaction_default', token, { id: second.id });
    expect(chosen.body.data).toMatchObject({ id: second.id, isDefault: true });
    const after = (await list(token)).body.data.list;
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it('isDefault false on update never leaves the member without a default', async () => {
    const current = (await list(token)).body.data.list[0]!;
    const { body } = await post<Address>('transaction_update', token, { ...valid, id: current.id, isDefault: false });
    expect(body.data.isDefault).toBe(true);
  });

  it('deleting the default promotes the most recently updated remaining address', async () => {
    const before = (await list(token)).body.data.list;
    const [theDefault, ...others] = before;
    // Touch the oldest one so it is the most recently updated of the rest.
    const oldest = others.at(-1)!;
    await post<Address>('transaction_update', token, { ...valid, id: oldest.id, detail: '天河路 200 号 3 楼' });
    const deleted = await post<{ id: number; defaultId: number | null }>('transaction_delete', token, { id: theDefault!.id });
    expect(deleted.body.data).toEqual({ id: theDefault!.id, defaultId: oldest.id });
    const after = (await list(token)).body.data;
    expect(after.total).toBe(before.length - 1);
    expect(after.list[0]).toMatchObject({ id: oldest.id, isDefault: true });
  });

  it('deleting an ordinary address keeps the default; deleting the last leaves none', async () => {
    let page = (await list(token)).body.data;
    while (page.total > 0) {
      const victim = page.list.at(-1)!;
      const { body } = await post<{ id: number; defaultId: number | null }>('transaction_delete', token, { id: victim.id });
      page = (await list(token)).body.data;
      expect(body.data.defaultId).toBe(page.list.find((a) => a.isDefault)?.id ?? null);
      expect(page.list.filter((a) => a.isDefault)).toHaveLength(page.total > 0 ? 1 : 0);
    }
    expect(page.list).toEqual([]);
  });
});

describe('receipt addresses: validation names the field', () => {
  let token: string;
  beforeAll(async () => {
    token = await freshBuyerToken(db, 'addrv');
  });

  const failure = async (body: object) => (await post<Address>('transaction_create', token, body)).body;

  it('refuses an area that is not a real province → city → district path', async () => {
    const wrongCity = await failure({ ...valid, areaCodes: ['44', '4403', '440106'] });
    expect(wrongCity).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 areaCodes 不正确：所在地区不正确：请依次选择省、市、区县' });
    expect((await failure({ ...valid, areaCodes: ['44', '4401'] })).msg).toMatch(/^参数 areaCodes 不正确：所在地区不正确/);
    expect((await failure({ ...valid, areaCodes: [] })).code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('refuses a phone that is neither a mobile, a landline with area code, nor international', async () => {
    const { code, msg } = await failure({ ...valid, phone: '12345' });
    expect(code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(msg).toMatch(/^参数 phone 不正确：收货人电话不正确：请填写 11 位手机号、带区号的固定电话/);
  });

  it('checks receiver, detail and postcode lengths', async () => {
    expect((await failure({ ...valid, receiver: '' })).msg).toBe('参数 receiver 不正确：请填写收货人');
    expect((await failure({ ...valid, receiver: '名'.repeat(21) })).msg).toBe('参数 receiver 不正确：收货人不能超过 20 个字');
    expect((await failure({ ...valid, detail: '天河路' })).msg).toBe('参数 detail 不正确：详细地址至少 5 个字（街道、门牌号等）');
    expect((await failure({ ...valid, detail: '路'.repeat(121) })).msg).toBe('参数 detail 不正确：详细地址不能超过 120 个字');
    expect((await failure({ ...valid, postcode: '51000' })).msg).toBe('参数 postcode 不正确：邮政编码应为 6 位数字');
  });

  it('wrote nothing for any refused request', async () => {
    expect((await list(token)).body.data.total).toBe(0);
  });
});

describe('receipt addresses: limits and paging', () => {
  it('keeps at most 20 addresses per member, paged in the one pagination shape', async () => {
    const token = await freshBuyerToken(db, 'addrl');
    for (let i = 0; i < 20; i++) await create(token, { ...valid, detail: `天河路 ${i + 1} 号 1 楼` });
    const refused = await post<Address>('transaction_create', token, valid);
    expect(refused.body).toEqual({ code: ErrorCode.ADDRESS_LIMIT_REACHED, msg: '最多保存 20 个收货地址，请先删除不再使用的地址', data: null });
    const second = (await list(token, { page: 2, pageSize: 15 })).body.data;
    expect(second).toMatchObject({ total: 20, page: 2, pageSize: 15 });
    expect(second.list).toHaveLength(5);
  });
});

describe('receipt addresses: only the owner sees and changes them', () => {
  it('another member gets "not found" for every call, and the address stays as it was', async () => {
    const buyer = await tokenFor(db, 'demo_buyer');
    const other = await tokenFor(db, 'demo_seller3');
    const buyerTotal = (await list(buyer)).body.data.total;
    const mine = await create(buyer, { ...valid, receiver: '王老师' });
    try {
      expect((await list(buyer)).body.data.total).toBe(buyerTotal + 1);
      const theirs = (await list(other, { pageSize: 100 })).body.data.list;
      expect(theirs.some((a) => a.id === mine.id)).toBe(false);

      const notFound = { code: ErrorCode.ADDRESS_NOT_FOUND, msg: '收货地址不存在或已删除', data: null };
      expect((await post<Address>('transaction_update', other, { ...valid, id: mine.id, receiver: '冒充者' })).body).toEqual(notFound);
      expect((await post<Address>('transaction_default', other, { id: mine.id })).body).toEqual(notFound);
      expect((await post<Address>('transaction_delete', other, { id: mine.id })).body).toEqual(notFound);
      // An id that never existed answers the same: ids tell nothing.
      expect((await post<Address>('transaction_delete', other, { id: 2_000_000_000 })).body).toEqual(notFound);

      const still = (await list(buyer, { pageSize: 100 })).body.data.list.find((a) => a.id === mine.id);
      expect(still).toMatchObject({ receiver: '王老师' });
    } finally {
      await post<Address>('transaction_delete', buyer, { id: mine.id });
    }
    expect((await list(buyer)).body.data.total).toBe(buyerTotal);
  });

  it('the demo buyer starts with a default address from the demo data', async () => {
    const buyer = await tokenFor(db, 'demo_buyer');
    const page = (await list(buyer)).body.data;
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.list.filter((a) => a.isDefault)).toHaveLength(1);
    expect(page.list[0]!.isDefault).toBe(true);
  });
});

describe('receipt addresses: exactly one default under parallel requests', () => {
  const defaults = (token: string) => defaultsOf('/api/transaction', token);

  it('20 parallel "set default" calls on 20 different addresses leave exactly one default', async () => {
    const token = await freshBuyerToken(db, 'addrp');
    const created: Address[] = [];
    for (let i = 0; i < 20; i++) created.push(await create(token, { ...valid, detail: `天河路 ${i + 1} 号 1 楼` }));
    expect(
      await codesInParallel(
        'transaction_default',
        token,
        created.map((a) => ({ id: a.id })),
      ),
    ).toEqual(Array(20).fill(0));
    expect(await defaults(token)).toEqual({ total: 20, defaults: 1 });
  });

  it('20 parallel creates marked default on a new member: all stored (the limit is 20), exactly one default', async () => {
    const token = await freshBuyerToken(db, 'addrq');
    const bodies = Array.from({ length: 20 }, (_, i) => ({ ...valid, detail: `体育西路 ${i + 1} 号`, isDefault: true }));
    expect(await codesInParallel('transaction_create', token, bodies)).toEqual(Array(20).fill(0));
    expect(await defaults(token)).toEqual({ total: 20, defaults: 1 });
    // The next one is over the limit, and the default stays where it was.
    expect((await post<Address>('transaction_create', token, { ...valid, isDefault: true })).body.code).toBe(ErrorCode.ADDRESS_LIMIT_REACHED);
    expect(await defaults(token)).toEqual({ total: 20, defaults: 1 });
  });

  it('parallel deletes of the default and "set default" calls never leave zero or two defaults', async () => {
    const token = await freshBuyerToken(db, 'addrr');
    const created: Address[] = [];
    for (let i = 0; i < 10; i++) created.push(await create(token, { ...valid, detail: `中山大道 ${i + 1} 号` }));
    const [first, ...rest] = created;
    await Promise.all([
      post<Address>('transaction_delete', token, { id: first!.id }),
      codesInParallel(
        'transaction_default',
        token,
        rest.map((a) => ({ id: a.id })),
      ),
    ]);
    expect(await defaults(token)).toEqual({ total: 9, defaults: 1 });
  });
});
