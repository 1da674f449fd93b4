import type { z } from 'zod';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { captureFrozen, debit, freeze, releaseFrozen } from '@/lib/server/deposit/ledger';
import { notify } from '@/lib/server/notifications/service';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as orders from '@/lib/server/orders/lifecycle';
import { orderPaymentNumber } from '@/lib/server/orders/numbers';
import * as payments from '@/lib/server/orders/payment-records';
import { findOrder } from '@/lib/server/orders/queries';
import type { OrderPaymentRow } from '@/lib/server/orders/payment-records';
import { CERTIFICATE_UPLOAD_PATH, toPayment, transferItem, unmetForOrder } from '@/lib/server/orders/payments';
import { payableCents } from '@/lib/server/orders/pricing';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import type { OrderPaymentQuery, OrderPaymentResultSchema } from '@/lib/contracts/orders/payment-schema';
import type { ConfirmOrderPaymentQuery } from '@/lib/contracts/orders/schema';
import { requireOrderTransition } from '@/lib/server/orders/transitions';
import { owesOnTerms } from '@/lib/server/orders/terms-state';
import { orderForParty, orderNotFound, orderView } from '@/lib/server/orders/views';
import { paymentProvider, paymentQrOf, providerNamed, type PaymentStart } from '@/lib/server/payments/provider';
import { liveRechargeWithProof } from '@/lib/server/recharge/queries';
import { findOwnUpload, uploadsWithSameBytes } from '@/lib/server/uploads/service';
// Aliased: the hooks lint rule reads any `use…` call as a React hook.
import { useVoucher as spendVoucher } from '@/lib/server/voucher/service';
import { formatYuan } from '@/lib/shared/format';
import { rechargeNumber } from '@/lib/shared/money';
import { startOnlinePayment } from './order-online-payment';
import { settleOrder } from './order-settlement';
import { drawPermits } from './order-permits';
import { runWorkflow, type WorkflowContext } from '@/lib/server/outbox/run';

/*
 * Paying for an order (the cashier) and the operator's review of a bank
 * transfer. Every movement goes through the deposit ledger in the transaction
 * that changes the order, under the order's money locks (payments-repo
 * `lockOrderForMoney`), so parallel requests never pay one order twice and
 * never overspend one balance.
 */

type PaymentResult = z.input<typeof OrderPaymentResultSchema>;
type PaymentQuery = z.output<typeof OrderPaymentQuery>;

const invalid = (msg: string, data?: unknown) => new AppError(ErrorCode.ORDER_PAYMENT_INVALID, msg, data);
const proofInvalid = (msg: string) => new AppError(ErrorCode.ORDER_TRANSFER_PROOF_INVALID, msg);

/** A repeated request must ask for what the first one did; the same key for other amounts is refused (7004). */
function assertSameRequest(earlier: OrderPaymentRow[], row: OrderRow, input: PaymentQuery): void {
  const sum = (method: string) => earlier.filter((p) => p.method === method).reduce((s, p) => s + Number(p.amountCents), 0);
  const voucherSame = input.voucherId === undefined || earlier.some((p) => p.voucherId === input.voucherId) || row.voucherId === input.voucherId;
  const same = sum('deposit') === input.depositCents && sum('transfer') === input.transferCents && sum('online') === input.onlineCents;
  if (!same || !voucherSame) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔付款，请刷新页面后重新提交');
  }
}

/** The regulated-substance gate, checked when money moves (not only when the order was made): certificates expire. */
export async function requireCertificates(trx: Db, row: OrderRow): Promise<void> {
  const unmet = await unmetForOrder(trx, row);
  if (unmet.length === 0) return;
  const missing = unmet.map(({ cas, reason, anyOf, message }) => ({ cas, reason, anyOf, message }));
  const list = missing.map((m) => `${m.cas}（${m.message}）`).join('；');
  throw new AppError(ErrorCode.ORDER_CERTIFICATE_REQUIRED, `订单含管制化学品，付款前须上传并通过审核相应资质：${list}`, {
    missing,
    uploadPath: CERTIFICATE_UPLOAD_PATH,
  });
}

