import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/core/db';
import { call } from './helpers';
import { freshMember, get, post, upload, type FreshMember, type Roles } from './kit';

/* Members, verified names, accounts and the calls of the payout tests. */

export const key = () => randomUUID();

/** A corporate settlement account number (8–30 digits, no check digit). */
export const corporateNumber = () => `3100${Date.now().toString().slice(-9)}${Math.floor(Math.random() * 1000)}`;

/**
 * A fresh member whose company name is verified: the certificate (a seller's
 * business licence, a buyer's hazardous-chemicals business licence) stored
 * with a file and approved by an operator, as on the certificate pages.
 */
export async function verifiedMember(db: Db, prefix: string, roles: Roles, holder: string): Promise<FreshMember> {
  const member = await freshMember(db, prefix, roles);
  const operator = await freshMember(db, `${prefix}_rev`, { operator: true });
  const seller = roles.seller === true;
  const file = await upload<{ id: number }>('/api/upload_file', member.token, { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'licence.pdf' }, { purpose: 'certificate' });
  if (file.code !== 0) throw new Error(file.msg);
  const stored = await post<{ id: number; revision: number }>('/api/store_certificate', member.token, {
    scope: seller ? 'supplier' : 'buyer',
    kind: seller ? 'business_licence' : 'hazardous_business_licence',
    uploadId: file.data.id,
    number: seller ? '91350100M000100Y43' : '沪(浦)应急危化经字〔2024〕000123',
    holder,
    validFrom: '2020-01-01',
    validTo: seller ? null : '2099-12-31',
  });
  if (stored.body.code !== 0) throw new Error(stored.body.msg);
  const reviewed = await post('/api/admin/certificate_review', operator.token, { id: stored.body.data.id, revision: stored.body.data.revision, decision: 'approve' });
  if (reviewed.body.code !== 0) throw new Error(reviewed.body.msg);
  return member;
}

export async function collectingAccount(token: string, holder: string, accountNumber = corporateNumber()): Promise<number> {
  const { body } = await post<{ id: number }>('/api/collecting_account', token, {
    accountType: 'corporate',
    holder,
    bankCode: 'ICBC',
    branch: '上海张江支行',
    accountNumber,
  });
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id;
}

export type Payout = {
  id: number;
  payoutNo: string;
  purpose: string;
  amountCents: number;
  status: string;
  statusLabel: string;
  failureReason: string | null;
  batchNo: string | null;
  repeated: boolean;
  account: { holder: string; maskedNumber: string };
};
export type Batch = { batchNo: string; status: string; totalCents: number; payoutCount: number; approvalsNeeded: number; approvals: { operatorId: number }[] };

export function requestPayout(token: string, body: { amountCents: number; collectingAccountId: number }, idempotencyKey: string | null = key()) {
  return call<Payout>('/api/seller/payout_request', { method: 'POST', token, body, headers: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey } });
}

export function requestWithdrawal(token: string, body: object, idempotencyKey = key()) {
  return call<Payout>('/api/member/withdrawal_request', { method: 'POST', token, body, headers: { 'Idempotency-Key': idempotencyKey } });
}

export const prepare = (operator: string, payoutIds: number[]) => post<Batch>('/api/admin/payout_batch_prepare', operator, { payoutIds });
export const approve = (operator: string, batchNo: string) => post<Batch>('/api/admin/payout_batch_approve', operator, { batchNo });
export const send = (operator: string, batchNo: string) =>
  post<{ batch: Batch; accepted: number; refused: { payoutNo: string; message: string }[] }>('/api/admin/payout_batch_send', operator, { batchNo });
export const batchDetail = (operator: string, batchNo: string) => get<Batch & { payouts: Payout[]; devProvider: boolean }>('/api/admin/payout_batch', operator, { batchNo });

/** The development provider's signed notification for a payout, as the batch page fetches it. */
export async function signedNotification(operator: string, payoutNo: string, outcome: 'success' | 'failure', reason?: string): Promise<string> {
  const { body } = await post<{ body: string }>('/api/admin/payout_dev_notification', operator, { payoutNo, outcome, ...(reason ? { reason } : {}) });
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.body;
}

/** Posted as the provider would: no browser signature, the raw body. */
export const notifyPayout = (rawBody: string) =>
  call<{ payoutNo: string; status: string; repeated: boolean }>('/api/payout/notify', { method: 'POST', rawBody, time: null, sign: null });

/** A payout requested, batched, approved by `approver` and sent (one approval: at most ¥50,000). */
export async function sentPayout(seller: FreshMember, accountId: number, amountCents: number, preparer: string, approver: string): Promise<Payout> {
  const requested = await requestPayout(seller.token, { amountCents, collectingAccountId: accountId });
  if (requested.body.code !== 0) throw new Error(requested.body.msg);
  const batch = await prepare(preparer, [requested.body.data.id]);
  if (batch.body.code !== 0) throw new Error(batch.body.msg);
  const approved = await approve(approver, batch.body.data.batchNo);
  if (approved.body.code !== 0) throw new Error(approved.body.msg);
  const sent = await send(preparer, batch.body.data.batchNo);
  if (sent.body.code !== 0) throw new Error(sent.body.msg);
  return { ...requested.body.data, batchNo: batch.body.data.batchNo };
}

export async function payoutOf(token: string, payoutNo: string): Promise<Payout | undefined> {
  const { body } = await post<{ list: Payout[] }>('/api/member/payout_list', token, { page: 1, pageSize: 100 });
  return body.data.list.find((p) => p.payoutNo === payoutNo);
}
