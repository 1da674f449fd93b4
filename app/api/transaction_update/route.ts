import { addressUpdateRoute } from '@/lib/server/address/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(addressUpdateRoute);
