import type { ExpressCompany } from '@/lib/server/express/service';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { restrictionsFor } from '@/lib/server/regulated/service';

/*
 * Shipping charges (docs/decisions/0097-shipping-charges.md): a parcel carrier costs
 * ¥15 an order, free from ¥500 of goods; anything on a regulated or the
 * hazardous list must go with a licensed dangerous-goods carrier, ¥80 an
 * order whatever the amount (road transport of class 3/8 goods is dear).
 */
export const PARCEL_SHIPPING_CENTS = 1_500;
export const FREE_PARCEL_FROM_CENTS = 50_000;
export const DANGEROUS_GOODS_SHIPPING_CENTS = 8_000;

/** True when a line's substance is on any of the lists (hazardous catalogue included): it ships as dangerous goods. */
export function isDangerousGoods(cas: string | null): boolean {
  if (!cas) return false;
  try {
    return restrictionsFor(cas).lists.some((l) => l.onList);
  } catch {
    return false;
  }
}

export function shippingCents(company: Pick<ExpressCompany, 'dangerousGoods'>, goodsCents: number): number {
  if (company.dangerousGoods) return DANGEROUS_GOODS_SHIPPING_CENTS;
  return goodsCents >= FREE_PARCEL_FROM_CENTS ? 0 : PARCEL_SHIPPING_CENTS;
}

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
