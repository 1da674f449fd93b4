import { failure } from '@/lib/server/core/envelope';
import { buildOpenApiDocument } from '@/lib/server/core/openapi';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { ALL_ROUTES } from '@/lib/server/routes';

const CONTRACTS = ALL_ROUTES.map((route) => route.contract);

/** The API description is public and unsigned, so tools can read it. */
export function GET(): Response {
  return Response.json(buildOpenApiDocument(CONTRACTS));
}

/** Like every /api answer, a wrong method gets the envelope. */
function methodNotAllowed(): Response {
  return Response.json(failure(ErrorCode.METHOD_NOT_ALLOWED, '该接口只接受 GET 请求'), { status: 405, headers: { allow: 'GET' } });
}
export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
export { methodNotAllowed as HEAD, methodNotAllowed as OPTIONS };
