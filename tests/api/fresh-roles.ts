import { inject } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { memberIdOf, tokenFor, url } from './helpers';

let counter = 0;

export type FreshMember = { id: number; token: string; username: string };

/**
 * A member no other test has touched, with the roles asked for. Operators are
 * members with `is_operator` set in the database (no API grants it).
 */
export async function freshMember(db: Db, prefix: string, roles: { buyer?: boolean; seller?: boolean; operator?: boolean }): Promise<FreshMember> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  await importMembers(db, [
    { username, password: 'Fresh12345', memberType: 'licence', isBuyer: roles.buyer ?? false, isSeller: roles.seller ?? false, displayName: '测试会员', companyName: null },
  ]);
  const id = await memberIdOf(db, username);
  if (roles.operator) await db.updateTable('members').set({ isOperator: 1 }).where('id', '=', id).execute();
  return { id, token: await tokenFor(db, username), username };
}

export type UploadAnswer = { code: number; msg: string; data: { id: number; name: string; contentType: string; sizeBytes: number; url: string } };

/** A multipart upload as the browser sends it, with its purpose. */
export async function uploadAs(token: string | null, bytes: Buffer, name: string, purpose = 'certificate', type = 'application/octet-stream'): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('purpose', purpose);
  const time = String(unixSecondsNow());
  const headers: Record<string, string> = { time, sign: requestSign(inject('signSecret'), time) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url('/api/upload_file'), { method: 'POST', headers, body: form });
  return (await response.json()) as UploadAnswer;
}

/** GET /files/<id> as a browser with this token (or none). */
export function fetchFile(path: string, token: string | null): Promise<Response> {
  return fetch(url(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
