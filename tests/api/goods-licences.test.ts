import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb } from './helpers';
import { attachSds, freshMemberToken, grantSellerLicences, newestInQueue } from './goods-helpers';
import { get, post } from './kit';

/*
 * The on-shelf gate: goods go on shelf only while
 * the seller holds an approved, unexpired business licence, and for a
 * substance on the hazardous catalogue the hazardous-chemicals licence.
 */

const db = testDb();
afterAll(() => db.destroy());

type Missing = { reason: string; anyOf: string[]; message: string };
type Listed = { goodsId: number; cas: string; status: string; missingLicences: Missing[] };
type GoodsPage = { list: Listed[]; total: number; licences: { missing: Missing[]; uploadPath: string } };
type Certificate = {
  id: number;
  kind: string;
  kindLabel: string;
  number: string;
  status: string;
  statusLabel: string;
  validFrom: string;
  validTo: string | null;
  fileUrl: string;
};
type ReviewItem = { goodsId: number; seller: { id: number }; sellerCertificates: Certificate[]; missingLicences: Missing[] };

const SALT = '7647-14-5'; // sodium chloride: on no list
const ACID = '7664-93-9'; // sulfuric acid: hazardous catalogue (and precursor category 3)

const offerOf = (cas: string, brand: string) => ({
  cas,
  purity: 'AR',
  brand,
  leadTimeDays: 2,
  storageConditions: '',
  lotNumber: '',
  packs: [{ packSize: 500, unitCode: 'g', priceCents: 3500, stock: 5 }],
});

async function createOne(token: string, cas: string, brand: string): Promise<number> {
  const { body } = await post<{ goodsIds: number[] }>('/api/create_goods', token, offerOf(cas, brand));
  expect(body.code, body.msg).toBe(0);
  return body.data.goodsIds[0]!;
}

const review = (operator: string, goodsId: number) => post<{ status: string }>('/api/admin/goods_review', operator, { goodsId, decision: 'approve' });
const goodsList = (token: string, status: string) => get<GoodsPage>('/api/good_list', token, { status });
const dashboard = (operator: string) =>
  call<{ entries: { key: string; label: string; href: string; count: number }[] }>('/api/admin/dashboard', { token: operator });

