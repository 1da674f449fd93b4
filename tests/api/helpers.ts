import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { issueSessionToken } from '@/lib/server/core/auth';
import { createDb, type Db } from '@/lib/server/core/db';
import type { Envelope } from '@/lib/shared/envelope';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  tokenHeader?: 'bearer' | 'token';
  /** The client address, sent as X-Forwarded-For (sign-in back-off counts per address). */
  ip?: string;
  /** Override the signature headers: null leaves a header out. */
  time?: string | null;
  sign?: string | null;
};

export function url(path: string, query?: Record<string, string | number>): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return `${inject('baseUrl')}${path}${search}`;
}

/** Sends one request the way the browser client does: signed, with the token when given. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const time = String(unixSecondsNow());
  const headers: Record<string, string> = {};
  const sentTime = options.time === undefined ? time : options.time;
  const sentSign = options.sign === undefined ? requestSign(inject('signSecret'), sentTime ?? time) : options.sign;
  if (sentTime !== null) headers.time = sentTime;
  if (sentSign !== null) headers.sign = sentSign;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.token) {
    if (options.tokenHeader === 'token') headers.token = options.token;
    else headers.authorization = `Bearer ${options.token}`;
  }
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(url(path, options.query), { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered HTTP ${response.status} without JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The test server's own database, for arranging state the API cannot create yet. */
export function testDb(): Db {
  return createDb(inject('database')).db;
}

export async function memberIdOf(db: Db, username: string): Promise<number> {
  const row = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

export async function tokenFor(db: Db, username: string, ttlMs = 60 * 60 * 1000): Promise<string> {
  return issueSessionToken(db, await memberIdOf(db, username), ttlMs);
}

/** A fresh test address per call site, so sign-in back-off of one test does not leak into another. */
let addressCounter = 0;
export function freshIp(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

/** Solves the image captcha the way only a test can: by reading its answer from the database. */
export async function solvedCaptcha(db: Db): Promise<{ captchaId: string; captchaCode: string }> {
  const { body } = await call<{ captchaId: string; svg: string }>('/api/captcha');
  const row = await db.selectFrom('captchas').select('answer').where('token', '=', body.data.captchaId).executeTakeFirstOrThrow();
  return { captchaId: body.data.captchaId, captchaCode: row.answer };
}

type OutboxMessage = { channel: string; recipient: string; body: string };

/** The newest SMS code the development outbox holds for a phone. */
export async function lastSmsCode(phone: string): Promise<string> {
  const { body } = await call<OutboxMessage[]>('/api/dev/outbox', { query: { limit: 50 } });
  const message = body.data.find((m) => m.channel === 'sms' && m.recipient === phone);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  return code;
}

/** A single-part mail's body as text, decoded from base64 or quoted-printable as its header says. */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The newest mail the test SMTP server received for an address: its raw headers and decoded text. */
export function lastMailTo(address: string): { raw: string; text: string } | null {
  const dir = inject('mailDir');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${address}.eml`)).sort() : [];
  const last = files.at(-1);
  if (!last) return null;
  const raw = fs.readFileSync(path.join(dir, last), 'utf8');
  return { raw, text: decodeBody(raw) };
}

/** Moves the codes already sent to a target 61 s into the past, as if the person had waited out the resend interval. */
export async function waitOutResendInterval(db: Db, target: string): Promise<void> {
  const past = new Date(Date.now() - 61_000).toISOString();
  await db.updateTable('verificationCodes').set({ createdAt: past }).where('target', '=', target).execute();
}

let phoneCounter = 0;
/** A mainland mobile number no other test uses. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `150${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}
