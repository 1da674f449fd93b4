import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { lotsByIds, markRecalled, reviseCoa, sellerLot, sellerLotPage, type Lot } from '@/lib/server/goods/lots';
import { notify } from '@/lib/server/notifications/service';
import { shipmentCounts, shipmentsOfLot } from '@/lib/server/orders/queries';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';
import { ownUploadOfPurpose } from '@/lib/server/uploads/service';
import { offsetOf } from '@/lib/contracts/pagination';
import type { LotChangeResultSchema, LotPageSchema, RecallLotInput, ReviseLotCoaInput, SellerLotsQuery } from '@/lib/contracts/goods/lots-schema';

/*
 * A seller's lots after they went out (decision 0152): the list with where
 * each went, a revised COA and a recall. Each change and the notices to every
 * buyer who received the lot are one transaction; the mail is sent after it.
 */

type LotView = z.input<typeof LotChangeResultSchema>['lot'];

function viewOf(lot: Lot, counts: { orders: number; buyers: number } | undefined): LotView {
  return {
    id: lot.id,
    lotNumber: lot.lotNumber,
    cas: lot.cas,
    productName: lot.productName,
    coaUrl: lot.coaUploadId ? `/files/${lot.coaUploadId}` : null,
    coaRevision: lot.coaRevision,
    coaRevisedAt: lot.coaRevisedAt,
    recalledAt: lot.recalledAt,
    recallReason: lot.recallReason,
    createdAt: lot.createdAt,
    orders: counts?.orders ?? 0,
    buyers: counts?.buyers ?? 0,
  };
}

export async function sellerLots(db: Db, sellerId: number, query: z.output<typeof SellerLotsQuery>): Promise<z.input<typeof LotPageSchema>> {
  const { rows, total } = await sellerLotPage(db, sellerId, { keyword: query.keyword || undefined, pageSize: query.pageSize, offset: offsetOf(query) });
  const counts = await shipmentCounts(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => viewOf(r, counts.get(r.id))), total, page: query.page, pageSize: query.pageSize };
}

/** Tells every buyer who received the lot, once per buyer, naming their orders. */
async function tellReceivers(ctx: WorkflowContext, lot: Lot, title: string, body: (orders: string) => string): Promise<number> {
  const byBuyer = new Map<number, string[]>();
  for (const s of await shipmentsOfLot(ctx.trx, lot.id)) byBuyer.set(s.buyerId, [...new Set([...(byBuyer.get(s.buyerId) ?? []), s.orderNo])]);
  await notify(
    ctx,
    [...byBuyer.entries()].map(([buyerId, orderNos]) => ({
      memberId: buyerId,
      kind: 'lot_notice' as const,
      title,
      body: body(orderNos.join('、')),
      link: `/member/buyer/orderPayList/1?orderNo=${orderNos[0]}`,
    })),
  );
  return byBuyer.size;
}

async function resultOf(db: Db, lotId: number, notifiedBuyers: number): Promise<z.input<typeof LotChangeResultSchema>> {
  const lot = (await lotsByIds(db, [lotId])).get(lotId)!;
  return { lot: viewOf(lot, (await shipmentCounts(db, [lotId])).get(lotId)), notifiedBuyers };
}

export async function reviseLotCoa(db: Db, sellerId: number, input: z.output<typeof ReviseLotCoaInput>): Promise<z.input<typeof LotChangeResultSchema>> {
  const lot = await sellerLot(db, sellerId, input.lotId);
  if (!(await ownUploadOfPurpose(db, sellerId, input.coaUploadId, 'coa')))
    throw new AppError(ErrorCode.LOT_INVALID, '新的 COA 须为本人上传的检验报告文件，请重新上传');
  if (lot.coaUploadId === input.coaUploadId) throw new AppError(ErrorCode.LOT_INVALID, '这份文件就是当前的 COA，请上传修订后的文件');
  const notified = await runWorkflow(db, 'lot-coa-revised', async (ctx) => {
    await reviseCoa(ctx.trx, lot.id, input.coaUploadId, nowIso());
    const note = input.note ? `修订说明：${input.note}。` : '';
    return tellReceivers(
      ctx,
      lot,
      `检验报告已修订：${lot.productName} 批号 ${lot.lotNumber}`,
      (orders) =>
        `您在订单 ${orders} 中收到的 ${lot.productName}（批号 ${lot.lotNumber}）的检验报告（COA）已由卖家修订。${note}请在订单详情中下载新版 COA 核对。`,
    );
  });
  return resultOf(db, lot.id, notified);
}

export async function recallLot(db: Db, sellerId: number, input: z.output<typeof RecallLotInput>): Promise<z.input<typeof LotChangeResultSchema>> {
  const lot = await sellerLot(db, sellerId, input.lotId);
  const notified = await runWorkflow(db, 'lot-recalled', async (ctx) => {
    if (!(await markRecalled(ctx.trx, lot.id, input.reason, nowIso()))) throw new AppError(ErrorCode.LOT_INVALID, '该批次已经召回');
    return tellReceivers(
      ctx,
      lot,
      `批次召回：${lot.productName} 批号 ${lot.lotNumber}`,
      (orders) =>
        `卖家召回了您在订单 ${orders} 中收到的 ${lot.productName}（批号 ${lot.lotNumber}）。原因：${input.reason}。请停止使用该批次，并与卖家联系退换。`,
    );
  });
  return resultOf(db, lot.id, notified);
}
