import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { TEST_TRUSTED_PROXY } from './global-setup';
import { call, freshIp, rawRequest, testDb, tokenFor, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

type OpenApi = { paths: Record<string, Record<string, unknown>> };
async function openApiRoutes(): Promise<{ path: string; method: string }[]> {
  const doc = JSON.parse((await rawRequest(url('/api/openapi.json'))).text) as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ path, method: method.toUpperCase() })));
}

describe('undecodable paths answer 400, never a bare 500', () => {
  it('every dynamic segment of every API route in the OpenAPI document, and the unknown ones', async () => {
    const routes = await openApiRoutes();
    const dynamic = routes.filter((r) => r.path.includes('{')).map((r) => r.path.replace(/\{[^}]+\}/g, '%FF'));
    expect(dynamic.length).toBeGreaterThan(0);
    for (const path of [...dynamic, '/api/%FF', '/api/product/%ED%A0%80', '/api/search/%C0%AF']) {
      const answer = await rawRequest(url(path));
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(answer.text)).toMatchObject({ code: ErrorCode.MALFORMED_PATH, data: null });
    }
  });

  it('pages and files answer the 400 error page', async () => {
    for (const path of ['/files/%FF', '/coa/%FF', '/products/%FF.html', '/searchResults/%ED%A0%80/1', '/login/qr/%FF', '/structureSearch/%FF/1', '/%FF']) {
      const answer = await rawRequest(url(path));
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain('地址无效');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('every /api answer is the envelope', () => {
  it('walks every route of the OpenAPI document with every method', async () => {
    const routes = await openApiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const path = route.path.replace(/\{[^}]+\}/g, '50-00-0');
      for (const method of METHODS) {
        if (method === 'HEAD') {
          // A HEAD answer has no body by definition: the status and Allow header are the answer.
          const head = await rawRequest(url(path), { method });
          expect(head.status, `HEAD ${path}`).toBe(405);
          expect(head.headers.get('allow'), `HEAD ${path}`).toBe(route.method);
          continue;
        }
        const { status, body, headers } = await call(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
        const label = `${method} ${path}`;
        if (method === route.method) {
          expect(status, label).not.toBe(405);
          expect(typeof body.code, label).toBe('number');
          expect(typeof body.msg, label).toBe('string');
        } else {
          expect(status, label).toBe(405);
          expect(headers.get('allow'), label).toBe(route.method);
          expect(body, label).toMatchObject({ code: ErrorCode.METHOD_NOT_ALLOWED, msg: `该接口只接受 ${route.method} 请求` });
        }
      }
    }
  }, 120_000);

  it('HEAD and OPTIONS answer 405 without a body, and the OpenAPI document itself refuses other methods', async () => {
    const head = await rawRequest(url('/api/hot_sale'), { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.text).toBe('');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await rawRequest(url('/api/openapi.json'), { method });
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.text)).toMatchObject({ code: ErrorCode.METHOD_NOT_ALLOWED });
    }
  });

  it('unknown /api paths answer 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const { status, body } = await call('/api/no_such_call', { method });
      expect(status).toBe(404);
      expect(body.code).toBe(ErrorCode.NOT_FOUND);
    }
  });
});

async function residentMemory(): Promise<number> {
  const text = (await rawRequest(url('/metrics'))).text;
  return Number(text.match(/^process_resident_memory_bytes (\d+)/m)?.[1]);
}

/**
 * Streams `total` bytes with chunked transfer encoding (no Content-Length), as fast as
 * the server reads them, and stops when the answer arrives. Returns the answer and
 * how much was written by then.
 */
