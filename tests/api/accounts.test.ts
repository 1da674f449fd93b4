import { afterAll, describe, expect, it } from 'vitest';
import { issueCode } from '@/lib/server/auth/codes';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, freshIp, freshPhone, lastMailTo, lastSms, lastSmsCode, solvedCaptcha, testDb, waitOutResendInterval } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

type Member = { id: number; username: string; memberType: string; roles: { buyer: boolean; seller: boolean }; email: string | null; emailVerified: boolean };
type SignedIn = { token: string; member: Member };

let userCounter = 0;
const freshUsername = () => `t${process.pid}_${++userCounter}`;

async function sendRegisterCode(phone: string) {
  const captcha = await solvedCaptcha();
  const sent = await call<{ sentTo: string; retryAfterSeconds: number }>('/api/send_sms_register_code', { query: { phone, ...captcha } });
  return { captcha, sent };
}

/** Signs up the way the register page does: captcha, SMS code, then the form. */
async function register(memberType = 'teacher', password = 'Secret123') {
  const phone = freshPhone();
  const username = freshUsername();
  const { captcha } = await sendRegisterCode(phone);
  const { body } = await call<SignedIn>('/api/sign_up', {
    method: 'POST',
    body: { memberType, username, password, phone, smsCode: await lastSmsCode(phone), ...captcha },
  });
  expect(body.code, body.msg).toBe(0);
  return { phone, username, password, ...body.data };
}

describe('captcha and SMS codes', () => {
  it('serves a signed proof-of-work challenge (ALTCHA) that names its captcha id', async () => {
    const { body } = await call<{ captchaId: string; challenge: { parameters: { algorithm: string; data: { captchaId: string } }; signature: string } }>(
      '/api/captcha',
    );
    expect(body.data.captchaId.length).toBeGreaterThan(10);
    expect(body.data.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { captchaId: body.data.captchaId } });
    expect(body.data.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends no SMS without the right captcha, and a captcha sends only one', async () => {
    const phone = freshPhone();
    const first = await solvedCaptcha();
    const wrong = await call('/api/send_sms_register_code', { query: { phone, captchaId: first.captchaId, captchaCode: 'zzzz' } });
    expect(wrong.body).toMatchObject({ code: ErrorCode.CAPTCHA_INVALID, msg: '人机验证未通过或已过期，请重新勾选“我不是机器人”' });
    const captcha = await solvedCaptcha();
    const ok = await call<{ sentTo: string }>('/api/send_sms_register_code', { query: { phone, ...captcha } });
    expect(ok.body.data.sentTo).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const again = await call('/api/send_sms_register_code', { query: { phone: freshPhone(), ...captcha } });
    expect(again.body.code).toBe(ErrorCode.CAPTCHA_INVALID);
  });

  it('allows one guess per captcha: after a wrong answer the right one is refused too', async () => {
    const captcha = await solvedCaptcha();
    const phone = freshPhone();
    const wrong = await call('/api/send_sms_register_code', { query: { phone, captchaId: captcha.captchaId, captchaCode: 'zzzz' } });
    expect(wrong.body.code).toBe(ErrorCode.CAPTCHA_INVALID);
    const right = await call('/api/send_sms_register_code', { query: { phone, ...captcha } });
    expect(right.body.code).toBe(ErrorCode.CAPTCHA_INVALID);
  });

  it('validates phone numbers: 11-digit mainland or E.164', async () => {
    const captcha = await solvedCaptcha();
    const { body } = await call('/api/send_sms_register_code', { query: { phone: '12345', ...captcha } });
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.msg).toContain('手机号格式不正确');
  });

  it('sends 6-digit codes at most once per 60 s per phone', async () => {
    const phone = freshPhone();
    await sendRegisterCode(phone);
    expect(await lastSmsCode(phone)).toMatch(/^\d{6}$/);
    const { sent } = await sendRegisterCode(phone);
    expect(sent.body.code).toBe(ErrorCode.CODE_TOO_FREQUENT);
    expect(sent.body.msg).toMatch(/请 \d+ 秒后再试/);
  });

  it('sends at most 10 codes a day per phone', async () => {
    const phone = freshPhone();
    const now = Date.now();
    for (let i = 0; i < 10; i++) {
      await issueCode(db, { channel: 'sms', target: phone, purpose: 'register' }, new Date(now - (20 - i) * 3600_000));
    }
    const { sent } = await sendRegisterCode(phone);
    expect(sent.body).toMatchObject({ code: ErrorCode.CODE_DAILY_LIMIT, msg: '今天已发送 10 次验证码，请明天再试' });
  });

  it('answers a registration code for a registered phone like any other, but texts its holder a notice, not a code; refuses a login code for an unknown phone', async () => {
    const member = await register();
    await waitOutResendInterval(db, member.phone);
    const { sent } = await sendRegisterCode(member.phone);
    expect(sent.body).toMatchObject({ code: 0, data: { sentTo: `${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`, retryAfterSeconds: 60 } });
    const notice = await lastSms(member.phone);
    expect(notice).toContain('该号码已注册');
    expect(notice).not.toMatch(/\d{6}/);
    const captcha = await solvedCaptcha();
    const { body } = await call('/api/send_sms_login_code', { method: 'POST', body: { phone: freshPhone(), ...captcha } });
    expect(body).toMatchObject({ code: ErrorCode.ACCOUNT_NOT_FOUND, msg: '该手机号尚未注册' });
  });
});

