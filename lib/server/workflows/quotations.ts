import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { appendQuotationStep, cancelQuotationStep, createQuotationStep, endInquiryStep, type EndFacts } from '@/lib/server/inquiry/quotes';
import type { QuotationRow } from '@/lib/server/inquiry/repo';
import type { AppendedQuotation, NewQuotation } from '@/lib/server/inquiry/schema';
import { numberOf } from '@/lib/server/inquiry/views';
import { notify, type Note } from '@/lib/server/notifications/service';
import { runWorkflow } from './run';

/*
 * The RFQ flows that tell someone: each writes the inquiry area's rows and
 * the notifications area's messages in one transaction; mails after commit.
 * Messages to the buyer name the seller, never another seller's price;
 * messages to a seller never carry any other seller's name or price.
 */

const buyerLink = (inquiryId: number) => `/member/buyer/inquiryManage/all/1?inquiryId=${inquiryId}`;

/** A seller quotes on a line: the buyer hears of it. */
export function createQuotation(db: Db, sellerId: number, input: NewQuotation): Promise<QuotationRow> {
  return runWorkflow(db, 'create-quotation', async (ctx) => {
    const facts = await createQuotationStep(ctx.trx, sellerId, input);
    const seller = (await sellerNames(ctx.trx, [sellerId])).get(sellerId) ?? '卖家';
    const number = numberOf(facts.inquiry);
    await notify(ctx, [
      {
        memberId: facts.inquiry.buyerId,
        kind: 'quotation_received',
        title: `收到新报价：${number}`,
        body: `${seller} 对您的询价单 ${number} 中「${facts.line.productName}」给出了报价，请到询价管理中比较并采纳。`,
        link: buyerLink(facts.inquiry.id),
      },
    ]);
    return facts.quotation;
  });
}

/** A seller revises an offer: the buyer hears of it. */
export function appendQuotation(db: Db, sellerId: number, input: AppendedQuotation): Promise<QuotationRow> {
  return runWorkflow(db, 'append-quotation', async (ctx) => {
    const facts = await appendQuotationStep(ctx.trx, sellerId, input);
    const seller = (await sellerNames(ctx.trx, [sellerId])).get(sellerId) ?? '卖家';
    const number = numberOf(facts.inquiry);
    await notify(ctx, [
      {
        memberId: facts.inquiry.buyerId,
        kind: 'quotation_appended',
        title: `报价已更新：${number}`,
        body: `${seller} 更新了对询价单 ${number} 中「${facts.line.productName}」的报价（原报价保留在历史中）。`,
        link: buyerLink(facts.inquiry.id),
      },
    ]);
    return facts.quotation;
  });
}

/** A seller withdraws an offer (nobody else is told: the buyer sees it in the history). */
export function cancelQuotation(db: Db, sellerId: number, quotationId: number): Promise<QuotationRow> {
  return runWorkflow(db, 'cancel-quotation', (ctx) => cancelQuotationStep(ctx.trx, sellerId, quotationId));
}

/** The buyer closes or cancels an inquiry: sellers with open offers hear their offer ended. */
export function endInquiry(db: Db, buyerId: number, inquiryId: number, action: 'close' | 'cancel'): Promise<EndFacts> {
  return runWorkflow(db, `${action}-inquiry`, async (ctx) => {
    const facts = await endInquiryStep(ctx.trx, buyerId, inquiryId, action);
    const number = numberOf(facts.inquiry);
    const notes = [...new Set(facts.affected.map((q) => q.sellerId))].map((sellerId): Note =>
      action === 'cancel'
        ? {
            memberId: sellerId,
            kind: 'quotation_cancelled',
            title: `询价单已取消：${number}`,
            body: `买家已取消询价单 ${number}，您对它的报价随之撤销。`,
            link: `/member/seller/inquiryManage/cancelled/1`,
          }
        : {
            memberId: sellerId,
            kind: 'quotation_lost',
            title: `报价未被采纳：${number}`,
            body: `买家已关闭询价单 ${number}，您的报价未被采纳。感谢您的报价。`,
            link: `/member/seller/inquiryManage/lost/1`,
          },
    );
    await notify(ctx, notes);
    return facts;
  });
}
