import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import {
  AdminPlacementPageSchema,
  DirectSupplierIdInput,
  DirectSupplierInput,
  DirectSupplierSchema,
  PlacementIdInput,
  PlacementInput,
  PlacementListQuery,
  PlacementMoveInput,
} from '@/lib/contracts/merchandising/admin-schema';

const TAG = 'Operator console';

export const adminPlacementsContract = defineContract({
  operationId: 'adminPlacements',
  method: 'GET',
  path: '/api/admin/placements',
  summary: '推荐列表的全部条目（含未开始、已结束的促销），按展示顺序（分页）',
  tag: TAG,
  auth: 'operator',
  query: PlacementListQuery,
  response: AdminPlacementPageSchema,
});

export const adminPlacementCreateContract = defineContract({
  operationId: 'adminPlacementCreate',
  method: 'POST',
  path: '/api/admin/placement_create',
  summary: '把产品（按 CAS 号）加入促销、主营产品或电子级列表的末尾（写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: PlacementInput,
  response: z.object({ id: z.number().int() }),
});

export const adminPlacementDeleteContract = defineContract({
  operationId: 'adminPlacementDelete',
  method: 'POST',
  path: '/api/admin/placement_delete',
  summary: '把条目移出推荐列表（写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: PlacementIdInput,
  response: z.object({ id: z.number().int() }),
});

export const adminPlacementMoveContract = defineContract({
  operationId: 'adminPlacementMove',
  method: 'POST',
  path: '/api/admin/placement_move',
  summary: '条目上移或下移一位（已在最前或最后时不变；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: PlacementMoveInput,
  response: z.object({ id: z.number().int(), position: z.number().int() }),
});

export const adminDirectSuppliersContract = defineContract({
  operationId: 'adminDirectSuppliers',
  method: 'GET',
  path: '/api/admin/direct_suppliers',
  summary: '厂家直供卖家（其在售商品组成 /products/direct）',
  tag: TAG,
  auth: 'operator',
  response: z.array(DirectSupplierSchema),
});

export const adminDirectSupplierCreateContract = defineContract({
  operationId: 'adminDirectSupplierCreate',
  method: 'POST',
  path: '/api/admin/direct_supplier_create',
  summary: '把卖家（用户名、手机号或邮箱）设为厂家直供（写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: DirectSupplierInput,
  response: DirectSupplierSchema,
});

export const adminDirectSupplierDeleteContract = defineContract({
  operationId: 'adminDirectSupplierDelete',
  method: 'POST',
  path: '/api/admin/direct_supplier_delete',
  summary: '取消卖家的厂家直供（写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: DirectSupplierIdInput,
  response: z.object({ sellerId: z.number().int() }),
});
