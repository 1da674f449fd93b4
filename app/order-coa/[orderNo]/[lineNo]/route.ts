import { orderLineFileResponse } from '@/lib/server/orders/line-file-route';
import { shippedLotCoa } from '@/lib/server/orders/order-files';

export const dynamic = 'force-dynamic';

/** The COA of the lot shipped on an order line (/order-coa/DD…/1), for the order's buyer and seller. */
export function GET(request: Request, { params }: { params: Promise<{ orderNo: string; lineNo: string }> }): Promise<Response> {
  return orderLineFileResponse(request, params, (db, memberId, orderNo, lineNo) => shippedLotCoa(db, memberId, orderNo, lineNo));
}
