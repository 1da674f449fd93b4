import { routeHandlers } from '@/lib/server/core/route';
import { structureSearchRoute } from '@/lib/server/structure/routes';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(structureSearchRoute);
