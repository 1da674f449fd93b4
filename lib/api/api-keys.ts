import type { z } from 'zod';
import { apiKeyCallsContract, apiKeysContract, createApiKeyContract, revokeApiKeyContract } from '@/lib/contracts/api-keys/calls';
import type { ApiKeyCallSchema, ApiKeyOwnerSchema, ApiKeySchema, CreateApiKeyInput } from '@/lib/contracts/api-keys/schema';
import { call } from './client';
import { useCall, useRefreshCalls } from './swr';

/* API keys (issue 34; lib/server/api-keys). Refusals are shown in the dialogs, so no error modal. */

export type ApiKey = z.infer<typeof ApiKeySchema>;
export type ApiKeyOwner = z.infer<typeof ApiKeyOwnerSchema>;
export type ApiKeyCall = z.infer<typeof ApiKeyCallSchema>;
export const API_KEYS_PAGE_SIZE = 10;
export const API_KEY_CALLS_PAGE_SIZE = 20;
const quiet = { noErrorModal: true } as const;

export const useApiKeys = (page: number) => useCall(apiKeysContract, { page, pageSize: API_KEYS_PAGE_SIZE }, quiet);
export const useApiKeyCalls = (id: number, page: number) => useCall(apiKeyCallsContract, { id, page, pageSize: API_KEY_CALLS_PAGE_SIZE }, quiet);
export const useRefreshApiKeys = () => useRefreshCalls(apiKeysContract, apiKeyCallsContract);

export const createApiKey = (input: z.input<typeof CreateApiKeyInput>) => call(createApiKeyContract, input, quiet);
export const revokeApiKey = (id: number) => call(revokeApiKeyContract, { id }, quiet);
