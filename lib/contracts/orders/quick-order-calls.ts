import { defineContract } from '@/lib/contracts/contract';
import { MAX_RESOLVE_LINES } from '@/lib/contracts/inquiry/schema';
import {
  QuickOrderPlaceBody,
  QuickOrderPlaceResultSchema,
  QuickOrderResolveBody,
  QuickOrderResolveFileBody,
  QuickOrderResultSchema,
} from './quick-order-schema';

export const quickOrderResolveContract = defineContract({
  operationId: 'quickOrderResolve',
  method: 'POST',
  path: '/api/quick_order_resolve',
  summary: `快速下单：解析粘贴的清单（CAS 号或名称、数量、单位、纯度，最多 ${MAX_RESOLVE_LINES} 行），逐行按所选方式挑出可买的在售商品（到手价最低、到货最快或尽量同一卖家），附其他可选商品、各卖家合计与运费；没有可买商品的行说明原因`,
  tag: 'Orders',
  auth: 'member',
  body: QuickOrderResolveBody,
  response: QuickOrderResultSchema,
});

export const quickOrderResolveFileContract = defineContract({
  operationId: 'quickOrderResolveFile',
  method: 'POST',
  path: '/api/quick_order_resolve_file',
  summary: '快速下单：上传 .xlsx 或 .csv 清单（multipart，字段 file；.csv 可为 UTF-8 或 GBK/GB18030；列：CAS/名称、数量、单位、纯度）并逐行挑选在售商品',
  tag: 'Orders',
  auth: 'member',
  body: QuickOrderResolveFileBody,
  bodyFormat: 'multipart',
  response: QuickOrderResultSchema,
});

export const quickOrderPlaceContract = defineContract({
  operationId: 'quickOrderPlace',
  method: 'POST',
  path: '/api/quick_order_place',
  summary: '快速下单：把所选商品放入购物车，并把没有在售商品的行发起一张批量询价（同一事务；无法放入的行逐行说明原因）',
  tag: 'Orders',
  auth: 'member',
  body: QuickOrderPlaceBody,
  response: QuickOrderPlaceResultSchema,
});
