import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiKeyCredentialsFrom, checkSignature, checkTimestamp, deriveKeySecret } from './api-key-sign';
import { apiKeyHeaders, canonicalRequest } from '@/lib/shared/api-key-signature';
import { buildOpenApiDocument } from './openapi';

describe('signed calls with an API key', () => {
  it('signs the canonical text the integration guide describes (an independent HMAC agrees)', () => {
    const body = '{"goodsId":1,"quantity":2}';
    const headers = apiKeyHeaders('cmk_0123456789abcdef01234567', 'cms_secret', {
      method: 'post',
      pathWithQuery: '/api/cart_add?x=1',
      body,
      timestamp: 1764460800,
      nonce: 'n0nce-0123456789ab',
    });
    const text = [
      'CHEMMART-HMAC-SHA256',
      'POST',
      '/api/cart_add?x=1',
      '1764460800',
      'n0nce-0123456789ab',
      createHash('sha256').update(body).digest('hex'),
    ].join('\n');
    expect(headers['x-api-signature']).toBe(createHmac('sha256', 'cms_secret').update(text).digest('hex'));
    expect(() => checkSignature('cms_secret', text, headers['x-api-signature']!)).not.toThrow();
    expect(() => checkSignature('cms_other', text, headers['x-api-signature']!)).toThrow(
      expect.objectContaining({ code: ErrorCode.API_KEY_SIGNATURE_INVALID }),
    );
    expect(canonicalRequest('get', '/api/unit', '1', 'n', 'h')).toBe('CHEMMART-HMAC-SHA256\nGET\n/api/unit\n1\nn\nh');
  });

  it('reads the four headers, refusing missing or malformed ones', () => {
    const valid = {
      'x-api-key': 'cmk_0123456789abcdef01234567',
      'x-api-timestamp': '1764460800',
      'x-api-nonce': 'abcdefghijklmnop',
      'x-api-signature': 'a'.repeat(64),
    };
    expect(apiKeyCredentialsFrom(new Headers())).toBeNull();
    expect(apiKeyCredentialsFrom(new Headers(valid))).toEqual({
      keyId: valid['x-api-key'],
      timestamp: '1764460800',
      nonce: 'abcdefghijklmnop',
      signature: 'a'.repeat(64),
    });
    expect(() => apiKeyCredentialsFrom(new Headers({ ...valid, 'x-api-nonce': 'short' }))).toThrow(/X-Api-Nonce/);
    expect(() => apiKeyCredentialsFrom(new Headers({ ...valid, 'x-api-timestamp': '17e8' }))).toThrow(/X-Api-Timestamp/);
    expect(() => apiKeyCredentialsFrom(new Headers({ ...valid, 'x-api-key': 'nope' }))).toThrow(expect.objectContaining({ code: ErrorCode.API_KEY_UNKNOWN }));
  });

  it('allows 300 s of clock difference either way, not more', () => {
    expect(() => checkTimestamp('1000', 1300)).not.toThrow();
    expect(() => checkTimestamp('1601', 1300)).toThrow(expect.objectContaining({ code: ErrorCode.API_KEY_TIMESTAMP_SKEW }));
    expect(() => checkTimestamp('999', 1300)).toThrow(expect.objectContaining({ code: ErrorCode.API_KEY_TIMESTAMP_SKEW }));
  });

  it('derives a different secret per key and per server secret', () => {
    const a = deriveKeySecret('server-secret-one', 'cmk_a', 'salt');
    expect(a).toMatch(/^cms_[A-Za-z0-9_-]{43}$/);
    expect(deriveKeySecret('server-secret-one', 'cmk_a', 'salt')).toBe(a);
    expect(deriveKeySecret('server-secret-two', 'cmk_a', 'salt')).not.toBe(a);
    expect(deriveKeySecret('server-secret-one', 'cmk_b', 'salt')).not.toBe(a);
  });
});

describe('the OpenAPI document', () => {
  it('names the key scheme and marks each call a key may make with its scope', () => {
    const document = buildOpenApiDocument(ALL_CONTRACTS);
    const operation = (path: string, method: string) => (document.paths[path] as Record<string, { security: object[]; 'x-api-key-scope'?: string }>)[method]!;
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    // The browser signs every call (browserTime, browserSign) with its session where one is needed; a key is the other way in.
    const browser = { browserTime: [], browserSign: [] };
    expect(operation('/api/product/{cas}', 'get')).toMatchObject({ 'x-api-key-scope': 'catalog', security: [browser, { apiKey: [] }] });
    expect(operation('/api/create_order', 'post')).toMatchObject({ 'x-api-key-scope': 'orders', security: [{ ...browser, bearer: [] }, { apiKey: [] }] });
    expect(operation('/api/member/withdrawal_request', 'post')).toMatchObject({ security: [{ ...browser, bearer: [] }] });
    expect(operation('/api/member/withdrawal_request', 'post')['x-api-key-scope']).toBeUndefined();
    expect(operation('/api/login', 'post').security).toEqual([browser]);
  });
});