/**
 * The checks every payment of an order makes under its money lock, before
 * any money moves (the cashier's and an organisation payer's); answers
 * whether the order is a debt on terms.
 */
export async function readyToPay(ctx: WorkflowContext, locked: OrderRow): Promise<boolean> {
  if (locked.status === 'negotiating') throw new AppError(ErrorCode.ORDER_TRANSITION_INVALID, '议价进行中，议价结束（接受、拒绝或撤回）后才能付款');
  // Dispatched on terms and still owing (decision 0160): paid after dispatch; the gates ran when it shipped.
  const onTerms = owesOnTerms(locked);
  if (!onTerms) requireOrderTransition(locked.status, 'pay', 'system');
  const pending = await payments.pendingPaymentOf(ctx.trx, locked.id);
  if (pending)
    throw new AppError(ErrorCode.ORDER_PAYMENT_PENDING, '这笔订单有一笔付款正在等待确认（银行转账或在线支付），确认或驳回之前不能再次付款', {
      paymentId: pending.id,
    });
  if (!onTerms) {
    await requireCertificates(ctx.trx, locked);
    // Before any money moves: the permits' quantities cover the order (drawn once, given back on cancel or refund).
    await drawPermits(ctx.trx, locked);
  }
  return onTerms;
}

/** The cashier's voucher: spent on the order's goods, the payable lowered, the contract's version bumped. */
async function applyVoucher(ctx: WorkflowContext, row: OrderRow, voucherId: number, key: string): Promise<OrderRow> {
  if (row.voucherId !== null) throw invalid('这笔订单已使用优惠券，不能再用另一张');
  const use = await spendVoucher(ctx.trx, row.buyerId, voucherId, { orderReference: orderReference(row), orderAmountCents: Number(row.goodsCents) });
  const payable = payableCents(Number(row.goodsCents), Number(row.shippingCents), use.discountCents);
  const applied = await orders.applyVoucher(ctx.trx, row, { voucherId, discountCents: use.discountCents, payableCents: payable });
  if (use.discountCents > 0) {
    await payments.recordPaymentParts(ctx.trx, row, key, [{ method: 'voucher', amountCents: use.discountCents, status: 'settled', voucherId }]);
  }
  return applied;
}

/** A bank slip the buyer uploaded, not backing any other live order payment or recharge (one transfer pays once). */
async function requireFreshProof(trx: Db, buyerId: number, proofUploadId: number | undefined): Promise<number> {
  if (!proofUploadId) throw proofInvalid('银行转账须上传转账凭证');
  const proof = await findOwnUpload(trx, buyerId, proofUploadId);
  if (!proof || proof.purpose !== 'recharge_proof') throw proofInvalid('转账凭证无效，请重新上传转账凭证');
  const sameBytes = await uploadsWithSameBytes(trx, proof);
  const usedForOrder = await payments.livePaymentWithProof(trx, sameBytes);
  if (usedForOrder) throw proofInvalid(`这张转账凭证已用于订单 ${usedForOrder.orderNo} 的付款，一笔转账只能使用一次`);
  const usedForRecharge = await liveRechargeWithProof(trx, sameBytes);
  if (usedForRecharge) throw proofInvalid(`这张转账凭证已用于充值单 ${rechargeNumber(usedForRecharge.id)}，一笔转账只能使用一次`);
  return proof.id;
}

/**
 * payment: the buyer pays a submitted order with a voucher (if none yet), the
 * deposit and/or a bank transfer. Deposit only: paid at once. With a
 * transfer: the deposit part is frozen and the order waits for the
 * operator's review. The same idempotency key answers the first result.
 */
