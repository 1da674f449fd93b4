import { shipInfoRoute } from '@/lib/server/orders/fulfilment-routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(shipInfoRoute);
