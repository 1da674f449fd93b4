import { adminGoodsReviewBatchRoute } from '@/lib/server/goods/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminGoodsReviewBatchRoute);
