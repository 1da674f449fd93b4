import type { z } from 'zod';
import { findMemberByAccount, usernamesOf } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { chinaDayStart } from '@/lib/shared/china-day';
import * as repo from './repo';
import type { AdminVoucherSchema, VoucherBatchInput, VoucherBatchSchema, VoucherCodesQuery, VoucherGenerateInput, VoucherIssueInput } from '@/lib/contracts/voucher/schema';
import { addCodes } from './service';

/* The operator's vouchers: batches, codes issued to members or generated for printing. Every action is audited. */

export type VoucherBatch = z.infer<typeof VoucherBatchSchema>;

const batchNotFound = () => new AppError(ErrorCode.VOUCHER_BATCH_NOT_FOUND, '优惠券批次不存在');

export async function listBatches(db: Db, paging: PageQuery): Promise<Page<VoucherBatch>> {
  const { rows, total } = await repo.listBatches(db, offsetOf(paging), paging.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      faceValueCents: r.faceValueCents,
      minOrderCents: r.minOrderCents,
      validFrom: r.validFrom,
      validUntil: r.validUntil,
      scope: r.scope,
      createdAt: r.createdAt,
      codes: Number(r.codes),
      claimed: Number(r.claimed),
      used: Number(r.used ?? 0),
    })),
    total,
    ...paging,
  };
}

export async function createBatch(db: Db, operatorId: number, input: z.output<typeof VoucherBatchInput>): Promise<VoucherBatch> {
  return inTransaction(db, async (trx) => {
    const batch = await repo.insertBatch(trx, {
      title: input.title,
      faceValueCents: input.faceValueCents,
      minOrderCents: input.minOrderCents,
      validFrom: chinaDayStart(input.validFrom),
      validUntil: chinaDayStart(input.validUntil, 1),
      scope: input.scope,
      createdBy: operatorId,
      createdAt: nowIso(),
    });
    await recordAudit(trx, { operatorId, action: 'voucher_batch.create', entity: 'voucher_batch', entityId: batch.id, after: input });
    return { ...batch, codes: 0, claimed: 0, used: 0 };
  });
}

/** Issues one voucher of a batch to the member with this account name, phone or email. */
export async function issueVoucher(
  db: Db,
  operatorId: number,
  input: z.output<typeof VoucherIssueInput>,
): Promise<{ batchId: number; code: string; memberAccount: string }> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.findBatch(trx, input.batchId))) throw batchNotFound();
    const member = await findMemberByAccount(trx, input.account);
    if (!member) throw new AppError(ErrorCode.VOUCHER_RECIPIENT_NOT_FOUND, '没有这个账号、手机号或邮箱的会员');
    const [code] = await addCodes(trx, input.batchId, 1, member.id);
    await recordAudit(trx, { operatorId, action: 'voucher.issue', entity: 'voucher_batch', entityId: input.batchId, after: { code, memberId: member.id } });
    return { batchId: input.batchId, code: code!, memberAccount: member.username };
  });
}

/** Generates unclaimed codes (to print or send); members redeem them with /api/member/voucher/check. */
export async function generateCodes(db: Db, operatorId: number, input: z.output<typeof VoucherGenerateInput>): Promise<{ batchId: number; codes: string[] }> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.findBatch(trx, input.batchId))) throw batchNotFound();
    const codes = await addCodes(trx, input.batchId, input.count, null);
    await recordAudit(trx, { operatorId, action: 'voucher.generate', entity: 'voucher_batch', entityId: input.batchId, after: { count: codes.length } });
    return { batchId: input.batchId, codes };
  });
}

export async function listBatchCodes(db: Db, query: z.output<typeof VoucherCodesQuery>): Promise<Page<z.infer<typeof AdminVoucherSchema>>> {
  if (!(await repo.findBatch(db, query.batchId))) throw batchNotFound();
  const { rows, total } = await repo.listBatchVouchers(db, query.batchId, offsetOf(query), query.pageSize);
  const accounts = await usernamesOf(db, [...new Set(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])))]);
  return {
    list: rows.map((r) => ({ ...r, memberAccount: r.memberId === null ? null : (accounts.get(r.memberId) ?? `#${r.memberId}`), memberId: undefined })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
