import { url } from './helpers';
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
