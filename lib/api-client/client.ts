import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiKeyHeaders } from '@/lib/shared/api-key-signature';
import type { paths } from './schema';

/*
 * The TypeScript client of the ChemMart API for a procurement system or a
 * seller's software (issue 34; docs/integration.md): openapi-fetch over the
 * types generated from /api/openapi.json (schema.d.ts), every request signed
 * with an API key.
 */

export type ChemMartClient = Client<paths>;

export type ChemMartClientOptions = {
  /** Where ChemMart answers, e.g. https://chemmart.example.com */
  baseUrl: string;
  /** The key's id (cmk_…) and its secret (cms_…), shown once when the key was made. */
  keyId: string;
  secret: string;
  fetch?: typeof fetch;
};

export function createChemMartClient(options: ChemMartClientOptions): ChemMartClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(signedWithKey(options.keyId, options.secret));
  return client;
}

/** Signs the request exactly as it goes out: the URL as fetch serialises it, the body's bytes. */
function signedWithKey(keyId: string, secret: string): Middleware {
  return {
    async onRequest({ request }) {
      const target = new URL(request.url);
      const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : '';
      const headers = apiKeyHeaders(keyId, secret, { method: request.method, pathWithQuery: `${target.pathname}${target.search}`, body });
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    },
  };
}

/** A refusal in the envelope (code ≠ 0), as an Error an integrator can catch. */
export class ChemMartApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(`${code} ${message}`);
    this.name = 'ChemMartApiError';
  }
}

type Answer<T> = { data?: { code: number; msg: string; data: T }; error?: unknown; response: Response };

/** The `data` of a successful answer; a refusal (code ≠ 0 or an HTTP error) throws ChemMartApiError. */
export function dataOf<T>(answer: Answer<T>): T {
  const envelope = (answer.data ?? answer.error) as { code?: number; msg?: string; data?: T } | undefined;
  if (!envelope || envelope.code !== 0) {
    throw new ChemMartApiError(envelope?.code ?? -1, envelope?.msg ?? `HTTP ${answer.response.status}`, answer.response.status);
  }
  return envelope.data as T;
}
