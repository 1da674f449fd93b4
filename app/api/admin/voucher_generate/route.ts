import { adminVoucherGenerateRoute } from '@/lib/server/voucher/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminVoucherGenerateRoute);
