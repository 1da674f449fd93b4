import { z } from 'zod';
import { idempotencyKey } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/* An organisation's own deposit (机构预存款; issue 32; decision 0161). */

const organisationId = recordId('组织不存在').describe('组织编号');

export const OrganisationDepositQuery = PageQuery.extend({ organisationId });

export const ORGANISATION_DEPOSIT_KINDS = ['recharge', 'payment', 'refund'] as const;

export const OrganisationDepositEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORGANISATION_DEPOSIT_KINDS),
  kindLabel: z.string().describe('充值、订单付款、退款'),
  amountCents: z.number().int().describe('变动金额（分）：收入为正，支出为负'),
  balanceAfterCents: z.number().int(),
  reference: z.string().describe('recharge:<id> 或 order:<订单号>'),
  referenceLabel: z.string().describe('如「充值单 R000012」「订单 DD2026…」'),
  member: z.object({ username: z.string(), displayName: z.string() }).nullable().describe('充值或付款的成员；卖家或平台的退款为 null'),
  createdAt: z.string(),
});

export const OrganisationDepositSchema = z.object({
  organisationId: z.number().int(),
  balanceCents: z.number().int().describe('机构预存款余额（分）'),
  mayPay: z.boolean().describe('调用者是否是付款人（可以充值、用机构预存款付款）'),
  ledger: pageSchema(OrganisationDepositEntrySchema).describe('收支明细，最新的在前'),
});

export const PayFromOrganisationInput = z.object({
  organisationId,
  orderNo: z.string({ message: '请指定订单' }).trim().min(1, '请指定订单').max(40, '订单号不正确').describe('以本组织名义下的订单'),
  idempotencyKey,
});
