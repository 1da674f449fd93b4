import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMembers, memberIdsByUsername } from '@/lib/server/account/service';
import { createDb, nowIso } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { AppError } from '@/lib/server/core/errors';
import { devLogisticsProvider } from '@/lib/server/logistics/dev-provider';
import { shipInfo } from './shipping';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let buyerId: number;
let sellerId: number;
let strangerId: number;
const now = new Date('2026-11-24T12:00:00.000Z');
const fiveDaysAgo = new Date(now.getTime() - 5 * 86_400_000).toISOString();

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  const member = (username: string, isSeller: boolean) => ({
    username,
    password: 'Fresh12345',
    memberType: 'licence' as const,
    isBuyer: !isSeller,
    isSeller,
    displayName: username,
    companyName: null,
  });
  await importMembers(db, [member('ship_buyer', false), member('ship_seller', true), member('ship_stranger', false)]);
  const ids = await memberIdsByUsername(db, ['ship_buyer', 'ship_seller', 'ship_stranger']);
  [buyerId, sellerId, strangerId] = [ids.get('ship_buyer')!, ids.get('ship_seller')!, ids.get('ship_stranger')!];
  await db
    .insertInto('memberProfiles')
    .values({
      memberId: sellerId,
      kind: 'company',
      realName: '张三',
      organisationName: null,
      creditCode: null,
      licenceUploadId: null,
      address: '江苏省南京市江宁区科学园 88 号',
      updatedAt: nowIso(),
    })
    .execute();
});
afterAll(() => db.destroy());

let counter = 0;
/** An order written directly, shipped (or not) with the carrier of this code. */
async function order(shipped: { carrier: string; dispatchedAt: string } | null): Promise<string> {
  counter += 1;
  const orderNo = `DD2026112400${String(counter).padStart(4, '0')}`;
  const carrier = shipped ? await db.selectFrom('expressCompanies').select('id').where('code', '=', shipped.carrier).executeTakeFirstOrThrow() : null;
  const at = nowIso();
  await db
    .insertInto('orders')
    .values({
      orderNo,
      buyerId,
      sellerId,
      status: shipped ? 'dispatched' : 'paid',
      source: 'cart',
      inquiryId: null,
      listGoodsCents: 10_000,
      goodsCents: 10_000,
      shippingCents: 1_500,
      payableCents: 11_500,
      voucherId: null,
      expressCompanyId: null,
      deliveryJson: JSON.stringify({ receiver: '王五', phone: '13912345678', areaLabel: '广东省 广州市 天河区', detail: '天河路 100 号', postcode: null }),
      invoiceJson: null,
      buyerNote: null,
      shipExpressCompanyId: carrier?.id ?? null,
      trackingNo: shipped ? 'SF2026112400001' : null,
      receiveMode: null,
      cancelReason: null,
      refundReason: null,
      invoiceRequestedAt: null,
      invoiceNumber: null,
      invoiceUploadId: null,
      invoiceIssuedAt: null,
      createdAt: at,
      submittedAt: at,
      releasedAt: at,
      paidAt: at,
      dispatchedAt: shipped?.dispatchedAt ?? null,
      receivedAt: null,
      completedAt: null,
      cancelledAt: null,
      refundedAt: null,
      updatedAt: at,
    })
    .execute();
  return orderNo;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (e: unknown) => (e instanceof AppError ? e.code : -1),
  );

describe('shipinfo', () => {
  it('without a provider: the carrier’s tracking page and no events', async () => {
    const orderNo = await order({ carrier: 'SF', dispatchedAt: fiveDaysAgo });
    expect(await shipInfo(db, buyerId, orderNo, now, null)).toEqual({
      orderNo,
      expressCompanyName: '顺丰速运',
      trackingNo: 'SF2026112400001',
      trackingUrl: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF2026112400001',
      provider: 'none',
      simulated: false,
      delivered: false,
      events: [],
    });
    const roadOrder = await order({ carrier: 'DG_ROAD', dispatchedAt: fiveDaysAgo });
    expect((await shipInfo(db, sellerId, roadOrder, now, null)).trackingUrl).toBeNull();
  });

  it('with the development provider: collected in the seller’s city, signed for in the buyer’s', async () => {
    const orderNo = await order({ carrier: 'SF', dispatchedAt: fiveDaysAgo });
    const info = await shipInfo(db, buyerId, orderNo, now, devLogisticsProvider);
    expect(info).toMatchObject({ provider: 'development', simulated: true, delivered: true });
    expect(info.events.at(-1)).toMatchObject({ status: '已揽收', location: '南京市' });
    expect(info.events[0]).toMatchObject({ status: '已签收', location: '广州市' });
  });

  it('answers 5102 before dispatch and 5101 to anyone but the two parties', async () => {
    expect(await codeOf(shipInfo(db, buyerId, await order(null), now, null))).toBe(5102);
    const shipped = await order({ carrier: 'SF', dispatchedAt: fiveDaysAgo });
    expect(await codeOf(shipInfo(db, strangerId, shipped, now, null))).toBe(5101);
  });
});
