import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import { sellerNames } from '@/lib/server/account/service';
import { drawsOfOrders } from '@/lib/server/certificates/allowances';
import { verifiedCertificatesOf, type CertificateRequirement, type VerifiedCertificate } from '@/lib/server/certificates/queries';
import { densitiesByCas } from '@/lib/server/catalog/refs';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { neutralizedCell } from '@/lib/server/goods/import/columns';
import { isRealNameKind, publicNumber } from '@/lib/shared/certificates';
import { formatPermitQuantity, inPermitBase } from '@/lib/shared/permit-quantity';
import { beijingTime } from './export';
import { buyerRequirementsOf } from './permit-needs';
import * as repo from './repo';
import { ORDER_STATUS_LABELS } from './transitions';
import type { OrderRow } from './repo';

/*
 * 管制品销售记录 (decision 0154): a seller's sales of controlled substances
 * (易制毒, 易制爆, 剧毒) as .xlsx, one row per order line — paid when, to whom,
 * on which of the buyer's permits and how much it counted — the register
 * China's rules ask sellers of these substances to keep.
 */

const MAX_ORDERS = 5_000;

/**
 * For a line no permit counted (a business licence, or a permit stored before
 * quantities): the buyer's certificates of the kinds its requirements accept,
 * as approved on the day of payment (never the real-name kinds).
 */
async function acceptedCertificates(
  db: Db,
  buyerId: number,
  paidDay: string,
  requirements: CertificateRequirement[],
  cache: Map<string, VerifiedCertificate[]>,
) {
  const key = `${buyerId}|${paidDay}`;
  const held = cache.get(key) ?? (await verifiedCertificatesOf(db, buyerId, paidDay));
  cache.set(key, held);
  const kinds = new Set<string>(requirements.flatMap((r) => r.anyOf));
  return held.filter((c) => kinds.has(c.kind) && !isRealNameKind(c.kind)).map((c) => `${c.kindLabel} ${publicNumber(c.kind, c.number)}`);
}

export async function controlledSalesWorkbook(
  db: Db,
  sellerId: number,
  from: string,
  to: string,
): Promise<{ bytes: Uint8Array; fileName: string; rows: number }> {
  const start = new Date(`${from}T00:00:00+08:00`).toISOString();
  const end = new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000).toISOString();
  const orders = await repo.ordersPaidBetween(db, { sellerId }, { from: start, to: end, withCancelled: true }, MAX_ORDERS + 1);
  if (orders.length > MAX_ORDERS) throw new AppError(ErrorCode.VALIDATION_FAILED, `所选范围内已付款订单超过 ${MAX_ORDERS} 张，请缩小日期范围`);
  const lines = await repo.linesOf(
    db,
    orders.map((o) => o.id),
  );
  const controlled = lines.filter((l) => buyerRequirementsOf(l.cas).length > 0);
  if (controlled.length === 0) throw new AppError(ErrorCode.ORDER_NOT_FOUND, `${from} 至 ${to} 没有已付款的易制毒、易制爆或剧毒品订单`);
  const orderOf = new Map<number, OrderRow>(orders.map((o) => [o.id, o]));
  const ids = [...new Set(controlled.map((l) => l.orderId))];
  const [draws, names, densities] = await Promise.all([
    drawsOfOrders(db, ids),
    sellerNames(db, [...new Set(ids.map((id) => orderOf.get(id)!.buyerId))]),
    densitiesByCas(db, [...new Set(controlled.map((l) => l.cas!))]),
  ]);
  const certificates = new Map<string, VerifiedCertificate[]>();

  const book = newWorkbook();
  const sheet = addTableSheet(book, '管制品销售记录', [
    { header: '付款时间（北京时间）', key: 'paidAt', width: 18 },
    { header: '订单号', key: 'orderNo', width: 20 },
    { header: '状态', key: 'status', width: 8 },
    { header: '买方', key: 'buyer', width: 24 },
    { header: '买方证件', key: 'permit', width: 40 },
    { header: 'CAS号', key: 'cas', width: 13 },
    { header: '品名', key: 'name', width: 22 },
    { header: '管制类别', key: 'lists', width: 18 },
    { header: '包装', key: 'pack', width: 10 },
    { header: '数量', key: 'quantity', width: 7 },
    { header: '计入许可数量', key: 'counted', width: 14 },
    { header: '收货人', key: 'receiver', width: 12 },
    { header: '收货地址', key: 'address', width: 36 },
  ]);
  for (const line of controlled) {
    const order = orderOf.get(line.orderId)!;
    const requirements = buyerRequirementsOf(line.cas);
    const drawn = (draws.get(order.id) ?? []).filter((d) => d.cas === line.cas);
    const permit = drawn.length
      ? drawn.map((d) => `${d.kindLabel} ${d.permitNumber}${d.returned ? '（已退回）' : ''}`).join('；')
      : (await acceptedCertificates(db, order.buyerId, beijingTime(order.paidAt).slice(0, 10), requirements, certificates)).join('；');
    // This line's own amount in each drawn permit's measure (a draw covers all lines of the substance).
    const counted = [...new Set(drawn.map((d) => d.base))].flatMap((base) => {
      const amount = inPermitBase(Number(line.packSize) * line.quantity, line.unitCode, base, densities.get(line.cas!) ?? null);
      return amount === null ? [] : [formatPermitQuantity(amount, base)];
    });
    const delivery = JSON.parse(order.deliveryJson) as { receiver?: string; areaLabel?: string; detail?: string };
    sheet.addRow({
      paidAt: beijingTime(order.paidAt),
      orderNo: order.orderNo,
      status: ORDER_STATUS_LABELS[order.status],
      buyer: neutralizedCell(names.get(order.buyerId) ?? ''),
      permit: neutralizedCell(permit),
      cas: line.cas,
      name: neutralizedCell(line.productNameZh ?? line.productName),
      lists: requirements.map((r) => r.reason).join('、'),
      pack: `${Number(line.packSize)} ${line.unitCode}`,
      quantity: line.quantity,
      counted: counted.join('；'),
      receiver: neutralizedCell(delivery.receiver ?? ''),
      address: neutralizedCell(`${delivery.areaLabel ?? ''} ${delivery.detail ?? ''}`.trim()),
    });
  }
  return { bytes: new Uint8Array(await book.xlsx.writeBuffer()), fileName: `管制品销售记录-${from}至${to}.xlsx`, rows: controlled.length };
}
