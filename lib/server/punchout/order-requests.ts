import type { Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { statusResponse } from './cxml';
import { CxmlRefusal } from './documents';
import * as repo from './repo';

/*
 * An OrderRequest's payloadID is claimed before any order is made (decision
 * 0165): a resent document gets the answer the first one got; a copy that
 * arrives while the first is still being processed is told so (409). The
 * order numbers are noted on the claim as soon as the orders exist, and from
 * then on the claim is never released: a failure after that is answered
 * (and kept) with the orders it left, so a retry can never order twice. Only
 * a claim that failed before any order existed is released for the retry.
 */

export type Answer = { status: number; xml: string };
type Done = { answer: Answer; purchaseOrderNo: string };

export async function oncePerPayload(
  db: Db,
  connection: repo.ConnectionRow,
  payloadId: string,
  host: string,
  work: (recordOrders: (orderNos: string[]) => Promise<void>) => Promise<Done>,
  now = new Date(),
): Promise<Answer> {
  let claim: repo.OrderRequestRow;
  try {
    claim = await repo.claimOrderRequest(db, {
      connectionId: connection.id,
      payloadId,
      purchaseOrderNo: '',
      orderNos: '',
      statusCode: 0,
      answer: '',
      createdAt: now.toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await repo.orderRequestByPayload(db, connection.id, payloadId);
    if (!earlier || earlier.statusCode === 0) throw new CxmlRefusal(409, 'Conflict', `payloadID ${payloadId} 的订单请求正在处理，请稍后再查`);
    return { status: earlier.statusCode, xml: earlier.answer };
  }
  const keep = async (answer: Answer, purchaseOrderNo = '') => {
    await repo.answerOrderRequest(db, claim.id, { statusCode: answer.status, answer: answer.xml, purchaseOrderNo });
    return answer;
  };
  try {
    const done = await work(async (orderNos) => {
      await repo.recordOrderNos(db, claim.id, orderNos);
    });
    return await keep(done.answer, done.purchaseOrderNo);
  } catch (error) {
    if (error instanceof CxmlRefusal) return keep({ status: error.code, xml: statusResponse(error.code, error.statusText, error.message, host) });
    const { orderNos } = await repo.orderRequestById(db, claim.id);
    if (orderNos === '') {
      await repo.releaseOrderRequest(db, claim.id);
      throw error;
    }
    return keep({
      status: 500,
      xml: statusResponse(
        500,
        'Internal Server Error',
        `订单 ${orderNos.split(',').join('、')} 已生成，但处理中出错：请在 ChemMart 的组织订单中查看，勿重复下单`,
        host,
      ),
    });
  }
}
