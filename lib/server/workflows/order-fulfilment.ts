import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode, fieldError } from '@/lib/server/core/errors';
import { expressCompanyById } from '@/lib/server/express/service';
import { recordLot } from '@/lib/server/goods/lots';
import { tell } from './tell';
import { isDangerousGoods } from '@/lib/server/orders/pricing';
import * as orders from '@/lib/server/orders/lifecycle';
import { findOrder, linesOf } from '@/lib/server/orders/queries';
import { ownUploadOfPurpose } from '@/lib/server/uploads/service';
import { lotNumberField, type Order, type UpdateExpressInput } from '@/lib/contracts/orders/schema';
import { requireOrderTransition } from '@/lib/server/orders/transitions';
import { orderForParty, orderView } from '@/lib/server/orders/views';
import { runWorkflow } from '@/lib/server/outbox/run';
import { lockOrderForMoney, pendingPaymentOf } from '@/lib/server/orders/payment-records';
import { drawPermits } from './order-permits';
import { requireCertificates } from './order-payment';

const expressInvalid = (msg: string) => new AppError(ErrorCode.ORDER_EXPRESS_INVALID, msg);

/**
 * update_express: the seller ships a paid order (carrier and waybill number),
 * or corrects the number of a dispatched one. The carrier must be enabled,
 * and licensed for dangerous goods when any line is one. A correction keeps
 * the dispatch time (the automatic receipt still counts from it), bumps the
 * order's version and records before → after. The buyer is told either way.
 */
export async function updateExpress(db: Db, sellerId: number, input: z.output<typeof UpdateExpressInput>): Promise<Order> {
  const { row } = await orderForParty(db, sellerId, input.orderNo, 'seller');
  // An order placed on the terms the seller granted its organisation ships before it is paid (decision 0160).
  // Nothing to owe (a voucher covered it all): it is settled at the cashier like any order.
  const onTerms = row.status === 'submitted' && !!row.creditLineId && Number(row.payableCents) > 0;
  const action = row.status === 'dispatched' ? 'update_tracking' : onTerms ? 'dispatch_on_terms' : 'dispatch';
  requireOrderTransition(row.status, action, 'seller');
  const company = await expressCompanyById(db, input.expressCompanyId);
  if (!company || !company.enabled) throw expressInvalid('所选快递公司不存在或已停用，请重新选择');
  const lines = await linesOf(db, [row.id]);
  const shipped = await lotsShipped(db, sellerId, lines, input.lots, action !== 'update_tracking');
  const dangerous = lines.filter((l) => isDangerousGoods(l.cas));
  if (dangerous.length > 0 && !company.dangerousGoods) {
    const names = dangerous.map((l) => l.productNameZh ?? l.productName).join('、');
    throw expressInvalid(`订单含危险化学品（${names}），须交由具备危险货物运输资质的承运商发货，「${company.name}」不能承运`);
  }
  const previous = row.shipExpressCompanyId ? await expressCompanyById(db, row.shipExpressCompanyId) : null;
  if (action === 'update_tracking' && row.shipExpressCompanyId === company.id && row.trackingNo === input.trackingNo && shipped.length === 0) {
    throw expressInvalid('快递公司和物流单号都没有变化');
  }
  await runWorkflow(db, action === 'update_tracking' ? 'update-tracking' : 'dispatch-order', async (ctx) => {
    const shipment = { shipExpressCompanyId: company.id, trackingNo: input.trackingNo };
    const now = `${company.name} ${input.trackingNo}`;
    if (action === 'dispatch') await orders.dispatch(ctx.trx, row, sellerId, shipment, now);
    else if (action === 'dispatch_on_terms') {
      // The regulated-substance gate that payment passes otherwise: the goods leave now.
      const locked = await lockOrderForMoney(ctx.trx, row.id);
      if (!locked || locked.status !== 'submitted') throw orders.changedMeanwhile();
      if (await pendingPaymentOf(ctx.trx, row.id)) throw new AppError(ErrorCode.ORDER_PAYMENT_PENDING, '买家的付款正在等待确认，确认或驳回之后再发货', null);
      await requireCertificates(ctx.trx, locked).catch((e: unknown) => {
        throw e instanceof AppError && e.code === ErrorCode.ORDER_CERTIFICATE_REQUIRED
          ? new AppError(
              ErrorCode.ORDER_CERTIFICATE_REQUIRED,
              '买家尚无本单管制化学品所需的有效资质（或已过期），暂不能未付款发货，请联系买家补充后再发货',
              e.data,
            )
          : e;
      });
      await drawPermits(ctx.trx, locked);
      await orders.dispatchOnTerms(ctx.trx, locked, sellerId, shipment, `${now}（账期，未付款发货）`);
    } else await orders.updateTracking(ctx.trx, row, sellerId, shipment, `${previous?.name ?? ''} ${row.trackingNo ?? ''} → ${now}`.trim());
    const at = nowIso();
    const lots = [];
    for (const lot of shipped) lots.push({ lineNo: lot.lineNo, lotId: await recordLot(ctx.trx, sellerId, lot, at) });
    await orders.recordShippedLots(ctx.trx, row.id, lots);
    await tell(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_dispatched',
        title: action !== 'update_tracking' ? `订单已发货：${row.orderNo}` : `物流单号已更新：${row.orderNo}`,
        body:
          action !== 'update_tracking'
            ? `卖家已通过${company.name}发货，运单号 ${input.trackingNo}。可在订单中查看物流。${onTerms ? '本单为账期订单，请在订单中查看应付日并按时付款。' : ''}`
            : `卖家更正了订单 ${row.orderNo} 的物流信息：现为${company.name}，运单号 ${input.trackingNo}。`,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
        webhook: {
          type: 'order.dispatched',
          organisationId: row.organisationId ?? null,
          data: {
            orderNo: row.orderNo,
            organisationId: row.organisationId ?? null,
            expressCompany: company.name,
            trackingNo: input.trackingNo,
            correction: action === 'update_tracking',
          },
        },
      },
    ]);
  });
  return orderView(db, (await findOrder(db, row.id))!, 'seller');
}

