import { routeHandlers } from '@/lib/server/core/route';
import { restrictionRoute } from '@/lib/server/regulated/routes';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(restrictionRoute);
