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

export const adminPlacementsRoute = defineRoute(adminPlacementsContract, ({ query }) => adminPlacements(db(), query.list, query));

export const adminPlacementCreateRoute = defineRoute(adminPlacementCreateContract, ({ body, session }) => addPlacement(db(), session.memberId, body));

export const adminPlacementDeleteRoute = defineRoute(adminPlacementDeleteContract, ({ body, session }) => removePlacement(db(), session.memberId, body.id));

export const adminPlacementMoveRoute = defineRoute(adminPlacementMoveContract, ({ body, session }) => movePlacement(db(), session.memberId, body));

export const adminDirectSuppliersRoute = defineRoute(adminDirectSuppliersContract, () => listDirectSuppliers(db()));

export const adminDirectSupplierCreateRoute = defineRoute(adminDirectSupplierCreateContract, ({ body, session }) =>
  addDirectSupplier(db(), session.memberId, body),
);

export const adminDirectSupplierDeleteRoute = defineRoute(adminDirectSupplierDeleteContract, ({ body, session }) =>
  removeDirectSupplier(db(), session.memberId, body.sellerId),
);
