import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { adminSdsContract, adminSdsRequestContract } from '@/lib/contracts/safety/calls';
import { requestNewerSheet, sheetAges } from './sds';

export const adminSdsRoute = defineRoute(adminSdsContract, ({ query }) => sheetAges(db(), query));

export const adminSdsRequestRoute = defineRoute(adminSdsRequestContract, ({ body, session }) => requestNewerSheet(db(), session.memberId, body));

// The label review (admin/ghs_labels, admin/ghs_label) lives with the goods: which sellers' labels count depends on their goods (lib/server/goods/safety-routes.ts).
