import axios, { type AxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { SESSION_INVALID_CODE, type Envelope } from '@/lib/shared/envelope';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { IDEMPOTENCY_HEADER, type AnyContract, type ContractInput, type ContractOutput } from '@/lib/contracts/contract';
import { requestOf } from './urls';

export const TOKEN_COOKIE = 'token';
export const REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_ERROR_MESSAGE = '网络异常，请稍后重试！';
export const SERVER_ERROR_TITLE = '服务端错误';

/** What a single call may ask of the error behaviour (spec §8). The hooks in swr.ts add the rest of spec §7's options. */
export type RequestOptions = {
  /** Suppress the error toast (the calling page shows errors itself). Code 10 still signs out. */
  noErrorModal?: boolean;
  /** On code 10, drop the dead token but stay on the page (a public page's header asking who is signed in). */
  stayOnSessionEnd?: boolean;
};

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The envelope's `data` of the failed call (field errors and the like). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type DirectResult<T> = { data: T; error: null } | { data: null; error: ApiError };

/** How failures reach the person: replaced by the app shell with antd's themed feedback. */
export type Feedback = {
  toast(message: string): void;
  modal(title: string, content: string): void;
  goToLogin(): void;
};

const settings: { signSecret: string; feedback: Feedback } = {
  signSecret: '',
  feedback: {
    toast: (message) => console.error(message),
    modal: (title, content) => console.error(`${title}: ${content}`),
    goToLogin: () => {
      const here = window.location.pathname + window.location.search;
      // Outside React (no router here), and a full page load drops the dead session's caches.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    },
  },
};

export function configureApiClient(options: { signSecret?: string; feedback?: Partial<Feedback> }): void {
  if (options.signSecret !== undefined) settings.signSecret = options.signSecret;
  if (options.feedback) settings.feedback = { ...settings.feedback, ...options.feedback };
}

export const http = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  // Every answer with an envelope is read as one, whatever its HTTP status.
  validateStatus: () => true,
});

http.interceptors.request.use((request) => {
  const time = unixSecondsNow();
  request.headers.set('time', String(time));
  request.headers.set('sign', requestSign(settings.signSecret, time));
  const token = Cookies.get(TOKEN_COOKIE);
  if (token) {
    request.headers.set('Authorization', `Bearer ${token}`);
    request.headers.set('token', token);
  }
  return request;
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).code === 'number';
}

/** Sends one call and applies the error behaviour of spec §8. */
async function send<T>(config: AxiosRequestConfig, options: RequestOptions & { direct?: boolean }): Promise<DirectResult<T>> {
  const { feedback } = settings;
  let body: unknown;
  try {
    body = (await http.request(config)).data;
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    const error = new ApiError(-1, NETWORK_ERROR_MESSAGE);
    if (options.direct) feedback.modal(SERVER_ERROR_TITLE, NETWORK_ERROR_MESSAGE);
    else if (!options.noErrorModal) feedback.toast(NETWORK_ERROR_MESSAGE);
    return { data: null, error };
  }
  if (body.code === 0) return { data: body.data as T, error: null };

  const error = new ApiError(body.code, body.msg, body.data);
  if (body.code === SESSION_INVALID_CODE) {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    if (!options.stayOnSessionEnd) feedback.goToLogin();
  }
  if (options.direct) feedback.modal(SERVER_ERROR_TITLE, body.msg);
  else if (!options.noErrorModal) feedback.toast(body.msg);
  return { data: null, error };
}

async function orThrow<T>(result: Promise<DirectResult<T>>): Promise<T> {
  const { data, error } = await result;
  if (error) throw error;
  return data as T;
}

function configOf(contract: AnyContract, input: object | undefined): AxiosRequestConfig {
  const { url, rest } = requestOf(contract, input);
  // A money-moving call's key travels as a header, the same way on every such call.
  const { idempotencyKey, ...others } = rest;
  const keyed = contract.idempotent && typeof idempotencyKey === 'string';
  const fields = keyed ? others : rest;
  const headers = keyed ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined;
  return contract.method === 'GET' ? { method: 'GET', url, params: fields, headers } : { method: 'POST', url, data: fields, headers };
}

// What an input without required fields accepts: `Empty extends X` holds for exactly those.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Empty = {};

/** A call whose input has no required field may leave it out. */
type InputArgs<C extends AnyContract, Extra> =
  Empty extends ContractInput<C> ? [input?: ContractInput<C>, extra?: Extra] : [input: ContractInput<C>, extra?: Extra];

/**
 * One API call by its contract: the query of a GET (path parameters filled
 * in), the JSON body of a POST. Resolves to the contract's response type,
 * throws ApiError on failure (after the toast unless `noErrorModal`).
 */
export function call<C extends AnyContract>(contract: C, ...[input, options = {}]: InputArgs<C, RequestOptions>): Promise<ContractOutput<C>> {
  return orThrow(send<ContractOutput<C>>(configOf(contract, input as object | undefined), options));
}

/** A multipart call (a contract with `bodyFormat: 'multipart'`) with the form as the browser builds it. */
export function upload<C extends AnyContract>(contract: C, form: FormData, options: RequestOptions = {}): Promise<ContractOutput<C>> {
  return orThrow(send<ContractOutput<C>>({ method: 'POST', url: requestOf(contract, undefined).url, data: form }, options));
}

/** `call` in direct-fetch mode: never throws; failures show the '服务端错误' modal and come back as `error`. */
export function callDirect<C extends AnyContract>(contract: C, ...[input]: InputArgs<C, never>): Promise<DirectResult<ContractOutput<C>>> {
  return send<ContractOutput<C>>(configOf(contract, input as object | undefined), { direct: true });
}

/** The address of a file contract, for a plain link (the browser sends the session cookie; no signature). */
export function fileUrl<C extends AnyContract>(contract: C, input: ContractInput<C>): string {
  const { url, rest } = requestOf(contract, input as object);
  const query = new URLSearchParams(
    Object.entries(rest).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])),
  );
  const search = query.toString();
  return `/api${url}${search ? `?${search}` : ''}`;
}

/**
 * A file contract's answer fetched through the signed client (for a save
 * dialog rather than a plain link): a refusal is an envelope, thrown as
 * ApiError so the page shows its message instead of raw JSON.
 */
export async function fetchFile<C extends AnyContract>(contract: C, input: ContractInput<C>): Promise<{ blob: Blob; disposition: string | undefined }> {
  const { url, rest } = requestOf(contract, input as object);
  const response = await http.get<Blob>(url, { params: rest, responseType: 'blob' });
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json') || response.status >= 400) {
    const body = await response.data
      .text()
      .then((text) => JSON.parse(text) as { code?: number; msg?: string })
      .catch(() => ({ code: -1, msg: undefined }));
    throw new ApiError(body.code ?? -1, body.msg ?? '下载失败，请稍后重试');
  }
  return { blob: response.data, disposition: response.headers['content-disposition'] as string | undefined };
}
