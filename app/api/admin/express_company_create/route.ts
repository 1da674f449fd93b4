import { adminExpressCreateRoute } from '@/lib/server/express/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminExpressCreateRoute);
