import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { formatYuan } from '@/lib/shared/format';
import * as repo from './repo';
import { VOUCHER_TABS, type VoucherCheckInput, type VoucherCheckSchema, type VoucherListInput, type VoucherPageSchema, type VoucherSchema } from '@/lib/contracts/voucher/schema';

export type Voucher = z.infer<typeof VoucherSchema>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findByCode>>>;

// Another member's voucher answers exactly like a missing one: codes leak nothing.
const notFound = () => new AppError(ErrorCode.VOUCHER_NOT_FOUND, '券码不存在，请核对后重新输入');

const STATUS_LABELS: Record<Voucher['status'], string> = { usable: '可使用', not_started: '未到使用时间', used: '已使用', expired: '已过期' };

function statusOf(row: Row, now: string): Voucher['status'] {
  if (row.status === 'used') return 'used';
  if (row.validUntil <= now) return 'expired';
  return row.validFrom > now ? 'not_started' : 'usable';
}

function toVoucher(row: Row, now: string): Voucher {
  const status = statusOf(row, now);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    faceValueCents: row.faceValueCents,
    minOrderCents: row.minOrderCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    scope: row.scope,
    status,
    statusLabel: STATUS_LABELS[status],
    usedAt: row.usedAt,
    orderReference: row.orderReference,
  };
}

/** Why this voucher cannot pay towards `orderAmountCents` now, as an error; null when it can. */
function refusal(row: Row, orderAmountCents: number, now: string): AppError | null {
  const status = statusOf(row, now);
  if (status === 'used') return new AppError(ErrorCode.VOUCHER_USED, '这张优惠券已使用');
  if (status !== 'usable') {
    const why = status === 'expired' ? '这张优惠券已过期' : '这张优惠券还未到使用时间';
    return new AppError(ErrorCode.VOUCHER_NOT_VALID_NOW, why, { validFrom: row.validFrom, validUntil: row.validUntil });
  }
  if (orderAmountCents < row.minOrderCents) {
    return new AppError(ErrorCode.VOUCHER_MIN_NOT_MET, `订单满 ${formatYuan(row.minOrderCents)} 才能使用这张优惠券`, { minOrderCents: row.minOrderCents });
  }
  return null;
}

