import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb } from './helpers';
import { DANGEROUS_CAS, expressId, freshBuyer, freshSeller, listGoods, markPaid, messagesOf, paidOrder, PLAIN_CAS, submittedOrder } from './order-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Order = {
  orderNo: string;
  status: string;
  version: number;
  dispatchedAt: string | null;
  delivery: { areaLabel: string };
  expressCompany: { id: number; name: string; dangerousGoods: boolean } | null;
  shipment: { expressCompanyId: number; expressCompanyName: string; trackingNo: string; trackingUrl: string | null; dispatchedAt: string } | null;
  lines: { cas: string | null }[];
};
type DispatchOrder = Order & { dangerousGoods: boolean };
type ShipInfo = {
  orderNo: string;
  expressCompanyName: string;
  trackingNo: string;
  trackingUrl: string | null;
  provider: string;
  simulated: boolean;
  delivered: boolean;
  events: { at: string; status: string; description: string; location: string | null }[];
};
type Detail = Order & { events: { action: string; note: string | null }[] };

let seller: FreshMember;
let buyer: FreshMember;
let stranger: FreshMember;
let plainGoods: number;
let dangerousGoods: number;
let sf: number;
let dgRoad: number;

beforeAll(async () => {
  [seller, buyer, stranger] = await Promise.all([
    freshSeller(db, 'ship_s'),
    freshBuyer(db, 'ship_b'),
    freshMember(db, 'ship_x', { buyer: true, seller: true }),
  ]);
  [plainGoods, dangerousGoods, sf, dgRoad] = await Promise.all([
    listGoods(db, seller.id, PLAIN_CAS),
    listGoods(db, seller.id, DANGEROUS_CAS),
    expressId(db, 'SF'),
    expressId(db, 'DG_ROAD'),
  ]);
});

const ship = (token: string, body: object) => post<Order>('update_express', token, body);

/** Moves the dispatch back in time, as if the parcel had been travelling that long. */
async function dispatchedHoursAgo(orderNo: string, hours: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ dispatchedAt: new Date(Date.now() - hours * 3_600_000).toISOString() })
    .where('orderNo', '=', orderNo)
    .execute();
}

