import {
  createWebhookEndpointContract,
  deleteWebhookEndpointContract,
  resendWebhookDeliveryContract,
  testWebhookEndpointContract,
  webhookDeliveriesContract,
  webhookEndpointsContract,
} from '@/lib/contracts/webhooks/calls';
import { defineRoute } from '@/lib/server/core/route';
import { db } from '@/lib/server/core/db';
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, resendDelivery, testEndpoint } from './service';

export const webhookEndpoints = defineRoute(webhookEndpointsContract, ({ session, query }) => listEndpoints(db(), session.memberId, query));
export const createWebhookEndpoint = defineRoute(createWebhookEndpointContract, ({ session, body }) => createEndpoint(db(), session.memberId, body));
export const deleteWebhookEndpoint = defineRoute(deleteWebhookEndpointContract, ({ session, body }) => deleteEndpoint(db(), session.memberId, body.id));
export const testWebhookEndpoint = defineRoute(testWebhookEndpointContract, ({ session, body }) => testEndpoint(db(), session.memberId, body.id));
export const webhookDeliveries = defineRoute(webhookDeliveriesContract, ({ session, query }) => listDeliveries(db(), session.memberId, query));
export const resendWebhookDelivery = defineRoute(resendWebhookDeliveryContract, ({ session, body }) => resendDelivery(db(), session.memberId, body.id));
