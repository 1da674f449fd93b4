import Cookies from 'js-cookie';
import type { z } from 'zod';
import type { MemberHomeSchema } from '@/lib/contracts/account/schema';
import type { SignedInSchema, SmsSentSchema } from '@/lib/contracts/auth/schema';
import { call, TOKEN_COOKIE } from './client';
import type { MemberInfo } from './member';
import { setBuyerContract, setSellerContract, upgradeContract } from '@/lib/contracts/account/calls';
import { logoutContract, sendPhoneForgetCodeContract, sendSmsLoginCodeContract, sendSmsRegisterCodeContract } from '@/lib/contracts/auth/calls';

export type SignedIn = z.infer<typeof SignedInSchema>;
export type SmsSent = z.infer<typeof SmsSentSchema>;
export type MemberHome = z.infer<typeof MemberHomeSchema>;
export type SmsPurpose = 'register' | 'login' | 'forget';

/**
 * The server decides when a session ends (sliding TOKEN_TTL_DAYS); the cookie
 * only has to outlive it. A dead token answers code 10, which clears it.
 */
const COOKIE_DAYS = 400;

/** Keeps the session token where the client, the server pages and middleware.ts all see it. */
export function storeSession({ token }: SignedIn): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: COOKIE_DAYS, sameSite: 'lax', path: '/' });
}

export function hasStoredSession(): boolean {
  return Boolean(Cookies.get(TOKEN_COOKIE));
}

/** Revokes the session and clears the token; then a full load, so no page keeps showing the member's data. */
export async function signOutAndReload(): Promise<void> {
  try {
    await call(logoutContract, {}, { noErrorModal: true });
  } catch {
    // Offline or already signed out: the token is dropped here all the same.
  } finally {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    // A full page load on purpose: nothing of the signed-in session (SWR caches, state) survives.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/');
  }
}

type CaptchaAnswer = { captchaId: string; captchaCode: string };

/** The three SMS-code calls of spec §7, each with its own method and path. */
export function sendSmsCode(purpose: SmsPurpose, phone: string, captcha: CaptchaAnswer): Promise<SmsSent> {
  const input = { phone, ...captcha };
  switch (purpose) {
    case 'register':
      return call(sendSmsRegisterCodeContract, input, { noErrorModal: true });
    case 'login':
      return call(sendSmsLoginCodeContract, input, { noErrorModal: true });
    case 'forget':
      return call(sendPhoneForgetCodeContract, input, { noErrorModal: true });
  }
}

export function chooseRole(role: 'buyer' | 'seller'): Promise<MemberInfo> {
  return call(role === 'buyer' ? setBuyerContract : setSellerContract, {}, { noErrorModal: true });
}

export function upgradeRoles(): Promise<MemberInfo> {
  return call(upgradeContract, {}, { noErrorModal: true });
}
