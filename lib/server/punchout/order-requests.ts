import type { Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { CxmlRefusal } from './documents';
import * as repo from './repo';

/*
 * An OrderRequest's payloadID is claimed before any order is made (decision
 * 0165): a resent document gets the answer the first one got, a copy that
 * arrives while the first is still being processed is told so (409), and a
 * claim whose processing failed unexpectedly is released for the retry.
 */

export type Answer = { status: number; xml: string };

export async function oncePerPayload(
  db: Db,
  connection: repo.ConnectionRow,
  payloadId: string,
  work: () => Promise<{ answer: Answer; orderNos: string[]; purchaseOrderNo: string }>,
  refusalAnswer: (refusal: CxmlRefusal) => Answer,
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
  try {
    const done = await work();
    await repo.answerOrderRequest(db, claim.id, {
      statusCode: done.answer.status,
      answer: done.answer.xml,
      orderNos: done.orderNos.join(','),
      purchaseOrderNo: done.purchaseOrderNo,
    });
    return done.answer;
  } catch (error) {
    if (error instanceof CxmlRefusal) {
      const answer = refusalAnswer(error);
      await repo.answerOrderRequest(db, claim.id, { statusCode: answer.status, answer: answer.xml, orderNos: '', purchaseOrderNo: '' });
      return answer;
    }
    await repo.releaseOrderRequest(db, claim.id);
    throw error;
  }
}
