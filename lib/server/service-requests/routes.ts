import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { lookupCoa } from '@/lib/server/help/coa-lookup';
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
import { listServiceRequests, REQUESTS_PER_HOUR, submitServiceRequest } from './service';

// Visitors need not sign in to ask: the acknowledgement goes to the e-mail they give.

export const feedbackCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/feedback_create',
  summary: `使用反馈：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: FeedbackInput,
  response: ServiceRequestReceipt,
  handler: ({ body, session, clientIp }) => submitServiceRequest(db(), { kind: 'feedback', body }, { clientIp, memberId: session?.memberId ?? null }),
});

export const consignmentCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/consignment_create',
  summary: `寄售（代售）申请：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: ConsignmentInput,
  response: ServiceRequestReceipt,
  handler: ({ body, session, clientIp }) => submitServiceRequest(db(), { kind: 'consignment', body }, { clientIp, memberId: session?.memberId ?? null }),
});

export const logisticsCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/logistics_create',
  summary: `国际物流询价：保存并发送受理邮件（同一地址每小时最多 ${REQUESTS_PER_HOUR} 次）`,
  tag: 'Help',
  auth: 'public',
  body: LogisticsInput,
  response: ServiceRequestReceipt,
  handler: ({ body, session, clientIp }) => submitServiceRequest(db(), { kind: 'logistics', body }, { clientIp, memberId: session?.memberId ?? null }),
});

export const serviceRequestListRoute = defineRoute({
  method: 'GET',
  path: '/api/service_requests',
  summary: '运营：使用反馈、寄售申请与国际物流询价列表（最新在前，可按类型筛选）',
  tag: 'Help',
  auth: 'operator',
  query: ServiceRequestListQuery,
  response: ServiceRequestPageSchema,
  handler: ({ query }) => listServiceRequests(db(), query),
});

export const coaLookupRoute = defineRoute({
  method: 'GET',
  path: '/api/coa_lookup',
  summary: 'COA 下载：按 CAS 号与批号查找卖家上传的检验报告（COA）',
  tag: 'Help',
  auth: 'public',
  query: CoaLookupQuery,
  response: CoaLookupResult,
  handler: ({ query }) => lookupCoa(db(), query.cas, query.lot),
});
