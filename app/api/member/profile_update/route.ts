import { profileUpdateRoute } from '@/lib/server/account/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(profileUpdateRoute);
