import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { lookupCoa } from '@/lib/server/help/coa-lookup';
import { listServiceRequests, submitServiceRequest } from './service';
import {
  feedbackCreateContract,
  consignmentCreateContract,
  logisticsCreateContract,
  serviceRequestListContract,
  coaLookupContract,
} from '@/lib/contracts/service-requests/calls';

// Visitors need not sign in to ask: the acknowledgement goes to the e-mail they give.

export const feedbackCreateRoute = defineRoute(feedbackCreateContract, ({ body, session, clientIp }) =>
  submitServiceRequest(db(), { kind: 'feedback', body }, { clientIp, memberId: session?.memberId ?? null }),
);

export const consignmentCreateRoute = defineRoute(consignmentCreateContract, ({ body, session, clientIp }) =>
  submitServiceRequest(db(), { kind: 'consignment', body }, { clientIp, memberId: session?.memberId ?? null }),
);

export const logisticsCreateRoute = defineRoute(logisticsCreateContract, ({ body, session, clientIp }) =>
  submitServiceRequest(db(), { kind: 'logistics', body }, { clientIp, memberId: session?.memberId ?? null }),
);

export const serviceRequestListRoute = defineRoute(serviceRequestListContract, ({ query }) => listServiceRequests(db(), query));

export const coaLookupRoute = defineRoute(coaLookupContract, ({ query }) => lookupCoa(db(), query.cas, query.lot));
