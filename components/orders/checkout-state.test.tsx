import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { checkoutBody, chooseForGroup, EMPTY_CHOICES, parseIds, placeOfError, vouchersForGroup } from './checkout-state';

const companies = [
  { id: 1, name: '顺丰速运', code: 'SF', trackingUrlTemplate: null, dangerousGoods: false },
  { id: 2, name: '危化专运', code: 'WH', trackingUrlTemplate: null, dangerousGoods: true },
];

describe('parseIds', () => {
  it('keeps positive whole numbers once each and drops the rest', () => {
    expect(parseIds('3,1,x,3,-2,0, 7 ,1.5')).toEqual([3, 1, 7]);
    expect(parseIds(['1,2', '2'])).toEqual([1, 2]);
    expect(parseIds(undefined)).toEqual([]);
    expect(parseIds(Array.from({ length: 300 }, (_, i) => i + 1).join(','))).toHaveLength(200);
  });
});

describe('checkoutBody', () => {
  const source = { cartItemIds: [5, 6], quotationIds: [] };

  it('sends only what was chosen: no address before the list answered, the default invoice unless one (or none) was chosen', () => {
    expect(checkoutBody(source, EMPTY_CHOICES, true)).toEqual({ cartItemIds: [5, 6], groups: [], preview: true });
    const chosen = { ...EMPTY_CHOICES, addressId: 9, invoiceInfoId: null };
    expect(checkoutBody(source, chosen, false)).toEqual({ cartItemIds: [5, 6], addressId: 9, invoiceInfoId: null, groups: [], preview: false });
  });

  it("carries each seller group's shipping method and voucher; notes only in the real submit", () => {
    let choices = chooseForGroup({ ...EMPTY_CHOICES, addressId: 1 }, 11, { expressCompanyId: 2 });
    choices = chooseForGroup(choices, 12, { buyerNote: '  请开增值税发票  ' });
    choices = chooseForGroup(choices, 11, { voucherId: 4 });
    expect(choices.lastChangedSeller).toBe(11);
    expect(checkoutBody({ cartItemIds: [], quotationIds: [8] }, choices, true)).toEqual({
      quotationIds: [8],
      addressId: 1,
      groups: [{ sellerId: 11, expressCompanyId: 2, voucherId: 4 }],
      preview: true,
    });
    expect(checkoutBody({ cartItemIds: [], quotationIds: [8] }, choices, false).groups).toEqual([
      { sellerId: 11, expressCompanyId: 2, voucherId: 4 },
      { sellerId: 12, buyerNote: '请开增值税发票' },
    ]);
  });

  it('a voucher taken off again is not sent', () => {
    let choices = chooseForGroup(EMPTY_CHOICES, 11, { voucherId: 4 });
    choices = chooseForGroup(choices, 11, { voucherId: undefined });
    expect(checkoutBody(source, choices, true).groups).toEqual([]);
  });
});

describe('placeOfError', () => {
  let choices = chooseForGroup(EMPTY_CHOICES, 11, { expressCompanyId: 1 });
  choices = chooseForGroup(choices, 12, { voucherId: 3 });

  it('a refused carrier goes to the group that chose it, found by its name in the message', () => {
    expect(
      placeOfError(
        { code: ErrorCode.ORDER_SHIPPING_METHOD_INVALID, message: '订单含危险化学品，须由具备危险货物运输资质的承运商配送，「顺丰速运」不能承运' },
        choices,
        companies,
      ),
    ).toEqual({
      where: 'group',
      sellerId: 11,
    });
  });
  it('a refused voucher goes to the group changed last; a missing address to the address; anything else above the page', () => {
    expect(placeOfError({ code: ErrorCode.VOUCHER_NOT_VALID_NOW, message: '所选优惠券不可用于这笔订单' }, choices, companies)).toEqual({
      where: 'group',
      sellerId: 12,
    });
    expect(placeOfError({ code: ErrorCode.ORDER_ADDRESS_REQUIRED, message: '请先添加收货地址' }, choices, companies)).toEqual({ where: 'address' });
    expect(placeOfError({ code: ErrorCode.OFFER_UNAVAILABLE, message: '「乙醇」库存仅 2 件' }, choices, companies)).toEqual({ where: 'page' });
    expect(placeOfError({ code: ErrorCode.VOUCHER_NOT_VALID_NOW, message: 'x' }, EMPTY_CHOICES, companies)).toEqual({ where: 'page' });
  });
});

describe('vouchersForGroup', () => {
  const vouchers = [
    { id: 1, title: '满100减10', faceValueCents: 1000, minOrderCents: 10000, validUntil: '2030-01-01' },
    { id: 2, title: '无门槛5元', faceValueCents: 500, minOrderCents: 0, validUntil: '2030-01-01' },
  ];
  it('offers a voucher only where its minimum is met and no other group has picked it', () => {
    expect(vouchersForGroup(vouchers, EMPTY_CHOICES, 11, 5000).map((v) => v.id)).toEqual([2]);
    expect(vouchersForGroup(vouchers, EMPTY_CHOICES, 11, 10000).map((v) => v.id)).toEqual([1, 2]);
    const choices = chooseForGroup(EMPTY_CHOICES, 12, { voucherId: 2 });
    expect(vouchersForGroup(vouchers, choices, 11, 10000).map((v) => v.id)).toEqual([1]);
    expect(vouchersForGroup(vouchers, choices, 12, 10000).map((v) => v.id)).toEqual([1, 2]);
  });
});
