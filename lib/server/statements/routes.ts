import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { contentDisposition } from '@/lib/server/uploads/service';
import { statementFileName } from './format';
import { renderStatementPdf } from './pdf';
import { fullStatement, statementPage } from './statement';
import { renderStatementXlsx } from './xlsx';
import { XLSX_TYPE } from '@/lib/contracts/orders/document-calls';
import { statementContract, statementPdfContract, statementXlsxContract } from '@/lib/contracts/statements/calls';

// The member is the session's, always: no call takes a member id.

export const statementRoute = defineRoute(statementContract, ({ query, session }) => statementPage(db(), session.memberId, query));

function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-disposition': contentDisposition(fileName, 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export const statementPdfRoute = defineRoute(statementPdfContract, async ({ query, session }) => {
  const statement = await fullStatement(db(), session.memberId, query.month);
  return fileResponse(await renderStatementPdf(statement), 'application/pdf', statementFileName(statement, 'pdf'));
});

export const statementXlsxRoute = defineRoute(statementXlsxContract, async ({ query, session }) => {
  const statement = await fullStatement(db(), session.memberId, query.month);
  return fileResponse(await renderStatementXlsx(statement), XLSX_TYPE, statementFileName(statement, 'xlsx'));
});
