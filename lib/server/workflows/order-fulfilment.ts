import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { expressCompanyById } from '@/lib/server/express/service';
import { notify } from '@/lib/server/notifications/service';
import { isDangerousGoods } from '@/lib/server/orders/pricing';
import * as repo from '@/lib/server/orders/repo';
import type { Order, UpdateExpressInput } from '@/lib/contracts/orders/schema';
import { requireOrderTransition } from '@/lib/server/orders/transitions';
import { orderForParty, orderView } from '@/lib/server/orders/views';
import { changedMeanwhile } from './orders';
import { runWorkflow } from './run';

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
  const action = row.status === 'dispatched' ? 'update_tracking' : 'dispatch';
  const to = requireOrderTransition(row.status, action, 'seller');
  const company = await expressCompanyById(db, input.expressCompanyId);
  if (!company || !company.enabled) throw expressInvalid('所选快递公司不存在或已停用，请重新选择');
  const dangerous = (await repo.linesOf(db, [row.id])).filter((l) => isDangerousGoods(l.cas));
  if (dangerous.length > 0 && !company.dangerousGoods) {
    const names = dangerous.map((l) => l.productNameZh ?? l.productName).join('、');
    throw expressInvalid(`订单含危险化学品（${names}），须交由具备危险货物运输资质的承运商发货，「${company.name}」不能承运`);
  }
  const previous = row.shipExpressCompanyId ? await expressCompanyById(db, row.shipExpressCompanyId) : null;
  if (action === 'update_tracking' && row.shipExpressCompanyId === company.id && row.trackingNo === input.trackingNo) {
    throw expressInvalid('快递公司和物流单号都没有变化');
  }
  await runWorkflow(db, action === 'dispatch' ? 'dispatch-order' : 'update-tracking', async (ctx) => {
    const at = nowIso();
    const shipment = { shipExpressCompanyId: company.id, trackingNo: input.trackingNo, updatedAt: at };
    const changes = action === 'dispatch' ? { ...shipment, status: to, dispatchedAt: at } : shipment;
    if (!(await repo.moveOrder(ctx.trx, row.id, row.status, changes, action === 'update_tracking'))) throw changedMeanwhile();
    const now = `${company.name} ${input.trackingNo}`;
    await repo.insertEvent(ctx.trx, {
      orderId: row.id,
      actorId: sellerId,
      action,
      fromStatus: row.status,
      toStatus: to,
      note: action === 'dispatch' ? now : `${previous?.name ?? ''} ${row.trackingNo ?? ''} → ${now}`.trim(),
      createdAt: at,
    });
    await notify(ctx, [
      {
        memberId: row.buyerId,
        kind: 'order_dispatched',
        title: action === 'dispatch' ? `订单已发货：${row.orderNo}` : `物流单号已更新：${row.orderNo}`,
        body:
          action === 'dispatch'
            ? `卖家已通过${company.name}发货，运单号 ${input.trackingNo}。可在订单中查看物流。`
            : `卖家更正了订单 ${row.orderNo} 的物流信息：现为${company.name}，运单号 ${input.trackingNo}。`,
        link: `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`,
      },
    ]);
  });
  return orderView(db, (await repo.findOrder(db, row.id))!, 'seller');
}
