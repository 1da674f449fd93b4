import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import { PageQuery } from '@/lib/contracts/pagination';
import {
  InvoiceCategorySchema,
  InvoiceInfoDeletedSchema,
  InvoiceInfoIdInput,
  InvoiceInfoInput,
  InvoiceInfoPageSchema,
  InvoiceInfoSchema,
  InvoiceInfoUpdateInput,
} from '@/lib/contracts/invoice/schema';

export const invoiceListContract = defineContract({
  operationId: 'invoiceList',
  method: 'GET',
  path: '/api/invoice_list',
  summary: '我的开票信息（默认在前，其余按最近修改；分页）',
  tag: 'Invoices',
  auth: 'member',
  query: PageQuery,
  response: InvoiceInfoPageSchema,
});

export const invoiceCreateContract = defineContract({
  operationId: 'invoiceCreate',
  method: 'POST',
  path: '/api/invoice_create',
  summary: '新增开票信息（最多 10 条；第一条自动成为默认；增值税专用发票须填齐开票资料，电子发票须填收票邮箱）',
  tag: 'Invoices',
  auth: 'member',
  body: InvoiceInfoInput,
  response: InvoiceInfoSchema,
});

export const invoiceUpdateContract = defineContract({
  operationId: 'invoiceUpdate',
  method: 'POST',
  path: '/api/invoice_update',
  summary: '修改开票信息（整条替换；isDefault 为 true 时设为默认）',
  tag: 'Invoices',
  auth: 'member',
  body: InvoiceInfoUpdateInput,
  response: InvoiceInfoSchema,
});

export const invoiceDeleteContract = defineContract({
  operationId: 'invoiceDelete',
  method: 'POST',
  path: '/api/invoice_delete',
  summary: '删除开票信息（删除默认时，最近修改的另一条成为默认）',
  tag: 'Invoices',
  auth: 'member',
  body: InvoiceInfoIdInput,
  response: InvoiceInfoDeletedSchema,
});

export const invoiceDefaultContract = defineContract({
  operationId: 'invoiceDefault',
  method: 'POST',
  path: '/api/invoice_default',
  summary: '设为默认开票信息',
  tag: 'Invoices',
  auth: 'member',
  body: InvoiceInfoIdInput,
  response: InvoiceInfoSchema,
});

export const invoiceCategoriesContract = defineContract({
  operationId: 'invoiceCategories',
  method: 'GET',
  path: '/api/invoice_categories',
  summary: '发票类型列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(InvoiceCategorySchema),
});
