import { inquiryResolveRoute } from '@/lib/server/inquiry/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(inquiryResolveRoute);
