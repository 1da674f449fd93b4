import { createOrderRoute } from '@/lib/server/orders/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(createOrderRoute);