function streamChunked(path: string, headers: Record<string, string>, total: number): Promise<{ status: number; text: string; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request(
      url(path),
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' }, localAddress: freshIp() },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, text, written });
        });
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('request bodies are capped while they stream in', () => {
  const sign = async () => {
    const { requestSign, unixSecondsNow } = await import('@/lib/shared/sign');
    const { inject } = await import('vitest');
    const time = String(unixSecondsNow());
    return { time, sign: requestSign(inject('signSecret'), time) };
  };

  it('refuses a declared oversize JSON body at once: JSON calls take 256 KB', async () => {
    const { status, body } = await call('/api/login', { method: 'POST', rawBody: JSON.stringify({ account: 'x', password: 'y', pad: 'a'.repeat(270_000) }) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: ErrorCode.BODY_TOO_LARGE, msg: '请求体过大（上限 256 KB）' });
  });

  it('stops reading a chunked 30 MB body to /api/login and to /api/upload_file at the limit', async () => {
    const total = 30 * 1024 * 1024;
    const token = await tokenFor(db, 'demo_seller');
    const uploadHeaders = async () => ({ ...(await sign()), authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' });
    // Load both routes once first, so their code does not count as memory the bodies took.
    await streamChunked('/api/login', { ...(await sign()), 'content-type': 'application/json' }, 1024);
    await streamChunked('/api/upload_file', await uploadHeaders(), 1024);
    const before = await residentMemory();
    const login = await streamChunked('/api/login', { ...(await sign()), 'content-type': 'application/json' }, total);
    expect(login.status).toBe(413);
    expect(JSON.parse(login.text)).toMatchObject({ code: ErrorCode.BODY_TOO_LARGE, msg: '请求体过大（上限 256 KB）' });
    const upload = await streamChunked('/api/upload_file', await uploadHeaders(), total);
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.text)).toMatchObject({ code: ErrorCode.BODY_TOO_LARGE, msg: '请求体过大（上限 11 MB）' });
    // The server answered while the client had sent little more than the limit (the rest of what
    // was written sat in socket buffers, a few MB): it never received the 30 MB, so cannot hold it.
    expect(login.written).toBeLessThan(8 * 1024 * 1024);
    expect(upload.written).toBeLessThan(11 * 1024 * 1024 + 8 * 1024 * 1024);
    // Resident memory agrees, coarsely. What was received passes through the socket's buffers and
    // the stream's copies, garbage until the next collection, and V8 grows its heap in steps: we saw
    // 17–34 MB here. Reading the 30 MB bodies whole (socket buffers, the copy, the text) would take
    // well over 60 MB each.
    const grown = (await residentMemory()) - before;
    expect(grown).toBeLessThan(48 * 1024 * 1024);
  }, 60_000);
});

describe('the client address comes from the socket', () => {
  const failLogins = async (count: number, options: { ip: string; headers?: Record<string, string> }) => {
    for (let i = 0; i < count; i++) {
      const { body } = await call('/api/login', { method: 'POST', ...options, body: { account: `nobody_${process.pid}`, password: 'Wrong1234' } });
      expect(body.code).toBe(ErrorCode.LOGIN_FAILED);
    }
  };
  const demoLogin = (options: { ip: string; headers?: Record<string, string> }) =>
    call('/api/login', { method: 'POST', ...options, body: { account: 'demo_seller2', password: 'Seller12345' } });

  it('locks the socket address after 20 failures; a forged X-Forwarded-For changes nothing', async () => {
    const ip = freshIp();
    await failLogins(20, { ip, headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect((await demoLogin({ ip })).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await demoLogin({ ip, headers: { 'x-forwarded-for': '198.51.100.77' } })).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await demoLogin({ ip, headers: { 'x-real-ip': '198.51.100.78' } })).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    // Another client is not locked by the header the first one sent.
    expect((await demoLogin({ ip: freshIp(), headers: { 'x-forwarded-for': ip } })).body.code).toBe(0);
  });

  it('believes X-Forwarded-For from a trusted proxy (TRUSTED_PROXIES): the hop it appended, not what the client wrote', async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    await failLogins(20, { ip: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': client } });
    expect((await demoLogin({ ip: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': client } })).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    // The client wrote its own first hop; the proxy appended the real one.
    expect((await demoLogin({ ip: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': `198.51.100.9, ${client}` } })).body.code).toBe(ErrorCode.LOGIN_LOCKED);
    expect((await demoLogin({ ip: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': `${client}, 198.51.100.10` } })).body.code).toBe(0);
    // The proxy itself was never locked: its clients each count on their own.
    expect((await demoLogin({ ip: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-for': '198.51.100.11' } })).body.code).toBe(0);
  });
});

describe('security headers', () => {
  it('every page forbids framing and carries the content security policy and referrer policy', async () => {
    for (const path of ['/', '/login', '/login/qr/abcdefghijklmnopqrstuvwxyz', '/products/7664-93-9.html']) {
      const answer = await rawRequest(url(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("'wasm-unsafe-eval'");
      // The analytics script's origin and ANALYTICS_ORIGINS (its beacon host) may load scripts, images and connections.
      for (const name of ['script-src', 'img-src', 'connect-src']) {
        const sources =
          csp
            .split('; ')
            .find((d) => d.startsWith(`${name} `))
            ?.split(' ') ?? [];
        expect(sources, `${path} ${name}`).toEqual(expect.arrayContaining(['http://127.0.0.1:9', 'http://127.0.0.1:10']));
      }
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS only when a trusted proxy says the visitor used HTTPS', async () => {
    const viaProxy = await rawRequest(url('/'), { from: TEST_TRUSTED_PROXY, headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    const forged = await rawRequest(url('/'), { from: freshIp(), headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('member API answers are never cached', async () => {
    const token = await tokenFor(db, 'demo_buyer');
    for (const path of ['/api/member_info', '/api/member_home', '/api/transaction']) {
      const { headers, body } = await call(path, { token });
      expect(body.code, path).toBe(0);
      expect(headers.get('cache-control'), path).toBe('no-store');
    }
    // Also when the session is missing: the answer is about the caller.
    expect((await call('/api/member_info')).headers.get('cache-control')).toBe('no-store');
  });
});