export async function payOrder(db: Db, buyerId: number, input: PaymentQuery, payerOrigin?: string): Promise<PaymentResult> {
  const { row: seen } = await orderForParty(db, buyerId, input.orderNo, 'buyer');
  if (input.onlineCents > 0 && input.transferCents > 0) throw invalid('在线支付不能与银行转账同时使用');
  const online = input.onlineCents > 0 ? paymentProvider() : null;
  const repeated = await runWorkflow(db, 'order-payment', async (ctx) => {
    const locked = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!locked) throw orderNotFound();
    const earlier = await payments.paymentsByKey(ctx.trx, locked.id, input.idempotencyKey);
    if (earlier.length > 0) {
      assertSameRequest(earlier, locked, input);
      return true;
    }
    const onTerms = await readyToPay(ctx, locked);
    let row = locked;
    if (input.voucherId !== undefined && input.voucherId !== row.voucherId) {
      if (onTerms) throw invalid('账期订单发货后不能再使用优惠券');
      row = await applyVoucher(ctx, row, input.voucherId, input.idempotencyKey);
    }
    const dueCents = Number(row.payableCents) - Number(row.paidCents);
    if (input.depositCents + input.transferCents + input.onlineCents !== dueCents) {
      throw invalid(`应付 ${formatYuan(dueCents)}：预存款、银行转账与在线支付合计须正好等于应付金额`, { dueCents });
    }
    const key = input.idempotencyKey;
    if (online) {
      await startOnlinePayment(ctx, online, row, key, input);
      return false;
    }
    if (input.transferCents > 0) {
      const proofUploadId = await requireFreshProof(ctx.trx, buyerId, input.proofUploadId);
      if (input.depositCents > 0)
        await freeze(ctx.trx, buyerId, input.depositCents, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, key) });
      await payments.recordPaymentParts(ctx.trx, row, key, [
        ...(input.depositCents > 0 ? [{ method: 'deposit' as const, amountCents: input.depositCents, status: 'pending' as const }] : []),
        { method: 'transfer', amountCents: input.transferCents, status: 'pending', proofUploadId, payerName: input.payerName ?? null },
      ]);
      await orders.recordEvent(
        ctx.trx,
        row,
        buyerId,
        'submit_transfer',
        `银行转账 ${formatYuan(input.transferCents)}${input.depositCents > 0 ? `，预存款冻结 ${formatYuan(input.depositCents)}` : ''}，待平台确认`,
      );
      return false;
    }
    if (input.depositCents > 0) {
      await debit(ctx.trx, buyerId, input.depositCents, { reference: orderReference(row), idempotencyKey: orderLedgerKey(row, key) });
      await payments.recordPaymentParts(ctx.trx, row, key, [{ method: 'deposit', amountCents: input.depositCents, status: 'settled' }]);
    }
    await settleOrder(ctx, row, { amountCents: input.depositCents, depositCents: input.depositCents, channel: '预存款' }, buyerId, 'pay');
    return false;
  });
  const row = (await findOrder(db, seen.id))!;
  const [order, rows] = await Promise.all([orderView(db, row, 'buyer'), payments.paymentsOf(db, row.id)]);
  const pendingOnline = rows.find((p) => p.method === 'online' && p.status === 'pending' && p.idempotencyKey === input.idempotencyKey && p.provider);
  // Asked again on a repeated request (the same key): the cashier's 重新获取二维码 is that repeat, and the
  // provider answers the same trade number with its page or code again.
  const start: PaymentStart = pendingOnline
    ? await providerNamed(pendingOnline.provider!).createPayment({
        tradeNo: orderPaymentNumber(pendingOnline.id),
        amountCents: Number(pendingOnline.amountCents),
        subject: `ChemMart 订单 ${row.orderNo}`,
        payerOrigin,
      })
    : {};
  // A provider showing a QR code (WeChat Native, Alipay precreate, the development provider's QR mode) gives no page: the cashier draws the code.
  const paymentUrl = start.redirectUrl ?? null;
  const paymentQr = pendingOnline ? paymentQrOf(pendingOnline.provider!, start) : null;
  return { order, payments: rows.map(toPayment), repeated, paymentUrl, paymentQr };
}

const DECIDED: Record<'confirm' | 'reject', OrderPaymentRow['status']> = { confirm: 'settled', reject: 'rejected' };

