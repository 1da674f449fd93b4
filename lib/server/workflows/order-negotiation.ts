import { approvalsNeededFor, tellApprovers } from './order-approvals';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { NegotiationStatus, OrderNegotiationTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import * as negotiations from '@/lib/server/orders/fulfilment';
import * as orders from '@/lib/server/orders/lifecycle';
import { changedMeanwhile, type OrderRow } from '@/lib/server/orders/lifecycle';
import { pendingPaymentOf } from '@/lib/server/orders/payment-records';
import { payableCents } from '@/lib/server/orders/pricing';
import type { PaijiaSchema, PjOrderInput } from '@/lib/contracts/orders/schema';
import { requireOrderTransition } from '@/lib/server/orders/transitions';
import { invoiceFixesAmount } from '@/lib/server/orders/terms-state';
import { orderForParty, orderView, type Party } from '@/lib/server/orders/views';
import { formatYuan } from '@/lib/shared/format';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';

/*
 * Price negotiation (议价; docs/orders-fulfilment.md, "Negotiation"): on a
 * submitted, unpaid order either party proposes a new goods total; the order
 * is `negotiating` until the other party accepts (the goods total becomes the
 * proposal), rejects, or counters (a new proposal, the open one `countered`),
 * or the proposer withdraws. One proposal is open at a time; only the party
 * it waits for may answer it. Paying waits until the order is submitted again.
 */

type NegotiationRow = Selectable<OrderNegotiationTable>;

const STATUS_LABELS: Record<NegotiationStatus, string> = { open: '待答复', accepted: '已接受', rejected: '已拒绝', countered: '已还价', withdrawn: '已撤回' };
const PARTY_LABELS: Record<Party, string> = { buyer: '买家', seller: '卖家' };

const invalid = (msg: string) => new AppError(ErrorCode.ORDER_NEGOTIATION_INVALID, msg);

function toNegotiation(row: NegotiationRow) {
  return {
    id: row.id,
    party: row.party,
    goodsCents: Number(row.goodsCents),
    note: row.note,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
  };
}

/** paijia: the order, its proposals newest first, the open one, and whether it waits for the caller. */
export async function paijia(db: Db, memberId: number, orderNo: string): Promise<z.input<typeof PaijiaSchema>> {
  const { row, party } = await orderForParty(db, memberId, orderNo);
  const [order, rows] = await Promise.all([orderView(db, row, party), negotiations.negotiationsOf(db, row.id)]);
  // A proposal left open by a cancellation is history, not a question.
  const open = row.status === 'negotiating' ? (rows.find((r) => r.status === 'open') ?? null) : null;
  return { order, negotiations: rows.map(toNegotiation), open: open ? toNegotiation(open) : null, yourTurn: open !== null && open.party !== party };
}

/** Whether money is already on its way: a negotiated price must not undercut what was paid. */
async function assertNothingPaid(db: Db, row: OrderRow): Promise<void> {
  const pending = await pendingPaymentOf(db, row.id);
  if (pending || Number(row.paidCents) > 0) throw invalid('这笔订单已有付款（或银行转账正在等待确认），不能再议价');
}

function assertProposal(row: OrderRow, goodsCents: number | undefined): number {
  if (goodsCents === undefined) throw invalid('请填写议价金额');
  const list = Number(row.listGoodsCents);
  if (goodsCents >= list) throw invalid(`议价金额须低于原货款 ${formatYuan(list)}`);
  if (goodsCents === Number(row.goodsCents)) throw invalid(`议价金额与当前货款 ${formatYuan(goodsCents)} 相同`);
  return goodsCents;
}

type Outcome = { to: 'negotiating' | 'submitted'; event: 'propose_price' | 'answer_price'; note: string; title: string; body: string };

/** pj_order: propose (or counter), accept, reject, withdraw. */
export async function pjOrder(db: Db, memberId: number, input: z.output<typeof PjOrderInput>): Promise<z.input<typeof PaijiaSchema>> {
  const { row, party } = await orderForParty(db, memberId, input.orderNo);
  const open = row.status === 'negotiating' ? await negotiations.openNegotiation(db, row.id) : undefined;
  const other: Party = party === 'buyer' ? 'seller' : 'buyer';
  const note = input.note?.trim() || null;
  const was = Number(row.goodsCents);

  const step = async (ctx: WorkflowContext, at: string): Promise<Outcome> => {
    if (input.action === 'propose') {
      requireOrderTransition(row.status, 'propose_price', party);
      if (invoiceFixesAmount(row)) throw invalid('这张订单的发票已经开具，不能再议价');
      if (row.status === 'submitted') await assertNothingPaid(ctx.trx, row);
      if (open && open.party === party) throw invalid('您的议价还在等待对方答复；可以先撤回再重新提议');
      const cents = assertProposal(row, input.goodsCents);
      if (open && !(await negotiations.closeNegotiation(ctx.trx, open.id, 'countered', at))) throw changedMeanwhile();
      await negotiations.insertNegotiation(ctx.trx, {
        orderId: row.id,
        proposedBy: memberId,
        party,
        goodsCents: cents,
        note,
        status: 'open',
        respondedAt: null,
        createdAt: at,
      });
      const verb = open ? '还价' : '提出议价';
      return {
        to: 'negotiating',
        event: 'propose_price',
        note: `${PARTY_LABELS[party]}${verb}：货款 ${formatYuan(was)} → ${formatYuan(cents)}${note ? `；${note}` : ''}`,
        title: `${PARTY_LABELS[party]}${verb}：${row.orderNo}`,
        body: `${PARTY_LABELS[party]}就订单 ${row.orderNo} ${verb}，货款由 ${formatYuan(was)} 改为 ${formatYuan(cents)}${note ? `，留言：${note}` : ''}。请接受、拒绝或还价。`,
      };
    }
    requireOrderTransition(row.status, 'answer_price', party);
    if (!open) throw new AppError(ErrorCode.ORDER_NEGOTIATION_NOT_FOUND, '这张订单没有待答复的议价');
    const proposed = Number(open.goodsCents);
    if (input.action === 'withdraw') {
      if (open.party !== party) throw invalid('只能撤回自己提出的议价；对方的议价请接受、拒绝或还价');
      if (!(await negotiations.closeNegotiation(ctx.trx, open.id, 'withdrawn', at))) throw changedMeanwhile();
      return {
        to: 'submitted',
        event: 'answer_price',
        note: `${PARTY_LABELS[party]}撤回议价 ${formatYuan(proposed)}`,
        title: `议价已撤回：${row.orderNo}`,
        body: `${PARTY_LABELS[party]}撤回了订单 ${row.orderNo} 的议价（${formatYuan(proposed)}），货款仍为 ${formatYuan(was)}。`,
      };
    }
    if (open.party === party) throw invalid('这条议价在等待对方答复，不能由您自己接受或拒绝');
    const accepted = input.action === 'accept';
    if (!(await negotiations.closeNegotiation(ctx.trx, open.id, accepted ? 'accepted' : 'rejected', at))) throw changedMeanwhile();
    return accepted
      ? {
          to: 'submitted',
          event: 'answer_price',
          note: `${PARTY_LABELS[party]}接受议价：货款 ${formatYuan(was)} → ${formatYuan(proposed)}`,
          title: `议价已接受：${row.orderNo}`,
          body: `${PARTY_LABELS[party]}接受了订单 ${row.orderNo} 的议价，货款改为 ${formatYuan(proposed)}。`,
        }
      : {
          to: 'submitted',
          event: 'answer_price',
          note: `${PARTY_LABELS[party]}拒绝议价 ${formatYuan(proposed)}${note ? `；${note}` : ''}`,
          title: `议价被拒绝：${row.orderNo}`,
          body: `${PARTY_LABELS[party]}拒绝了订单 ${row.orderNo} 的议价（${formatYuan(proposed)}），货款仍为 ${formatYuan(was)}${note ? `。留言：${note}` : '。'}`,
        };
  };

  await runWorkflow(db, 'order-negotiation', async (ctx) => {
    const at = nowIso();
    const outcome = await step(ctx, at);
    const accepted =
      input.action === 'accept' && open
        ? { goodsCents: Number(open.goodsCents), payableCents: payableCents(Number(open.goodsCents), Number(row.shippingCents), Number(row.discountCents)) }
        : undefined;
    // A new price on an order its organisation approves goes back to the approvers (decision 0158).
    const approveAgain = accepted !== undefined && (await approvalsNeededFor(ctx.trx, row, accepted.payableCents)) > 0;
    if (outcome.event === 'propose_price') await orders.proposePrice(ctx.trx, row, party, memberId, outcome.note, at);
    else await orders.answerPrice(ctx.trx, row, party, memberId, { note: outcome.note, at, accepted, approveAgain });
    if (approveAgain) await tellApprovers(ctx, { ...row, payableCents: accepted.payableCents }, `订单 ${row.orderNo} 议定了新价格，需重新审批。`);
    await notify(ctx, [
      {
        memberId: other === 'buyer' ? row.buyerId : row.sellerId,
        kind: 'order_negotiation',
        title: outcome.title,
        body: outcome.body,
        link: other === 'buyer' ? `/member/buyer/orderPayList/1?orderNo=${row.orderNo}` : `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
      },
    ]);
  });
  return paijia(db, memberId, row.orderNo);
}
