import { describe, expect, it } from 'vitest';
import {
  applyClientHeaders,
  REQUEST_TARGET_HEADER,
  badPathAnswer,
  CLIENT_IP_HEADER,
  clientAddress,
  contentSecurityPolicy,
  parseAnalyticsOrigins,
  hasUndecodablePath,
  parseTrustedProxies,
  securityHeaders,
  bringsOwnPolicy,
} from './server-guards.mjs';
import { ErrorCode } from '@/lib/server/core/errors';
import { CLIENT_IP_HEADER as ROUTE_HEADER, REQUEST_TARGET_HEADER as ROUTE_TARGET_HEADER } from '@/lib/server/core/route';

describe('client address', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, ::1');

  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', trusted)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, trusted)).toBe('203.0.113.5');
  });

  it('walks X-Forwarded-For from the right past trusted proxies to the first untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', trusted)).toBe('198.51.100.1');
    // Garbage where a proxy's hop should be: fall back to the peer rather than believe it.
    expect(clientAddress('127.0.0.1', 'not-an-ip', trusted)).toBe('127.0.0.1');
    expect(clientAddress('::1', undefined, trusted)).toBe('::1');
  });

  it('trusts nobody when TRUSTED_PROXIES is empty, and refuses a malformed setting', () => {
    expect(parseTrustedProxies('')('127.0.0.1')).toBe(false);
    expect(() => parseTrustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
  });

  it('strips forwarded headers and any client-sent address header unless a trusted proxy sent them', () => {
    const req = {
      url: "/api/search?keyword=2,2'-bipyridine",
      socket: { remoteAddress: '203.0.113.9', encrypted: false },
      headers: {
        'x-forwarded-for': '1.1.1.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        [CLIENT_IP_HEADER]: '9.9.9.9',
        [REQUEST_TARGET_HEADER]: '/api/forged',
      } as Record<string, string>,
    };
    expect(applyClientHeaders(req, trusted)).toBe(false);
    // The request target travels as it came (an API key's signature covers it), never as a client claims it.
    expect(req.headers).toEqual({ [CLIENT_IP_HEADER]: '203.0.113.9', [REQUEST_TARGET_HEADER]: "/api/search?keyword=2,2'-bipyridine" });

    const viaProxy = {
      socket: { remoteAddress: '10.0.0.2' },
      headers: { 'x-forwarded-for': '198.51.100.3', 'x-forwarded-proto': 'https' } as Record<string, string>,
    };
    expect(applyClientHeaders(viaProxy, trusted)).toBe(true);
    expect(viaProxy.headers[CLIENT_IP_HEADER]).toBe('198.51.100.3');
    expect(ROUTE_HEADER).toBe(CLIENT_IP_HEADER);
    expect(ROUTE_TARGET_HEADER).toBe(REQUEST_TARGET_HEADER);
  });
});

describe('undecodable paths', () => {
  it('finds percent-encodings that are not UTF-8, and leaves good ones alone', () => {
    for (const bad of ['/api/product/%FF', '/searchResults/%ED%A0%80/1', '/login/qr/%E4%B8', '/%C0%AF']) expect(hasUndecodablePath(bad), bad).toBe(true);
    for (const good of ['/searchResults/%E7%A1%AB%E9%85%B8/1', '/products/7664-93-9.html?x=%FF', '/']) expect(hasUndecodablePath(good), good).toBe(false);
  });

  it('answers the envelope under /api and a page elsewhere', () => {
    expect(JSON.parse(badPathAnswer('/api/x/%FF').body)).toMatchObject({ code: ErrorCode.MALFORMED_PATH });
    expect(badPathAnswer('/files/%FF')).toMatchObject({ status: 400, type: 'text/html; charset=utf-8' });
  });
});

describe('security headers', () => {
  it('forbid framing, allow WebAssembly and the analytics origin, and send HSTS only over HTTPS', () => {
    const csp = contentSecurityPolicy({ analyticsScriptUrl: 'https://stats.example.com/s.js' });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https://stats.example.com;");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(securityHeaders({ https: false, csp })).not.toHaveProperty('Strict-Transport-Security');
    // The PunchOut transfer page sets its own, stricter policy (decision 0165); nothing else does.
    expect(securityHeaders({ https: false, csp: null })).not.toHaveProperty('Content-Security-Policy');
    expect(bringsOwnPolicy('/punchout/transfer')).toBe(true);
    expect(bringsOwnPolicy('/punchout/transfer?x=1')).toBe(true);
    expect(bringsOwnPolicy('/punchout/cxml')).toBe(false);
    expect(bringsOwnPolicy('/cart')).toBe(false);
    expect(securityHeaders({ https: true, csp })).toMatchObject({ 'X-Frame-Options': 'DENY', 'Strict-Transport-Security': expect.stringMatching(/^max-age=/) });
  });

  it("let the analytics script's beacons through: its origin and ANALYTICS_ORIGINS in script-src, img-src and connect-src", () => {
    const csp = contentSecurityPolicy({
      analyticsScriptUrl: 'https://hm.baidu.com/hm.js?abc',
      analyticsOrigins: parseAnalyticsOrigins('https://beacon.example.com, https://hm.baidu.com'),
    });
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      expect(directive(name)).toEqual(expect.arrayContaining(["'self'", 'https://hm.baidu.com', 'https://beacon.example.com']));
      expect(directive(name).filter((s) => s === 'https://hm.baidu.com')).toHaveLength(1);
    }
    // Nothing else is opened: fonts, styles and frames stay our own.
    expect(directive('font-src')).toEqual(["'self'", 'data:']);
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob:;");
  });

  it('refuse an analytics origin that is not a bare http(s) origin', () => {
    expect(parseAnalyticsOrigins('')).toEqual([]);
    expect(parseAnalyticsOrigins('https://a.example/ ,http://b.example:8080')).toEqual(['https://a.example', 'http://b.example:8080']);
    for (const bad of ['https://a.example/path', '*', 'ftp://a.example', 'a.example', "https://a.example 'unsafe-eval'"]) {
      expect(() => parseAnalyticsOrigins(bad)).toThrow(/ANALYTICS_ORIGINS/);
    }
  });
});
