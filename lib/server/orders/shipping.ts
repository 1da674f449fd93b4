import type { z } from 'zod';
import { getProfile } from '@/lib/server/account/profile';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type PageQuery } from '@/lib/contracts/pagination';
import { expressCompanyById } from '@/lib/server/express/service';
import { cityInAddress } from '@/lib/server/logistics/places';
import { logisticsProvider, NO_PROVIDER, type LogisticsProvider } from '@/lib/server/logistics/provider';
import type { DispatchPageSchema } from '@/lib/contracts/orders/fulfilment-schema';
import { pageOfDispatchable } from './fulfilment-repo';
import { isDangerousGoods } from './pricing';
import { DeliverySnapshot, type ShipInfoSchema } from '@/lib/contracts/orders/schema';
import { ORDER_STATUS_LABELS } from './transitions';
import { orderForParty, ordersView } from './views';

/**
 * shipinfo: the shipment of an order for either party — carrier, waybill,
 * the carrier's tracking page, and the provider's events (none without a
 * provider). Before dispatch there is nothing to track: 5102.
 */
export async function shipInfo(
  db: Db,
  memberId: number,
  orderNo: string,
  now = new Date(),
  provider: LogisticsProvider | null = logisticsProvider(),
): Promise<z.input<typeof ShipInfoSchema>> {
  const { row } = await orderForParty(db, memberId, orderNo);
  const company = row.shipExpressCompanyId ? await expressCompanyById(db, row.shipExpressCompanyId) : null;
  if (!company || !row.trackingNo || !row.dispatchedAt) {
    throw new AppError(ErrorCode.ORDER_TRANSITION_INVALID, `订单尚未发货（当前状态：${ORDER_STATUS_LABELS[row.status]}），还没有物流信息`, {
      status: row.status,
      action: 'shipinfo',
    });
  }
  const delivery = DeliverySnapshot.parse(JSON.parse(row.deliveryJson));
  const tracking = provider
    ? await provider.track(
        {
          companyCode: company.code,
          companyName: company.name,
          trackingNo: row.trackingNo,
          dispatchedAt: row.dispatchedAt,
          destination: delivery.areaLabel,
          origin: cityInAddress((await getProfile(db, row.sellerId)).address),
        },
        now,
      )
    : NO_PROVIDER;
  return {
    orderNo: row.orderNo,
    expressCompanyName: company.name,
    trackingNo: row.trackingNo,
    trackingUrl: company.trackingUrlTemplate ? company.trackingUrlTemplate.replace('{no}', encodeURIComponent(row.trackingNo)) : null,
    ...tracking,
  };
}

/** order_dispatch_list: the seller's paid orders waiting to be shipped, the longest waiting first. */
export async function dispatchList(db: Db, sellerId: number, query: PageQuery): Promise<z.input<typeof DispatchPageSchema>> {
  const { rows, total } = await pageOfDispatchable(db, sellerId, offsetOf(query), query.pageSize);
  const orders = await ordersView(db, rows, () => 'seller');
  return {
    list: orders.map((order) => ({ ...order, dangerousGoods: order.lines.some((l) => isDangerousGoods(l.cas)) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
