import type { z } from 'zod';
import type { CreateOrderInput, CreateOrderResultSchema } from '@/lib/contracts/orders/schema';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { authenticate, type ConnectionRow } from '@/lib/server/punchout/connections';
import { moneyText, statusResponse } from '@/lib/server/punchout/cxml';
import { CxmlRefusal, readEnvelope, readOrderRequest, readSetupRequest, type Envelope, type OrderRequest } from '@/lib/server/punchout/documents';
import { oncePerPayload, type Answer } from '@/lib/server/punchout/order-requests';
import { openSession, shopperFor, transferCart } from '@/lib/server/punchout/sessions';
import { cancelOrder, createOrders, submitOrder } from './orders';

/*
 * A procurement system's cXML document (issue 34; decision 0165), one place
 * for every kind: authenticate the connection by the Header's From
 * credential and SharedSecret, then open a PunchOut session or turn an
 * OrderRequest into orders for the organisation. The OrderRequest was
 * approved in the procurement system: its orders are submitted to the seller
 * at once, with the purchase-order number kept, and wait for payment like
 * any order of the organisation — provided they cost what was approved.
 */

export async function answerCxml(db: Db, xml: string, origin: string): Promise<Answer> {
  const host = new URL(origin).host;
  try {
    const envelope = readEnvelope(xml);
    const connection = await authenticate(db, envelope.from, envelope.sharedSecret);
    if (!connection) throw new CxmlRefusal(401, 'Unauthorized', 'From 凭据或 SharedSecret 不对，或这个 PunchOut 连接已被组织停用');
    switch (envelope.request.name) {
      case 'PunchOutSetupRequest': {
        const setup = readSetupRequest(envelope.request, config().deployment !== 'production');
        return { status: 200, xml: await openSession(db, connection, setup, origin) };
      }
      case 'OrderRequest':
        return await oncePerPayload(db, connection, envelope.payloadId, host, (recordOrders) => placeOrders(db, connection, envelope, host, recordOrders));
      default:
        throw new CxmlRefusal(406, 'Not Acceptable', `ChemMart 不处理 ${envelope.request.name}：只接受 PunchOutSetupRequest 与 OrderRequest`);
    }
  } catch (error) {
    if (error instanceof CxmlRefusal) return { status: error.code, xml: statusResponse(error.code, error.statusText, error.message, host) };
    throw error;
  }
}

/** What these orders would cost now, for the cart sent back (`cartItemIds`) or an OrderRequest's lines. */
function checkoutFor(
  organisationId: number,
  options: { purchaseOrderNo?: string; cartItemIds?: number[]; preview: boolean },
): z.output<typeof CreateOrderInput> {
  return {
    cartItemIds: options.cartItemIds ?? [],
    quotationIds: [],
    groups: [],
    preview: options.preview,
    organisationId,
    purchaseOrderNo: options.purchaseOrderNo ?? null,
    projectNo: null,
    fundId: null,
    payOnTerms: false,
  };
}

/** The first way the orders differ from what the requisition approved: a line's unit price, or the total with freight. */
function differenceFrom(request: OrderRequest, made: z.input<typeof CreateOrderResultSchema>): string | null {
  const prices = new Map(made.orders.flatMap((order) => order.lines.map((line) => [line.goodsId, line.unitPriceCents] as const)));
  for (const line of request.lines) {
    const price = prices.get(line.goodsId);
    if (price !== undefined && price !== line.unitPriceCents) {
      return `第 ${line.lineNumber} 行的单价 ${moneyText(line.unitPriceCents)} 与 ChemMart 现价 ${moneyText(price)} 不符：请重新 PunchOut 取得现价后再下单`;
    }
  }
  if (request.totalCents !== null && request.totalCents !== made.totals.payableCents) {
    return `订单总额 ${moneyText(request.totalCents)} 与 ChemMart 现在的应付 ${moneyText(made.totals.payableCents)}（含运费 ${moneyText(made.totals.shippingCents)}）不符：请重新 PunchOut 取得现价后再下单`;
  }
  return null;
}

async function placeOrders(db: Db, connection: ConnectionRow, envelope: Envelope, host: string, recordOrders: (orderNos: string[]) => Promise<void>) {
  const request = readOrderRequest(envelope.request);
  const memberId = await shopperFor(db, connection, request.email);
  const input = checkoutFor(connection.organisationId, { purchaseOrderNo: request.purchaseOrderNo, preview: true });
  const lines = request.lines.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity }));
  const made: string[] = [];
  const submitted: string[] = [];
  try {
    // What the procurement system approved must still be what it costs: checked on a preview before anything is written…
    const difference = differenceFrom(request, await createOrders(db, memberId, input, lines));
    if (difference) throw new CxmlRefusal(406, 'Not Acceptable', difference);
    const written = await createOrders(db, memberId, { ...input, preview: false }, lines);
    made.push(...written.orders.map((order) => order.orderNo!));
    await recordOrders(made);
    // …and again on the orders written, in case a price changed in between.
    const changed = differenceFrom(request, written);
    if (changed) throw new CxmlRefusal(406, 'Not Acceptable', changed);
    for (const orderNo of made) {
      await submitOrder(db, memberId, orderNo, { approvedElsewhere: true });
      submitted.push(orderNo);
    }
  } catch (error) {
    // What the orders refuse (sold out, no address, a regulated line without a licence …) is said in their words.
    const refusal = error instanceof CxmlRefusal ? error : error instanceof AppError ? new CxmlRefusal(406, 'Not Acceptable', error.message) : null;
    if (!refusal) throw error;
    // Orders not yet with their sellers are withdrawn, so none is left half-done; one already submitted stays and is named.
    for (const orderNo of made.filter((n) => !submitted.includes(n))) {
      await cancelOrder(db, memberId, { orderNo, reason: `采购系统的订单请求未能完成：${refusal.message}`.slice(0, 200) });
    }
    const kept = submitted.length > 0 ? `；已提交给卖家的订单 ${submitted.join('、')} 保留，其余已取消` : made.length > 0 ? '；已生成的订单已取消' : '';
    throw new CxmlRefusal(refusal.code, refusal.statusText, `${refusal.message}${kept}`);
  }
  return {
    answer: { status: 200, xml: statusResponse(200, 'OK', `已生成订单 ${made.join('、')}（采购单号 ${request.purchaseOrderNo}）`, host) },
    purchaseOrderNo: request.purchaseOrderNo,
  };
}

/**
 * 送回采购系统: the cart of the PunchOut session, with the freight the
 * checkout works out for it to the purchaser's default address, so the total
 * the procurement system approves is the one its OrderRequest will be held to.
 */
export function transferPunchoutCart(db: Db, input: { transferToken: string; memberId: number; origin: string }) {
  return transferCart(db, {
    ...input,
    priceFreight: async (cartItemIds, organisationId) => {
      try {
        const preview = await createOrders(db, input.memberId, checkoutFor(organisationId, { cartItemIds, preview: true }));
        return preview.totals.shippingCents;
      } catch (error) {
        if (error instanceof AppError) throw new PunchoutTransferRefused(error.message);
        throw error;
      }
    },
  });
}

/** The checkout refused the cart (no address, sold out since): said on the page, the cart kept. */
export class PunchoutTransferRefused extends Error {}
