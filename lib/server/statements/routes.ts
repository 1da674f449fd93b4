import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { downloadResponse, XLSX_CONTENT_TYPE } from '@/lib/server/core/file-response';
import { statementFileName } from './format';
import { renderStatementPdf } from './pdf';
import { fullStatement, statementPage } from './statement';
import { renderStatementXlsx } from './xlsx';
import { statementContract, statementPdfContract, statementXlsxContract } from '@/lib/contracts/statements/calls';

// The member is the session's, always: no call takes a member id.

export const statementRoute = defineRoute(statementContract, ({ query, session }) => statementPage(db(), session.memberId, query));

export const statementPdfRoute = defineRoute(statementPdfContract, async ({ query, session }) => {
  const statement = await fullStatement(db(), session.memberId, query.month);
  return downloadResponse(await renderStatementPdf(statement), 'application/pdf', statementFileName(statement, 'pdf'));
});

export const statementXlsxRoute = defineRoute(statementXlsxContract, async ({ query, session }) => {
  const statement = await fullStatement(db(), session.memberId, query.month);
  return downloadResponse(await renderStatementXlsx(statement), XLSX_CONTENT_TYPE, statementFileName(statement, 'xlsx'));
});
