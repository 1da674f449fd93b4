import type { ExpressCompany } from '@/lib/server/express/service';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
export { isDangerousGoods } from '@/lib/server/regulated/service';

/*
 * The carrier and the sums of an order. Anything on a regulated or the
 * hazardous list must go with a licensed dangerous-goods carrier. The freight
 * itself is the seller's (their template or their quotation: checkout.ts,
 * docs/decisions/0148-freight-set-by-sellers.md); it replaced the platform's
 * own charge of docs/decisions/0097-shipping-charges.md.
 */

/**
 * The carrier for an order: the buyer's choice when it can carry the goods,
 * else refused; without a choice the first enabled carrier that can.
 */
export function chooseCarrier(companies: ExpressCompany[], chosenId: number | undefined, dangerous: boolean): ExpressCompany {
  if (chosenId !== undefined) {
    const chosen = companies.find((c) => c.id === chosenId);
    if (!chosen) throw new AppError(ErrorCode.ORDER_SHIPPING_METHOD_INVALID, '所选配送方式不可用，请重新选择');
    if (dangerous && !chosen.dangerousGoods) {
      throw new AppError(ErrorCode.ORDER_SHIPPING_METHOD_INVALID, `订单含危险化学品，须由具备危险货物运输资质的承运商配送，「${chosen.name}」不能承运`);
    }
    return chosen;
  }
  const fallback = companies.find((c) => c.dangerousGoods || !dangerous);
  if (!fallback) throw new AppError(ErrorCode.ORDER_SHIPPING_METHOD_INVALID, '暂无可用的配送方式，请联系平台客服');
  return fallback;
}

/** Payable never goes below zero: a voucher larger than the amount covers it, no more. */
export function payableCents(goodsCents: number, shipping: number, discountCents: number): number {
  return Math.max(0, goodsCents + shipping - discountCents);
}

/**
 * What the seller is owed for a paid order: goods and shipping at the order's
 * value before any voucher. A voucher is the platform's subsidy to the buyer,
 * not a cut of the seller's price (docs/orders-payment.md).
 */
export function proceedsOf(row: { goodsCents: number; shippingCents: number }): number {
  return Number(row.goodsCents) + Number(row.shippingCents);
}
