import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
import {
  CreatedWebhookEndpointSchema,
  CreateWebhookEndpointInput,
  WebhookDeliveriesQuery,
  WebhookDeliveriesSchema,
  WebhookDeliveryIdInput,
  WebhookDeliverySchema,
  WebhookEndpointIdInput,
  WebhookEndpointSchema,
  WebhookEndpointsSchema,
} from './schema';

/*
 * Signed webhooks (issue 34; decision 0163). Managed with a session only (no
 * key scope opens them). Another member's or organisation's endpoint reads 7692.
 */

const TAG = 'Webhooks';

export const webhookEndpointsContract = defineContract({
  operationId: 'webhookEndpoints',
  method: 'GET',
  path: '/api/webhook_endpoints',
  summary: 'Webhook 接收地址：我自己的，和我任负责人的组织的',
  tag: TAG,
  auth: 'member',
  query: PageQuery,
  response: WebhookEndpointsSchema,
});

export const createWebhookEndpointContract = defineContract({
  operationId: 'createWebhookEndpoint',
  method: 'POST',
  path: '/api/webhook_endpoint_create',
  summary: '登记 Webhook 接收地址并选择事件；签名密钥只在这次应答中出现',
  tag: TAG,
  auth: 'member',
  body: CreateWebhookEndpointInput,
  response: CreatedWebhookEndpointSchema,
});

export const deleteWebhookEndpointContract = defineContract({
  operationId: 'deleteWebhookEndpoint',
  method: 'POST',
  path: '/api/webhook_endpoint_delete',
  summary: '删除 Webhook 接收地址：此后不再向它投递（未送达的投递一并停止）',
  tag: TAG,
  auth: 'member',
  body: WebhookEndpointIdInput,
  response: WebhookEndpointSchema,
});

export const testWebhookEndpointContract = defineContract({
  operationId: 'testWebhookEndpoint',
  method: 'POST',
  path: '/api/webhook_endpoint_test',
  summary: '向接收地址发送一个测试事件（ping），并返回这次投递的结果',
  tag: TAG,
  auth: 'member',
  body: WebhookEndpointIdInput,
  response: WebhookDeliverySchema,
});

export const webhookDeliveriesContract = defineContract({
  operationId: 'webhookDeliveries',
  method: 'GET',
  path: '/api/webhook_deliveries',
  summary: '某个接收地址的投递记录：每个事件的状态与每次尝试的应答，最新的在前',
  tag: TAG,
  auth: 'member',
  query: WebhookDeliveriesQuery,
  response: WebhookDeliveriesSchema,
});

export const resendWebhookDeliveryContract = defineContract({
  operationId: 'resendWebhookDelivery',
  method: 'POST',
  path: '/api/webhook_delivery_resend',
  summary: '手动重发一次投递（原事件编号与内容，新的时间戳与签名），并返回结果',
  tag: TAG,
  auth: 'member',
  body: WebhookDeliveryIdInput,
  response: WebhookDeliverySchema,
});
