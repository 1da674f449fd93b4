import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { call, memberIdOf, tokenFor, url } from './helpers';

let counter = 0;

/** A fresh member with its id and a token; `operator` sets members.is_operator, as the console's seed does for the demo operator. */
export async function freshMember(db: Db, prefix: string, options: { operator?: boolean } = {}): Promise<{ id: number; token: string; username: string }> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  await importMembers(db, [{ username, password: 'Fresh12345', memberType: 'teacher', isBuyer: true, isSeller: false, displayName: '资金测试', companyName: null }]);
  const id = await memberIdOf(db, username);
  if (options.operator) await db.updateTable('members').set({ isOperator: 1 }).where('id', '=', id).execute();
  return { id, token: await tokenFor(db, username), username };
}

export const key = () => randomUUID();

export const post = <T>(path: string, token: string | undefined, body: object) => call<T>(path, { method: 'POST', token, body });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A transfer slip of its own: a tiny PNG with random trailing bytes (one slip backs one recharge). */
export const newSlip = () => Buffer.concat([PNG, randomBytes(16)]);

/** Uploads a transfer proof as the member: a fresh slip unless `bytes` are given. */
export async function uploadProof(token: string, bytes: Buffer = newSlip()): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), '转账回单.png');
  form.append('purpose', 'recharge_proof');
  const time = String(unixSecondsNow());
  const response = await fetch(url('/api/upload_file'), {
    method: 'POST',
    headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (body.code !== 0) throw new Error(body.msg);
  return body.data.id;
}