type Line = Awaited<ReturnType<typeof linesOf>>[number];
type ShippedLot = { lineNo: number; cas: string | null; productName: string; lotNumber: string; coaUploadId: number | null };

/**
 * The lot recorded on each line (decision 0152): what the seller names, else
 * at dispatch the lot the offer carried when the order was made. A COA must
 * be the seller's own upload made as a COA.
 */
async function lotsShipped(
  db: Db,
  sellerId: number,
  lines: Line[],
  named: z.output<typeof UpdateExpressInput>['lots'],
  dispatching: boolean,
): Promise<ShippedLot[]> {
  const byLine = new Map(lines.map((l) => [l.lineNo, l]));
  const out: ShippedLot[] = [];
  for (const [index, lot] of (named ?? []).entries()) {
    const line = byLine.get(lot.lineNo);
    if (!line) throw fieldError(`lots.${index}.lineNo`, `订单中没有第 ${lot.lineNo} 行`);
    if (lot.coaUploadId && !(await ownUploadOfPurpose(db, sellerId, lot.coaUploadId, 'coa')))
      throw fieldError(`lots.${index}.coaUploadId`, '检验报告须为本人上传的 COA 文件，请重新上传');
    // The offer's own lot named again without a file: its COA comes with it.
    const offersLot = line.lotNumber !== null && line.lotNumber.toUpperCase() === lot.lotNumber;
    const coaUploadId = lot.coaUploadId ?? (offersLot ? line.coaUploadId : null);
    out.push({ lineNo: line.lineNo, cas: line.cas, productName: line.productNameZh ?? line.productName, lotNumber: lot.lotNumber, coaUploadId });
  }
  if (!dispatching) return out;
  for (const line of lines) {
    if (out.some((l) => l.lineNo === line.lineNo) || !line.lotNumber) continue;
    // Goods lot numbers are free text: one that is no lot number as dispatch writes them is not recorded.
    const lotNumber = lotNumberField.safeParse(line.lotNumber);
    if (!lotNumber.success) continue;
    out.push({
      lineNo: line.lineNo,
      cas: line.cas,
      productName: line.productNameZh ?? line.productName,
      lotNumber: lotNumber.data,
      coaUploadId: line.coaUploadId,
    });
  }
  return out;
}
