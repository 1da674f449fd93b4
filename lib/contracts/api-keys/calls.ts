import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
import { ApiKeyCallsQuery, ApiKeyCallsSchema, ApiKeyIdInput, ApiKeySchema, ApiKeysSchema, CreateApiKeyInput, CreatedApiKeySchema } from './schema';

/*
 * Managing API keys (issue 34; decision 0162). Only with a session: a key
 * can never list, create or revoke keys (none of these is in a scope).
 * Another member's or organisation's key reads 7687.
 */

const TAG = 'API keys';

export const apiKeysContract = defineContract({
  operationId: 'apiKeys',
  method: 'GET',
  path: '/api/api_keys',
  summary: 'API 密钥：我店铺的，和我任负责人的组织的（含已吊销的），以及我可以为之创建密钥的一方',
  tag: TAG,
  auth: 'member',
  query: PageQuery,
  response: ApiKeysSchema,
});

export const createApiKeyContract = defineContract({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/api/api_key_create',
  summary: '创建 API 密钥（卖家为自己的店铺；组织负责人为组织），选择权限；签名密钥只在这次应答中出现',
  tag: TAG,
  auth: 'member',
  body: CreateApiKeyInput,
  response: CreatedApiKeySchema,
});

export const revokeApiKeyContract = defineContract({
  operationId: 'revokeApiKey',
  method: 'POST',
  path: '/api/api_key_revoke',
  summary: '吊销 API 密钥：此后用它的调用一律拒绝，不可恢复',
  tag: TAG,
  auth: 'member',
  body: ApiKeyIdInput,
  response: ApiKeySchema,
});

export const apiKeyCallsContract = defineContract({
  operationId: 'apiKeyCalls',
  method: 'GET',
  path: '/api/api_key_calls',
  summary: '用某个 API 密钥发出的调用记录（时间、接口、结果、来源地址），最新的在前',
  tag: TAG,
  auth: 'member',
  query: ApiKeyCallsQuery,
  response: ApiKeyCallsSchema,
});
