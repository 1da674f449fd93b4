import { adminRechargeRejectRoute } from '@/lib/server/recharge/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminRechargeRejectRoute);
