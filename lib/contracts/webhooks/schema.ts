import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/* Signed webhooks (issue 34; decision 0163): endpoints a member or an organisation registers, and what was delivered to them. */

export const WEBHOOK_EVENTS = [
  'quotation.received',
  'order.approved',
  'order.paid',
  'order.dispatched',
  'order.received',
  'order.refunded',
  'invoice.issued',
  'goods.approved',
  'goods.rejected',
  'import.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent | 'ping', string> = {
  'quotation.received': '收到报价',
  'order.approved': '订单审批通过',
  'order.paid': '订单已付款',
  'order.dispatched': '订单已发货',
  'order.received': '买家已确认收货',
  'order.refunded': '订单退款',
  'invoice.issued': '发票已开具',
  'goods.approved': '商品审核通过',
  'goods.rejected': '商品审核未通过',
  'import.finished': '批量导入完成',
  ping: '测试',
};

/** An organisation buys: its endpoints hear of its orders and invoices; a member's hear of whatever concerns them. */
export const WEBHOOK_EVENTS_BY_OWNER = {
  member: WEBHOOK_EVENTS,
  // Inquiries carry no organisation, so their quotations are told to the member who asked, not to an organisation.
  organisation: ['order.approved', 'order.paid', 'order.dispatched', 'order.refunded', 'invoice.issued'],
} as const satisfies Record<string, readonly WebhookEvent[]>;

export const WEBHOOK_OWNER_KINDS = ['member', 'organisation'] as const;
export const MAX_ENDPOINTS_PER_OWNER = 10;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  ownerKind: z.enum(WEBHOOK_OWNER_KINDS),
  organisationId: z.number().int().nullable(),
  ownerLabel: z.string().describe('「我自己」或组织名称'),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  eventLabels: z.array(z.string()),
  createdBy: z.object({ username: z.string(), displayName: z.string() }),
  createdAt: z.string(),
  lastDelivery: z.object({ status: z.string(), statusLabel: z.string(), at: z.string() }).nullable().describe('最近一次投递的结果'),
});

export const WebhookOwnerSchema = z.object({
  ownerKind: z.enum(WEBHOOK_OWNER_KINDS),
  organisationId: z.number().int().nullable(),
  label: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
});

export const WebhookEndpointsSchema = pageSchema(WebhookEndpointSchema).extend({ owners: z.array(WebhookOwnerSchema) });

export const CreateWebhookEndpointInput = z
  .object({
    url: z
      .string({ message: '请填写接收地址' })
      .trim()
      .min(1, '请填写接收地址')
      .max(500, '接收地址不超过 500 个字符')
      .refine((v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
        } catch {
          return false;
        }
      }, '接收地址须为 http:// 或 https:// 开头的完整网址（不含用户名密码）'),
    description: z.string().trim().max(60, '说明不超过 60 个字').default(''),
    ownerKind: z.enum(WEBHOOK_OWNER_KINDS, { message: '请选择接收谁的事件' }),
    organisationId: recordId('组织不存在').optional(),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { message: '事件不正确' }), { message: '请至少选择一个事件' })
      .min(1, '请至少选择一个事件')
      .max(WEBHOOK_EVENTS.length, '事件重复'),
  })
  .refine((v) => v.ownerKind !== 'organisation' || v.organisationId !== undefined, { message: '请选择组织', path: ['organisationId'] });

export const CreatedWebhookEndpointSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe('签名密钥（whsec_…）：只在创建时显示这一次'),
});

export const WebhookEndpointIdInput = z.object({ id: recordId('接收地址不存在') });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivering', 'delivered', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATUSES)[number], string> = {
  pending: '待投递',
  retrying: '等待重试',
  delivering: '投递中',
  delivered: '已送达',
  failed: '投递失败',
};

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  httpStatus: z.number().int().nullable().describe('对方的 HTTP 状态；连不上时为 null'),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable().describe('对方应答的前 300 个字符'),
  durationMs: z.number().int(),
  manual: z.boolean().describe('手动重发或测试'),
});

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  eventLabel: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  statusLabel: z.string(),
  attempts: z.array(WebhookAttemptSchema).describe('每次尝试，最新的在前'),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.string().describe('发送的请求体（JSON）'),
});

export const WebhookDeliveriesQuery = PageQuery.extend({ endpointId: recordId('接收地址不存在') });
export const WebhookDeliveriesSchema = pageSchema(WebhookDeliverySchema).extend({ endpoint: WebhookEndpointSchema });

export const WebhookDeliveryIdInput = z.object({ id: recordId('投递记录不存在') });
