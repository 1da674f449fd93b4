import type { z } from 'zod';
import {
  createWebhookEndpointContract,
  deleteWebhookEndpointContract,
  resendWebhookDeliveryContract,
  testWebhookEndpointContract,
  webhookDeliveriesContract,
  webhookEndpointsContract,
} from '@/lib/contracts/webhooks/calls';
import type { CreateWebhookEndpointInput, WebhookDeliverySchema, WebhookEndpointSchema, WebhookOwnerSchema } from '@/lib/contracts/webhooks/schema';
import { call } from './client';
import { useCall, useRefreshCalls } from './swr';

/* Signed webhooks (issue 34; lib/server/webhooks). Refusals are shown in the dialogs, so no error modal. */

export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export type WebhookOwner = z.infer<typeof WebhookOwnerSchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WEBHOOK_ENDPOINTS_PAGE_SIZE = 10;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 10;
const quiet = { noErrorModal: true } as const;

export const useWebhookEndpoints = (page: number) => useCall(webhookEndpointsContract, { page, pageSize: WEBHOOK_ENDPOINTS_PAGE_SIZE }, quiet);
export const useWebhookDeliveries = (endpointId: number, page: number) =>
  useCall(webhookDeliveriesContract, { endpointId, page, pageSize: WEBHOOK_DELIVERIES_PAGE_SIZE }, quiet);
export const useRefreshWebhooks = () => useRefreshCalls(webhookEndpointsContract, webhookDeliveriesContract);

export const createWebhookEndpoint = (input: z.input<typeof CreateWebhookEndpointInput>) => call(createWebhookEndpointContract, input, quiet);
export const deleteWebhookEndpoint = (id: number) => call(deleteWebhookEndpointContract, { id }, quiet);
export const testWebhookEndpoint = (id: number) => call(testWebhookEndpointContract, { id }, quiet);
export const resendWebhookDelivery = (id: number) => call(resendWebhookDeliveryContract, { id }, quiet);
