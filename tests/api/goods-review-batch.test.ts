import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@/lib/shared/china-day';
import { ErrorCode } from '@/lib/server/core/errors';
import { testDb } from './helpers';
import { freshMemberToken, grantSellerLicences, licensedSellerToken, sdsInput } from './goods-helpers';
import { get, post } from './kit';

/*
 * The operator's review queue can be worked. It lists goods
 * items (all pack sizes of one offer together), narrows by keyword, seller and
 * submitted date, and one batch call decides many, each row under the single
 * review's rules, with a result per row.
 */

const db = testDb();
afterAll(() => db.destroy());

type Pack = { goodsId: number; packSize: number; unitCode: string; priceCents: number; submittedAt: string };
type Item = { goodsId: number; cas: string; name: string; brand: string | null; seller: { id: number; name: string }; submittedAt: string; packs: Pack[] };
type Queue = { list: Item[]; total: number; page: number; pageSize: number; sellers: { id: number; name: string; pending: number }[] };
type Row = { goodsId: number; ok: boolean; status: string | null; code: number; msg: string };
type Batch = { results: Row[]; succeeded: number; failed: number };

const offer = (brand: string, cas = '64-17-5') => ({
  cas,
  purity: '≥99.5%',
  brand,
  leadTimeDays: 3,
  storageConditions: '',
  lotNumber: '',
  packs: [
    { packSize: 500, unitCode: 'mL', priceCents: 3500, stock: 10 },
    { packSize: 2.5, unitCode: 'L', priceCents: 12000, stock: 5 },
  ],
});

async function create(token: string, body: object): Promise<number[]> {
  const { body: answer } = await post<{ goodsIds: number[] }>('/api/create_goods', token, body);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.goodsIds;
}

