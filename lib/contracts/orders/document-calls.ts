import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import { OrderFilterQuery, OrderNoQuery } from '@/lib/contracts/orders/schema';

export const ZIP_TYPE = 'application/zip';

/*
 * The order's documents (docs/orders-documents.md): the contract as HTML and
 * PDF, the order exports as .xlsx. All four are `file` routes: a browser
 * opens them from a plain link with its session cookie; API clients sign as
 * for every call. Failures (not signed in, wrong role, not your order) are
 * the usual envelopes.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the OpenAPI document says a file route answers: the bytes, not an envelope. */
export const FileAnswer = z.unknown().describe('文件内容（不是信封）');

export const contractContract = defineContract({
  operationId: 'contract',
  method: 'GET',
  path: '/api/contract',
  summary: '订单的购销合同（HTML 网页，买卖双方可见；卖家看不到买家未提交的订单）',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: FileAnswer,
  file: { contentType: 'text/html; charset=utf-8' },
});

export const contractPdfContract = defineContract({
  operationId: 'contractPdf',
  method: 'GET',
  path: '/api/contract_pdf',
  summary: '订单的购销合同 PDF（服务器生成，内嵌中文字体；按订单版本缓存，响应头 x-contract-cache: hit/miss）',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: FileAnswer,
  file: { contentType: 'application/pdf' },
});

export const orderExportContract = defineContract({
  operationId: 'orderExport',
  method: 'GET',
  path: '/api/order_export',
  summary: '导出我买到的订单（.xlsx，每个订单行一行；筛选同 order_list，不分页，最多 5000 行）',
  tag: 'Orders',
  auth: 'member',
  query: OrderFilterQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
});

export const orderSellExportContract = defineContract({
  operationId: 'orderSellExport',
  method: 'GET',
  path: '/api/order_sell_export',
  summary: '导出我卖出的订单（卖家；.xlsx，筛选同 order_sell，不分页，最多 5000 行）',
  tag: 'Orders',
  auth: 'seller',
  query: OrderFilterQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
});

export const orderPaperworkContract = defineContract({
  operationId: 'orderPaperwork',
  method: 'GET',
  path: '/api/order_paperwork',
  summary:
    '报销资料（买家，订单付款后）：一个 zip，含购销合同、发票（已开具时）、送货验收单、所发批次的 COA、管制品的购买许可证，以及索引.xlsx（列出文件与缺少的资料）',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: FileAnswer,
  file: { contentType: ZIP_TYPE },
});

export const PaperworkMonthQuery = z.object({
  month: z
    .string({ message: '请选择月份' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份应为 YYYY-MM'),
});

export const monthPaperworkContract = defineContract({
  operationId: 'monthPaperwork',
  method: 'GET',
  path: '/api/order_paperwork_month',
  summary: '一个月的报销资料（买家）：该月（北京时间）付款的订单各一个文件夹，外加一张索引.xlsx；最多 100 张订单',
  tag: 'Orders',
  auth: 'member',
  query: PaperworkMonthQuery,
  response: FileAnswer,
  file: { contentType: ZIP_TYPE },
});

export const ControlledSalesQuery = z
  .object({
    from: z.string({ message: '请选择开始日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期应为 YYYY-MM-DD'),
    to: z.string({ message: '请选择结束日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期应为 YYYY-MM-DD'),
  })
  .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });

export const controlledSalesExportContract = defineContract({
  operationId: 'controlledSalesExport',
  method: 'GET',
  path: '/api/order_sell_controlled_export',
  summary: '管制品销售记录（卖家；.xlsx）：付款日期在所选范围内的易制毒、易制爆、剧毒品订单行，含买方、所用许可证编号与计入的数量、收货信息',
  tag: 'Orders',
  auth: 'seller',
  query: ControlledSalesQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
});
