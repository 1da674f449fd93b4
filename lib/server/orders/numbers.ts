/** China Standard Time is UTC+8 all year (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The order number people quote: "DD" (订单), the China day it was made and
 * the row id, six digits at least. Stored (unique) so lists and exports can
 * search it; derived the same way as inquiry numbers.
 */
export function orderNumber(id: number, createdAt: string): string {
  const day = new Date(new Date(createdAt).getTime() + CST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  return `DD${day}${String(id).padStart(6, '0')}`;
}

/** An online order payment's trade number: row id 123 → "OP000123" (recharges are "R000012"). */
export function orderPaymentNumber(id: number): string {
  return `OP${String(id).padStart(6, '0')}`;
}

export function orderPaymentIdOf(tradeNo: string): number | null {
  const match = /^OP(\d{6,9})$/.exec(tradeNo);
  return match ? Number(match[1]) : null;
}
