import { productRoute } from '@/lib/server/catalog/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(productRoute);
