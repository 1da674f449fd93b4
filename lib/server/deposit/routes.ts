import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { pendingRechargeCents } from '@/lib/server/recharge/queries';
import { depositInfo, depositRecord } from './service';
import { depositInfoContract, depositRecordContract } from '@/lib/contracts/deposit/calls';

// Spec §7 makes both calls POST; each reads the caller's own deposit only.

export const depositInfoRoute = defineRoute(depositInfoContract, ({ session }) => depositInfo(db(), session.memberId, pendingRechargeCents));

export const depositRecordRoute = defineRoute(depositRecordContract, ({ body, session }) => depositRecord(db(), session.memberId, body));
