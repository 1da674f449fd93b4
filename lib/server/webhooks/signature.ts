import { createHmac } from 'node:crypto';

/*
 * How a delivery is signed (docs/integration.md, "Verify a webhook"): the
 * header X-ChemMart-Signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the endpoint's secret>`; a receiver recomputes it and
 * refuses a timestamp more than 5 minutes old.
 */

export const WEBHOOK_HEADERS = {
  signature: 'x-chemmart-signature',
  eventId: 'x-chemmart-event-id',
  eventType: 'x-chemmart-event',
  deliveryId: 'x-chemmart-delivery',
} as const;

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
