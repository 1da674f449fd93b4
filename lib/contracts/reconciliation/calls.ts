import { defineContract } from '@/lib/contracts/contract';
import {
  ReconciliationDevBillInput,
  ReconciliationDevBillSchema,
  ReconciliationItemPageSchema,
  ReconciliationItemQuery,
  ReconciliationItemSchema,
  ReconciliationResolveInput,
  ReconciliationRunPageSchema,
  ReconciliationRunQuery,
  ReconciliationUploadInput,
  ReconciliationUploadSchema,
} from './schema';

// Operators: the payment provider's settlement files against our payments, refunds and payouts (decision 0136).

export const adminReconciliationUploadContract = defineContract({
  operationId: 'adminReconciliationUpload',
  method: 'POST',
  path: '/api/admin/reconciliation_upload',
  summary:
    '运营：上传支付渠道某一天的结算对账单（multipart：file、provider、day；CSV，UTF-8 或 GB18030），与我方在线支付、在线充值、退款、打款逐笔核对；同一文件重复上传不重复对账，同一天换新文件则替换旧的对账批次',
  tag: 'Admin',
  auth: 'operator',
  body: ReconciliationUploadInput,
  bodyFormat: 'multipart',
  response: ReconciliationUploadSchema,
});

export const adminReconciliationRunsContract = defineContract({
  operationId: 'adminReconciliationRuns',
  method: 'GET',
  path: '/api/admin/reconciliation_runs',
  summary: '运营：对账批次列表（新的在前，可按渠道、日期筛选）',
  tag: 'Admin',
  auth: 'operator',
  query: ReconciliationRunQuery,
  response: ReconciliationRunPageSchema,
});

export const adminReconciliationItemsContract = defineContract({
  operationId: 'adminReconciliationItems',
  method: 'GET',
  path: '/api/admin/reconciliation_items',
  summary: '运营：对账差异（分页；按待处理 / 已处理、差异类型、对账批次筛选）',
  tag: 'Admin',
  auth: 'operator',
  query: ReconciliationItemQuery,
  response: ReconciliationItemPageSchema,
});

export const adminReconciliationResolveContract = defineContract({
  operationId: 'adminReconciliationResolve',
  method: 'POST',
  path: '/api/admin/reconciliation_resolve',
  summary: '运营：处理一条对账差异（必须填写处理说明；记录处理人与时间，写入操作日志）',
  tag: 'Admin',
  auth: 'operator',
  body: ReconciliationResolveInput,
  response: ReconciliationItemSchema,
});

export const adminReconciliationDevBillContract = defineContract({
  operationId: 'adminReconciliationDevBill',
  method: 'POST',
  path: '/api/admin/reconciliation_dev_bill',
  summary: '开发环境模拟：模拟支付渠道生成某一天的结算对账单（按它经手的在线支付、退款、打款）；生产环境不可用',
  tag: 'Admin',
  auth: 'operator',
  body: ReconciliationDevBillInput,
  response: ReconciliationDevBillSchema,
});
