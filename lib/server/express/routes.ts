import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import {
  AdminExpressCompanySchema,
  ExpressCompanyDeletedSchema,
  ExpressCompanyIdInput,
  ExpressCompanyInput,
  ExpressCompanyQuery,
  ExpressCompanySchema,
  ExpressCompanyUpdateInput,
} from '@/lib/contracts/express/schema';
import { allExpressCompanies, createExpressCompany, deleteExpressCompany, enabledExpressCompanies, updateExpressCompany } from './service';

export const expressCompanyRoute = defineRoute({
  method: 'GET',
  path: '/api/express_company',
  summary: '快递公司列表（启用的，按运营排序；dangerousGoods=true 只列可承运危险化学品的）',
  tag: 'Shipping',
  auth: 'public',
  query: ExpressCompanyQuery,
  response: z.array(ExpressCompanySchema),
  handler: ({ query }) => enabledExpressCompanies(db(), query),
});

const TAG = 'Operator console';

export const adminExpressListRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/express_companies',
  summary: '快递公司（全部，含停用的；按排序）',
  tag: TAG,
  auth: 'operator',
  response: z.array(AdminExpressCompanySchema),
  handler: () => allExpressCompanies(db()),
});

export const adminExpressCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/express_company_create',
  summary: '新增快递公司（名称、编码不可重复；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyInput,
  response: AdminExpressCompanySchema,
  handler: ({ body, session }) => createExpressCompany(db(), session.memberId, body),
});

export const adminExpressUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/express_company_update',
  summary: '修改快递公司（整条替换，含启用、危险品资质、排序；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyUpdateInput,
  response: AdminExpressCompanySchema,
  handler: ({ body, session }) => updateExpressCompany(db(), session.memberId, body),
});

export const adminExpressDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/express_company_delete',
  summary: '删除快递公司（写入操作日志；暂不使用的公司可改为停用）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyIdInput,
  response: ExpressCompanyDeletedSchema,
  handler: ({ body, session }) => deleteExpressCompany(db(), session.memberId, body.id),
});
