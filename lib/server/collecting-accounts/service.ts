import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import type { CollectingAccountTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { memberRowsWithDefault, type OwnColumns } from '@/lib/server/core/member-rows';
import type { Page, PageQuery } from '@/lib/contracts/pagination';
import { ACCOUNT_TYPE_LABELS, accountNumberProblem, bankName, maskAccountNumber, MAX_COLLECTING_ACCOUNTS_PER_MEMBER } from '@/lib/shared/collecting-accounts';
import type {
  CollectingAccountDeletedSchema,
  CollectingAccountInput,
  CollectingAccountRevealSchema,
  CollectingAccountSchema,
  CollectingAccountUpdateInput,
} from '@/lib/contracts/collecting-accounts/schema';

export type CollectingAccount = z.infer<typeof CollectingAccountSchema>;
type NewAccount = z.output<typeof CollectingAccountInput>;
type AccountUpdate = z.output<typeof CollectingAccountUpdateInput>;

const notFound = () => new AppError(ErrorCode.COLLECTING_ACCOUNT_NOT_FOUND, '收款账户不存在或已删除');

/** The full number never leaves here except through `revealAccountNumber`: every answer carries it masked. */
function toAccount(row: Selectable<CollectingAccountTable>): CollectingAccount {
  return {
    id: row.id,
    accountType: row.accountType,
    accountTypeLabel: ACCOUNT_TYPE_LABELS[row.accountType],
    holder: row.holder,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    branch: row.branch,
    maskedNumber: maskAccountNumber(row.accountNumber),
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function columnsOf(input: NewAccount | AccountUpdate, existing?: Selectable<CollectingAccountTable>): OwnColumns<'collectingAccounts'> {
  const accountNumber = input.accountNumber ?? existing?.accountNumber ?? '';
  // A kept number must still suit the (possibly changed) account type.
  const problem = accountNumberProblem(input.accountType, accountNumber);
  if (problem) {
    const message = `${problem}（更改账户类型时请重新填写账号）`;
    throw new AppError(ErrorCode.VALIDATION_FAILED, `参数 accountNumber 不正确：${message}`, { fields: [{ field: 'accountNumber', message }] });
  }
  return { accountType: input.accountType, holder: input.holder, bankCode: input.bankCode, branch: input.branch, accountNumber };
}

const accounts = memberRowsWithDefault({
  table: 'collectingAccounts',
  maxPerMember: MAX_COLLECTING_ACCOUNTS_PER_MEMBER,
  limitReached: () =>
    new AppError(ErrorCode.COLLECTING_ACCOUNT_LIMIT_REACHED, `最多保存 ${MAX_COLLECTING_ACCOUNTS_PER_MEMBER} 个收款账户，请先删除不再使用的账户`),
  notFound,
  columnsOf: (_db, input: NewAccount | AccountUpdate, existing) => columnsOf(input, existing),
  present: async (_db, rows) => rows.map(toAccount),
});

/** The seller's accounts: the default first, then the most recently updated. */
export function listCollectingAccounts(db: Db, memberId: number, paging: PageQuery): Promise<Page<CollectingAccount>> {
  return accounts.list(db, memberId, paging);
}

/** Adds an account; the seller's first becomes the default, as does one sent with `isDefault`. */
export function createCollectingAccount(db: Db, memberId: number, input: NewAccount): Promise<CollectingAccount> {
  return accounts.create(db, memberId, input);
}

/** Replaces an account's fields (the number only when sent); `isDefault: true` moves the default here. */
export function updateCollectingAccount(db: Db, memberId: number, input: AccountUpdate): Promise<CollectingAccount> {
  return accounts.update(db, memberId, input.id, input);
}

/** Deletes an account; when it was the default, the most recently updated remaining one takes over (none when it was the last). */
export function deleteCollectingAccount(db: Db, memberId: number, id: number): Promise<z.infer<typeof CollectingAccountDeletedSchema>> {
  return accounts.remove(db, memberId, id);
}

export function setDefaultCollectingAccount(db: Db, memberId: number, id: number): Promise<CollectingAccount> {
  return accounts.setDefault(db, memberId, id);
}

/** The full number of one of the seller's own accounts, for the explicit “显示” action. */
export async function revealAccountNumber(db: Db, memberId: number, id: number): Promise<z.infer<typeof CollectingAccountRevealSchema>> {
  const row = await accounts.getRow(db, memberId, id);
  return { id: row.id, accountNumber: row.accountNumber };
}

/** An account as a payout copies it: the full number, for the transfer only (never shown unmasked). */
export type PayoutDestination = {
  id: number;
  holder: string;
  bankCode: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  accountType: 'personal' | 'corporate';
};

function toDestination(row: Selectable<CollectingAccountTable>): PayoutDestination {
  return {
    id: row.id,
    holder: row.holder,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode),
    branch: row.branch,
    accountNumber: row.accountNumber,
    accountType: row.accountType,
  };
}

/** One of the member's own accounts for a payout (7104 for another member's or none). */
export async function payoutDestination(db: Db, memberId: number, id: number): Promise<PayoutDestination> {
  return toDestination(await accounts.getRow(db, memberId, id));
}

/** The member's default account, or null when they keep none (a refund of a bank transfer falls back to asking them). */
export async function defaultPayoutDestination(db: Db, memberId: number): Promise<PayoutDestination | null> {
  const row = await db.selectFrom('collectingAccounts').selectAll().where('memberId', '=', memberId).orderBy('isDefault', 'desc').orderBy('updatedAt', 'desc').executeTakeFirst();
  return row ? toDestination(row) : null;
}