describe('order_dispatch_list', () => {
  it("lists the seller's paid orders, the longest waiting first, with address, shipping choice, dangerous-goods flag and lines", async () => {
    const own = await freshSeller(db, 'ship_q');
    const [plain, dangerous] = await Promise.all([listGoods(db, own.id, PLAIN_CAS), listGoods(db, own.id, DANGEROUS_CAS)]);
    const newer = await submittedOrder(db, buyer, plain);
    const older = await submittedOrder(db, buyer, dangerous);
    const unpaid = await submittedOrder(db, buyer, plain);
    await markPaid(db, newer, new Date(Date.now() - 3_600_000).toISOString());
    await markPaid(db, older, new Date(Date.now() - 5 * 3_600_000).toISOString());

    const { body } = await get<{ list: DispatchOrder[]; total: number }>('order_dispatch_list', own.token);
    expect(body.code, body.msg).toBe(0);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((o) => o.orderNo)).toEqual([older, newer]);
    expect(body.data.list.map((o) => o.orderNo)).not.toContain(unpaid);
    const [first, second] = body.data.list;
    expect(first).toMatchObject({ status: 'paid', dangerousGoods: true, delivery: { areaLabel: '广东省 广州市 天河区' } });
    expect(first!.expressCompany?.dangerousGoods).toBe(true);
    expect(first!.lines.map((l) => l.cas)).toEqual([DANGEROUS_CAS]);
    expect(second).toMatchObject({ dangerousGoods: false, lines: [{ cas: PLAIN_CAS }] });

    const paged = await get<{ list: DispatchOrder[]; total: number }>('order_dispatch_list', own.token, { page: 2, pageSize: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ orderNo: newer }] });
  });

  it('is the seller’s own: another seller sees none of these, a buyer is refused with 3012', async () => {
    const { body } = await get<{ list: DispatchOrder[]; total: number }>('order_dispatch_list', stranger.token);
    expect(body.data).toMatchObject({ list: [], total: 0 });
    expect((await get('order_dispatch_list', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('update_express', () => {
  it('checks the tracking number’s form: 8–30 letters or digits', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    for (const trackingNo of ['SF12345', 'SF-12345678', '顺丰1234567890', 'A'.repeat(31), '']) {
      const { body } = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo });
      expect({ trackingNo, code: body.code }).toEqual({ trackingNo, code: ErrorCode.VALIDATION_FAILED });
      expect(body.msg).toContain('物流单号');
    }
    const { body } = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: ' sf1234567890 ' });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.shipment?.trackingNo).toBe('SF1234567890');
  });

  it('ships a paid order: dispatched, carrier and number recorded, the buyer told', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    const { body } = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400001' });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({
      status: 'dispatched',
      shipment: { expressCompanyId: sf, expressCompanyName: '顺丰速运', trackingNo: 'SF2026112400001' },
    });
    expect(body.data.shipment?.trackingUrl).toContain('SF2026112400001');
    expect(body.data.dispatchedAt).not.toBeNull();
    const note = (await messagesOf(buyer.token)).find((m) => m.kind === 'order_dispatched' && m.title.includes(orderNo));
    expect(note?.body).toContain('顺丰速运');
    expect(note?.body).toContain('SF2026112400001');
  });

  it('corrects the number of a dispatched order: same state, version bumped, before → after in the history', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    const first = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400002' });
    const corrected = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400003' });
    expect(corrected.body.code, corrected.body.msg).toBe(0);
    expect(corrected.body.data).toMatchObject({
      status: 'dispatched',
      dispatchedAt: first.body.data.dispatchedAt,
      shipment: { trackingNo: 'SF2026112400003' },
    });
    expect(corrected.body.data.version).toBe(first.body.data.version + 1);
    const detail = await get<Detail>('order_detail', seller.token, { orderNo });
    const event = detail.body.data.events.at(-1)!;
    expect(event.action).toBe('update_tracking');
    expect(event.note).toBe('顺丰速运 SF2026112400002 → 顺丰速运 SF2026112400003');
    expect((await messagesOf(buyer.token)).some((m) => m.title === `物流单号已更新：${orderNo}`)).toBe(true);

    const unchanged = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400003' });
    expect(unchanged.body.code).toBe(ErrorCode.ORDER_EXPRESS_INVALID);
  });

  it('sends dangerous goods only with a licensed dangerous-goods carrier', async () => {
    const orderNo = await paidOrder(db, buyer, dangerousGoods);
    const refused = await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400004' });
    expect(refused.body.code).toBe(ErrorCode.ORDER_EXPRESS_INVALID);
    expect(refused.body.msg).toContain('危险货物运输资质');
    expect(refused.body.msg).toContain('顺丰速运');
    const accepted = await ship(seller.token, { orderNo, expressCompanyId: dgRoad, trackingNo: 'DG2026112400004' });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    expect(accepted.body.data.shipment?.trackingUrl).toBeNull();
    // A correction to a parcel carrier is refused the same way.
    expect((await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400005' })).body.code).toBe(ErrorCode.ORDER_EXPRESS_INVALID);
  });

  it('refuses an unknown or disabled carrier, an unpaid order, and a finished shipment', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    expect((await ship(seller.token, { orderNo, expressCompanyId: 2_000_000_000, trackingNo: 'SF2026112400006' })).body.code).toBe(
      ErrorCode.ORDER_EXPRESS_INVALID,
    );
    const code = `OFF${Date.now().toString(36).toUpperCase()}`;
    const disabled = await db
      .insertInto('expressCompanies')
      .values({
        name: `停用快递${code}`,
        code,
        trackingUrlTemplate: null,
        enabled: 0,
        dangerousGoods: 0,
        sortOrder: 99,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const off = await ship(seller.token, { orderNo, expressCompanyId: disabled.id, trackingNo: 'SF2026112400006' });
    expect(off.body).toMatchObject({ code: ErrorCode.ORDER_EXPRESS_INVALID, msg: '所选快递公司不存在或已停用，请重新选择' });

    const unpaid = await submittedOrder(db, buyer, plainGoods);
    const early = await ship(seller.token, { orderNo: unpaid, expressCompanyId: sf, trackingNo: 'SF2026112400007' });
    expect(early.body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(early.body.msg).toContain('待付款');
  });

  it('ships once when the seller sends several at the same time', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: `SF20261124900${n}0` })));
    expect(answers.every((a) => [0, 5102].includes(a.body.code))).toBe(true);
    expect(answers.some((a) => a.body.code === 0)).toBe(true);
    const row = await db.selectFrom('orders').select(['id', 'status']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('dispatched');
    const dispatches = await db.selectFrom('orderEvents').select('id').where('orderId', '=', row.id).where('action', '=', 'dispatch').execute();
    expect(dispatches).toHaveLength(1);
  });

  it('is for the order’s seller only: another seller 5101, the buyer (no seller role) 3012, signed out 10', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    const body = { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400008' };
    expect((await ship(stranger.token, body)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await ship(buyer.token, body)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await call('/api/update_express', { method: 'POST', body })).body.code).toBe(10);
    const row = await db.selectFrom('orders').select('status').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });
});

