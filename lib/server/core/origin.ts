import { config } from './config';

/**
 * The site's public origin: PUBLIC_BASE_URL when set, else what the visitor
 * used (X-Forwarded-Host/-Proto from our proxy, else the Host header).
 */
export function originFromHeaders(headers: Headers, fallbackHost = 'localhost:3000', fallbackProto = 'http'): string {
  const configured = config().publicBaseUrl;
  if (configured) return configured.replace(/\/$/, '');
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? fallbackHost;
  const proto = headers.get('x-forwarded-proto') ?? fallbackProto;
  return `${proto}://${host}`;
}

/** The public origin for a request handler: originFromHeaders, falling back to the request's own URL. */
export function originOfRequest(request: Request): string {
  const url = new URL(request.url);
  return originFromHeaders(request.headers, url.host, url.protocol.replace(':', ''));
}

/**
 * The origin for pages rendered once for everyone (cached public pages read
 * no request headers): PUBLIC_BASE_URL, which production requires, else the
 * local development address.
 */
export function cachedPageOrigin(): string {
  return originFromHeaders(new Headers());
}
