import { hotSaleRoute } from '@/lib/server/merchandising/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(hotSaleRoute);
