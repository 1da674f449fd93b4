import { apiKeyCallsContract, apiKeysContract, createApiKeyContract, revokeApiKeyContract } from '@/lib/contracts/api-keys/calls';
import { defineRoute } from '@/lib/server/core/route';
import { db } from '@/lib/server/core/db';
import { createKey, keyCalls, listKeys, revokeKey } from './service';

export const apiKeys = defineRoute(apiKeysContract, ({ session, query }) => listKeys(db(), session.memberId, query));

export const createApiKey = defineRoute(createApiKeyContract, ({ session, body }) => createKey(db(), session.memberId, body));

export const revokeApiKey = defineRoute(revokeApiKeyContract, ({ session, body }) => revokeKey(db(), session.memberId, body.id));

export const apiKeyCalls = defineRoute(apiKeyCallsContract, ({ session, query }) => keyCalls(db(), session.memberId, query));
