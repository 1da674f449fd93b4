import { adminOutboxRetryRoute } from '@/lib/server/outbox/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminOutboxRetryRoute);
