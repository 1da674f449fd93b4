import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_KEY_HEADERS, API_KEY_MAX_SKEW_SECONDS, signCanonical, type ApiKeyCredentials } from '@/lib/shared/api-key-signature';
import type { Selectable } from 'kysely';
import type { ApiKeyCallTable } from './db/schema';
import { AppError, ErrorCode } from './errors';

/*
 * Calls signed with an API key (issue 34; decision 0162; docs/integration.md).
 * The caller sends four headers; the signature is HMAC-SHA256 with the key's
 * secret over the canonical text below, hex. The browser's time/sign pair is
 * not used on such a call.
 */

const unsigned = (message: string) => new AppError(ErrorCode.API_KEY_SIGNATURE_INVALID, message, null, 401);

/** The key headers of a request; null when it carries no X-Api-Key (a browser's call). */
export function apiKeyCredentialsFrom(headers: Headers): ApiKeyCredentials | null {
  const keyId = headers.get(API_KEY_HEADERS.key);
  if (keyId === null) return null;
  const timestamp = headers.get(API_KEY_HEADERS.timestamp);
  const nonce = headers.get(API_KEY_HEADERS.nonce);
  const signature = headers.get(API_KEY_HEADERS.signature);
  if (!timestamp || !nonce || !signature) throw unsigned('用 API 密钥的请求须带 X-Api-Timestamp、X-Api-Nonce 和 X-Api-Signature 请求头');
  if (!/^\d{1,12}$/.test(timestamp)) throw unsigned('X-Api-Timestamp 须为 Unix 秒数');
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw unsigned('X-Api-Nonce 须为 16–64 位字母、数字、- 或 _，每次请求不同');
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) throw unsigned('X-Api-Signature 须为 64 位十六进制的 HMAC-SHA256');
  if (!/^cmk_[0-9a-f]{24}$/.test(keyId)) throw new AppError(ErrorCode.API_KEY_UNKNOWN, 'API 密钥不存在或已吊销', null, 401);
  return { keyId, timestamp, nonce, signature };
}

/** Throws unless the timestamp is within the window. */
export function checkTimestamp(timestamp: string, nowSeconds: number): void {
  if (Math.abs(nowSeconds - Number(timestamp)) > API_KEY_MAX_SKEW_SECONDS) {
    throw new AppError(
      ErrorCode.API_KEY_TIMESTAMP_SKEW,
      `X-Api-Timestamp 与服务器时间相差超过 ${API_KEY_MAX_SKEW_SECONDS} 秒，请校准时钟后重新签名`,
      { serverTime: nowSeconds },
      401,
    );
  }
}

/** Throws unless `signature` is the HMAC of `canonical` under `secret` (constant time). */
export function checkSignature(secret: string, canonical: string, signature: string): void {
  const expected = Buffer.from(signCanonical(secret, canonical));
  const given = Buffer.from(signature.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw unsigned('API 密钥签名不正确：请按 docs/integration.md 的规范串（方法、路径和查询串、时间戳、nonce、请求体的 SHA-256）计算');
  }
}

/** A key's secret, derived from the server's secret, the public key id and the key's salt (never stored). */
export function deriveKeySecret(serverSecret: string, keyId: string, salt: string): string {
  return `cms_${createHmac('sha256', serverSecret).update(`api-key:${keyId}:${salt}`).digest('base64url')}`;
}

/** A webhook endpoint's signing secret, derived the same way (decision 0163). */
export function deriveWebhookSecret(serverSecret: string, endpointId: number, salt: string): string {
  return `whsec_${createHmac('sha256', serverSecret).update(`webhook:${endpointId}:${salt}`).digest('base64url')}`;
}

/** A PunchOut connection's shared secret (decision 0165), derived like a key's: shown once, never stored. */
export function derivePunchoutSecret(serverSecret: string, connectionId: number, salt: string): string {
  return `pos_${createHmac('sha256', serverSecret).update(`punchout:${connectionId}:${salt}`).digest('base64url')}`;
}

/** Who a verified key acts as, and for whom: a shop (its seller) or one organisation. */
export type ApiKeyPrincipal = {
  apiKeyId: number;
  memberId: number;
  ownerKind: 'seller' | 'organisation';
  organisationId: number | null;
  scopes: readonly string[];
};

/** A refusal after the key was proven (a replayed nonce, the rate): still the key's call, recorded for its owners. */
export type KeyedRefusal = Error & { principal: ApiKeyPrincipal };

export function principalOfRefusal(error: unknown): ApiKeyPrincipal | null {
  return typeof error === 'object' && error !== null && 'principal' in error ? (error as KeyedRefusal).principal : null;
}

/** One call made with a key, for the owner's audit list. */
export type ApiKeyCall = Omit<Selectable<ApiKeyCallTable>, 'id' | 'createdAt'>;

/**
 * The api-keys area's answers to the pipeline (core imports no area): checks a
 * key request (the key, its owner, the signature, the nonce, the rate) and
 * records each call made with a key.
 */
export type ApiKeyGate = {
  authenticate(
    credentials: ApiKeyCredentials,
    request: { method: string; pathWithQuery: string; bodySha256: string; clientIp: string },
  ): Promise<ApiKeyPrincipal>;
  /** Throws unless the call's input stays within what the key is for (an organisation key: its organisation, its orders). */
  authorize(principal: ApiKeyPrincipal, operationId: string, input: Record<string, unknown>): Promise<void>;
  recordCall(call: ApiKeyCall): Promise<void>;
};