describe('sign-up', () => {
  it('registers a Teacher with captcha and SMS code and signs them in, with no role yet', async () => {
    const member = await register('teacher');
    expect(member.member).toMatchObject({ memberType: 'teacher', roles: { buyer: false, seller: false } });
    const info = await call<Member>('/api/member_info', { token: member.token });
    expect(info.body.data.username).toBe(member.username);
  });

  it('stores the password hashed with scrypt', async () => {
    const member = await register();
    const row = await db.selectFrom('members').select('passwordHash').where('id', '=', member.member.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(member.password);
  });

  it('refuses weak passwords and taken usernames with clear messages', async () => {
    const phone = freshPhone();
    const { captcha } = await sendRegisterCode(phone);
    const smsCode = await lastSmsCode(phone);
    const weak = await call('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'student', username: freshUsername(), password: 'abcdefgh', phone, smsCode, ...captcha },
    });
    expect(weak.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 password 不正确：密码至少 8 位，须同时包含字母和数字' });
    const taken = await call('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'student', username: 'demo_buyer', password: 'Secret123', phone, smsCode, ...captcha },
    });
    expect(taken.body).toMatchObject({ code: ErrorCode.ACCOUNT_EXISTS, msg: '用户名 demo_buyer 已被注册，请换一个' });
  });

  it('voids an SMS code after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const phone = freshPhone();
    const { captcha } = await sendRegisterCode(phone);
    const smsCode = await lastSmsCode(phone);
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    const form = (code: string) => ({ memberType: 'teacher', username: freshUsername(), password: 'Secret123', phone, smsCode: code, ...captcha });
    // The captcha is spent by the first attempt that passes it; each try needs a fresh one.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { body } = await call('/api/sign_up', { method: 'POST', body: { ...form(wrongCode), ...(await solvedCaptcha()) } });
      expect(body.code).toBe(attempt < 5 ? ErrorCode.CODE_INVALID : ErrorCode.CODE_TOO_MANY_ATTEMPTS);
      if (attempt === 1) expect(body.msg).toBe('验证码不正确，还可以再试 4 次');
    }
    const sixth = await call('/api/sign_up', { method: 'POST', body: { ...form(smsCode), ...(await solvedCaptcha()) } });
    expect(sixth.body).toMatchObject({ code: ErrorCode.CODE_TOO_MANY_ATTEMPTS, msg: '验证码错误次数过多，已失效，请重新获取' });
  });

  it('counts parallel wrong guesses one by one: never more than 5 tries', async () => {
    const phone = freshPhone();
    await sendRegisterCode(phone);
    const smsCode = await lastSmsCode(phone);
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    // sms_code_login has no captcha: the cheapest place to guess in parallel. Register first.
    const member = await call<SignedIn>('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'student', username: freshUsername(), password: 'Secret123', phone, smsCode, ...(await solvedCaptcha()) },
    });
    expect(member.body.code).toBe(0);
    await waitOutResendInterval(db, phone);
    expect((await call('/api/send_sms_login_code', { method: 'POST', body: { phone, ...(await solvedCaptcha()) } })).body.code).toBe(0);
    const loginCode = await lastSmsCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('/api/sms_code_login', {
          method: 'POST',
          body: { phone, smsCode: loginCode === '000000' ? '111111' : wrongCode === loginCode ? '222222' : wrongCode },
        }),
      ),
    );
    expect(guesses.every((g) => g.body.code === 3002 || g.body.code === 3004)).toBe(true);
    const row = await db
      .selectFrom('verificationCodes')
      .select('failedAttempts')
      .where('target', '=', phone)
      .where('purpose', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(row.failedAttempts).toBe(5);
    const right = await call('/api/sms_code_login', { method: 'POST', body: { phone, smsCode: loginCode } });
    expect(right.body.code).toBe(ErrorCode.CODE_TOO_MANY_ATTEMPTS);
  });

  it('says a username is taken once the SMS code is proven, and keeps that code for the next name', async () => {
    const phone = freshPhone();
    const { captcha } = await sendRegisterCode(phone);
    const smsCode = await lastSmsCode(phone);
    const taken = await call('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'teacher', username: 'demo_buyer', password: 'Secret123', phone, smsCode, ...captcha },
    });
    expect(taken.body.code).toBe(ErrorCode.ACCOUNT_EXISTS);
    // The captcha allows one sign-up attempt; the proven code may be used again.
    const retry = await call<SignedIn>('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'teacher', username: freshUsername(), password: 'Secret123', phone, smsCode, ...(await solvedCaptcha()) },
    });
    expect(retry.body.code, retry.body.msg).toBe(0);
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    const code = await issueCode(db, { channel: 'sms', target: phone, purpose: 'register' }, new Date(Date.now() - 6 * 60_000));
    const { body } = await call('/api/sign_up', {
      method: 'POST',
      body: { memberType: 'licence', username: freshUsername(), password: 'Secret123', phone, smsCode: code, ...(await solvedCaptcha()) },
    });
    expect(body).toMatchObject({ code: ErrorCode.CODE_EXPIRED, msg: '验证码已过期，请重新获取' });
  });
});

