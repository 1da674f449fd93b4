import { refreshHomePage } from '@/lib/server/catalog/page-cache';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { placeQuickOrder } from '@/lib/server/workflows/quick-order';
import { quickOrderPlaceContract, quickOrderResolveContract, quickOrderResolveFileContract } from '@/lib/contracts/orders/quick-order-calls';
import { quickOrderFromFile, quickOrderFromInput } from './quick-order';

export const quickOrderResolveRoute = defineRoute(quickOrderResolveContract, ({ body, session }) => quickOrderFromInput(db(), session.memberId, body));

export const quickOrderResolveFileRoute = defineRoute(quickOrderResolveFileContract, ({ body, session }) =>
  quickOrderFromFile(db(), session.memberId, body.file, body.strategy, body.province),
);

// The cached home page lists the newest inquiries: an inquiry for the rest of the list renders it anew.
export const quickOrderPlaceRoute = defineRoute(quickOrderPlaceContract, async ({ body, session }) => {
  const result = await placeQuickOrder(db(), session.memberId, body);
  if (result.inquiry) refreshHomePage();
  return result;
});
