import { db } from '@/lib/server/core/db';
import { PageQuery } from '@/lib/contracts/pagination';
import { defineRoute } from '@/lib/server/core/route';
import { AddressDeletedSchema, AddressIdInput, AddressInput, AddressPageSchema, AddressSchema, AddressUpdateInput } from '@/lib/contracts/address/schema';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './service';

// The spec names the address calls "transaction" (收货地址); every one works on the caller's own addresses only.

export const addressListRoute = defineRoute({
  method: 'GET',
  path: '/api/transaction',
  summary: '我的收货地址（默认地址在前，其余按最近修改；分页）',
  tag: 'Addresses',
  auth: 'member',
  query: PageQuery,
  response: AddressPageSchema,
  handler: ({ query, session }) => listAddresses(db(), session.memberId, query),
});

export const addressCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/transaction_create',
  summary: '新增收货地址（最多 20 个；第一个自动成为默认地址）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressInput,
  response: AddressSchema,
  handler: ({ body, session }) => createAddress(db(), session.memberId, body),
});

export const addressUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/transaction_update',
  summary: '修改收货地址（整条替换；isDefault 为 true 时设为默认）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressUpdateInput,
  response: AddressSchema,
  handler: ({ body, session }) => updateAddress(db(), session.memberId, body),
});

export const addressDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/transaction_delete',
  summary: '删除收货地址（删除默认地址时，最近修改的另一个成为默认）',
  tag: 'Addresses',
  auth: 'member',
  body: AddressIdInput,
  response: AddressDeletedSchema,
  handler: ({ body, session }) => deleteAddress(db(), session.memberId, body.id),
});

export const addressDefaultRoute = defineRoute({
  method: 'POST',
  path: '/api/transaction_default',
  summary: '设为默认收货地址',
  tag: 'Addresses',
  auth: 'member',
  body: AddressIdInput,
  response: AddressSchema,
  handler: ({ body, session }) => setDefaultAddress(db(), session.memberId, body.id),
});
