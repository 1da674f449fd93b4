import { defineContract } from '@/lib/contracts/contract';
import {
  CreatedPunchoutConnectionSchema,
  CreatePunchoutConnectionInput,
  PunchoutConnectionIdInput,
  PunchoutConnectionSchema,
  PunchoutConnectionsSchema,
} from './schema';

/*
 * Managing an organisation's cXML PunchOut connections (issue 34; decision
 * 0165). Owners only; another organisation's connection reads 7693. The
 * PunchOut documents themselves go to /punchout/cxml, not to /api.
 */

const TAG = 'PunchOut';

export const punchoutConnectionsContract = defineContract({
  operationId: 'punchoutConnections',
  method: 'GET',
  path: '/api/punchout_connections',
  summary: 'PunchOut 连接：我任负责人的组织接入的采购系统（含已停用的）',
  tag: TAG,
  auth: 'member',
  response: PunchoutConnectionsSchema,
});

export const createPunchoutConnectionContract = defineContract({
  operationId: 'createPunchoutConnection',
  method: 'POST',
  path: '/api/punchout_connection_create',
  summary: '接入一个采购系统（cXML PunchOut）：填写其 From 凭据与默认采购人；共享密钥只在这次应答中出现',
  tag: TAG,
  auth: 'member',
  body: CreatePunchoutConnectionInput,
  response: CreatedPunchoutConnectionSchema,
});

export const revokePunchoutConnectionContract = defineContract({
  operationId: 'revokePunchoutConnection',
  method: 'POST',
  path: '/api/punchout_connection_revoke',
  summary: '停用 PunchOut 连接：此后该采购系统的请求一律拒绝，不可恢复',
  tag: TAG,
  auth: 'member',
  body: PunchoutConnectionIdInput,
  response: PunchoutConnectionSchema,
});
