import { defineContract } from '@/lib/contracts/contract';
import {
  CoaLookupQuery,
  CoaLookupResult,
  ConsignmentInput,
  FeedbackInput,
  LogisticsInput,
  ServiceRequestListQuery,
  ServiceRequestPageSchema,
  ServiceRequestReceipt,
} from '@/lib/contracts/service-requests/schema';
import { REQUESTS_PER_HOUR } from '@/lib/shared/service-requests';

export const feedbackCreateContract = defineContract({
  operationId: 'feedbackCreate',
  method: 'POST',
  path: '/api/feedback_create',
  summary: `使用反馈：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: FeedbackInput,
  response: ServiceRequestReceipt,
});

export const consignmentCreateContract = defineContract({
  operationId: 'consignmentCreate',
  method: 'POST',
  path: '/api/consignment_create',
  summary: `寄售（代售）申请：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: ConsignmentInput,
  response: ServiceRequestReceipt,
});

export const logisticsCreateContract = defineContract({
  operationId: 'logisticsCreate',
  method: 'POST',
  path: '/api/logistics_create',
  summary: `国际物流询价：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: LogisticsInput,
  response: ServiceRequestReceipt,
});

export const serviceRequestListContract = defineContract({
  operationId: 'serviceRequestList',
  method: 'GET',
  path: '/api/service_requests',
  summary: '运营：使用反馈、寄售申请与国际物流询价列表（最新在前，可按类型筛选）',
  tag: 'Help',
  auth: 'operator',
  query: ServiceRequestListQuery,
  response: ServiceRequestPageSchema,
});

export const coaLookupContract = defineContract({
  operationId: 'coaLookup',
  method: 'GET',
  path: '/api/coa_lookup',
  summary: 'COA 下载：按 CAS 号与批号查找卖家上传的检验报告（COA）',
  tag: 'Help',
  auth: 'public',
  query: CoaLookupQuery,
  response: CoaLookupResult,
});
