import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { getProduct, searchProducts } from './service';
import { productContract, searchContract } from '@/lib/contracts/catalog/calls';

export const productRoute = defineRoute(productContract, ({ query }) => getProduct(db(), catalogOffers, query.cas));

export const searchRoute = defineRoute(searchContract, ({ query: { keyword, page, pageSize, ...filters } }) =>
  searchProducts(db(), catalogOffers, keyword, { page, pageSize }, filters),
);
