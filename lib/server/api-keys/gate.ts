import { db } from '@/lib/server/core/db';
import type { ApiKeyGate } from '@/lib/server/core/api-key-sign';
import { authenticate, authorizeCall, recordCall } from './service';

/** The api-keys area's answers to the route pipeline's key questions (core cannot import them). */
export const apiKeyGate: ApiKeyGate = {
  authenticate: (credentials, request) => authenticate(db(), credentials, request),
  authorize: (principal, operationId, input) => authorizeCall(db(), principal, operationId, input),
  recordCall: (call) => recordCall(db(), call),
};
