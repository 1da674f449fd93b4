import { memberDetail, searchMembers, setMemberDisabled } from '@/lib/server/account/directory';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { dashboardFigures } from './dashboard';
import {
  adminDashboardContract,
  adminMembersContract,
  adminMemberContract,
  adminMemberDisableContract,
  adminMemberEnableContract,
} from '@/lib/contracts/admin/calls';

// The operator console's own calls. Every one is `operator`: code 10 without a session, 3012 for other members.
export const adminDashboardRoute = defineRoute(adminDashboardContract, async () => ({ entries: await dashboardFigures(db()) }));

export const adminMembersRoute = defineRoute(adminMembersContract, ({ query }) => searchMembers(db(), query));

export const adminMemberRoute = defineRoute(adminMemberContract, ({ query }) => memberDetail(db(), query.id));

export const adminMemberDisableRoute = defineRoute(adminMemberDisableContract, ({ body, session }) =>
  setMemberDisabled(db(), session.memberId, { ...body, disabled: true }),
);

export const adminMemberEnableRoute = defineRoute(adminMemberEnableContract, ({ body, session }) =>
  setMemberDisabled(db(), session.memberId, { ...body, disabled: false }),
);
