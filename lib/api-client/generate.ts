import openapiTS, { astToString } from 'openapi-typescript';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { keyScopeOf } from '@/lib/contracts/api-keys/scopes';
import { buildOpenApiDocument } from '@/lib/server/core/openapi';

export const GENERATED_FILE = 'lib/api-client/schema.d.ts';

const HEADER = `/*
 * Generated from /api/openapi.json by \`npm run openapi:client\` (openapi-typescript).
 * Do not edit: change the contracts in lib/contracts and generate again;
 * lib/api-client/generate.test.ts fails while this file is stale.
 */

`;

/**
 * The TypeScript types of the calls an API key may make (the operations
 * marked x-api-key-scope), generated from the document the server serves
 * (the browser's time/sign headers are an auth scheme there, not parameters).
 */
export async function generateClientTypes(): Promise<string> {
  const document = buildOpenApiDocument(ALL_CONTRACTS.filter((contract) => keyScopeOf(contract.operationId) !== null));
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
