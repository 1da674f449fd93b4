import http from 'node:http';
import { inject } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freshIp, url } from './helpers';
import { upload } from './kit';

/* Uploads as the browser makes them, and the files they leave. */

export type UploadAnswer = { code: number; msg: string; data: { id: number; name: string; contentType: string; sizeBytes: number; url: string } };

/** A multipart upload as the browser sends it, with its purpose. */
export function uploadAs(token: string | null, bytes: Buffer, name: string, purpose = 'certificate', type = 'application/octet-stream'): Promise<UploadAnswer> {
  return upload<UploadAnswer['data']>('upload_file', token, { bytes, name, type }, { purpose });
}

/** GET /files/<id> as a browser with this token (or none). */
export function fetchFile(path: string, token: string | null): Promise<Response> {
  return fetch(url(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type Got = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; text: string; json: { code: number; msg: string } | null };

/** One GET as a browser link (no signature; the session cookie) or as an API client (signed, bearer token). */
export function download(pathWithQuery: string, as: { token?: string; cookie?: string; signed?: boolean }): Promise<Got> {
  const headers: Record<string, string> = {};
  if (as.signed) {
    const time = String(unixSecondsNow());
    headers.time = time;
    headers.sign = requestSign(inject('signSecret'), time);
  }
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.cookie) headers.cookie = `theme=light; token=${as.cookie}`;
  return new Promise((resolve, reject) => {
    const request = http.request(url(pathWithQuery), { headers, localAddress: freshIp() }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        let json = null;
        if (String(response.headers['content-type']).includes('application/json')) json = JSON.parse(text) as Got['json'];
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, text, json });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
