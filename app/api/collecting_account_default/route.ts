import { collectingAccountDefaultRoute } from '@/lib/server/collecting-accounts/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(collectingAccountDefaultRoute);