describe('shipinfo', () => {
  it('answers 5102 before dispatch, naming the state', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    const { body } = await get<ShipInfo>('shipinfo', buyer.token, { orderNo });
    expect(body.code).toBe(ErrorCode.ORDER_TRANSITION_INVALID);
    expect(body.msg).toBe('订单尚未发货（当前状态：待发货），还没有物流信息');
  });

  it('shows the simulated journey growing as time passes, labelled, ending signed for in the buyer’s city', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400010' });

    const fresh = await get<ShipInfo>('shipinfo', buyer.token, { orderNo });
    expect(fresh.body.code, fresh.body.msg).toBe(0);
    expect(fresh.body.data).toMatchObject({
      orderNo,
      expressCompanyName: '顺丰速运',
      trackingNo: 'SF2026112400010',
      provider: 'development',
      simulated: true,
      delivered: false,
    });
    expect(fresh.body.data.trackingUrl).toBe('https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF2026112400010');
    // Collection comes an hour or more after dispatch.
    expect(fresh.body.data.events).toEqual([]);

    await dispatchedHoursAgo(orderNo, 30);
    const travelling = (await get<ShipInfo>('shipinfo', seller.token, { orderNo })).body.data;
    expect(travelling.events.length).toBeGreaterThanOrEqual(2);
    expect(travelling.events.at(-1)!.status).toBe('已揽收');
    expect(travelling.delivered).toBe(false);
    const times = travelling.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const e of travelling.events) expect(e.description).toContain('开发环境模拟物流数据');
    for (const e of travelling.events) expect(Date.parse(e.at)).toBeLessThanOrEqual(Date.now());

    await dispatchedHoursAgo(orderNo, 5 * 24);
    const arrived = (await get<ShipInfo>('shipinfo', buyer.token, { orderNo })).body.data;
    expect(arrived.delivered).toBe(true);
    expect(arrived.events.length).toBeGreaterThan(travelling.events.length);
    expect(arrived.events[0]).toMatchObject({ status: '已签收', location: '广州市' });
    expect(arrived.events.some((e) => e.status === '到达' && e.description.includes('广州市'))).toBe(true);
    expect(arrived.events.some((e) => e.status === '派送中')).toBe(true);
  });

  it('is for the two parties only: another member 5101, signed out 10', async () => {
    const orderNo = await paidOrder(db, buyer, plainGoods);
    await ship(seller.token, { orderNo, expressCompanyId: sf, trackingNo: 'SF2026112400011' });
    expect((await get('shipinfo', stranger.token, { orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await call('/api/shipinfo', { query: { orderNo } })).body.code).toBe(10);
    expect((await get('shipinfo', buyer.token, { orderNo: 'DD00000000000000' })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
  });
});

describe('deleting an express company', () => {
  it('is refused with 7412 while orders name it, and allowed for an unused one', async () => {
    const operator = await freshMember(db, 'ship_op', { operator: true });
    const code = `T${Date.now().toString(36).toUpperCase()}`;
    const create = (suffix: string) =>
      post<{ id: number }>('admin/express_company_create', operator.token, {
        name: `测试快递${code}${suffix}`,
        code: `${code}${suffix}`,
        enabled: true,
        dangerousGoods: false,
        // Last in every list, so no other order picks it as its default carrier meanwhile.
        sortOrder: 9999,
      });
    const [used, unused] = await Promise.all([create('A'), create('B')]);
    expect(used.body.code, used.body.msg).toBe(0);
    const orderNo = await paidOrder(db, buyer, plainGoods);
    expect((await ship(seller.token, { orderNo, expressCompanyId: used.body.data.id, trackingNo: 'TE2026112400012' })).body.code).toBe(0);

    const refused = await post('admin/express_company_delete', operator.token, { id: used.body.data.id });
    expect(refused.body).toEqual({ code: ErrorCode.EXPRESS_COMPANY_IN_USE, msg: '已有 1 张订单使用这家快递公司，不能删除；可以改为停用', data: { orders: 1 } });
    expect(await db.selectFrom('expressCompanies').select('id').where('id', '=', used.body.data.id).executeTakeFirst()).toBeDefined();

    const deleted = await post('admin/express_company_delete', operator.token, { id: unused.body.data.id });
    expect(deleted.body.code, deleted.body.msg).toBe(0);
    // Disabling stays possible, and keeps the test carrier out of later tests' checkouts.
    const disabled = await post('admin/express_company_update', operator.token, {
      id: used.body.data.id,
      name: `测试快递${code}A`,
      code: `${code}A`,
      enabled: false,
      dangerousGoods: false,
      sortOrder: 9999,
    });
    expect(disabled.body.code, disabled.body.msg).toBe(0);
  });
});
