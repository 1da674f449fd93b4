import { messagesReadRoute } from '@/lib/server/notifications/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(messagesReadRoute);
