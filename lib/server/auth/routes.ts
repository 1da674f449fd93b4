import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { createCaptcha } from './captcha';
import { confirmQrTicket, createQrTicket, pollQrTicket } from './qr';
import * as auth from './service';
import {
  captchaContract,
  sendSmsRegisterCodeContract,
  sendSmsLoginCodeContract,
  sendPhoneForgetCodeContract,
  signUpContract,
  loginContract,
  smsCodeLoginContract,
  forgetPasswordContract,
  logoutContract,
  changePasswordContract,
  updatePasswordContract,
  sendEmailRegisterCodeContract,
  verifyEmailContract,
  qrLoginCreateContract,
  qrLoginStatusContract,
  qrLoginConfirmContract,
  bindPhoneContract,
} from '@/lib/contracts/auth/calls';

const DONE = { done: true as const };

export const captchaRoute = defineRoute(captchaContract, () => createCaptcha(db()));

export const sendSmsRegisterCodeRoute = defineRoute(sendSmsRegisterCodeContract, ({ query, clientIp }) =>
  auth.sendSmsCode(db(), { ...query, purpose: 'register', clientIp }),
);

export const sendSmsLoginCodeRoute = defineRoute(sendSmsLoginCodeContract, ({ body, clientIp }) =>
  auth.sendSmsCode(db(), { ...body, purpose: 'login', clientIp }),
);

export const sendPhoneForgetCodeRoute = defineRoute(sendPhoneForgetCodeContract, ({ query, clientIp }) =>
  auth.sendSmsCode(db(), { ...query, purpose: 'forget', clientIp }),
);

export const signUpRoute = defineRoute(signUpContract, ({ body, clientIp }) => auth.signUp(db(), { ...body, clientIp }));

export const loginRoute = defineRoute(loginContract, ({ body, clientIp }) => auth.signInWithPassword(db(), { ...body, clientIp }));

export const smsCodeLoginRoute = defineRoute(smsCodeLoginContract, ({ body }) => auth.signInWithSmsCode(db(), body));

export const forgetPasswordRoute = defineRoute(forgetPasswordContract, async ({ body }) => {
  await auth.resetPassword(db(), body);
  return DONE;
});

export const logoutRoute = defineRoute(logoutContract, async ({ token }) => {
  await auth.signOut(db(), token);
  return DONE;
});

export const changePasswordRoute = defineRoute(changePasswordContract, async ({ body, session, token, clientIp }) => {
  await auth.changePassword(db(), session.memberId, token, { ...body, clientIp });
  return DONE;
});

export const updatePasswordRoute = defineRoute(updatePasswordContract, async ({ body, clientIp }) => {
  await auth.updatePasswordWithOld(db(), { ...body, clientIp });
  return DONE;
});

export const sendEmailRegisterCodeRoute = defineRoute(sendEmailRegisterCodeContract, ({ body, session, clientIp }) =>
  auth.sendEmailCode(db(), session.memberId, body.email, clientIp),
);

export const verifyEmailRoute = defineRoute(verifyEmailContract, ({ body, session }) => auth.verifyEmail(db(), session.memberId, body.email, body.code));

export const qrLoginCreateRoute = defineRoute(qrLoginCreateContract, ({ origin }) => createQrTicket(db(), origin));

export const qrLoginStatusRoute = defineRoute(qrLoginStatusContract, ({ query }) => pollQrTicket(db(), query.pollToken));

export const qrLoginConfirmRoute = defineRoute(qrLoginConfirmContract, async ({ body, session }) => {
  await confirmQrTicket(db(), body.ticket, session.memberId);
  return DONE;
});

export const bindPhoneRoute = defineRoute(bindPhoneContract, ({ body, session }) => auth.bindNewPhone(db(), session.memberId, body.phone, body.smsCode));
