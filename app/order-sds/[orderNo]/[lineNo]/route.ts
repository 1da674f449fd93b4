import { orderLineFileResponse } from '@/lib/server/orders/line-file-route';
import { orderLineSheet } from '@/lib/server/orders/order-files';

export const dynamic = 'force-dynamic';

/** The seller's SDS of an order line's substance (/order-sds/DD…/1, ?lang=en), for the order's buyer and seller. */
export function GET(request: Request, { params }: { params: Promise<{ orderNo: string; lineNo: string }> }): Promise<Response> {
  return orderLineFileResponse(request, params, (db, memberId, orderNo, lineNo, url) =>
    orderLineSheet(db, memberId, orderNo, lineNo, url.searchParams.get('lang') === 'en' ? 'en' : 'zh'),
  );
}
