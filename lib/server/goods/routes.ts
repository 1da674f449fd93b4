import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { sellerGoods } from './listing';
import { GoodsListQuery, SellerGoodsPageSchema, UnitSchema } from './schema';
import { listUnits } from './service';

export const unitRoute = defineRoute({
  method: 'GET',
  path: '/api/unit',
  summary: '包装单位列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(UnitSchema),
  handler: () => listUnits(db()),
});

export const goodListRoute = defineRoute({
  method: 'GET',
  path: '/api/good_list',
  summary: '卖家：我的商品（按状态：待审核、在售、已下架；分页）',
  tag: 'Goods',
  auth: 'seller',
  query: GoodsListQuery,
  response: SellerGoodsPageSchema,
  handler: ({ query, session }) => sellerGoods(db(), session.memberId, query.status, query),
});
