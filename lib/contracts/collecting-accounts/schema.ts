import { z } from 'zod';
import { pageSchema, recordId } from '@/lib/contracts/pagination';
import { compactDigits } from '@/lib/shared/invoice-rules';
import { accountNumberProblem, ACCOUNT_TYPES, BANK_CODES, BRANCH_MAX, BRANCH_MIN, HOLDER_MAX } from '@/lib/shared/collecting-accounts';

const accountId = recordId('收款账户编号不正确').describe('收款账户编号');

const accountFields = {
  accountType: z
    .enum(ACCOUNT_TYPES, { message: '请选择账户类型：个人借记卡或对公结算账户' })
    .describe('personal：个人借记卡（16–19 位，Luhn 校验）；corporate：对公结算账户（8–30 位数字）'),
  holder: z
    .string({ message: '请填写开户名' })
    .trim()
    .min(1, '请填写开户名')
    .max(HOLDER_MAX, `开户名不能超过 ${HOLDER_MAX} 个字`)
    .describe('开户名：个人为姓名，对公为单位全称'),
  bankCode: z.enum(BANK_CODES, { message: '请从列表中选择开户银行' }).describe('开户银行代码（见 lib/shared/collecting-accounts.ts 的 BANKS）'),
  branch: z
    .string({ message: '请填写开户支行' })
    .trim()
    .min(BRANCH_MIN, `开户支行至少 ${BRANCH_MIN} 个字`)
    .max(BRANCH_MAX, `开户支行不能超过 ${BRANCH_MAX} 个字`)
    .describe('开户支行，如“上海张江支行”'),
  isDefault: z.boolean().optional().describe('设为默认收款账户；不传或 false 时不改变默认账户'),
};

const numberField = z.string({ message: '请填写银行账号' }).trim().max(40, '银行账号过长').describe('银行账号，可带空格；保存时只留数字');

function checkNumber(v: { accountType: (typeof ACCOUNT_TYPES)[number]; accountNumber?: string }, ctx: z.RefinementCtx) {
  if (v.accountNumber === undefined) return;
  const problem = accountNumberProblem(v.accountType, v.accountNumber);
  if (problem) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: problem });
}

const withDigits = <T extends { accountNumber?: string }>(v: T) => ({
  ...v,
  accountNumber: v.accountNumber === undefined ? undefined : compactDigits(v.accountNumber),
});

export const CollectingAccountInput = z
  .object({ ...accountFields, accountNumber: numberField })
  .superRefine(checkNumber)
  .transform(withDigits);

/** Update replaces every field; `accountNumber` may be left out (the form shows it masked) to keep the stored one. */
export const CollectingAccountUpdateInput = z
  .object({
    id: accountId,
    ...accountFields,
    accountNumber: numberField
      .optional()
      .transform((v) => (v ? v : undefined))
      .describe('不修改账号时不传'),
  })
  .superRefine(checkNumber)
  .transform(withDigits);

export const CollectingAccountIdInput = z.object({ id: accountId });

export const CollectingAccountSchema = z.object({
  id: z.number().int(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountTypeLabel: z.string(),
  holder: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  maskedNumber: z.string().describe('遮盖后的账号，如“6222 **** **** 1234”；完整账号只由 collecting_account_reveal 返回'),
  isDefault: z.boolean().describe('是否默认收款账户；有账户时恰有一个默认'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CollectingAccountPageSchema = pageSchema(CollectingAccountSchema).describe('默认账户在前，其余按最近修改排序');

export const CollectingAccountDeletedSchema = z.object({
  id: z.number().int().describe('已删除的收款账户编号'),
  defaultId: z.number().int().nullable().describe('删除后的默认账户编号；没有账户时为 null'),
});

export const CollectingAccountRevealSchema = z.object({
  id: z.number().int(),
  accountNumber: z.string().describe('完整账号（仅数字）'),
});
