import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isPrivateAddress } from './destination';
import { isIP } from 'node:net';

/** How long one delivery waits for the endpoint's answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 300;

export type AttemptResult = { httpStatus: number | null; error: string | null; responseExcerpt: string | null; durationMs: number };

/**
 * POSTs the body once: no redirects followed (a 3xx is a failure, so a
 * redirect cannot lead past the address check), a 10 s limit, 2xx is success.
 */
export function postOnce(url: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<AttemptResult> {
  const started = performance.now();
  const target = new URL(url);
  const done = (result: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({ ...result, durationMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // A literal address never goes through the lookup: it is checked here.
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
      resolve(done({ httpStatus: null, error: '接收地址指向内网、本机或保留地址，平台不向这类地址投递', responseExcerpt: null }));
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(allowPrivate),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve(
            done({
              httpStatus: status,
              error: status >= 200 && status < 300 ? null : `接收方应答 HTTP ${status}`,
              responseExcerpt: text.slice(0, EXCERPT_CHARS) || null,
            }),
          );
        });
        response.on('error', (e) => resolve(done({ httpStatus: response.statusCode ?? null, error: e.message, responseExcerpt: null })));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`接收方 ${DELIVERY_TIMEOUT_MS / 1000} 秒内没有应答`)));
    request.on('error', (e) => resolve(done({ httpStatus: null, error: e.message, responseExcerpt: null })));
    request.end(body);
  });
}
