import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { checkCompany } from './company';
import { bulkProducts, electronicGradeProducts, hotSaleProducts, mainProducts, promotionalProducts, realTimePurchases } from './service';
import {
  promotionalProductsContract,
  realTimePurchaseContract,
  hotSaleContract,
  bulkListContract,
  mainProductsContract,
  electronicGradeContract,
  companyCheckContract,
} from '@/lib/contracts/merchandising/calls';

export const promotionalProductsRoute = defineRoute(promotionalProductsContract, ({ query }) => promotionalProducts(db(), query));

export const realTimePurchaseRoute = defineRoute(realTimePurchaseContract, ({ query }) => realTimePurchases(db(), query));

export const hotSaleRoute = defineRoute(hotSaleContract, ({ query }) => hotSaleProducts(db(), query));

export const bulkListRoute = defineRoute(bulkListContract, ({ query }) => bulkProducts(db(), query));

export const mainProductsRoute = defineRoute(mainProductsContract, ({ query }) => mainProducts(db(), query));

export const electronicGradeRoute = defineRoute(electronicGradeContract, ({ query }) => electronicGradeProducts(db(), query));

export const companyCheckRoute = defineRoute(companyCheckContract, ({ query: { keyword, ...paging } }) => checkCompany(db(), keyword, paging));
