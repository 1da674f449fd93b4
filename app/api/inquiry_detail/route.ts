import { inquiryDetailRoute } from '@/lib/server/inquiry/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST } = routeHandlers(inquiryDetailRoute);
