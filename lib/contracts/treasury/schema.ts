import { z } from 'zod';
import { recordId } from '@/lib/contracts/pagination';

/** Operator console: the platform's money and its commission rates. */

export const PLATFORM_ACCOUNTS = ['outside', 'commission', 'voucher_cost', 'refunds_in_transit'] as const;

export const TreasurySchema = z.object({
  accounts: z.array(
    z.object({
      account: z.enum(PLATFORM_ACCOUNTS),
      label: z.string(),
      balanceCents: z.number().int().describe('账户余额（分）；outside 为负表示净流入平台的资金'),
    }),
  ),
  moneyInCents: z.number().int().describe('累计流入平台的资金（充值、在线支付、银行转账）'),
  moneyOutCents: z.number().int().describe('累计流出平台的资金（提现、结算、原路退款）'),
  membersCents: z.number().int().describe('全部会员预存款（可用 + 冻结）'),
  gapCents: z.number().int().describe('会员预存款 + 平台各账户之和；恒为 0，不为 0 说明账目有误'),
});

export const CommissionScope = z.enum(['category', 'seller'], { message: '费率范围应为 category（分类）或 seller（卖家）' });

export const CommissionRateSchema = z.object({
  id: z.number().int(),
  scope: CommissionScope,
  scopeId: z.number().int(),
  scopeName: z.string().describe('分类名称或卖家用户名'),
  rateBp: z.number().int().describe('费率，万分之一（200 = 2%）'),
  note: z.string().nullable(),
  updatedAt: z.string(),
});

export const CommissionRatesSchema = z.object({
  defaultRateBp: z.number().int().describe('没有单独费率的分类与卖家使用的默认费率'),
  maxRateBp: z.number().int(),
  rates: z.array(CommissionRateSchema),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const CommissionRateSaveInput = z
  .object({
    scope: CommissionScope,
    categoryId: recordId('分类不正确').optional().describe('scope 为 category 时必填'),
    sellerUsername: z.string().trim().min(1, '请填写卖家用户名').max(40).optional().describe('scope 为 seller 时必填'),
    rateBp: z.number({ message: '请填写费率' }).int('费率精确到 0.01%').min(0, '费率不能为负').max(3000, '费率不能超过 30%').describe('万分之一'),
    note: z.string().trim().max(200, '备注最多 200 字').optional(),
  })
  .refine((v) => (v.scope === 'category' ? v.categoryId !== undefined : v.sellerUsername !== undefined), {
    message: '请选择分类或填写卖家用户名',
    path: ['scope'],
  });

export const CommissionRateDeleteInput = z.object({ id: recordId('费率编号不正确').describe('费率编号') });
