import {
  invoiceCategoriesRoute,
  memberHomeRoute,
  memberInfoRoute,
  profileRoute,
  profileUpdateRoute,
  setBuyerRoute,
  setSellerRoute,
  upgradeRoute,
  uploadFileRoute,
} from './account/routes';
import * as authRoutes from './auth/routes';
import { productRoute, searchRoute } from './catalog/routes';
import type { AnyRoute } from './core/route';
import { devOutboxRoute } from './dev/routes';
import { goodListRoute, unitRoute } from './goods/routes';
import { restrictionRoute } from './regulated/routes';

/** Every implemented API call; `/api/openapi.json` describes exactly these. */
export const ALL_ROUTES: AnyRoute[] = [
  unitRoute,
  invoiceCategoriesRoute,
  productRoute,
  searchRoute,
  restrictionRoute,
  ...Object.values(authRoutes),
  memberInfoRoute,
  memberHomeRoute,
  setBuyerRoute,
  setSellerRoute,
  upgradeRoute,
  profileRoute,
  profileUpdateRoute,
  uploadFileRoute,
  goodListRoute,
  devOutboxRoute,
];
