import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { CreateInquiryBody, InquirySchema } from './schema';
import { createInquiry } from './service';

export const createInquiryRoute = defineRoute({
  method: 'POST',
  path: '/api/create_inquiry',
  summary: '快速询价：按产品名称或 CAS 号、数量与单位提交询价（需登录并开通买家身份）',
  tag: 'Inquiries',
  auth: 'buyer',
  body: CreateInquiryBody,
  response: InquirySchema,
  handler: ({ body, session }) => createInquiry(db(), session.memberId, body),
});
