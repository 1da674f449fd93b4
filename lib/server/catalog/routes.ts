import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { getProduct, searchProducts } from './service';
import { productContract, searchContract } from '@/lib/contracts/catalog/calls';

export const productRoute = defineRoute(productContract, ({ query }) => getProduct(db(), query.cas));

export const searchRoute = defineRoute(searchContract, ({ query: { keyword, page, pageSize, ...filters } }) =>
  searchProducts(db(), keyword, { page, pageSize }, filters),
);
