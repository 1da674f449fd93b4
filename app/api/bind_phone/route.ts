import { bindPhoneRoute } from '@/lib/server/auth/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST } = routeHandlers(bindPhoneRoute);
