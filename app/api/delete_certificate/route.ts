import { deleteCertificateRoute } from '@/lib/server/certificates/routes';
import { routeHandlers } from '@/lib/server/core/route';

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = routeHandlers(deleteCertificateRoute);
