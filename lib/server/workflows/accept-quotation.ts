import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { acceptQuotationStep, type AcceptFacts } from '@/lib/server/inquiry/quotes';
import { numberOf } from '@/lib/server/inquiry/views';
import { notify, type Note } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';

/**
 * The buyer accepts a quotation (采纳报价), in one transaction: the quotation
 * accepted, the line's other active quotations lost, the inquiry's status
 * recomputed, a message to every seller concerned; the mails go after
 * commit. The losing sellers learn that another offer won, never its price
 * or its seller. (The orders issue adds "create the order" here.)
 */
export function acceptQuotation(db: Db, buyerId: number, inquiryId: number, quotationId: number): Promise<AcceptFacts> {
  return runWorkflow(db, 'accept-quotation', async (ctx) => {
    const facts = await acceptQuotationStep(ctx.trx, buyerId, inquiryId, quotationId);
    const number = numberOf(facts.inquiry);
    const product = facts.line.productName;
    const winner = (await sellerNames(ctx.trx, [facts.accepted.sellerId])).get(facts.accepted.sellerId) ?? '';
    const notes: Note[] = [
      {
        memberId: facts.accepted.sellerId,
        kind: 'quotation_accepted',
        title: `报价已被采纳：${number}`,
        body: `${winner}，您对询价单 ${number} 中「${product}」的报价已被买家采纳，请留意后续订单。`,
        link: `/member/seller/quoteDetail?id=${facts.accepted.id}`,
      },
      ...[...new Set(facts.lost.map((q) => q.sellerId))].map((sellerId): Note => ({
        memberId: sellerId,
        kind: 'quotation_lost',
        title: `报价未被采纳：${number}`,
        body: `询价单 ${number} 中「${product}」已采纳其他报价，您的报价未被采纳。感谢您的报价。`,
        link: `/member/seller/inquiryManage/lost/1`,
      })),
    ];
    await notify(ctx, notes);
    return facts;
  });
}
