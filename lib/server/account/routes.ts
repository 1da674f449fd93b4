import { z } from 'zod';
import { requireMemberId } from '@/lib/server/core/auth';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { InvoiceCategorySchema, MemberInfoSchema } from './schema';
import { getMemberInfo, listInvoiceCategories } from './service';

export const invoiceCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/invoice_categories',
  summary: '发票类型列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(InvoiceCategorySchema),
  handler: () => listInvoiceCategories(db()),
});

export const memberInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/member_info',
  summary: '当前登录会员的资料与角色',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
  handler: ({ session }) => getMemberInfo(db(), requireMemberId(session)),
});
