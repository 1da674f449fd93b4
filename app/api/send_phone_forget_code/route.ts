import { sendPhoneForgetCodeRoute } from '@/lib/server/auth/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(sendPhoneForgetCodeRoute);