describe('sign-in', () => {
  it('signs in by username or phone (with or without +86) with the password', async () => {
    const member = await register();
    for (const account of [member.username, member.phone, `+86 ${member.phone}`]) {
      const { body } = await call<SignedIn>('/api/login', { method: 'POST', body: { account, password: member.password }, ip: freshIp() });
      expect(body.code, account).toBe(0);
      expect(body.data.token).toHaveLength(43);
    }
  });

  it('says only "账号或密码错误" for a wrong password or an unknown account', async () => {
    const ip = freshIp();
    const wrong = await call('/api/login', { method: 'POST', body: { account: 'demo_buyer', password: 'nope12345' }, ip });
    const unknown = await call('/api/login', { method: 'POST', body: { account: 'nobody_here', password: 'nope12345' }, ip });
    expect(wrong.body).toEqual({ code: ErrorCode.LOGIN_FAILED, msg: '账号或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password', async () => {
    const member = await register();
    for (let i = 0; i < 5; i++) {
      const { body } = await call('/api/login', { method: 'POST', body: { account: member.username, password: 'Wrong1234' }, ip: freshIp() });
      expect(body.code).toBe(ErrorCode.LOGIN_FAILED);
    }
    const { body } = await call<{ retryAfterSeconds: number }>('/api/login', {
      method: 'POST',
      body: { account: member.username, password: member.password },
      ip: freshIp(),
    });
    expect(body.code).toBe(ErrorCode.LOGIN_LOCKED);
    expect(body.msg).toContain('登录失败次数过多');
    expect(body.data.retryAfterSeconds).toBeGreaterThan(800);
  });

  it('locks an address after 20 failures in 15 minutes, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await call('/api/login', { method: 'POST', body: { account: `ghost_${i}`, password: 'Wrong1234' }, ip });
    const { body } = await call('/api/login', { method: 'POST', body: { account: 'demo_seller', password: 'Seller12345' }, ip });
    expect(body.code).toBe(ErrorCode.LOGIN_LOCKED);
    const elsewhere = await call('/api/login', { method: 'POST', body: { account: 'demo_seller', password: 'Seller12345' }, ip: freshIp() });
    expect(elsewhere.body.code).toBe(0);
  });

  it('answers an unknown phone like a wrong code when signing in or resetting by SMS', async () => {
    const phone = freshPhone();
    const login = await call('/api/sms_code_login', { method: 'POST', body: { phone, smsCode: '123456' } });
    const reset = await call('/api/forget_password', { method: 'POST', body: { phone, smsCode: '123456', password: 'Whatever12' } });
    expect(login.body).toEqual({ code: ErrorCode.CODE_INVALID, msg: '验证码不正确，请重新获取', data: null });
    expect(reset.body).toEqual(login.body);
  });

  it('signs in by SMS code, once per code', async () => {
    const member = await register();
    await waitOutResendInterval(db, member.phone);
    const captcha = await solvedCaptcha();
    expect((await call('/api/send_sms_login_code', { method: 'POST', body: { phone: member.phone, ...captcha } })).body.code).toBe(0);
    const smsCode = await lastSmsCode(member.phone);
    const first = await call<SignedIn>('/api/sms_code_login', { method: 'POST', body: { phone: member.phone, smsCode } });
    expect(first.body.data.member.username).toBe(member.username);
    const replay = await call('/api/sms_code_login', { method: 'POST', body: { phone: member.phone, smsCode } });
    expect(replay.body.code).toBe(ErrorCode.CODE_INVALID);
  });

  it('logout revokes the token: the next call answers code 10', async () => {
    const member = await register();
    expect((await call('/api/logout', { method: 'POST', token: member.token })).body.code).toBe(0);
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(10);
  });
});

describe('passwords', () => {
  it('resets a forgotten password by SMS and signs every session out', async () => {
    const member = await register();
    await waitOutResendInterval(db, member.phone);
    const captcha = await solvedCaptcha();
    expect((await call('/api/send_phone_forget_code', { query: { phone: member.phone, ...captcha } })).body.code).toBe(0);
    const smsCode = await lastSmsCode(member.phone);
    const reset = await call('/api/forget_password', { method: 'POST', body: { phone: member.phone, smsCode, password: 'Fresh4567' } });
    expect(reset.body).toEqual({ code: 0, msg: 'ok', data: { done: true } });
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(10);
    const ip = freshIp();
    expect((await call('/api/login', { method: 'POST', body: { account: member.username, password: member.password }, ip })).body.code).toBe(
      ErrorCode.LOGIN_FAILED,
    );
    expect((await call('/api/login', { method: 'POST', body: { account: member.username, password: 'Fresh4567' }, ip })).body.code).toBe(0);
  });

  it('changes the password of a signed-in member, keeping this session and ending the others', async () => {
    const member = await register();
    const other = await call<SignedIn>('/api/login', { method: 'POST', body: { account: member.username, password: member.password }, ip: freshIp() });
    const wrong = await call('/api/change_password', { method: 'POST', token: member.token, body: { oldPassword: 'Nope12345', newPassword: 'Newer1234' } });
    expect(wrong.body).toMatchObject({ code: ErrorCode.PASSWORD_WRONG, msg: '原密码不正确' });
    const ok = await call('/api/change_password', { method: 'POST', token: member.token, body: { oldPassword: member.password, newPassword: 'Newer1234' } });
    expect(ok.body.code).toBe(0);
    expect((await call('/api/member_info', { token: member.token })).body.code).toBe(0);
    expect((await call('/api/member_info', { token: other.body.data.token })).body.code).toBe(10);
  });

  it('backs off after 5 wrong old passwords on change_password too', async () => {
    const member = await register();
    for (let i = 0; i < 5; i++) {
      const { body } = await call('/api/change_password', {
        method: 'POST',
        token: member.token,
        ip: freshIp(),
        body: { oldPassword: 'Wrong1234', newPassword: 'Newer1234' },
      });
      expect(body.code).toBe(ErrorCode.PASSWORD_WRONG);
    }
    const locked = await call('/api/change_password', {
      method: 'POST',
      token: member.token,
      ip: freshIp(),
      body: { oldPassword: member.password, newPassword: 'Newer1234' },
    });
    expect(locked.body.code).toBe(ErrorCode.LOGIN_LOCKED);
  });

  it('changes the password from the login page with the old one', async () => {
    const member = await register();
    const ip = freshIp();
    const { body } = await call('/api/update_password', {
      method: 'POST',
      ip,
      body: { account: member.phone, oldPassword: member.password, newPassword: 'Other9876' },
    });
    expect(body.code).toBe(0);
    expect((await call('/api/login', { method: 'POST', ip, body: { account: member.username, password: 'Other9876' } })).body.code).toBe(0);
  });
});

describe('roles', () => {
  it('a new member chooses buyer, cannot then choose seller directly, and upgrades to both', async () => {
    const member = await register();
    const buyer = await call<Member>('/api/member/setBuyer', { method: 'POST', token: member.token });
    expect(buyer.body.data.roles).toEqual({ buyer: true, seller: false, operator: false });
    const seller = await call('/api/member/setSeller', { method: 'POST', token: member.token });
    expect(seller.body).toMatchObject({ code: ErrorCode.ROLE_CONFLICT, msg: '您已是买家，如需同时销售，请升级为买卖双方' });
    const both = await call<Member>('/api/member/upgrade', { method: 'POST', token: member.token });
    expect(both.body.data.roles).toEqual({ buyer: true, seller: true, operator: false });
  });

  it('cannot upgrade before choosing a role, and role calls need a session', async () => {
    const member = await register();
    expect((await call('/api/member/upgrade', { method: 'POST', token: member.token })).body.code).toBe(ErrorCode.ROLE_CONFLICT);
    expect((await call('/api/member/setSeller', { method: 'POST' })).body.code).toBe(10);
  });

  it('member_home shows a seller their goods by review state', async () => {
    const { body: signedIn } = await call<SignedIn>('/api/login', { method: 'POST', body: { account: 'demo_seller', password: 'Seller12345' }, ip: freshIp() });
    const { body } = await call<{ member: Member; goods: { pending: number; onShelf: number; offShelf: number } }>('/api/member_home', {
      token: signedIn.data.token,
    });
    expect(body.data.member.username).toBe('demo_seller');
    const { onShelf, pending, offShelf } = body.data.goods;
    const sellerId = body.data.member.id;
    const count = async (status: 'on_shelf' | 'pending' | 'off_shelf') =>
      Number(
        (
          await db
            .selectFrom('goods')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('sellerId', '=', sellerId)
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect({ onShelf, pending, offShelf }).toEqual({ onShelf: await count('on_shelf'), pending: await count('pending'), offShelf: await count('off_shelf') });
    expect(onShelf).toBeGreaterThan(0);
  });
});

describe('phone binding', () => {
  it('binds a new phone with a code sent to it; the new number signs in, the old one no longer does', async () => {
    const member = await register();
    const newPhone = freshPhone();
    await sendRegisterCode(newPhone);
    const wrong = await call('/api/bind_phone', {
      method: 'POST',
      token: member.token,
      body: { phone: newPhone, smsCode: '000000' === (await lastSmsCode(newPhone)) ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe(ErrorCode.CODE_INVALID);
    const bound = await call<Member & { phone: string }>('/api/bind_phone', {
      method: 'POST',
      token: member.token,
      body: { phone: newPhone, smsCode: await lastSmsCode(newPhone) },
    });
    expect(bound.body.data.phone).toBe(newPhone);
    const ip = freshIp();
    expect((await call('/api/login', { method: 'POST', ip, body: { account: newPhone, password: member.password } })).body.code).toBe(0);
    expect((await call('/api/login', { method: 'POST', ip, body: { account: member.phone, password: member.password } })).body.code).toBe(
      ErrorCode.LOGIN_FAILED,
    );
  });

  it('sends no binding code to a number another account holds, and needs a session', async () => {
    const holder = await register();
    const member = await register();
    await waitOutResendInterval(db, holder.phone);
    await sendRegisterCode(holder.phone);
    expect(await lastSms(holder.phone)).not.toMatch(/\d{6}/);
    const bind = await call('/api/bind_phone', { method: 'POST', token: member.token, body: { phone: holder.phone, smsCode: '123456' } });
    expect(bind.body.code).toBe(ErrorCode.CODE_INVALID);
    expect((await call('/api/bind_phone', { method: 'POST', body: { phone: freshPhone(), smsCode: '123456' } })).body.code).toBe(10);
  });
});

describe('email binding', () => {
  it('sends a real verification mail over SMTP and binds the email with its code', async () => {
    const member = await register();
    const email = `${member.username}@example.com`;
    const sent = await call('/api/send_email_register_code', { method: 'POST', token: member.token, body: { email } });
    expect(sent.body).toMatchObject({ code: 0, data: { sentTo: email } });
    const mail = lastMailTo(email);
    expect(mail?.raw).toMatch(/^To: .*@example\.com$/m);
    expect(mail?.text).toContain('您正在为 ChemMart 账号绑定此邮箱');
    const code = mail?.text.match(/验证码为：(\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call<Member>('/api/verify_email', { method: 'POST', token: member.token, body: { email, code } });
    expect(verified.body.data).toMatchObject({ email, emailVerified: true });
    const byEmail = await call('/api/login', { method: 'POST', body: { account: email, password: member.password }, ip: freshIp() });
    expect(byEmail.body.code).toBe(0);
  });

  it('refuses a wrong email code', async () => {
    const member = await register();
    const email = `${member.username}@example.org`;
    expect((await call('/api/send_email_register_code', { method: 'POST', token: member.token, body: { email } })).body.code).toBe(0);
    const sent = lastMailTo(email)?.text.match(/验证码为：(\d{6})/)?.[1];
    expect(sent).toMatch(/^\d{6}$/);
    const wrong = sent === '999999' ? '888888' : '999999';
    const { body } = await call('/api/verify_email', { method: 'POST', token: member.token, body: { email, code: wrong } });
    expect(body).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: '验证码不正确，还可以再试 4 次' });
  });
});