export async function listVouchers(db: Db, memberId: number, input: z.output<typeof VoucherListInput>): Promise<z.input<typeof VoucherPageSchema>> {
  const now = nowIso();
  const [{ rows, total }, ...counts] = await Promise.all([
    repo.listOwn(db, memberId, input.status, now, offsetOf(input), input.pageSize),
    ...VOUCHER_TABS.map((tab) => repo.countOwn(db, memberId, tab, now)),
  ]);
  return {
    list: rows.map((r) => toVoucher(r, now)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    counts: { usable: counts[0]!, used: counts[1]!, expired: counts[2]! },
  };
}

/** Usable vouchers of a member (the member home shows the count). */
export function usableVoucherCount(db: Db, memberId: number): Promise<number> {
  return repo.countOwn(db, memberId, 'usable', nowIso());
}

/**
 * Checks a code, and redeems it when nobody holds it yet: of two members
 * redeeming one code at once, the conditional claim lets one win. A code
 * another member holds answers "not found".
 */
export async function checkVoucher(db: Db, memberId: number, input: z.output<typeof VoucherCheckInput>): Promise<z.input<typeof VoucherCheckSchema>> {
  const now = nowIso();
  let row = await repo.findByCode(db, input.code);
  if (!row || (row.memberId !== null && row.memberId !== memberId)) throw notFound();
  let redeemed = false;
  if (row.memberId === null) {
    const status = statusOf(row, now);
    if (status === 'expired')
      throw new AppError(ErrorCode.VOUCHER_NOT_VALID_NOW, '这个券码已过期，不能兑换', { validFrom: row.validFrom, validUntil: row.validUntil });
    if (!(await repo.claim(db, row.id, memberId, now))) throw notFound();
    redeemed = true;
    row = { ...row, memberId };
  }
  const reason = input.orderAmountCents === undefined ? null : (refusal(row, input.orderAmountCents, now)?.message ?? null);
  return { voucher: toVoucher(row, now), redeemed, usableForAmount: input.orderAmountCents === undefined ? null : reason === null, reason };
}

export type VoucherUse = { voucherId: number; faceValueCents: number; discountCents: number; repeated: boolean };

/**
 * Spends a member's voucher on an order (for the orders issue), in the
 * caller's transaction. Refused below the minimum, outside validity, or when
 * already used; of parallel uses exactly one succeeds (conditional update).
 * Using it again for the same order reference answers the first use.
 */
export async function useVoucher(trx: Db, memberId: number, voucherId: number, use: { orderReference: string; orderAmountCents: number }): Promise<VoucherUse> {
  return inTransaction(trx, async (t) => {
    const now = nowIso();
    const row = await repo.findOwn(t, memberId, voucherId);
    if (!row) throw notFound();
    const discountCents = Math.min(row.faceValueCents, use.orderAmountCents);
    if (row.status === 'used' && row.orderReference === use.orderReference)
      return { voucherId, faceValueCents: row.faceValueCents, discountCents, repeated: true };
    const refused = refusal(row, use.orderAmountCents, now);
    if (refused) throw refused;
    if (!(await repo.markUsed(t, voucherId, memberId, { at: now, orderReference: use.orderReference, orderAmountCents: use.orderAmountCents }))) {
      throw new AppError(ErrorCode.VOUCHER_USED, '这张优惠券已使用');
    }
    return { voucherId, faceValueCents: row.faceValueCents, discountCents, repeated: false };
  });
}

/**
 * Undoes `useVoucher` for an order that was cancelled or refunded, in the
 * caller's transaction: the voucher is usable again (if still within its
 * validity). True when it was given back; false when it was not used for
 * that order (a repeated cancel gives nothing twice).
 */
export function restoreVoucher(trx: Db, memberId: number, voucherId: number, orderReference: string): Promise<boolean> {
  return repo.markUnused(trx, voucherId, memberId, orderReference);
}

/**
 * The one check of a member's voucher for an order of `orderAmountCents`, as
 * checkout (create_order and its preview) asks it before any order exists:
 * the voucher, or the precise refusal the cashier gives too (useVoucher runs
 * the same `refusal`): 7010 not found, 7011 used, 7012 outside validity,
 * 7013 below the minimum.
 */
export async function voucherUsableFor(db: Db, memberId: number, voucherId: number, orderAmountCents: number): Promise<Voucher> {
  const now = nowIso();
  const row = await repo.findOwn(db, memberId, voucherId);
  if (!row) throw notFound();
  const refused = refusal(row, orderAmountCents, now);
  if (refused) throw refused;
  return toVoucher(row, now);
}

/** A member's vouchers usable now for an order of `orderAmountCents` (the cashier's and the order page's choice). */
export async function usableVouchersFor(db: Db, memberId: number, orderAmountCents: number): Promise<Voucher[]> {
  const now = nowIso();
  const { rows } = await repo.listOwn(db, memberId, 'usable', now, 0, 100);
  return rows.map((r) => toVoucher(r, now)).filter((v) => v.status === 'usable' && v.minOrderCents <= orderAmountCents);
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A code people can read aloud: no 0/O or 1/I. 10 characters of 32: 2^50, not guessable by trying. */
export function newVoucherCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Adds `count` codes to a batch, optionally held by a member already. A clash
 * with an existing code (about 1 in 10^12 per code at a million codes) fails
 * the unique index and the whole request, never a silent duplicate.
 */
export async function addCodes(trx: Db, batchId: number, count: number, memberId: number | null, fixedCodes?: string[]): Promise<string[]> {
  const at = nowIso();
  const codes = fixedCodes ?? Array.from({ length: count }, newVoucherCode);
  const rows = codes.map((code) => ({ batchId, code, memberId, status: 'unused' as const, claimedAt: memberId === null ? null : at, createdAt: at }));
  return (await repo.insertVouchers(trx, rows)).map((r) => r.code);
}

/** Demo data: a batch with its codes, held by `memberId` (or unclaimed), unless the member holds vouchers already. */
export async function importDemoBatch(
  trx: Db,
  batch: { title: string; faceValueCents: number; minOrderCents: number; validFrom: string; validUntil: string; scope: string },
  holder: { memberId: number | null; codes: string[] },
): Promise<number[]> {
  const created = await repo.insertBatch(trx, { ...batch, createdBy: null, createdAt: nowIso() });
  await addCodes(trx, created.id, holder.codes.length, holder.memberId, holder.codes);
  const rows = await Promise.all(holder.codes.map((code) => repo.findByCode(trx, code)));
  return rows.map((r) => r!.id);
}

export function memberHasVouchers(db: Db, memberId: number): Promise<boolean> {
  return repo.memberHasVouchers(db, memberId);
}

/** Title and face value of vouchers by id, for the orders that used them. */
export async function voucherSummaries(db: Db, ids: number[]): Promise<Map<number, { id: number; title: string; faceValueCents: number }>> {
  const rows = await repo.summariesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, faceValueCents: r.faceValueCents }]));
}
