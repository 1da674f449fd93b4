import { memberGate } from '@/lib/server/account/gate';
import { apiKeyGate } from '@/lib/server/api-keys/gate';
import { apiHandler } from '@/lib/server/core/route';
import { ALL_ROUTES } from '@/lib/server/routes';

/*
 * Every API call goes through this one route: the handler finds the call by
 * method and path among ALL_ROUTES (path parameters included), and answers an
 * unknown path 404 and a wrong method 405, both in the envelope. Next.js
 * still serves the more specific app/api routes (openapi.json) itself.
 */
const handle = apiHandler(ALL_ROUTES, memberGate, apiKeyGate);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };
