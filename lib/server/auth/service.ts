import {
  findMemberByAccount,
  findMemberByPhone,
  getMemberInfo,
  memberPasswordMatches,
  passwordMatches,
  recordSignIn,
  assertRegistrationFree,
  bindPhone,
  burnPasswordCheck,
  registerMember,
  setPassword,
  type MemberInfo,
  type Registration,
  emailTaken,
  bindVerifiedEmail,
} from '@/lib/server/account/service';
import { assertMemberActive } from '@/lib/server/account/directory';
import { issueSessionToken, revokeMemberSessions, revokeSessionToken } from '@/lib/server/core/auth';
import { config } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import { maskPhone } from '@/lib/shared/identity';
import { spendCaptcha } from './captcha';
import { issueCode, RESEND_INTERVAL_MS, restoreCode, spendCode, withdrawCode } from './codes';
import { mailSender, smsSender, type SmsMessage } from './providers';
import {
  assertMaySignIn,
  clearSignInFailures,
  mailByAddress,
  mailByMember,
  recordSignInFailure,
  signUpByAddress,
  smsByAddress,
  takeAllowances,
} from './throttle';

export type SignedIn = { token: string; member: MemberInfo };

/**
 * Sends a code; if the gateway or mail server fails, the code is withdrawn
 * (so it neither works nor counts against the limits) and the person is told.
 */
async function deliverOrWithdraw(db: Db, key: Parameters<typeof withdrawCode>[1], send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    await withdrawCode(db, key);
    if (error instanceof AppError) throw error;
    logger().error({ err: error, channel: key.channel }, 'code delivery failed');
    throw new AppError(ErrorCode.PROVIDER_UNAVAILABLE, key.channel === 'sms' ? '短信发送失败，请稍后重试' : '邮件发送失败，请检查邮箱地址或稍后重试');
  }
}

const SMS_PURPOSE_TEXT = { register: '注册', login: '登录', forget: '找回密码' } as const;
type SmsPurpose = keyof typeof SMS_PURPOSE_TEXT;

/**
 * SMS goes to mainland numbers only unless SMS_ALLOWED_COUNTRY_CODES lists more:
 * a gateway bills per message, and international numbers are where SMS pumping pays.
 */
function assertSmsRegionAllowed(phone: string): void {
  const allowed = config().smsAllowedCountryCodes;
  const ok = phone.startsWith('+') ? allowed.some((code) => code !== '86' && phone.startsWith(`+${code}`)) : allowed.includes('86');
  if (!ok) throw new AppError(ErrorCode.SMS_REGION_UNSUPPORTED, '暂不支持向该国家或地区的手机号发送短信，请使用中国大陆手机号');
}

/**
 * Sends a 6-digit SMS code after the captcha. Login and password reset need a
 * registered phone. Registration answers the same whether the phone is free or
 * not: a registered phone gets a notice instead of a code, so only its holder
 * learns that it is taken.
 */
export async function sendSmsCode(
  db: Db,
  input: { phone: string; captchaId: string; captchaCode: string; purpose: SmsPurpose; clientIp: string },
): Promise<{ sentTo: string; retryAfterSeconds: number }> {
  assertSmsRegionAllowed(input.phone);
  await spendCaptcha(db, input.captchaId, input.captchaCode, 'sms');
  const member = await findMemberByPhone(db, input.phone);
  if (input.purpose !== 'register' && !member) {
    throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, '该手机号尚未注册');
  }
  await takeAllowances(db, [smsByAddress(input.clientIp)], '发送短信');
  const key = { channel: 'sms' as const, target: input.phone, purpose: input.purpose };
  // Issued even for the notice, so the per-phone limits count it; never sent, so it opens nothing.
  const code = await issueCode(db, key);
  const message: SmsMessage =
    input.purpose === 'register' && member
      ? {
          template: 'registered',
          text: '【ChemMart】有人（可能是您）正在用此手机号注册 ChemMart，但该号码已注册。请直接登录，或用“找回密码”重设密码。如非本人操作请忽略。',
        }
      : { template: 'code', code, text: `【ChemMart】您的${SMS_PURPOSE_TEXT[input.purpose]}验证码是 ${code}，5 分钟内有效。如非本人操作请忽略。` };
  await deliverOrWithdraw(db, key, () => smsSender(db).send(input.phone, message));
  return { sentTo: maskPhone(input.phone), retryAfterSeconds: RESEND_INTERVAL_MS / 1000 };
}

async function startSession(db: Db, memberId: number): Promise<SignedIn> {
  await assertMemberActive(db, memberId);
  await recordSignIn(db, memberId);
  const token = await issueSessionToken(db, memberId, config().tokenTtlMs);
  return { token, member: await getMemberInfo(db, memberId) };
}

/**
 * Registration. Nothing about existing accounts is said until the captcha and the
 * SMS code are proven (the code proves the phone): before that, a taken and a free
 * username get the same answers. Attempts that passed the captcha are limited per address.
 */
export async function signUp(db: Db, input: Registration & { smsCode: string; captchaId: string; captchaCode: string; clientIp: string }): Promise<SignedIn> {
  // Counted only once the captcha passed (as SMS is): unsolved attempts cost us nothing, and
  // counting them would let anyone lock registration for everyone behind one address (a campus NAT).
  await spendCaptcha(db, input.captchaId, input.captchaCode, 'signUp');
  await takeAllowances(db, [signUpByAddress(input.clientIp)], '注册尝试');
  const codeKey = { channel: 'sms' as const, target: input.phone, purpose: 'register' as const };
  await spendCode(db, codeKey, input.smsCode);
  try {
    await assertRegistrationFree(db, input);
  } catch (error) {
    // The person proved the phone: they may pick another username with the same code.
    await restoreCode(db, codeKey);
    throw error;
  }
  const memberId = await db.transaction().execute((trx) => registerMember(trx, input));
  return startSession(db, memberId);
}

