import { orderSellExportRoute } from '@/lib/server/orders/document-routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(orderSellExportRoute);
