import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { contentDisposition } from '@/lib/server/uploads/service';
import { organisationSpendingContract, organisationSpendingExportContract } from '@/lib/contracts/organisations/calls';
import { XLSX_TYPE } from '@/lib/contracts/orders/document-calls';
import { organisationSpending, organisationSpendingWorkbook } from './spending';

export const organisationSpendingRoute = defineRoute(organisationSpendingContract, ({ query, session }) => organisationSpending(db(), session.memberId, query));

export const organisationSpendingExportRoute = defineRoute(organisationSpendingExportContract, async ({ query, session }) => {
  const book = await organisationSpendingWorkbook(db(), session.memberId, query);
  return new Response(new Uint8Array(book.bytes), {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': contentDisposition(book.fileName, 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-export-orders': String(book.orderCount),
      'x-export-truncated': String(book.truncated),
    },
  });
});
