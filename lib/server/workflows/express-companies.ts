import type { Db } from '@/lib/server/core/db';
import { deleteUnusedExpressCompany } from '@/lib/server/express/service';
import { ordersUsingExpressCompany } from '@/lib/server/orders/queries';
import { runWorkflow } from '@/lib/server/outbox/run';

/** admin express delete: refused while any order names the company (as the buyer's choice or the carrier). */
export function deleteExpressCompany(db: Db, operatorId: number, id: number): Promise<{ id: number }> {
  return runWorkflow(db, 'delete-express-company', ({ trx }) => deleteUnusedExpressCompany(trx, operatorId, id, ordersUsingExpressCompany));
}
