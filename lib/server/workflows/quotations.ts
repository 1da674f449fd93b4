import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { appendQuotationStep, cancelQuotationStep, createQuotationStep, endInquiryStep, type EndFacts, type QuoteFacts } from '@/lib/server/inquiry/quotes';
import type { QuotationRow } from '@/lib/server/inquiry/quotes';
import type { AppendedQuotation, NewQuotation } from '@/lib/contracts/inquiry/schema';
import { submitSheetStep, type SentRow } from '@/lib/server/inquiry/sheet';
import { numberOf } from '@/lib/server/inquiry/views';
import type { SheetResult, SheetRowError } from '@/lib/contracts/inquiry/sheet';
import { tell, type TellNote as Note } from './tell';
import { runWorkflow } from '@/lib/server/outbox/run';

/*
 * The RFQ flows that tell someone: each writes the inquiry area's rows and
 * the notifications area's messages in one transaction; mails after commit.
 * Messages to the buyer name the seller, never another seller's price;
 * messages to a seller never carry any other seller's name or price.
 */

const buyerLink = (inquiryId: number) => `/member/buyer/inquiryManage/all/1?inquiryId=${inquiryId}`;

/** What the buyer is told of a new or revised offer: the seller's name and the product, never a price. */
const TOLD_BUYER = {
  create: { workflow: 'create-quotation', kind: 'quotation_received', title: '收到新报价', says: '给出了报价，请到询价管理中比较并采纳' },
  append: { workflow: 'append-quotation', kind: 'quotation_appended', title: '报价已更新', says: '更新了报价（原报价保留在历史中）' },
} as const;

function quoteAndTellBuyer(
  db: Db,
  sellerId: number,
  told: (typeof TOLD_BUYER)[keyof typeof TOLD_BUYER],
  step: (trx: Db) => Promise<QuoteFacts>,
): Promise<QuotationRow> {
  return runWorkflow(db, told.workflow, async (ctx) => {
    const facts = await step(ctx.trx);
    const seller = (await sellerNames(ctx.trx, [sellerId])).get(sellerId) ?? '卖家';
    const number = numberOf(facts.inquiry);
    await tell(ctx, [
      {
        memberId: facts.inquiry.buyerId,
        kind: told.kind,
        title: `${told.title}：${number}`,
        body: `${seller} 对您的询价单 ${number} 中「${facts.line.productName}」${told.says}。`,
        link: buyerLink(facts.inquiry.id),
        ...(told.kind === 'quotation_received'
          ? {
              webhook: {
                type: 'quotation.received' as const,
                data: {
                  inquiryId: facts.inquiry.id,
                  inquiryNo: number,
                  lineId: facts.line.id,
                  productName: facts.line.productName,
                  quotationId: facts.quotation.id,
                  seller,
                },
              },
            }
          : {}),
      },
    ]);
    return facts.quotation;
  });
}

/** A seller quotes on a line: the buyer hears of it. */
export function createQuotation(db: Db, sellerId: number, input: NewQuotation): Promise<QuotationRow> {
  return quoteAndTellBuyer(db, sellerId, TOLD_BUYER.create, (trx) => createQuotationStep(trx, sellerId, input));
}

/** A seller revises an offer: the buyer hears of it. */
export function appendQuotation(db: Db, sellerId: number, input: AppendedQuotation): Promise<QuotationRow> {
  return quoteAndTellBuyer(db, sellerId, TOLD_BUYER.append, (trx) => appendQuotationStep(trx, sellerId, input));
}

/** A seller sends a whole quotation sheet: one transaction, and the buyer is told once with the counts. */
export function submitQuotationSheet(db: Db, sellerId: number, inquiryId: number, rows: SentRow[], unreadable: SheetRowError[] = []): Promise<SheetResult> {
  return runWorkflow(db, 'submit-quotation-sheet', async (ctx) => {
    const { inquiry, result } = await submitSheetStep(ctx.trx, sellerId, inquiryId, rows, unreadable);
    const changed = result.created + result.revised;
    if (changed > 0) {
      const seller = (await sellerNames(ctx.trx, [sellerId])).get(sellerId) ?? '卖家';
      const number = numberOf(inquiry);
      const what = [result.created ? `新报价 ${result.created} 行` : '', result.revised ? `更新报价 ${result.revised} 行` : ''].filter(Boolean).join('、');
      await tell(ctx, [
        {
          memberId: inquiry.buyerId,
          kind: result.created ? TOLD_BUYER.create.kind : TOLD_BUYER.append.kind,
          title: `${result.created ? TOLD_BUYER.create.title : TOLD_BUYER.append.title}：${number}`,
          body: `${seller} 对您的询价单 ${number} 提交了报价单（${what}），请到询价管理中比较并采纳。`,
          link: buyerLink(inquiry.id),
        },
      ]);
    }
    return result;
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
    await tell(ctx, notes);
    return facts;
  });
}
