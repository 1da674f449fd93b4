import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { contentDisposition } from '@/lib/server/uploads/service';
import { contractPdf } from './contract/cache';
import { renderContractHtml } from './contract/html';
import { contractModel } from './contract/model';
import { OrderExportQuery, ordersWorkbook, XLSX_TYPE } from './export';
import { OrderNoQuery } from '@/lib/contracts/orders/schema';
import type { Party } from './views';

/*
 * The order's documents (docs/orders-documents.md): the contract as HTML and
 * PDF, the order exports as .xlsx. All four are `file` routes: a browser
 * opens them from a plain link with its session cookie; API clients sign as
 * for every call. Failures (not signed in, wrong role, not your order) are
 * the usual envelopes.
 */

/** What the OpenAPI document says a file route answers: the bytes, not an envelope. */
const FileAnswer = z.unknown().describe('文件内容（不是信封）');

function fileResponse(bytes: Uint8Array, contentType: string, disposition: string, extra: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-disposition': disposition,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      ...extra,
    },
  });
}

export const contractRoute = defineRoute({
  method: 'GET',
  path: '/api/contract',
  summary: '订单的购销合同（HTML 网页，买卖双方可见；卖家看不到买家未提交的订单）',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: FileAnswer,
  file: { contentType: 'text/html; charset=utf-8' },
  handler: async ({ query, session }) => {
    const html = renderContractHtml(await contractModel(db(), session.memberId, query.orderNo));
    return fileResponse(new TextEncoder().encode(html), 'text/html; charset=utf-8', 'inline', {
      // The page is a document on its own: nothing in it may run or load from elsewhere.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    });
  },
});

export const contractPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/contract_pdf',
  summary: '订单的购销合同 PDF（服务器生成，内嵌中文字体；按订单版本缓存，响应头 x-contract-cache: hit/miss）',
  tag: 'Orders',
  auth: 'member',
  query: OrderNoQuery,
  response: FileAnswer,
  file: { contentType: 'application/pdf' },
  handler: async ({ query, session }) => {
    const model = await contractModel(db(), session.memberId, query.orderNo);
    const pdf = await contractPdf(model);
    return fileResponse(pdf.bytes, 'application/pdf', contentDisposition(`购销合同-${model.orderNo}.pdf`), {
      'x-contract-cache': pdf.cached ? 'hit' : 'miss',
      'x-contract-version': String(model.version),
    });
  },
});

async function exportResponse(party: Party, memberId: number, query: OrderExportQuery): Promise<Response> {
  const book = await ordersWorkbook(db(), party, memberId, query);
  return fileResponse(book.bytes, XLSX_TYPE, contentDisposition(book.fileName, 'attachment'), {
    'x-export-orders': String(book.orderCount),
    'x-export-truncated': String(book.truncated),
  });
}

export const orderExportRoute = defineRoute({
  method: 'GET',
  path: '/api/order_export',
  summary: '导出我买到的订单（.xlsx，每个订单行一行；筛选同 order_list，不分页，最多 5000 行）',
  tag: 'Orders',
  auth: 'member',
  query: OrderExportQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
  handler: ({ query, session }) => exportResponse('buyer', session.memberId, query),
});

export const orderSellExportRoute = defineRoute({
  method: 'GET',
  path: '/api/order_sell_export',
  summary: '导出我卖出的订单（卖家；.xlsx，筛选同 order_sell，不分页，最多 5000 行）',
  tag: 'Orders',
  auth: 'seller',
  query: OrderExportQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
  handler: ({ query, session }) => exportResponse('seller', session.memberId, query),
});
