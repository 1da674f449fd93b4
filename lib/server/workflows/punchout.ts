import type { z } from 'zod';
import type { CreateOrderInput } from '@/lib/contracts/orders/schema';
import type { Db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { authenticate, type ConnectionRow } from '@/lib/server/punchout/connections';
import { moneyText, statusResponse } from '@/lib/server/punchout/cxml';
import { CxmlRefusal, readEnvelope, readOrderRequest, readSetupRequest, type Envelope } from '@/lib/server/punchout/documents';
import { oncePerPayload, type Answer } from '@/lib/server/punchout/order-requests';
import { openSession, shopperFor } from '@/lib/server/punchout/sessions';
import { createOrders, submitOrder } from './orders';

/*
 * A procurement system's cXML document (issue 34; decision 0165), one place
 * for every kind: authenticate the connection by the Header's From
 * credential and SharedSecret, then open a PunchOut session or turn an
 * OrderRequest into orders for the organisation. The OrderRequest was
 * approved in the procurement system: its orders are submitted to the seller
 * at once, with the purchase-order number kept, and wait for payment like
 * any order of the organisation.
 */

export async function answerCxml(db: Db, xml: string, origin: string): Promise<Answer> {
  const host = new URL(origin).host;
  const refused = (refusal: CxmlRefusal): Answer => ({ status: refusal.code, xml: statusResponse(refusal.code, refusal.statusText, refusal.message, host) });
  try {
    const envelope = readEnvelope(xml);
    const connection = await authenticate(db, envelope.from, envelope.sharedSecret);
    if (!connection) throw new CxmlRefusal(401, 'Unauthorized', 'From 凭据或 SharedSecret 不对，或这个 PunchOut 连接已被组织停用');
    switch (envelope.request.name) {
      case 'PunchOutSetupRequest':
        return { status: 200, xml: await openSession(db, connection, readSetupRequest(envelope.request), origin) };
      case 'OrderRequest':
        return await oncePerPayload(db, connection, envelope.payloadId, () => placeOrders(db, connection, envelope, host), refused);
      default:
        throw new CxmlRefusal(406, 'Not Acceptable', `ChemMart 不处理 ${envelope.request.name}：只接受 PunchOutSetupRequest 与 OrderRequest`);
    }
  } catch (error) {
    if (error instanceof CxmlRefusal) return refused(error);
    throw error;
  }
}

async function placeOrders(db: Db, connection: ConnectionRow, envelope: Envelope, host: string) {
  const request = readOrderRequest(envelope.request);
  const memberId = await shopperFor(db, connection, request.email);
  const input: z.output<typeof CreateOrderInput> = {
    cartItemIds: [],
    quotationIds: [],
    groups: [],
    preview: true,
    organisationId: connection.organisationId,
    purchaseOrderNo: request.purchaseOrderNo,
    projectNo: null,
    fundId: null,
    payOnTerms: false,
  };
  const lines = request.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity }));
  try {
    // The price the procurement system approved must still be ours: checked on a preview, before anything is written.
    const preview = await createOrders(db, memberId, input, lines);
    const prices = new Map(preview.orders.flatMap((order) => order.lines.map((line) => [line.goodsId, line.unitPriceCents] as const)));
    for (const line of request.lines) {
      const price = prices.get(line.goodsId);
      if (line.unitPriceCents !== null && price !== undefined && price !== line.unitPriceCents) {
        throw new CxmlRefusal(
          406,
          'Not Acceptable',
          `第 ${line.lineNumber} 行的单价 ${moneyText(line.unitPriceCents)} 与 ChemMart 现价 ${moneyText(price)} 不符：请重新 PunchOut 取得现价后再下单`,
        );
      }
    }
    const made = await createOrders(db, memberId, { ...input, preview: false }, lines);
    const orderNos = made.orders.map((order) => order.orderNo!);
    for (const orderNo of orderNos) await submitOrder(db, memberId, orderNo, { approvedElsewhere: true });
    return {
      answer: { status: 200, xml: statusResponse(200, 'OK', `已生成订单 ${orderNos.join('、')}（采购单号 ${request.purchaseOrderNo}）`, host) },
      orderNos,
      purchaseOrderNo: request.purchaseOrderNo,
    };
  } catch (error) {
    // What the orders refuse (sold out, no address, a regulated line without a licence …) is said in their words.
    if (error instanceof AppError) throw new CxmlRefusal(406, 'Not Acceptable', error.message);
    throw error;
  }
}
