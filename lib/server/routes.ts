import { invoiceCategoriesRoute, memberInfoRoute } from './account/routes';
import { productRoute, searchRoute } from './catalog/routes';
import type { AnyRoute } from './core/route';
import { unitRoute } from './goods/routes';

/** Every implemented API call; `/api/openapi.json` describes exactly these. */
export const ALL_ROUTES: AnyRoute[] = [
  unitRoute,
  invoiceCategoriesRoute,
  productRoute,
  searchRoute,
  memberInfoRoute,
];
