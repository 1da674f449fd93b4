import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
import {
  AdminVoucherPageSchema,
  GeneratedCodesSchema,
  VoucherBatchInput,
  VoucherBatchPageSchema,
  VoucherBatchSchema,
  VoucherCheckInput,
  VoucherCheckSchema,
  VoucherCodesQuery,
  VoucherGenerateInput,
  VoucherIssueInput,
  VoucherListInput,
  VoucherPageSchema,
} from '@/lib/contracts/voucher/schema';
import { z } from 'zod';

export const voucherIndexContract = defineContract({
  operationId: 'voucherIndex',
  method: 'POST',
  path: '/api/member/voucher/index',
  summary: '我的优惠券：可用、已使用、已过期（分页，附各状态数量）',
  tag: 'Vouchers',
  auth: 'member',
  body: VoucherListInput,
  response: VoucherPageSchema,
});

export const voucherCheckContract = defineContract({
  operationId: 'voucherCheck',
  method: 'POST',
  path: '/api/member/voucher/check',
  summary: '查看或兑换券码：未领取的券码兑换到本人名下；可附订单金额检查能否使用',
  tag: 'Vouchers',
  auth: 'member',
  body: VoucherCheckInput,
  response: VoucherCheckSchema,
});

export const adminVouchersContract = defineContract({
  operationId: 'adminVouchers',
  method: 'GET',
  path: '/api/admin/vouchers',
  summary: '运营：优惠券批次列表，附生成、发放与使用数量',
  tag: 'Admin',
  auth: 'operator',
  query: PageQuery,
  response: VoucherBatchPageSchema,
});

export const adminVoucherCreateContract = defineContract({
  operationId: 'adminVoucherCreate',
  method: 'POST',
  path: '/api/admin/voucher_create',
  summary: '运营：新建优惠券批次（面值、最低订单金额、有效期、适用范围）',
  tag: 'Admin',
  auth: 'operator',
  body: VoucherBatchInput,
  response: VoucherBatchSchema,
});

export const adminVoucherIssueContract = defineContract({
  operationId: 'adminVoucherIssue',
  method: 'POST',
  path: '/api/admin/voucher_issue',
  summary: '运营：把一张优惠券发给会员（用户名、手机号或邮箱）',
  tag: 'Admin',
  auth: 'operator',
  body: VoucherIssueInput,
  response: z.object({ batchId: z.number().int(), code: z.string(), memberAccount: z.string() }),
});

export const adminVoucherGenerateContract = defineContract({
  operationId: 'adminVoucherGenerate',
  method: 'POST',
  path: '/api/admin/voucher_generate',
  summary: '运营：生成 N 个未领取的券码（会员用券码兑换）',
  tag: 'Admin',
  auth: 'operator',
  body: VoucherGenerateInput,
  response: GeneratedCodesSchema,
});

export const adminVoucherCodesContract = defineContract({
  operationId: 'adminVoucherCodes',
  method: 'GET',
  path: '/api/admin/voucher_codes',
  summary: '运营：一个批次的券码、持有会员与使用情况',
  tag: 'Admin',
  auth: 'operator',
  query: VoucherCodesQuery,
  response: AdminVoucherPageSchema,
});
