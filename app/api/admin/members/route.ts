import { adminMembersRoute } from '@/lib/server/admin/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(adminMembersRoute);
