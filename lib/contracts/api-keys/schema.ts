import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { API_KEY_SCOPES } from './scopes';

/* API keys for procurement systems and sellers' software (issue 34; decision 0162). */

export const MAX_ACTIVE_KEYS_PER_OWNER = 20;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
export const API_KEY_OWNER_KINDS = ['seller', 'organisation'] as const;

const member = z.object({ username: z.string(), displayName: z.string() });

export const ApiKeySchema = z.object({
  id: z.number().int(),
  keyId: z.string().describe('公开的密钥编号，放在请求头 X-Api-Key'),
  name: z.string(),
  ownerKind: z.enum(API_KEY_OWNER_KINDS),
  organisationId: z.number().int().nullable(),
  ownerLabel: z.string().describe('「我的店铺」或组织名称'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  scopeLabels: z.array(z.string()),
  rateLimitPerMinute: z.number().int(),
  createdBy: member.describe('创建者；用密钥的调用以其身份进行'),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});

export const ApiKeyOwnerSchema = z.object({
  ownerKind: z.enum(API_KEY_OWNER_KINDS),
  organisationId: z.number().int().nullable(),
  label: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)).describe('可以给这类密钥的权限'),
});

export const ApiKeysSchema = pageSchema(ApiKeySchema).extend({
  owners: z.array(ApiKeyOwnerSchema).describe('调用者可以为之创建密钥的一方：自己的店铺（卖家），或自己任负责人的组织'),
});

export const CreateApiKeyInput = z
  .object({
    name: z.string({ message: '请填写密钥名称' }).trim().min(1, '请填写密钥名称').max(40, '密钥名称不超过 40 个字'),
    ownerKind: z.enum(API_KEY_OWNER_KINDS, { message: '请选择密钥属于店铺还是组织' }),
    organisationId: recordId('组织不存在').optional(),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { message: '权限只能是 catalog、inquiries、orders、goods' }), { message: '请至少选择一项权限' })
      .min(1, '请至少选择一项权限')
      .max(API_KEY_SCOPES.length, '权限重复'),
    rateLimitPerMinute: intField('每分钟调用上限', { min: 10, max: 600, unit: '次' }).optional(),
  })
  .refine((v) => v.ownerKind !== 'organisation' || v.organisationId !== undefined, { message: '请选择组织', path: ['organisationId'] });

export const CreatedApiKeySchema = z.object({
  key: ApiKeySchema,
  secret: z.string().describe('签名密钥：只在创建时显示这一次，平台不保存它'),
});

export const ApiKeyIdInput = z.object({ id: recordId('密钥不存在') });

export const ApiKeyCallsQuery = PageQuery.extend({ id: recordId('密钥不存在') });

export const ApiKeyCallSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  path: z.string(),
  operationId: z.string().nullable(),
  code: z.number().int().describe('应答信封的 code，0 为成功'),
  status: z.number().int().describe('HTTP 状态'),
  clientIp: z.string(),
  requestId: z.string(),
  createdAt: z.string(),
});

export const ApiKeyCallsSchema = pageSchema(ApiKeyCallSchema).extend({ key: ApiKeySchema });
