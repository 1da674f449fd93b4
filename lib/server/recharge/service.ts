import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { RechargeTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { credit } from '@/lib/server/deposit/ledger';
import { livePaymentWithProof } from '@/lib/server/orders/payment-records';
import { simulatedNotification, type SignedNotification } from '@/lib/server/payments/dev-provider';
import { paymentNotifyInvalid } from '@/lib/server/payments/notifications';
import { moneyIn } from '@/lib/server/treasury/ledger';
import { moveOrganisationDeposit } from '@/lib/server/organisation-deposit/ledger';
import { organisationNames, requireOrganisationRoles } from '@/lib/server/organisations/service';
import { paymentProvider, paymentQrOf, providerNamed, type PaymentNotification } from '@/lib/server/payments/provider';
import { findOwnUpload, uploadsWithSameBytes } from '@/lib/server/uploads/service';
import { rechargeIdOf, rechargeNumber } from '@/lib/shared/money';
import * as repo from './repo';
import type { RechargeInput, RechargeSchema } from '@/lib/contracts/recharge/schema';
import { RECHARGE_STATUS_LABELS, rechargeTransition } from './transitions';

export type Recharge = z.infer<typeof RechargeSchema>;
type RechargeRow = Selectable<RechargeTable>;

const METHOD_LABELS = { offline: '银行转账', online: '在线支付' } as const;

// Another member's recharge answers exactly like a missing one.
export const rechargeNotFound = () => new AppError(ErrorCode.RECHARGE_NOT_FOUND, '充值单不存在');

/** `organisationNames`: the names of the organisations the rows were made for (`namesOfRecharges`). */
export function toRecharge(row: RechargeRow, names?: Map<number, string>): Recharge {
  const tradeNo = rechargeNumber(row.id);
  const payable = row.method === 'online' && row.status === 'pending';
  return {
    id: row.id,
    rechargeNo: tradeNo,
    method: row.method,
    methodLabel: METHOD_LABELS[row.method],
    amountCents: Number(row.amountCents),
    status: row.status,
    statusLabel: RECHARGE_STATUS_LABELS[row.status],
    proofUrl: row.proofUploadId ? `/files/${row.proofUploadId}` : null,
    payerName: row.payerName,
    remark: row.remark,
    rejectReason: row.rejectReason,
    paymentUrl: payable ? `/payment?tradeNo=${tradeNo}` : null,
    // Only the answer that started the payment carries the provider's code (createRecharge).
    paymentQr: null,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
    organisation: row.organisationId ? { id: row.organisationId, name: names?.get(row.organisationId) ?? '' } : null,
  };
}

export function namesOfRecharges(db: Db, rows: RechargeRow[]): Promise<Map<number, string>> {
  return organisationNames(
    db,
    rows.flatMap((r) => (r.organisationId ? [r.organisationId] : [])),
  );
}

/** The ledger movement of a settled recharge: its key is the recharge itself, so it can happen once. */
export async function creditRecharge(trx: Db, row: RechargeRow): Promise<void> {
  const reference = `recharge:${row.id}`;
  if (row.organisationId) {
    await moveOrganisationDeposit(trx, row.organisationId, {
      kind: 'recharge',
      amountCents: Number(row.amountCents),
      reference,
      idempotencyKey: reference,
      memberId: row.memberId,
    });
  } else {
    await credit(trx, row.memberId, Number(row.amountCents), { kind: 'recharge', reference, idempotencyKey: reference });
  }
  await moneyIn(trx, Number(row.amountCents), {
    reference,
    idempotencyKey: reference,
    memo: row.method === 'online' ? `在线充值（${row.provider ?? '支付渠道'}）` : '银行转账充值',
  });
}

/**
 * A member asks to recharge. Offline: a bank transfer with the member's own
 * uploaded proof, pending until an operator confirms it. Online: pending
 * until the payment provider's notification settles it. The same
 * idempotency key answers the first recharge again (and creates nothing).
 */
export async function createRecharge(db: Db, memberId: number, input: z.output<typeof RechargeInput>, payerOrigin?: string): Promise<Recharge> {
  const provider = input.method === 'online' ? paymentProvider() : null;
  const organisationId = input.organisationId ?? null;
  // Only an organisation's payers put money into its deposit (decision 0161); an outsider reads 7660.
  if (organisationId) await requireOrganisationRoles(db, organisationId, memberId, ['payer']);
  const row = await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'deposit', memberId);
    const earlier = await repo.findByKey(trx, memberId, input.idempotencyKey);
    if (earlier) {
      const same =
        earlier.method === input.method &&
        Number(earlier.amountCents) === input.amountCents &&
        (earlier.organisationId ?? null) === organisationId &&
        (earlier.proofUploadId ?? null) === (input.proofUploadId ?? null);
      if (!same) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔充值，请刷新页面后重新提交');
      return earlier;
    }
    if (input.method === 'offline') {
      const proof = input.proofUploadId ? await findOwnUpload(trx, memberId, input.proofUploadId) : undefined;
      if (!proof || proof.purpose !== 'recharge_proof') throw new AppError(ErrorCode.RECHARGE_PROOF_INVALID, '转账凭证无效，请重新上传转账凭证');
      // One bank transfer backs one recharge: the same slip (by its bytes, whoever uploaded it) cannot be credited twice.
      const sameBytes = await uploadsWithSameBytes(trx, proof);
      const reused = await repo.liveRechargeWithProof(trx, sameBytes);
      if (reused) throw new AppError(ErrorCode.RECHARGE_PROOF_INVALID, `这张转账凭证已用于充值单 ${rechargeNumber(reused.id)}，一笔转账只能充值一次`);
      const paidOrder = await livePaymentWithProof(trx, sameBytes);
      if (paidOrder) throw new AppError(ErrorCode.RECHARGE_PROOF_INVALID, `这张转账凭证已用于订单 ${paidOrder.orderNo} 的付款，一笔转账只能使用一次`);
    }
    const at = nowIso();
    return repo.insertRecharge(trx, {
      memberId,
      method: input.method,
      amountCents: input.amountCents,
      status: 'pending',
      proofUploadId: input.method === 'offline' ? (input.proofUploadId ?? null) : null,
      payerName: input.payerName,
      remark: input.remark,
      provider: provider?.name ?? null,
      providerTradeNo: null,
      idempotencyKey: input.idempotencyKey,
      rejectReason: null,
      reviewedBy: null,
      settledAt: null,
      createdAt: at,
      updatedAt: at,
      organisationId,
    });
  });
  const recharge = toRecharge(row, await namesOfRecharges(db, [row]));
  if (provider && recharge.paymentUrl) {
    const start = await provider.createPayment({
      tradeNo: recharge.rechargeNo,
      amountCents: recharge.amountCents,
      subject: recharge.organisation ? `ChemMart 机构预存款充值（${recharge.organisation.name}）` : 'ChemMart 预存款充值',
      payerOrigin,
    });
    // A provider showing a QR code instead of a page (WeChat Native, Alipay precreate, the development QR mode): the recharge page draws it.
    recharge.paymentUrl = start.redirectUrl ?? null;
    recharge.paymentQr = paymentQrOf(provider.name, start);
  }
  return recharge;
}

