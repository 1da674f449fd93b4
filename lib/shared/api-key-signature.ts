import { createHash, createHmac, randomBytes } from 'node:crypto';

/*
 * How a call is signed with an API key (issue 34; decision 0162;
 * docs/integration.md): four headers, the signature HMAC-SHA256 with the
 * key's secret over the canonical text below, hex. Shared by the server's
 * check (lib/server/core/api-key-sign.ts) and the generated client
 * (lib/api-client/), so both sign the same text.
 */

export const API_KEY_HEADERS = {
  key: 'x-api-key',
  timestamp: 'x-api-timestamp',
  nonce: 'x-api-nonce',
  signature: 'x-api-signature',
} as const;

/** How far a key request's timestamp may be from the server's clock; nonces are kept twice as long. */
export const API_KEY_MAX_SKEW_SECONDS = 300;

export type ApiKeyCredentials = { keyId: string; timestamp: string; nonce: string; signature: string };

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The text a key request signs: one line each, joined by \n, no trailing newline. */
export function canonicalRequest(method: string, pathWithQuery: string, timestamp: string, nonce: string, bodySha256: string): string {
  return ['CHEMMART-HMAC-SHA256', method.toUpperCase(), pathWithQuery, timestamp, nonce, bodySha256].join('\n');
}

export function signCanonical(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/** The four headers of a signed call, for a caller in Node (tests, the docs' example, the generated client). */
export function apiKeyHeaders(
  keyId: string,
  secret: string,
  request: { method: string; pathWithQuery: string; body?: Uint8Array | string; timestamp?: number; nonce?: string },
): Record<string, string> {
  // Signed exactly as it will be sent: a caller whose HTTP client re-encodes the URL (fetch does) signs what that produces.
  const pathWithQuery = request.pathWithQuery;
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? randomBytes(16).toString('hex');
  const canonical = canonicalRequest(request.method, pathWithQuery, timestamp, nonce, sha256Hex(request.body ?? ''));
  return {
    [API_KEY_HEADERS.key]: keyId,
    [API_KEY_HEADERS.timestamp]: timestamp,
    [API_KEY_HEADERS.nonce]: nonce,
    [API_KEY_HEADERS.signature]: signCanonical(secret, canonical),
  };
}
