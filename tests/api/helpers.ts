import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inject } from 'vitest';
import { issueSessionToken } from '@/lib/server/core/auth';
import type { Config } from '@/lib/server/core/config';
import { createDb, type Db } from '@/lib/server/core/db';
import type { Envelope } from '@/lib/shared/envelope';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  token?: string;
  tokenHeader?: 'bearer' | 'token';
  /**
   * The client address: the request leaves from this loopback address (127.x.y.z), so
   * the server sees it on the socket. Each call gets a fresh one unless given, so the
   * per-address limits of one test never reach another.
   */
  ip?: string;
  /** Extra request headers (X-Forwarded-For, which the test server ignores unless sent by a trusted proxy). */
  headers?: Record<string, string>;
  /** Another server than this file's (one of several instances). */
  baseUrl?: string;
  /** Override the signature headers: null leaves a header out. */
  time?: string | null;
  sign?: string | null;
};

/** Set by `useServer`: this test file's calls and database go to another server than the suite's. */
let serverOfFile: { baseUrl: string; database: Config['database'] } | null = null;

/**
 * Points this test file's calls (and `testDb`, and the kit built on them) at
 * another server and its database: the tests of several instances run their
 * own servers on a database of their own. Test files load their own copy of
 * this module, so no other file is affected.
 */
export function useServer(baseUrl: string, database: Config['database']): void {
  serverOfFile = { baseUrl, database };
}

export function url(path: string, query?: Record<string, string | number>, baseUrl = serverOfFile?.baseUrl ?? inject('baseUrl')): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return `${baseUrl}${path}${search}`;
}

/** Sends one request the way the browser client does: signed, with the token when given. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const time = String(unixSecondsNow());
  const headers: Record<string, string> = {};
  const sentTime = options.time === undefined ? time : options.time;
  const sentSign = options.sign === undefined ? requestSign(inject('signSecret'), sentTime ?? time) : options.sign;
  if (sentTime !== null) headers.time = sentTime;
  if (sentSign !== null) headers.sign = sentSign;
  Object.assign(headers, options.headers);
  if (options.token) {
    if (options.tokenHeader === 'token') headers.token = options.token;
    else headers.authorization = `Bearer ${options.token}`;
  }
  let body: string | undefined;
  if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await rawRequest(url(path, options.query, options.baseUrl), {
    method: options.method ?? 'GET',
    headers,
    body,
    from: options.ip ?? freshIp(),
  });
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(response.text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered HTTP ${response.status} without JSON: ${response.text.slice(0, 300)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** One HTTP request from a chosen loopback address (fetch cannot choose its source address). */
export function rawRequest(
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(target, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * The settings a further server needs to serve beside the suite's: the same
 * database and sign secret, in the test mode (tests/kits/second-server.ts).
 */
export function testServerEnv(): Record<string, string> {
  const database = inject('database');
  return {
    NODE_ENV: 'test',
    API_SIGN_SECRET: inject('signSecret'),
    ...(database.kind === 'sqlite' ? { SQLITE_PATH: database.file, DATABASE_URL: '' } : { DATABASE_URL: database.url }),
  };
}

/** The test server's own database, for arranging state the API cannot create yet. */
export function testDb(): Db {
  return createDb(serverOfFile?.database ?? inject('database')).db;
}

export async function memberIdOf(db: Db, username: string): Promise<number> {
  const row = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

export async function tokenFor(db: Db, username: string, ttlMs = 60 * 60 * 1000): Promise<string> {
  return issueSessionToken(db, await memberIdOf(db, username), ttlMs);
}

/** A fresh loopback address (127.x.y.z: all of 127/8 reaches the server), so back-off and limits of one test do not leak into another. */
export function freshIp(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Solves the captcha the way a browser does: by paying the proof of work (ALTCHA, altcha-lib). */
export async function solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  const { body } = await call<{ captchaId: string; challenge: Challenge }>('/api/captcha');
  const solution = await solveChallenge({ challenge: body.data.challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  const payload = Buffer.from(JSON.stringify({ challenge: body.data.challenge, solution })).toString('base64');
  return { captchaId: body.data.captchaId, captchaCode: payload };
}

type OutboxMessage = { channel: string; recipient: string; body: string };

/** The newest SMS code the development outbox holds for a phone. */
/** The newest SMS the development outbox holds for a phone, as its text. */
export async function lastSms(phone: string): Promise<string | null> {
  const { body } = await call<OutboxMessage[]>('/api/dev/outbox', { query: { limit: 50 } });
  return body.data.find((m) => m.channel === 'sms' && m.recipient === phone)?.body ?? null;
}

export async function lastSmsCode(phone: string): Promise<string> {
  const code = (await lastSms(phone))?.match(/\b(\d{6})\b/)?.[1];
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
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-${address}.eml`))
        .sort()
    : [];
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
