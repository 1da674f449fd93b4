import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { verifiedCertificatesOf } from '@/lib/server/certificates/queries';
import { defaultPayoutDestination, payoutDestination, type PayoutDestination } from '@/lib/server/collecting-accounts/service';
import { accountNumberProblem, bankName, BANK_CODES, type AccountType } from '@/lib/shared/collecting-accounts';
import { isRealNameKind } from '@/lib/shared/certificates';
import { compactDigits } from '@/lib/shared/invoice-rules';
import { lastPaidTypedPayout } from './repo';

/*
 * Where a payout may go: only to an account in a name the platform has
 * verified — the holder of one of the member's approved, valid certificates
 * (a seller's business licence; a buyer's business or purchase licence; a
 * person's identity card, 实名认证, for an individual buyer). A
 * marketplace paying money to whatever name a stolen session types in would
 * be a laundering channel; banks reject a 户名 mismatch anyway, days later.
 */

export type Destination = Omit<PayoutDestination, 'id' | 'branch'> & { id: number | null; branch: string | null };

/** Company names compared as people write them: spaces ignored, full-width brackets as half-width. */
export function sameHolder(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** The distinct holders of the member's approved, valid certificates. */
export async function verifiedNamesOf(db: Db, memberId: number): Promise<string[]> {
  const names = (await verifiedCertificatesOf(db, memberId)).map((c) => c.holder.trim()).filter((n) => n !== '');
  return [...new Set(names)];
}

/** The verified names that are people (an approved identity card's holder): their accounts are personal cards. */
export async function verifiedPersonNamesOf(db: Db, memberId: number): Promise<string[]> {
  const names = (await verifiedCertificatesOf(db, memberId)).filter((c) => isRealNameKind(c.kind)).map((c) => c.holder.trim());
  return [...new Set(names.filter((n) => n !== ''))];
}

/** Refuses an account whose holder is not a verified name, saying what to fix. */
export async function requireVerifiedHolder(db: Db, memberId: number, holder: string): Promise<void> {
  const names = await verifiedNamesOf(db, memberId);
  if (names.length === 0) {
    throw new AppError(
      ErrorCode.PAYOUT_NOT_VERIFIED,
      '尚无通过审核的实名认证或资质证书，无法核实收款户名：个人请在“资质证书”的实名认证中上传居民身份证，企业请上传营业执照，审核通过后再申请提现',
    );
  }
  if (!names.some((n) => sameHolder(n, holder))) {
    throw new AppError(
      ErrorCode.PAYOUT_ACCOUNT_HOLDER_MISMATCH,
      `收款账户户名“${holder}”与已认证的名称（${names.join('、')}）不一致：请改用以认证名称开户的账户，或在收款账户中更正户名`,
      { holder, verifiedNames: names },
    );
  }
}

/** A seller's collecting account, checked (7104 when not theirs, 7523/7524 when the name does not match). */
export async function collectingDestination(db: Db, memberId: number, collectingAccountId: number): Promise<Destination> {
  const account = await payoutDestination(db, memberId, collectingAccountId);
  await requireVerifiedHolder(db, memberId, account.holder);
  return account;
}

export type TypedAccount = { holder: string; bankCode: string; branch?: string | null; accountNumber: string; accountType: AccountType };

/** A buyer's receiving account typed into the withdrawal form, checked like a collecting account (number check, verified holder). */
export async function typedDestination(db: Db, memberId: number, input: TypedAccount): Promise<Destination> {
  const fields: Array<{ field: string; message: string }> = [];
  const problem = accountNumberProblem(input.accountType, input.accountNumber);
  if (problem) fields.push({ field: 'account.accountNumber', message: problem });
  if (!(BANK_CODES as readonly string[]).includes(input.bankCode)) fields.push({ field: 'account.bankCode', message: '请选择开户银行' });
  if (input.holder.trim().length < 2) fields.push({ field: 'account.holder', message: '请填写户名' });
  if (fields.length > 0) throw new AppError(ErrorCode.PAYOUT_ACCOUNT_INVALID, `收款账户不正确：${fields[0]!.message}`, { fields });
  await requireVerifiedHolder(db, memberId, input.holder.trim());
  return {
    id: null,
    holder: input.holder.trim(),
    bankCode: input.bankCode,
    bankName: bankName(input.bankCode),
    branch: input.branch?.trim() || null,
    accountNumber: compactDigits(input.accountNumber),
    accountType: input.accountType,
  };
}

/**
 * Where money may go without asking the member (a refund of a bank
 * transfer): their default collecting account, else the account they typed
 * for their last paid withdrawal or refund — either only while its holder is still a verified
 * name. Null when there is none: the member is asked.
 */
export async function knownDestination(db: Db, memberId: number): Promise<Destination | null> {
  const names = await verifiedNamesOf(db, memberId);
  const verified = (holder: string) => names.some((n) => sameHolder(n, holder));
  const account = await defaultPayoutDestination(db, memberId);
  if (account && verified(account.holder)) return account;
  const last = await lastPaidTypedPayout(db, memberId);
  if (!last || !verified(last.accountHolder)) return null;
  return {
    id: last.collectingAccountId,
    holder: last.accountHolder,
    bankCode: last.accountBankCode,
    bankName: last.accountBankName,
    branch: last.accountBranch,
    accountNumber: last.accountNumber,
    accountType: last.accountType as AccountType,
  };
}
