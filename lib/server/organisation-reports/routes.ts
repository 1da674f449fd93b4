import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { downloadResponse, XLSX_CONTENT_TYPE } from '@/lib/server/core/file-response';
import { organisationSpendingContract, organisationSpendingExportContract } from '@/lib/contracts/organisations/calls';
import { organisationSpending, organisationSpendingWorkbook } from './spending';

export const organisationSpendingRoute = defineRoute(organisationSpendingContract, ({ query, session }) => organisationSpending(db(), session.memberId, query));

export const organisationSpendingExportRoute = defineRoute(organisationSpendingExportContract, async ({ query, session }) => {
  const book = await organisationSpendingWorkbook(db(), session.memberId, query);
  return downloadResponse(book.bytes, XLSX_CONTENT_TYPE, book.fileName, {
    'x-export-orders': String(book.orderCount),
    'x-export-truncated': String(book.truncated),
  });
});