/** Password sign-in by username, phone or email, with back-off per account and per address. */
export async function signInWithPassword(db: Db, input: { account: string; password: string; clientIp: string }): Promise<SignedIn> {
  const member = await findMemberByAccount(db, input.account);
  await assertMaySignIn(db, input.clientIp, member?.id ?? null);
  // An unknown account costs the same scrypt work, so timing does not tell which accounts exist.
  const matches = member ? await passwordMatches(member, input.password) : await burnPasswordCheck(input.password);
  if (!member || !matches) {
    await recordSignInFailure(db, input.clientIp, member?.id ?? null);
    throw new AppError(ErrorCode.LOGIN_FAILED, '账号或密码错误');
  }
  await clearSignInFailures(db, member.id);
  return startSession(db, member.id);
}

/** An unknown phone gets the same answer as a wrong code: these calls have no captcha to slow a scan. */
const noCodeForPhone = () => new AppError(ErrorCode.CODE_INVALID, '验证码不正确，请重新获取');

export async function signInWithSmsCode(db: Db, input: { phone: string; smsCode: string }): Promise<SignedIn> {
  const member = await findMemberByPhone(db, input.phone);
  if (!member) throw noCodeForPhone();
  await spendCode(db, { channel: 'sms', target: input.phone, purpose: 'login' }, input.smsCode);
  await clearSignInFailures(db, member.id);
  return startSession(db, member.id);
}

/** Sets a new password after an SMS code to the registered phone; every session is signed out. */
export async function resetPassword(db: Db, input: { phone: string; smsCode: string; password: string }): Promise<void> {
  const member = await findMemberByPhone(db, input.phone);
  if (!member) throw noCodeForPhone();
  await spendCode(db, { channel: 'sms', target: input.phone, purpose: 'forget' }, input.smsCode);
  await setPassword(db, member.id, input.password);
  await revokeMemberSessions(db, member.id);
  await clearSignInFailures(db, member.id);
}

export async function signOut(db: Db, token: string | null): Promise<void> {
  if (token) await revokeSessionToken(db, token);
}

/** A signed-in member changes their password; other sessions are signed out, this one stays. */
export async function changePassword(db: Db, memberId: number, token: string | null, input: { oldPassword: string; newPassword: string; clientIp: string }) {
  await assertMaySignIn(db, input.clientIp, memberId);
  if (!(await memberPasswordMatches(db, memberId, input.oldPassword))) {
    await recordSignInFailure(db, input.clientIp, memberId);
    throw new AppError(ErrorCode.PASSWORD_WRONG, '原密码不正确');
  }
  await setPassword(db, memberId, input.newPassword);
  await revokeMemberSessions(db, memberId, token);
}

/** The login page's "change password": account, old and new password, no session needed. */
export async function updatePasswordWithOld(db: Db, input: { account: string; oldPassword: string; newPassword: string; clientIp: string }) {
  const member = await findMemberByAccount(db, input.account);
  await assertMaySignIn(db, input.clientIp, member?.id ?? null);
  if (!member || !(await passwordMatches(member, input.oldPassword))) {
    await recordSignInFailure(db, input.clientIp, member?.id ?? null);
    throw new AppError(ErrorCode.LOGIN_FAILED, '账号或原密码错误');
  }
  await setPassword(db, member.id, input.newPassword);
  await revokeMemberSessions(db, member.id);
}

/** A binding code by mail; limited per address (the per-target limits apply too) and per member. */
export async function sendEmailCode(db: Db, memberId: number, email: string, clientIp: string): Promise<{ sentTo: string }> {
  if (await emailTaken(db, email, memberId)) throw new AppError(ErrorCode.ACCOUNT_EXISTS, '该邮箱已绑定其他账号');
  await takeAllowances(db, [mailByMember(memberId), mailByAddress(clientIp)], '发送邮件');
  const key = { channel: 'email' as const, target: email, purpose: 'bind_email' as const };
  const code = await issueCode(db, key);
  await deliverOrWithdraw(db, key, () =>
    mailSender(db).send({
      to: email,
      subject: 'ChemMart 邮箱验证码',
      text: `您好，\n\n您正在为 ChemMart 账号绑定此邮箱，验证码为：${code}（5 分钟内有效）。\nCode: ${code}\n\n如非本人操作，请忽略本邮件。\n— ChemMart 化学品商城`,
    }),
  );
  return { sentTo: email };
}

export async function verifyEmail(db: Db, memberId: number, email: string, code: string): Promise<MemberInfo> {
  await spendCode(db, { channel: 'email', target: email, purpose: 'bind_email' }, code);
  if (await emailTaken(db, email, memberId)) throw new AppError(ErrorCode.ACCOUNT_EXISTS, '该邮箱已绑定其他账号');
  return bindVerifiedEmail(db, memberId, email);
}

/**
 * Binds a new phone to the signed-in member: the code comes from
 * send_sms_register_code, which only sends to numbers no account holds.
 */
export async function bindNewPhone(db: Db, memberId: number, phone: string, smsCode: string): Promise<MemberInfo> {
  await spendCode(db, { channel: 'sms', target: phone, purpose: 'register' }, smsCode);
  return bindPhone(db, memberId, phone);
}
