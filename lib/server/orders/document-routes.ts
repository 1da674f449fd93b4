import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { contentDisposition } from '@/lib/server/core/file-response';
import { contractPdf } from './contract/cache';
import { renderContractHtml } from './contract/html';
import { contractModel } from './contract/model';
import { OrderExportQuery, ordersWorkbook } from './export';
import type { Party } from './views';
import {
  contractContract,
  contractPdfContract,
  controlledSalesExportContract,
  monthPaperworkContract,
  orderExportContract,
  orderPaperworkContract,
  orderSellExportContract,
  XLSX_TYPE,
  ZIP_TYPE,
} from '@/lib/contracts/orders/document-calls';
import { controlledSalesWorkbook } from './controlled-sales';
import { monthPack, orderPack, type Pack } from './paperwork/pack';

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

export const contractRoute = defineRoute(contractContract, async ({ query, session }) => {
  const html = renderContractHtml(await contractModel(db(), session.memberId, query.orderNo));
  return fileResponse(new TextEncoder().encode(html), 'text/html; charset=utf-8', 'inline', {
    // The page is a document on its own: nothing in it may run or load from elsewhere.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  });
});

export const contractPdfRoute = defineRoute(contractPdfContract, async ({ query, session }) => {
  const model = await contractModel(db(), session.memberId, query.orderNo);
  const pdf = await contractPdf(model);
  return fileResponse(pdf.bytes, 'application/pdf', contentDisposition(`购销合同-${model.orderNo}.pdf`), {
    'x-contract-cache': pdf.cached ? 'hit' : 'miss',
    'x-contract-version': String(model.version),
  });
});

async function exportResponse(party: Party, memberId: number, query: OrderExportQuery): Promise<Response> {
  const book = await ordersWorkbook(db(), party, memberId, query);
  return fileResponse(book.bytes, XLSX_TYPE, contentDisposition(book.fileName, 'attachment'), {
    'x-export-orders': String(book.orderCount),
    'x-export-truncated': String(book.truncated),
  });
}

export const orderExportRoute = defineRoute(orderExportContract, ({ query, session }) => exportResponse('buyer', session.memberId, query));

export const orderSellExportRoute = defineRoute(orderSellExportContract, ({ query, session }) => exportResponse('seller', session.memberId, query));

const packResponse = (pack: Pack) =>
  fileResponse(pack.bytes, ZIP_TYPE, contentDisposition(pack.name, 'attachment'), { 'x-paperwork-orders': String(pack.orders) });

export const orderPaperworkRoute = defineRoute(orderPaperworkContract, async ({ query, session }) =>
  packResponse(await orderPack(db(), session.memberId, query.orderNo)),
);

export const monthPaperworkRoute = defineRoute(monthPaperworkContract, async ({ query, session }) =>
  packResponse(await monthPack(db(), session.memberId, query.month)),
);

export const controlledSalesExportRoute = defineRoute(controlledSalesExportContract, async ({ query, session }) => {
  const book = await controlledSalesWorkbook(db(), session.memberId, query.from, query.to);
  return fileResponse(book.bytes, XLSX_TYPE, contentDisposition(book.fileName, 'attachment'), { 'x-export-rows': String(book.rows) });
});
