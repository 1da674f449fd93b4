import { refreshListPages } from '@/lib/server/catalog/page-cache';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { addDirectSupplier, addPlacement, adminPlacements, listDirectSuppliers, movePlacement, removeDirectSupplier, removePlacement } from './admin';
import {
  adminPlacementsContract,
  adminPlacementCreateContract,
  adminPlacementDeleteContract,
  adminPlacementMoveContract,
  adminDirectSuppliersContract,
  adminDirectSupplierCreateContract,
  adminDirectSupplierDeleteContract,
} from '@/lib/contracts/merchandising/admin-calls';

/** After a committed change to a list, the cached home page and list pages are rendered anew on their next visit. */
async function thenRefreshLists<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  refreshListPages();
  return result;
}

export const adminPlacementsRoute = defineRoute(adminPlacementsContract, ({ query }) => adminPlacements(db(), query.list, query));

export const adminPlacementCreateRoute = defineRoute(adminPlacementCreateContract, ({ body, session }) => thenRefreshLists(addPlacement(db(), session.memberId, body)));

export const adminPlacementDeleteRoute = defineRoute(adminPlacementDeleteContract, ({ body, session }) => thenRefreshLists(removePlacement(db(), session.memberId, body.id)));

export const adminPlacementMoveRoute = defineRoute(adminPlacementMoveContract, ({ body, session }) => thenRefreshLists(movePlacement(db(), session.memberId, body)));

export const adminDirectSuppliersRoute = defineRoute(adminDirectSuppliersContract, () => listDirectSuppliers(db()));

export const adminDirectSupplierCreateRoute = defineRoute(adminDirectSupplierCreateContract, ({ body, session }) =>
  thenRefreshLists(addDirectSupplier(db(), session.memberId, body)),
);

export const adminDirectSupplierDeleteRoute = defineRoute(adminDirectSupplierDeleteContract, ({ body, session }) =>
  thenRefreshLists(removeDirectSupplier(db(), session.memberId, body.sellerId)),
);
