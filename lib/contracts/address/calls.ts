import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
import { AddressDeletedSchema, AddressIdInput, AddressInput, AddressPageSchema, AddressSchema, AddressUpdateInput } from '@/lib/contracts/address/schema';

export const addressListContract = defineContract({
  operationId: 'addressList',
  method: 'GET',
  path: '/api/transaction',
  summary: '我的收货地址（默认地址在前，其余按最近修改；分页）',
  tag: 'Addresses',
  auth: 'member',
  query: PageQuery,
  response: AddressPageSchema,
});

export const addressCreateContract = defineContract({
  operationId: 'addressCreate',
  method: 'POST',
  path: '/api/transaction_create',
  summary: '新增收货地址（最多 20 个；第一个自动成为默认地址）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressInput,
  response: AddressSchema,
});

export const addressUpdateContract = defineContract({
  operationId: 'addressUpdate',
  method: 'POST',
  path: '/api/transaction_update',
  summary: '修改收货地址（整条替换；isDefault 为 true 时设为默认）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressUpdateInput,
  response: AddressSchema,
});

export const addressDeleteContract = defineContract({
  operationId: 'addressDelete',
  method: 'POST',
  path: '/api/transaction_delete',
  summary: '删除收货地址（删除默认地址时，最近修改的另一个成为默认）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressIdInput,
  response: AddressDeletedSchema,
});

export const addressDefaultContract = defineContract({
  operationId: 'addressDefault',
  method: 'POST',
  path: '/api/transaction_default',
  summary: '设为默认收货地址',
  tag: 'Addresses',
  auth: 'member',
  body: AddressIdInput,
  response: AddressSchema,
});
