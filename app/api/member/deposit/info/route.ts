import { depositInfoRoute } from '@/lib/server/deposit/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(depositInfoRoute);
