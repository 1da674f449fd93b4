import type { z } from 'zod';
import type {
  CoaLookupResult,
  ConsignmentInput,
  FeedbackInput,
  LogisticsInput,
  ServiceRequestReceipt,
} from '@/lib/contracts/service-requests/schema';
import { apiGet, apiPost } from './client';

export type ServiceRequestReceipt = z.infer<typeof ServiceRequestReceipt>;
export type CoaLookup = z.infer<typeof CoaLookupResult>;
export type NewFeedback = z.input<typeof FeedbackInput>;
export type NewConsignment = z.input<typeof ConsignmentInput>;
export type NewLogistics = z.input<typeof LogisticsInput>;

// The forms show failures beside their fields, so the error dialog stays off.
const quiet = { noErrorModal: true };

export const sendFeedback = (body: NewFeedback) => apiPost<ServiceRequestReceipt>('/feedback_create', body, quiet);
export const sendConsignment = (body: NewConsignment) => apiPost<ServiceRequestReceipt>('/consignment_create', body, quiet);
export const sendLogistics = (body: NewLogistics) => apiPost<ServiceRequestReceipt>('/logistics_create', body, quiet);
export const lookupCoa = (cas: string, lot: string) => apiGet<CoaLookup>('/coa_lookup', { cas, lot }, quiet);
