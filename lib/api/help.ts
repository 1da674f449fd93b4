import type { z } from 'zod';
import type { CoaLookupResult, ConsignmentInput, FeedbackInput, LogisticsInput, ServiceRequestReceipt } from '@/lib/contracts/service-requests/schema';
import { call } from './client';
import { coaLookupContract, consignmentCreateContract, feedbackCreateContract, logisticsCreateContract } from '@/lib/contracts/service-requests/calls';

export type ServiceRequestReceipt = z.infer<typeof ServiceRequestReceipt>;
export type CoaLookup = z.infer<typeof CoaLookupResult>;
export type NewFeedback = z.input<typeof FeedbackInput>;
export type NewConsignment = z.input<typeof ConsignmentInput>;
export type NewLogistics = z.input<typeof LogisticsInput>;

// The forms show failures beside their fields, so the error dialog stays off.
const quiet = { noErrorModal: true };

export const sendFeedback = (body: NewFeedback) => call(feedbackCreateContract, body, quiet);
export const sendConsignment = (body: NewConsignment) => call(consignmentCreateContract, body, quiet);
export const sendLogistics = (body: NewLogistics) => call(logisticsCreateContract, body, quiet);
export const lookupCoa = (cas: string, lot: string) => call(coaLookupContract, { cas, lot }, quiet);
