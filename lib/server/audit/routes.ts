import { listOperators, operatorNames } from '@/lib/server/account/directory';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { auditPage } from './service';
import { auditListContract } from '@/lib/contracts/audit/calls';

/** The one audit call: a read. No call updates or deletes an entry (tests/api/console-audit.test.ts walks the API for one). */
export const auditListRoute = defineRoute(auditListContract, ({ query }) => auditPage(db(), query, { listOperators, operatorNames }));
