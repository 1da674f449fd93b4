import { invoiceCategoriesRoute } from '@/lib/server/invoice/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST } = routeHandlers(invoiceCategoriesRoute);
