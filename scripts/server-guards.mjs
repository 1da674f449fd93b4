/**
 * What the custom server (scripts/server.mjs) decides before Next.js sees a
 * request: who the client is, whether the path can be decoded at all, and the
 * security headers every answer carries. Plain functions, unit-tested in
 * server-guards.test.ts.
 */
import net from 'node:net';

/** The header our server sets with the client address it worked out; a client's own copy is dropped. */
export const CLIENT_IP_HEADER = 'x-chemmart-client-ip';

/** The request target as it came on the wire (path and query, undecoded): API key signatures cover these bytes (docs/integration.md). */
export const REQUEST_TARGET_HEADER = 'x-chemmart-request-target';

/** Headers only a trusted proxy may set: from anyone else they are removed before Next.js reads them. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** `::ffff:127.0.0.1` → `127.0.0.1`, so IPv4 clients on a dual-stack socket match IPv4 rules. */
export function normalizeAddress(address) {
  const value = String(address ?? '').trim();
  return value.startsWith('::ffff:') && net.isIPv4(value.slice(7)) ? value.slice(7) : value;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges ("127.0.0.1, 10.0.0.0/8, ::1").
 * Returns a matcher; an empty setting trusts nobody.
 */
export function parseTrustedProxies(setting) {
  const list = new net.BlockList();
  let any = false;
  for (const entry of String(setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : null;
    if (!type) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
    any = true;
  }
  return (address) => {
    if (!any) return false;
    const a = normalizeAddress(address);
    const type = net.isIPv6(a) ? 'ipv6' : net.isIPv4(a) ? 'ipv4' : null;
    return type !== null && list.check(a, type);
  };
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy;
 * then the X-Forwarded-For hops are walked from the right (the hop our proxy
 * appended) past further trusted proxies, and the first untrusted one is the
 * client. Hops left of it are whatever the client wrote, so they never count.
 */
export function clientAddress(socketAddress, forwardedFor, isTrusted) {
  const peer = normalizeAddress(socketAddress) || 'unknown';
  if (!isTrusted(peer) || !forwardedFor) return peer;
  const hops = String(forwardedFor)
    .split(',')
    .map((h) => normalizeAddress(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!net.isIP(hops[i])) return peer;
    if (!isTrusted(hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}

/**
 * Rewrites the request headers in place: the client address header is ours alone,
 * and forwarded headers survive only when a trusted proxy sent them.
 * Returns whether the visitor used HTTPS (for HSTS).
 */
export function applyClientHeaders(req, isTrusted) {
  const peer = normalizeAddress(req.socket.remoteAddress);
  const trusted = isTrusted(peer);
  const forwardedFor = req.headers['x-forwarded-for'];
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  if (!trusted) for (const name of PROXY_HEADERS) delete req.headers[name];
  req.headers[CLIENT_IP_HEADER] = clientAddress(peer, trusted ? forwardedFor : undefined, isTrusted);
  // Ours alone, like the client address: Next.js re-serialises the query (commas, quotes), so the raw target travels beside it.
  req.headers[REQUEST_TARGET_HEADER] = String(req.url ?? '/');
  return Boolean(req.socket.encrypted) || (trusted && proto === 'https');
}

/**
 * True when a path segment holds a percent-encoding that is not UTF-8
 * (`%FF`, a lone surrogate `%ED%A0%80`): Next.js answers those with a bare 500
 * before any of our code runs, so the server refuses them first.
 */
export function hasUndecodablePath(url) {
  const path = String(url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * ANALYTICS_ORIGINS: comma-separated origins ("https://hm.baidu.com, https://beacon.example.com")
 * the visitor-statistics script may load from and send its beacons to. Throws on anything
 * that is not a bare http(s) origin, so a typo cannot open the policy wider than meant.
 */
export function parseAnalyticsOrigins(setting) {
  return String(setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      let url;
      try {
        url = new URL(entry);
      } catch {
        url = null;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`ANALYTICS_ORIGINS: "${entry}" is not an origin (scheme and host only, e.g. https://hm.baidu.com)`);
      }
      return url.origin;
    });
}

/**
 * The content security policy of every answer; see docs/decisions/0023-security-headers-and-csp.md.
 * The analytics script's own origin and ANALYTICS_ORIGINS are allowed for scripts, images
 * (pixel beacons) and connections (fetch / sendBeacon), the three ways such a script reports.
 */
export function contentSecurityPolicy({ dev = false, analyticsScriptUrl = '', analyticsOrigins = [] } = {}) {
  const analytics = new Set(analyticsOrigins);
  try {
    if (analyticsScriptUrl) analytics.add(new URL(analyticsScriptUrl).origin);
  } catch {
    // An invalid URL is refused by the app's own configuration check.
  }
  const extra = [...analytics];
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", dev ? "'unsafe-eval'" : '', ...extra)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...extra)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", dev ? 'ws: wss:' : '', ...extra)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Answers that bring a content security policy of their own, which Next.js cannot put in place of
 * one set here: the PunchOut transfer page posts its one form to the procurement system's address
 * (decision 0165), which `form-action 'self'` forbids. Its policy is stricter everywhere else.
 */
const OWN_POLICY_PATHS = new Set(['/punchout/transfer']);

export function bringsOwnPolicy(url) {
  const path = String(url ?? '').split('?')[0];
  return OWN_POLICY_PATHS.has(path);
}

/** Headers set on every answer before Next.js writes its own; `csp` null leaves the policy to the answer. */
export function securityHeaders({ https, csp }) {
  const headers = {
    ...(csp === null ? {} : { 'Content-Security-Policy': csp }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // Only over HTTPS: a browser ignores HSTS on plain HTTP, and sending it on the local demo would be wrong.
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** 400 for an undecodable path: the envelope under /api, a small page elsewhere. */
export function badPathAnswer(url) {
  if (String(url).startsWith('/api/') || String(url) === '/api') {
    return {
      status: 400,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 1007, msg: '请求路径包含无法识别的字符（百分号编码不是有效的 UTF-8）', data: null }),
    };
  }
  return {
    status: 400,
    type: 'text/html; charset=utf-8',
    body:
      '<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>地址无效 | ChemMart 化学品商城</title></head><body style="font-family:sans-serif;text-align:center;padding:64px 16px;color:#333">' +
      '<h1 style="font-size:24px">地址无效（400）</h1><p>这个网址包含无法识别的字符，请检查链接是否完整。</p>' +
      '<p>The address contains characters that cannot be decoded.</p><p><a href="/" style="color:#1677ff">返回首页</a></p></body></html>',
  };
}
