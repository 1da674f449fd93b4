import { serviceRequestListRoute } from '@/lib/server/service-requests/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(serviceRequestListRoute);
