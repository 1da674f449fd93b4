import { buildOpenApiDocument } from '@/lib/server/core/openapi';
import { ALL_ROUTES } from '@/lib/server/routes';

/** The API description is public and unsigned, so tools can read it. */
export function GET(): Response {
  return Response.json(buildOpenApiDocument(ALL_ROUTES));
}
