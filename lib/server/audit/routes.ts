import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { AuditPageSchema, AuditQuery } from '@/lib/contracts/audit/schema';
import { auditPage } from './service';

/** The one audit call: a read. No call updates or deletes an entry (tests/api/console-audit.test.ts walks the API for one). */
export const auditListRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit',
  summary: '运营操作日志（谁、做了什么、修改前 → 修改后、时间、原因；按操作人、对象、操作、日期筛选；分页）',
  tag: 'Operator console',
  auth: 'operator',
  query: AuditQuery,
  response: AuditPageSchema,
  handler: ({ query }) => auditPage(db(), query),
});
