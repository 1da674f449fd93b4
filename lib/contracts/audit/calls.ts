import { defineContract } from '@/lib/contracts/contract';
import { AuditPageSchema, AuditQuery } from '@/lib/contracts/audit/schema';

export const auditListContract = defineContract({
  operationId: 'auditList',
  method: 'GET',
  path: '/api/admin/audit',
  summary: '运营操作日志（谁、做了什么、修改前 → 修改后、时间、原因；按操作人、对象、操作、日期筛选；分页）',
  tag: 'Operator console',
  auth: 'operator',
  query: AuditQuery,
  response: AuditPageSchema,
});
