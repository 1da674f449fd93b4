import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import {
  AdminExpressCompanySchema,
  ExpressCompanyDeletedSchema,
  ExpressCompanyIdInput,
  ExpressCompanyInput,
  ExpressCompanyQuery,
  ExpressCompanySchema,
  ExpressCompanyUpdateInput,
} from '@/lib/contracts/express/schema';

const TAG = 'Operator console';

export const expressCompanyContract = defineContract({
  operationId: 'expressCompany',
  method: 'GET',
  path: '/api/express_company',
  summary: '快递公司列表（启用的，按运营排序；dangerousGoods=true 只列可承运危险化学品的）',
  tag: 'Shipping',
  auth: 'public',
  query: ExpressCompanyQuery,
  response: z.array(ExpressCompanySchema),
});

export const adminExpressListContract = defineContract({
  operationId: 'adminExpressList',
  method: 'GET',
  path: '/api/admin/express_companies',
  summary: '快递公司（全部，含停用的；按排序）',
  tag: TAG,
  auth: 'operator',
  response: z.array(AdminExpressCompanySchema),
});

export const adminExpressCreateContract = defineContract({
  operationId: 'adminExpressCreate',
  method: 'POST',
  path: '/api/admin/express_company_create',
  summary: '新增快递公司（名称、编码不可重复；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyInput,
  response: AdminExpressCompanySchema,
});

export const adminExpressUpdateContract = defineContract({
  operationId: 'adminExpressUpdate',
  method: 'POST',
  path: '/api/admin/express_company_update',
  summary: '修改快递公司（整条替换，含启用、危险品资质、排序；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyUpdateInput,
  response: AdminExpressCompanySchema,
});

export const adminExpressDeleteContract = defineContract({
  operationId: 'adminExpressDelete',
  method: 'POST',
  path: '/api/admin/express_company_delete',
  summary: '删除快递公司（写入操作日志；暂不使用的公司可改为停用）',
  tag: TAG,
  auth: 'operator',
  body: ExpressCompanyIdInput,
  response: ExpressCompanyDeletedSchema,
});