/**
 * confirm_order_payment: an operator confirms a bank transfer (the frozen
 * deposit part is captured, the order paid) or rejects it with a reason (the
 * deposit part goes back to the buyer's available balance). Four eyes: never
 * on an order the operator buys or sells in. A repeated decision answers the
 * first; the other decision on a decided transfer is refused.
 */
export async function reviewOrderTransfer(db: Db, operatorId: number, query: z.output<typeof ConfirmOrderPaymentQuery>) {
  const notFound = () => new AppError(ErrorCode.ORDER_PAYMENT_NOT_FOUND, '付款记录不存在');
  const payment = await payments.findPayment(db, query.paymentId);
  if (!payment || payment.method !== 'transfer') throw notFound();
  const reason = query.reason?.trim() || null;
  if (query.decision === 'reject' && !reason) throw invalid('驳回转账须填写原因，买家会看到它');
  await runWorkflow(db, 'order-payment-review', async (ctx) => {
    const row = await payments.lockOrderForMoney(ctx.trx, payment.orderId);
    if (!row) throw notFound();
    if (row.buyerId === operatorId || row.sellerId === operatorId)
      throw new AppError(ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID, '不能处理自己作为买家或卖家的订单的付款，请由其他运营人员处理', {
        status: payment.status,
      });
    const current = (await payments.findPayment(ctx.trx, payment.id))!;
    if (current.status !== 'pending') {
      if (current.status === DECIDED[query.decision]) return;
      throw new AppError(
        ErrorCode.ORDER_PAYMENT_TRANSITION_INVALID,
        `这笔转账已处理（${toPayment(current).statusLabel}），不能再${query.decision === 'confirm' ? '确认' : '驳回'}`,
      );
    }
    const parts = (await payments.paymentsByKey(ctx.trx, row.id, current.idempotencyKey)).filter((p) => p.status === 'pending');
    const depositPart = parts.find((p) => p.method === 'deposit');
    const total = parts.reduce((s, p) => s + Number(p.amountCents), 0);
    const key = current.idempotencyKey;
    if (query.decision === 'confirm') {
      if (depositPart)
        await captureFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
          reference: orderReference(row),
          idempotencyKey: orderLedgerKey(row, `${key}-capture`),
        });
      await payments.settlePaymentParts(
        ctx.trx,
        parts.map((p) => p.id),
        operatorId,
      );
      await settleOrder(
        ctx,
        row,
        { amountCents: total, depositCents: Number(depositPart?.amountCents ?? 0), channel: '银行转账' },
        operatorId,
        'confirm_transfer',
      );
    } else {
      if (depositPart)
        await releaseFrozen(ctx.trx, row.buyerId, Number(depositPart.amountCents), {
          reference: orderReference(row),
          idempotencyKey: orderLedgerKey(row, `${key}-release`),
        });
      await payments.rejectPaymentPart(ctx.trx, current.id, { reason, reviewedBy: operatorId });
      if (depositPart) await payments.releasePaymentPart(ctx.trx, depositPart.id, operatorId);
      await orders.recordEvent(ctx.trx, row, operatorId, 'reject_transfer', reason);
      await notify(ctx, [
        {
          memberId: row.buyerId,
          kind: 'order_payment_reviewed',
          title: `转账未通过确认：${row.orderNo}`,
          body: `订单 ${row.orderNo} 的银行转账 ${formatYuan(Number(current.amountCents))} 未通过平台确认，原因：${reason}。${depositPart ? `冻结的预存款 ${formatYuan(Number(depositPart.amountCents))} 已退回可用余额。` : ''}请重新付款。`,
          link: `/payment?order=${row.orderNo}`,
        },
      ]);
    }
    await recordAudit(ctx.trx, {
      operatorId,
      action: `order_payment.${query.decision}`,
      entity: 'order_payment',
      entityId: current.id,
      before: { status: 'pending' },
      after: {
        status: DECIDED[query.decision],
        orderNo: row.orderNo,
        amountCents: Number(current.amountCents),
        depositPartCents: Number(depositPart?.amountCents ?? 0),
      },
      reason,
    });
  });
  return transferItem(db, payment.id);
}