describe('goods on shelf only with the seller’s licences', () => {
  let seller: string;
  let operator: string;
  let salt: number;
  let acid: number;
  let hazardousLicence: number;
  beforeAll(async () => {
    [seller, operator] = await Promise.all([freshMemberToken(db, 'lic_s', { seller: true }), freshMemberToken(db, 'lic_o', { operator: true })]);
    salt = await createOne(seller, SALT, '执照测试');
    acid = await createOne(seller, ACID, '执照测试');
  });

  it('the dashboard counts goods waiting for review, beside the other entries', async () => {
    const { body } = await dashboard(operator);
    expect(body.code).toBe(0);
    const byKey = Object.fromEntries(body.data.entries.map((e) => [e.key, e]));
    expect(Object.keys(byKey)).toEqual(
      expect.arrayContaining(['goodsPending', 'certificatesPending', 'rechargesPending', 'membersDisabledToday', 'auditToday']),
    );
    expect(byKey.goodsPending).toMatchObject({ label: '待审核商品', href: '/admin/goods' });
    expect(byKey.goodsPending!.count).toBeGreaterThanOrEqual(2);
    const pending = await db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(byKey.goodsPending!.count).toBe(Number(pending.n));
  });

  it('good_list tells a seller without licences what is missing and where to upload it', async () => {
    const { body } = await goodsList(seller, 'pending');
    expect(body.data.licences.uploadPath).toBe('/member/account/certificate');
    expect(body.data.licences.missing).toEqual([expect.objectContaining({ anyOf: ['business_licence'], message: expect.stringContaining('营业执照') })]);
    const byId = Object.fromEntries(body.data.list.map((g) => [g.goodsId, g]));
    expect(byId[salt]!.missingLicences).toEqual([]);
    expect(byId[acid]!.missingLicences).toEqual([expect.objectContaining({ reason: '危险化学品', message: expect.stringContaining('危险化学品经营许可证') })]);
  });

  it('the review queue shows the seller’s certificates and what the goods still need', async () => {
    const queue = await newestInQueue<ReviewItem>(operator);
    const entry = queue.find((g) => g.goodsId === acid)!;
    expect(entry.sellerCertificates).toEqual([]);
    expect(entry.missingLicences.map((m) => m.reason)).toEqual(['在本平台销售', '危险化学品']);
  });

  it('refuses approval without a business licence, naming it; the goods stay pending', async () => {
    const { body } = await post<{ missing: Missing[]; uploadPath: string }>('/api/admin/goods_review', operator, { goodsId: salt, decision: 'approve' });
    expect(body.code).toBe(ErrorCode.GOODS_SHELF_LICENCE_MISSING);
    expect(body.msg).toContain('营业执照');
    expect(body.data).toMatchObject({ uploadPath: '/member/account/certificate', missing: [expect.objectContaining({ anyOf: ['business_licence'] })] });
    expect((await db.selectFrom('goods').select('status').where('id', '=', salt).executeTakeFirstOrThrow()).status).toBe('pending');
    const audit = await db.selectFrom('auditLog').select('id').where('entity', '=', 'goods').where('entityId', '=', String(salt)).execute();
    expect(audit).toEqual([]);
  });

  it('a business licence only pending review does not count', async () => {
    const [id] = await grantSellerLicences(db, seller, ['business_licence']);
    await db.updateTable('certificates').set({ status: 'pending' }).where('id', '=', id!).execute();
    expect((await review(operator, salt)).body.code).toBe(ErrorCode.GOODS_SHELF_LICENCE_MISSING);
    await db.updateTable('certificates').set({ status: 'approved' }).where('id', '=', id!).execute();
  });

  it('with an approved business licence: ordinary goods go on shelf, hazardous ones still need the hazardous licence', async () => {
    expect((await review(operator, salt)).body).toMatchObject({ code: 0, data: { status: 'on_shelf' } });
    const refused = await review(operator, acid);
    expect(refused.body.code).toBe(ErrorCode.GOODS_SHELF_LICENCE_MISSING);
    expect(refused.body.msg).toContain('危险化学品经营许可证');
    expect(refused.body.msg).not.toContain('营业执照');
    const { body } = await goodsList(seller, 'pending');
    expect(body.data.licences.missing).toEqual([]);
    expect(body.data.list.find((g) => g.goodsId === acid)!.missingLicences).toHaveLength(1);
    const queue = await newestInQueue<ReviewItem>(operator);
    const entry = queue.find((g) => g.goodsId === acid)!;
    expect(entry.sellerCertificates).toEqual([
      expect.objectContaining({
        kind: 'business_licence',
        kindLabel: '营业执照',
        number: '91350100M000100Y43',
        status: 'approved',
        statusLabel: '已通过',
        validTo: null,
        fileUrl: expect.stringMatching(/^\/files\/\d+$/),
      }),
    ]);
    expect(entry.missingLicences.map((m) => m.reason)).toEqual(['危险化学品']);
  });

  it('with the hazardous licence too, hazardous goods go on shelf', async () => {
    [hazardousLicence] = (await grantSellerLicences(db, seller, ['hazardous_business_licence'])) as [number];
    // The licences are there; a hazardous chemical also needs its SDS.
    expect((await review(operator, acid)).body.code).toBe(ErrorCode.GOODS_SDS_MISSING);
    await attachSds(seller, acid);
    expect((await review(operator, acid)).body).toMatchObject({ code: 0, data: { status: 'on_shelf' } });
    const { body } = await goodsList(seller, 'on_shelf');
    expect(body.data.list.find((g) => g.goodsId === acid)!.missingLicences).toEqual([]);
  });

  it('putting goods back on shelf checks again: an expired licence refuses, a stock edit keeps on-shelf goods on shelf', async () => {
    const put = (goodsId: number, action: 'put_on' | 'take_off') => post<{ status: string }>('/api/good_change_status', seller, { goodsId, action });
    expect((await put(acid, 'take_off')).body.data.status).toBe('off_shelf');
    // The licence ran out after it was approved (the date moves on; the test moves the dates).
    await db.updateTable('certificates').set({ validFrom: '2019-01-01', validTo: '2020-12-31' }).where('id', '=', hazardousLicence).execute();
    try {
      const refused = await put(acid, 'put_on');
      expect(refused.body.code).toBe(ErrorCode.GOODS_SHELF_LICENCE_MISSING);
      expect(refused.body.msg).toContain('危险化学品经营许可证');
      const stock = await post<{ status: string }>('/api/update_goods', seller, {
        ...offerOf(SALT, '执照测试'),
        ...offerOf(SALT, '执照测试').packs[0],
        stock: 42,
        goodsId: salt,
      });
      expect(stock.body).toMatchObject({ code: 0, data: { status: 'on_shelf' } });
    } finally {
      await db.updateTable('certificates').set({ validFrom: '2024-01-01', validTo: '2099-12-31' }).where('id', '=', hazardousLicence).execute();
    }
    expect((await put(acid, 'put_on')).body.data.status).toBe('on_shelf');
  });
});