const queue = async (operator: string, query: Record<string, string | number>) => {
  const { body } = await get<Queue>('/api/admin/goods', operator, query);
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

const asItems = (item: Item) => item.packs.map((p) => ({ goodsId: p.goodsId, submittedAt: p.submittedAt }));

let operator: string;
let seller: string;
let sellerId: number;
let sellerName: string;
beforeAll(async () => {
  [operator, seller] = await Promise.all([freshMemberToken(db, 'rqop', { operator: true }), licensedSellerToken(db, 'rqsel')]);
  // Ethanol and acetone are hazardous chemicals: they go on shelf only with the seller's SDS, sent with the goods.
  const sds = await sdsInput(seller);
  await create(seller, { ...offer('批审甲'), sds });
  await create(seller, { ...offer('批审乙'), sds });
  await create(seller, { ...offer('批审丙', '67-64-1'), sds });
  const mine = await queue(operator, { keyword: 'rqsel', pageSize: 100 });
  sellerId = mine.list[0]!.seller.id;
  sellerName = mine.list[0]!.seller.name;
});

describe('GET /api/admin/goods: goods items, searched and filtered', () => {
  it('lists one item per offer with all its pack sizes, and narrows by seller, keyword (CAS, name, seller) and submitted date', async () => {
    const bySeller = await queue(operator, { sellerId, pageSize: 100 });
    expect(bySeller.total).toBe(3);
    expect(bySeller.list.map((i) => i.brand)).toEqual(['批审甲', '批审乙', '批审丙']);
    for (const item of bySeller.list) {
      expect(item.seller).toEqual({ id: sellerId, name: sellerName });
      expect(item.packs.map((p) => `${p.packSize} ${p.unitCode}`)).toEqual(['500 mL', '2.5 L']);
      expect(item.goodsId).toBe(item.packs[0]!.goodsId);
    }
    expect(bySeller.sellers).toContainEqual({ id: sellerId, name: sellerName, pending: 6 });

    const acetone = await queue(operator, { sellerId, keyword: '67-64-1' });
    expect(acetone.list.map((i) => i.brand)).toEqual(['批审丙']);
    const byName = await queue(operator, { sellerId, keyword: acetone.list[0]!.name });
    expect(byName.list.map((i) => i.brand)).toEqual(['批审丙']);
    const bySellerName = await queue(operator, { keyword: sellerName, pageSize: 100 });
    expect(bySellerName.list.every((i) => i.seller.id === sellerId)).toBe(true);
    expect(bySellerName.total).toBe(3);

    const today = chinaToday();
    expect((await queue(operator, { sellerId, submittedFrom: today, submittedTo: today })).total).toBe(3);
    expect((await queue(operator, { sellerId, submittedTo: '2020-01-01' })).total).toBe(0);
    expect((await queue(operator, { sellerId, submittedFrom: '2999-01-01' })).total).toBe(0);

    const paged = await queue(operator, { sellerId, pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.list.map((i) => i.brand)).toEqual(['批审丙']);
  });

  it('refuses malformed filters with a clear message', async () => {
    const wrongDay = await get('/api/admin/goods', operator, { submittedFrom: '2026-02-30' });
    expect(wrongDay.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(wrongDay.body.msg).toContain('提交开始日期');
    const reversed = await get('/api/admin/goods', operator, { submittedFrom: '2026-03-02', submittedTo: '2026-03-01' });
    expect(reversed.body.msg).toContain('开始日期不能晚于结束日期');
    expect((await get('/api/admin/goods', operator, { sellerId: 'abc' })).body.msg).toContain('卖家编号无效');
  });
});

describe('POST /api/admin/goods_review_batch', () => {
  it('refuses anyone but an operator', async () => {
    const buyer = await freshMemberToken(db, 'rqbuy', { buyer: true });
    for (const token of [seller, buyer]) {
      const { body } = await post('/api/admin/goods_review_batch', token, { decision: 'approve', items: [{ goodsId: 1, submittedAt: 'x' }] });
      expect(body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
  });

  it('approves every pack of the chosen items in one call, each audited, and answers per row', async () => {
    const [first, second] = (await queue(operator, { sellerId, pageSize: 100 })).list;
    const items = [...asItems(first!), ...asItems(second!)];
    const { body } = await post<Batch>('/api/admin/goods_review_batch', operator, { decision: 'approve', items });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ succeeded: 4, failed: 0 });
    expect(body.data.results.map((r) => [r.goodsId, r.ok, r.status])).toEqual(items.map((i) => [i.goodsId, true, 'on_shelf']));
    const audit = await db
      .selectFrom('auditLog')
      .select(['entityId', 'action'])
      .where('entity', '=', 'goods')
      .where(
        'entityId',
        'in',
        items.map((i) => String(i.goodsId)),
      )
      .execute();
    expect(audit.map((a) => a.action)).toEqual(Array(4).fill('goods.approve'));
    expect((await queue(operator, { sellerId })).total).toBe(1);
  });

  it('rejects with one reason, refusing per row what a single review refuses: own goods, goods edited since, goods already decided', async () => {
    const [acetone] = (await queue(operator, { sellerId })).list;
    const [stalePack, freshPack] = acetone!.packs;
    // The seller edits one pack after the operator saw it.
    const edit = await post('/api/update_goods', seller, {
      ...offer('批审丙', '67-64-1'),
      ...offer('批审丙').packs[0],
      priceCents: 3600,
      goodsId: stalePack!.goodsId,
    });
    expect(edit.body.code, edit.body.msg).toBe(0);

    const sellingOperator = await freshMemberToken(db, 'rqopsel', { seller: true, operator: true });
    await grantSellerLicences(db, sellingOperator);
    const [own] = await create(sellingOperator, offer('自审批量'));
    const ownItem = (await queue(sellingOperator, { keyword: 'rqopsel', pageSize: 100 })).list.find((i) => i.goodsId === own)!;
    const [approved] = (await db
      .selectFrom('goods')
      .select(['id', 'updatedAt'])
      .where('sellerId', '=', sellerId)
      .where('status', '=', 'on_shelf')
      .execute()) as [{ id: number; updatedAt: string }];

    const items = [
      { goodsId: stalePack!.goodsId, submittedAt: stalePack!.submittedAt },
      { goodsId: freshPack!.goodsId, submittedAt: freshPack!.submittedAt },
      { goodsId: own!, submittedAt: ownItem.packs[0]!.submittedAt },
      { goodsId: approved.id, submittedAt: approved.updatedAt },
      { goodsId: 99_999_999, submittedAt: '2026-01-01T00:00:00.000Z' },
    ];
    const noReason = await post('/api/admin/goods_review_batch', sellingOperator, { decision: 'reject', items });
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(noReason.body.msg).toContain('驳回时请填写原因');

    const { body } = await post<Batch>('/api/admin/goods_review_batch', sellingOperator, { decision: 'reject', reason: '包装规格与价格不符', items });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ succeeded: 1, failed: 4 });
    const byId = new Map(body.data.results.map((r) => [r.goodsId, r]));
    expect(byId.get(stalePack!.goodsId)).toMatchObject({ ok: false, code: ErrorCode.GOODS_TRANSITION_INVALID, status: null });
    expect(byId.get(stalePack!.goodsId)!.msg).toContain('请刷新后按最新内容审核');
    expect(byId.get(freshPack!.goodsId)).toMatchObject({ ok: true, code: 0, status: 'rejected' });
    expect(byId.get(own!)).toMatchObject({ ok: false, code: ErrorCode.GOODS_TRANSITION_INVALID });
    expect(byId.get(own!)!.msg).toContain('不能审核自己发布的商品');
    expect(byId.get(approved.id)).toMatchObject({ ok: false, code: ErrorCode.GOODS_TRANSITION_INVALID });
    expect(byId.get(99_999_999)).toMatchObject({ ok: false, code: ErrorCode.GOODS_NOT_FOUND });

    const rejected = await db.selectFrom('goods').select(['status', 'reviewNote']).where('id', '=', freshPack!.goodsId).executeTakeFirstOrThrow();
    expect(rejected).toEqual({ status: 'rejected', reviewNote: '包装规格与价格不符' });
    const entry = await db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('entity', '=', 'goods')
      .where('entityId', '=', String(freshPack!.goodsId))
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'goods.reject', reason: '包装规格与价格不符' });
    expect(
      await db
        .selectFrom('auditLog')
        .select('id')
        .where('entity', '=', 'goods')
        .where('entityId', 'in', [String(stalePack!.goodsId), String(own)])
        .execute(),
    ).toEqual([]);
  });

  it('refuses an empty or repeated selection with a clear message', async () => {
    expect((await post('/api/admin/goods_review_batch', operator, { decision: 'approve', items: [] })).body.msg).toContain('请至少选择一件商品');
    const twice = [
      { goodsId: 5, submittedAt: 'a' },
      { goodsId: 5, submittedAt: 'a' },
    ];
    expect((await post('/api/admin/goods_review_batch', operator, { decision: 'approve', items: twice })).body.msg).toContain('同一件商品选了两次');
  });
});
