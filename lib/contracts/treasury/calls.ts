import { defineContract } from '@/lib/contracts/contract';
import { CommissionRateDeleteInput, CommissionRateSaveInput, CommissionRatesSchema, TreasurySchema } from '@/lib/contracts/treasury/schema';

// The platform's own money: its accounts (docs/decisions/0131-treasury-and-commission.md) and the commission rates.

export const adminTreasuryContract = defineContract({
  operationId: 'adminTreasury',
  method: 'GET',
  path: '/api/admin/treasury',
  summary: '平台资金总览：各平台账户余额、累计流入与流出、会员预存款合计，以及全部账户之和（恒为 0）',
  tag: 'Operator console',
  auth: 'operator',
  response: TreasurySchema,
});

export const adminCommissionRatesContract = defineContract({
  operationId: 'adminCommissionRates',
  method: 'GET',
  path: '/api/admin/commission_rates',
  summary: '佣金费率：默认费率，以及按分类、按卖家单独设置的费率',
  tag: 'Operator console',
  auth: 'operator',
  response: CommissionRatesSchema,
});

export const adminCommissionRateSaveContract = defineContract({
  operationId: 'adminCommissionRateSave',
  method: 'POST',
  path: '/api/admin/commission_rate_save',
  summary: '设置一个分类或一位卖家的佣金费率（卖家费率优先于分类；只影响此后付款的订单；写入操作日志）',
  tag: 'Operator console',
  auth: 'operator',
  body: CommissionRateSaveInput,
  response: CommissionRatesSchema,
});

export const adminCommissionRateDeleteContract = defineContract({
  operationId: 'adminCommissionRateDelete',
  method: 'POST',
  path: '/api/admin/commission_rate_delete',
  summary: '删除一条单独费率，恢复默认（写入操作日志）',
  tag: 'Operator console',
  auth: 'operator',
  body: CommissionRateDeleteInput,
  response: CommissionRatesSchema,
});
