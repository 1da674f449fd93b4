/*
 * The one way a file leaves the server for a download: its name in
 * Content-Disposition (RFC 5987, never a path), private and never cached,
 * never sniffed into another type.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 5987 leaves only these unencoded in `filename*`; encodeURIComponent also leaves ' ( ) * and ! alone. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` for a file: the name UTF-8 encoded per RFC 5987
 * (`filename*`), with a plain-ASCII `filename` for old clients. The name is
 * only ever a label here, never a path.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** A member's own file to save (an export, a bank file, an invoice): attachment, private, no-store, nosniff; `headers` adds to them. */
export function downloadResponse(bytes: Uint8Array, contentType: string, fileName: string, headers: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-disposition': contentDisposition(fileName, 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}
