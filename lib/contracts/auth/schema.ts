import { z } from 'zod';
import { MemberInfoSchema } from '@/lib/contracts/account/schema';
import { EMAIL_RULE, normalizePhone, PASSWORD_HINT, PASSWORD_RULE, USERNAME_HINT, USERNAME_RULE } from '@/lib/shared/identity';

export const Phone = z
  .string()
  .trim()
  .min(1, '请输入手机号')
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: '手机号格式不正确：中国大陆请填 11 位手机号，其他地区请以 + 和国家代码开头' });
      return z.NEVER;
    }
    return phone;
  });
export const Password = z.string().regex(PASSWORD_RULE, PASSWORD_HINT);
export const Email = z.string().trim().toLowerCase().max(254, '邮箱地址不能超过 254 个字符').regex(EMAIL_RULE, '邮箱格式不正确');
// captchaCode carries the ALTCHA widget's payload (base64 of the solved challenge, ~600 characters).
const Captcha = {
  captchaId: z.string().min(1, '请先完成人机验证').max(64),
  captchaCode: z.string().trim().min(1, '请先完成人机验证（勾选“我不是机器人”）').max(4000, '人机验证数据无效'),
};
const SmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入 6 位数字验证码');

/** An ALTCHA challenge (altcha-lib v2): the widget solves it and posts back the payload. */
export const CaptchaSchema = z.object({
  captchaId: z.string(),
  challenge: z.object({ parameters: z.object({ algorithm: z.string() }).passthrough(), signature: z.string().optional() }),
});
export const SmsSentSchema = z.object({ sentTo: z.string(), retryAfterSeconds: z.number().int() });
export const SendSmsInput = z.object({ phone: Phone, ...Captcha });

export const SignUpInput = z.object({
  memberType: z.enum(['teacher', 'student', 'licence'], { message: '请选择注册类型：教师、学生或机构' }),
  username: z.string().trim().regex(USERNAME_RULE, USERNAME_HINT),
  password: Password,
  phone: Phone,
  smsCode: SmsCode,
  ...Captcha,
});
export const SignedInSchema = z.object({ token: z.string(), member: MemberInfoSchema });

export const LoginInput = z.object({
  account: z.string().trim().min(1, '请输入用户名、手机号或邮箱').max(100),
  password: z.string().min(1, '请输入密码').max(100),
});
export const SmsLoginInput = z.object({ phone: Phone, smsCode: SmsCode });
export const ForgetPasswordInput = z.object({ phone: Phone, smsCode: SmsCode, password: Password });
export const ChangePasswordInput = z.object({ oldPassword: z.string().min(1, '请输入原密码'), newPassword: Password });
export const UpdatePasswordInput = z.object({
  account: z.string().trim().min(1, '请输入用户名、手机号或邮箱').max(100),
  oldPassword: z.string().min(1, '请输入原密码'),
  newPassword: Password,
});
export const EmailCodeInput = z.object({ email: Email });
export const VerifyEmailInput = z.object({ email: Email, code: SmsCode });
export const DoneSchema = z.object({ done: z.literal(true) });

export const QrTicketSchema = z.object({ ticket: z.string(), pollToken: z.string(), confirmUrl: z.string(), qrSvg: z.string(), expiresAt: z.string() });
export const QrTicketInput = z.object({ ticket: z.string().min(20, '二维码无效').max(100) });
export const QrPollInput = z.object({ pollToken: z.string().min(20, '二维码无效').max(100) });
export const QrStatusSchema = z.object({
  status: z.enum(['pending', 'expired', 'confirmed']),
  signedIn: SignedInSchema.nullable(),
});
export const BindPhoneInput = z.object({ phone: Phone, smsCode: SmsCode });
