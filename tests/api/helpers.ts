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