export async function listOwnRecharges(db: Db, memberId: number, paging: PageQuery): Promise<Page<Recharge>> {
  const { rows, total } = await repo.listRecharges(db, { memberId }, offsetOf(paging), paging.pageSize);
  const names = await namesOfRecharges(db, rows);
  return { list: rows.map((r) => toRecharge(r, names)), total, ...paging };
}

/**
 * The development checkout (/payment): the member's own online recharge and,
 * while it is pending, the two signed notifications the simulated gateway
 * would send. Refused wherever the development provider is.
 */
export async function devCheckout(
  db: Db,
  memberId: number,
  tradeNo: string,
): Promise<{ recharge: Recharge; notifications: { success: SignedNotification; failure: SignedNotification } | null }> {
  providerNamed('dev');
  const id = rechargeIdOf(tradeNo);
  const row = id ? await repo.findOwn(db, memberId, id) : undefined;
  if (!row || row.method !== 'online') throw rechargeNotFound();
  const recharge = toRecharge(row, await namesOfRecharges(db, [row]));
  const request = { tradeNo: recharge.rechargeNo, amountCents: recharge.amountCents };
  const notifications =
    row.status === 'pending' ? { success: simulatedNotification(request, 'success'), failure: simulatedNotification(request, 'failure') } : null;
  return { recharge, notifications };
}

/**
 * A provider's verified notification about an online recharge (R000012),
 * settled in one transaction with the ledger credit. A repeated notification
 * of the same outcome changes nothing and answers the same; one
 * contradicting a settled recharge is refused.
 */
export async function settleRechargeNotification(
  db: Db,
  providerName: string,
  notification: PaymentNotification,
): Promise<{ tradeNo: string; status: RechargeRow['status'] }> {
  const id = rechargeIdOf(notification.tradeNo);
  if (!id) throw paymentNotifyInvalid();
  return inTransaction(db, async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row || row.method !== 'online' || row.provider !== providerName || Number(row.amountCents) !== notification.amountCents) throw paymentNotifyInvalid();
    const event = notification.outcome === 'success' ? 'pay' : 'fail';
    const next = rechargeTransition(row, event);
    if (next === null) return { tradeNo: notification.tradeNo, status: row.status };
    const at = nowIso();
    const moved = await repo.transition(trx, id, 'pending', { status: next, providerTradeNo: notification.providerTradeNo, settledAt: at, updatedAt: at });
    if (!moved) {
      // A parallel notification settled it first: answer what it did, or refuse a contradicting outcome.
      const now = (await repo.findById(trx, id))!;
      rechargeTransition(now, event);
      return { tradeNo: notification.tradeNo, status: now.status };
    }
    if (next === 'paid') await creditRecharge(trx, moved);
    return { tradeNo: notification.tradeNo, status: next };
  });
}
