import { describe, expect, it } from 'vitest';
import { chooseCarrier, isDangerousGoods, payableCents } from './pricing';

const parcel = { id: 1, name: '顺丰速运', code: 'SF', trackingUrlTemplate: null, dangerousGoods: false };
const road = { id: 9, name: '危险品专线', code: 'DG_ROAD', trackingUrlTemplate: null, dangerousGoods: true };

describe('order pricing', () => {
  it('ships sulfuric acid as dangerous goods, sodium chloride not', () => {
    expect(isDangerousGoods('7664-93-9')).toBe(true);
    expect(isDangerousGoods('7647-14-5')).toBe(false);
  });
  it('refuses a parcel carrier for dangerous goods and picks a licensed one by default', () => {
    expect(() => chooseCarrier([parcel, road], 1, true)).toThrow(/危险/);
    expect(chooseCarrier([parcel, road], undefined, true).id).toBe(9);
    expect(chooseCarrier([parcel, road], undefined, false).id).toBe(1);
  });
  it('never lets a voucher make the payable negative', () => {
    expect(payableCents(1_000, 1_500, 5_000)).toBe(0);
    expect(payableCents(10_000, 1_500, 2_000)).toBe(9_500);
  });
});
