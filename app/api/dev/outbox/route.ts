import { devOutboxRoute } from '@/lib/server/dev/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(devOutboxRoute);
