import type { ExpressCompany } from '@/lib/api/orders';
import type { SaleOrder } from '@/lib/api/sales';

/** The server's rule for a waybill number (UpdateExpressInput): 8–30 letters or digits, read in capitals. */
export const TRACKING_NO_PATTERN = /^[A-Z0-9]{8,30}$/;

export function normalizeTrackingNo(value: string): string {
  return value.trim().toUpperCase();
}

/** Why this waybill number cannot be sent, or null when it can. */
export function trackingNoProblem(value: string): string | null {
  const normalized = normalizeTrackingNo(value);
  if (!normalized) return '请填写物流单号';
  if (/[^A-Z0-9]/.test(normalized)) return '物流单号只能包含字母和数字';
  if (!TRACKING_NO_PATTERN.test(normalized)) return '物流单号应为 8–30 位字母或数字';
  return null;
}

type ShippedOrder = Pick<SaleOrder, 'expressCompany'> & { dangerousGoods?: boolean };

/**
 * True when the order travels as dangerous goods. order_dispatch_list says so from the lines' substances;
 * a row of order_sell does not, and then the buyer's carrier tells: checkout gives every such order a
 * licensed one.
 */
export function shipsAsDangerousGoods(order: ShippedOrder): boolean {
  return order.dangerousGoods ?? order.expressCompany?.dangerousGoods === true;
}

export type CarrierChoice = { carriers: ExpressCompany[]; note: string | null };

/**
 * The carriers a seller may ship this order with. Dangerous goods go only with a company holding the
 * road-transport licence for them, and the dialog says why the others are missing.
 */
export function carriersFor(order: ShippedOrder, all: ExpressCompany[]): CarrierChoice {
  if (!shipsAsDangerousGoods(order)) return { carriers: all, note: null };
  const licensed = all.filter((c) => c.dangerousGoods);
  const hidden = all.length - licensed.length;
  const note =
    licensed.length === 0
      ? '本订单含危险化学品，须由具备危险货物道路运输资质的承运商运输，但目前没有这样的快递公司可选，请联系平台。'
      : `本订单含危险化学品，只能选择具备危险货物道路运输资质的承运商${hidden > 0 ? `（已隐藏 ${hidden} 家普通快递）` : ''}。`;
  return { carriers: licensed, note };
}

/** The carrier to preselect: the current shipment's, else the buyer's choice, when it is offered. */
export function defaultCarrierId(order: Pick<SaleOrder, 'expressCompany' | 'shipment'>, offered: ExpressCompany[]): number | undefined {
  const wanted = order.shipment?.expressCompanyId ?? order.expressCompany?.id;
  return offered.some((c) => c.id === wanted) ? wanted : undefined;
}
