import { devOrderCheckoutRoute } from '@/lib/server/orders/payment-routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(devOrderCheckoutRoute);
