import { z } from 'zod';
import { withDateRange } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

export const AuditQuery = withDateRange(
  PageQuery.extend({
    operatorId: recordId('操作人编号不正确').optional().describe('操作人（运营人员的会员编号）'),
    entity: z.string().trim().max(40).optional().describe('对象类型，如 member、express_company、placement'),
    entityId: z.string().trim().max(40).optional().describe('对象编号'),
    action: z.string().trim().max(60).optional().describe('操作，如 member.disable'),
  }),
);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), name: z.string() }).describe('操作人'),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().describe('操作前的记录（JSON）；新增时为 null'),
  after: z.unknown().describe('操作后的记录（JSON）；删除时为 null'),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const AuditPageSchema = pageSchema(AuditEntrySchema).extend({
  filters: z
    .object({
      operators: z.array(z.object({ id: z.number().int(), name: z.string() })),
      actions: z.array(z.string()),
      entities: z.array(z.string()),
    })
    .describe('可选的筛选值'),
});
