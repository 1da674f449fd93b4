import { invoiceCreateRoute } from '@/lib/server/invoice/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(invoiceCreateRoute);
