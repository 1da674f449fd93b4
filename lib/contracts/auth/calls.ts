import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import {
  BindPhoneInput,
  CaptchaSchema,
  ChangePasswordInput,
  DoneSchema,
  EmailCodeInput,
  ForgetPasswordInput,
  LoginInput,
  QrPollInput,
  QrStatusSchema,
  QrTicketInput,
  QrTicketSchema,
  SendSmsInput,
  SignedInSchema,
  SignUpInput,
  SmsLoginInput,
  SmsSentSchema,
  UpdatePasswordInput,
  VerifyEmailInput,
} from '@/lib/contracts/auth/schema';
import { MemberInfoSchema } from '@/lib/contracts/account/schema';

export const captchaContract = defineContract({
  operationId: 'captcha',
  method: 'GET',
  path: '/api/captcha',
  summary: '人机验证（ALTCHA 工作量证明）：浏览器求解后，把 captchaId 和求解结果（captchaCode）随发送短信、注册一起提交',
  tag: 'Auth',
  auth: 'public',
  response: CaptchaSchema,
});

export const sendSmsRegisterCodeContract = defineContract({
  operationId: 'sendSmsRegisterCode',
  method: 'GET',
  path: '/api/send_sms_register_code',
  summary: '发送注册短信验证码（需图形验证码；同一手机号 60 秒一次、每天 10 次）',
  tag: 'Auth',
  auth: 'public',
  query: SendSmsInput,
  response: SmsSentSchema,
});

export const sendSmsLoginCodeContract = defineContract({
  operationId: 'sendSmsLoginCode',
  method: 'POST',
  path: '/api/send_sms_login_code',
  summary: '发送登录短信验证码（需图形验证码）',
  tag: 'Auth',
  auth: 'public',
  body: SendSmsInput,
  response: SmsSentSchema,
});

export const sendPhoneForgetCodeContract = defineContract({
  operationId: 'sendPhoneForgetCode',
  method: 'GET',
  path: '/api/send_phone_forget_code',
  summary: '发送找回密码短信验证码（需图形验证码）',
  tag: 'Auth',
  auth: 'public',
  query: SendSmsInput,
  response: SmsSentSchema,
});

export const signUpContract = defineContract({
  operationId: 'signUp',
  method: 'POST',
  path: '/api/sign_up',
  summary: '注册：类型（教师/学生/机构）、用户名、密码、手机号、短信验证码、图形验证码；成功即登录',
  tag: 'Auth',
  auth: 'public',
  body: SignUpInput,
  response: SignedInSchema,
});

export const loginContract = defineContract({
  operationId: 'login',
  method: 'POST',
  path: '/api/login',
  summary: '账号密码登录（用户名、手机号或邮箱）；连续失败会暂时锁定',
  tag: 'Auth',
  auth: 'public',
  body: LoginInput,
  response: SignedInSchema,
});

export const smsCodeLoginContract = defineContract({
  operationId: 'smsCodeLogin',
  method: 'POST',
  path: '/api/sms_code_login',
  summary: '短信验证码登录',
  tag: 'Auth',
  auth: 'public',
  body: SmsLoginInput,
  response: SignedInSchema,
});

export const forgetPasswordContract = defineContract({
  operationId: 'forgetPassword',
  method: 'POST',
  path: '/api/forget_password',
  summary: '找回密码：手机号 + 短信验证码 + 新密码；所有登录会话失效',
  tag: 'Auth',
  auth: 'public',
  body: ForgetPasswordInput,
  response: DoneSchema,
});

export const logoutContract = defineContract({
  operationId: 'logout',
  method: 'POST',
  path: '/api/logout',
  summary: '退出登录：当前令牌立即失效',
  tag: 'Auth',
  auth: 'public',
  response: DoneSchema,
});

export const changePasswordContract = defineContract({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/change_password',
  summary: '修改密码（已登录）：其他设备上的登录会失效',
  tag: 'Auth',
  auth: 'member',
  body: ChangePasswordInput,
  response: DoneSchema,
});

export const updatePasswordContract = defineContract({
  operationId: 'updatePassword',
  method: 'POST',
  path: '/api/update_password',
  summary: '修改密码（登录页）：账号 + 原密码 + 新密码；所有登录会话失效',
  tag: 'Auth',
  auth: 'public',
  body: UpdatePasswordInput,
  response: DoneSchema,
});

export const sendEmailRegisterCodeContract = defineContract({
  operationId: 'sendEmailRegisterCode',
  method: 'POST',
  path: '/api/send_email_register_code',
  summary: '向邮箱发送绑定验证码（已登录）',
  tag: 'Auth',
  auth: 'member',
  body: EmailCodeInput,
  response: z.object({ sentTo: z.string() }),
});

export const verifyEmailContract = defineContract({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/api/verify_email',
  summary: '用邮件中的验证码绑定邮箱（已登录）',
  tag: 'Auth',
  auth: 'member',
  body: VerifyEmailInput,
  response: MemberInfoSchema,
});

export const qrLoginCreateContract = defineContract({
  operationId: 'qrLoginCreate',
  method: 'POST',
  path: '/api/qr_login/create',
  summary: '电脑端：生成扫码登录二维码（一次性，2 分钟有效）',
  tag: 'Auth',
  auth: 'public',
  response: QrTicketSchema,
});

export const qrLoginStatusContract = defineContract({
  operationId: 'qrLoginStatus',
  method: 'GET',
  path: '/api/qr_login/status',
  summary: '电脑端用生成二维码时得到的 pollToken 轮询扫码状态；手机确认后首次轮询即登录',
  tag: 'Auth',
  auth: 'public',
  query: QrPollInput,
  response: QrStatusSchema,
});

export const qrLoginConfirmContract = defineContract({
  operationId: 'qrLoginConfirm',
  method: 'POST',
  path: '/api/qr_login/confirm',
  summary: '手机端（已登录）确认扫码登录',
  tag: 'Auth',
  auth: 'member',
  body: QrTicketInput,
  response: DoneSchema,
});

export const bindPhoneContract = defineContract({
  operationId: 'bindPhone',
  method: 'POST',
  path: '/api/bind_phone',
  summary: '绑定新手机号（已登录）：验证码用 send_sms_register_code 发送到未注册的号码',
  tag: 'Auth',
  auth: 'member',
  body: BindPhoneInput,
  response: MemberInfoSchema,
});
