import type { NewOrderPayment } from '@/lib/api/order-payment';

/*
 * The cashier's memory of an online payment answered with a QR code, in this
 * tab's sessionStorage: after a reload the buyer can ask for the code again,
 * which repeats the very request (the same idempotency key), so nothing is
 * paid twice. Nothing secret is kept: the key only repeats this buyer's own
 * request under their own session.
 */

const storageKey = (orderNo: string) => `chemmart:cashier-qr:${orderNo}`;

export function rememberQrPayment(orderNo: string, query: NewOrderPayment): void {
  try {
    sessionStorage.setItem(storageKey(orderNo), JSON.stringify(query));
  } catch {
    // Storage off (private mode): the code is still shown, only not after a reload.
  }
}

export function rememberedQrPayment(orderNo: string): NewOrderPayment | null {
  try {
    const saved = sessionStorage.getItem(storageKey(orderNo));
    const query = saved ? (JSON.parse(saved) as NewOrderPayment) : null;
    return query && query.orderNo === orderNo && typeof query.idempotencyKey === 'string' ? query : null;
  } catch {
    return null;
  }
}

export function forgetQrPayment(orderNo: string): void {
  try {
    sessionStorage.removeItem(storageKey(orderNo));
  } catch {
    // nothing kept
  }
}
