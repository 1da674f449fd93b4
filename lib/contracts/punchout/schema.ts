import { z } from 'zod';
import { recordId } from '@/lib/contracts/pagination';

/* cXML PunchOut connections of an organisation (issue 34; decision 0165). */

export const MAX_ACTIVE_CONNECTIONS_PER_ORGANISATION = 5;

const member = z.object({ id: z.number().int(), username: z.string(), displayName: z.string() });

export const PunchoutConnectionSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  organisationName: z.string(),
  name: z.string().describe('采购系统的名称，如 SAP Ariba'),
  fromDomain: z.string().describe('采购系统在 cXML 抬头 From 中的凭据域，如 NetworkID'),
  fromIdentity: z.string().describe('采购系统在 From 中的身份，如 AN01000000001'),
  actingMember: member.describe('会话与订单默认以其身份进行的采购人'),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});

export const PunchoutConnectionsSchema = z.object({
  list: z.array(PunchoutConnectionSchema),
  organisations: z
    .array(z.object({ id: z.number().int(), name: z.string(), purchasers: z.array(member) }))
    .describe('调用者任负责人的组织，及其可作为默认采购人的成员'),
  endpoint: z.string().describe('采购系统发送 PunchOutSetupRequest 与 OrderRequest 的地址'),
});

const credentialText = (label: string) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(100, `${label}最多 100 个字符`)
    .regex(/^[\x21-\x7e]+$/, `${label}只能是英文字母、数字和符号，不含空格`);

export const CreatePunchoutConnectionInput = z.object({
  organisationId: recordId('组织不存在，或您不是它的负责人'),
  name: z.string({ message: '请填写采购系统名称' }).trim().min(1, '请填写采购系统名称').max(40, '名称最多 40 个字'),
  fromDomain: credentialText('凭据域'),
  fromIdentity: credentialText('身份'),
  actingMemberId: recordId('请选择默认采购人').describe('会话与订单默认以其身份进行；须是该组织的采购人'),
});

export const CreatedPunchoutConnectionSchema = z.object({
  connection: PunchoutConnectionSchema,
  sharedSecret: z.string().describe('共享密钥（SharedSecret），只在这次应答中出现；填入采购系统'),
});

export const PunchoutConnectionIdInput = z.object({ id: recordId('PunchOut 连接不存在') });
