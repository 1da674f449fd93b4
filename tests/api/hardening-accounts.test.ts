import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, freshIp, freshPhone, lastSmsCode, solvedCaptcha, testDb, waitOutResendInterval } from './helpers';
import { freshBuyerToken } from './kit';

const db = testDb();
afterAll(() => db.destroy());

const payload = (challenge: unknown, solution: unknown) => Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
const sendCode = (phone: string, captcha: { captchaId: string; captchaCode: string }, ip = freshIp()) =>
  call<{ sentTo: string }>('/api/send_sms_register_code', { query: { phone, ...captcha }, ip });

describe('captcha: an ALTCHA proof of work, verified once', () => {
  it('refuses a wrong solution, accepts the right one once, and refuses its replay', async () => {
    const { body } = await call<{ captchaId: string; challenge: Challenge }>('/api/captcha');
    const { captchaId, challenge } = body.data;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    // Wrong: a key that was not worked out (and the challenge is then void).
    const guessed = `${solution.derivedKey.startsWith('0') ? '1' : '0'}${solution.derivedKey.slice(1)}`;
    const wrong = await sendCode(freshPhone(), { captchaId, captchaCode: payload(challenge, { ...solution, derivedKey: guessed }) });
    expect(wrong.body).toMatchObject({ code: ErrorCode.CAPTCHA_INVALID, msg: '人机验证未通过或已过期，请重新勾选“我不是机器人”' });
    expect((await sendCode(freshPhone(), { captchaId, captchaCode: payload(challenge, solution) })).body.code).toBe(ErrorCode.CAPTCHA_INVALID);

    const right = await solvedCaptcha();
    expect((await sendCode(freshPhone(), right)).body.code).toBe(0);
    // Replayed for another SMS: spent.
    expect((await sendCode(freshPhone(), right)).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
  });

  it('refuses a challenge the client made itself, garbage, and a solution moved to another captcha id', async () => {
    const forged = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 5, deriveKey, hmacSignatureSecret: 'guessed-secret-0123456789' });
    const forgedSolution = await solveChallenge({ challenge: forged, deriveKey });
    const own = await call<{ captchaId: string }>('/api/captcha');
    expect((await sendCode(freshPhone(), { captchaId: own.body.data.captchaId, captchaCode: payload(forged, forgedSolution) })).body.code).toBe(
      ErrorCode.CAPTCHA_INVALID,
    );

    const other = await call<{ captchaId: string }>('/api/captcha');
    expect((await sendCode(freshPhone(), { captchaId: other.body.data.captchaId, captchaCode: 'bm90IGpzb24=' })).body.code).toBe(ErrorCode.CAPTCHA_INVALID);

    const solved = await solvedCaptcha();
    const third = await call<{ captchaId: string }>('/api/captcha');
    expect((await sendCode(freshPhone(), { captchaId: third.body.data.captchaId, captchaCode: solved.captchaCode })).body.code).toBe(ErrorCode.CAPTCHA_INVALID);
  });
});

describe('sign-up tells nothing about existing accounts until the SMS code is proven', () => {
  const form = (username: string, phone: string, extra: Record<string, string>) => ({
    memberType: 'teacher',
    username,
    password: 'Secret123',
    phone,
    smsCode: '000000',
    ...extra,
  });

  it('answers the same for a taken and a free username or phone, with a wrong captcha or a wrong code', async () => {
    const freePhone = freshPhone();
    const answers = [];
    for (const [username, phone] of [
      ['demo_buyer', '13800138000'],
      [`free_${process.pid}_${Date.now() % 100000}`, freePhone],
    ] as const) {
      const badCaptcha = await call('/api/sign_up', { method: 'POST', body: form(username, phone, { captchaId: 'nope', captchaCode: 'nope' }) });
      const wrongCode = await call('/api/sign_up', { method: 'POST', body: form(username, phone, await solvedCaptcha()) });
      answers.push([badCaptcha.body, wrongCode.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]![0]).toMatchObject({ code: ErrorCode.CAPTCHA_INVALID });
    expect(answers[0]![1]).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: '验证码不正确，请重新获取' });
  });

  it('sending a registration code answers the same for a registered and a free phone', async () => {
    await waitOutResendInterval(db, '13900139000');
    const registered = await sendCode('13900139000', await solvedCaptcha());
    const free = await sendCode(freshPhone(), await solvedCaptcha());
    expect(registered.body).toMatchObject({ code: 0, msg: 'ok', data: { sentTo: '139****9000', retryAfterSeconds: 60 } });
    expect(free.body).toMatchObject({ code: 0, msg: 'ok', data: { retryAfterSeconds: 60 } });
  });

  it('counts only sign-up attempts that passed the captcha: unsolved ones never lock an address', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    // A campus NAT's worth of bots without a solved captcha: refused one by one, and nobody locked out.
    for (let i = 0; i < 25; i++) {
      const { body } = await call('/api/sign_up', { method: 'POST', ip, body: form('demo_buyer', '13800138000', { captchaId: 'x', captchaCode: 'x' }) });
      expect(body.code).toBe(ErrorCode.CAPTCHA_INVALID);
    }
    const person = await call('/api/sign_up', { method: 'POST', ip, body: form('demo_buyer', phone, await solvedCaptcha()) });
    expect(person.body).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: '验证码不正确，请重新获取' });
  });

  it('limits sign-up attempts that passed the captcha per address: 20 in 15 minutes', async () => {
    const ip = freshIp();
    const phone = freshPhone();
    // These 20 all pass the captcha and fail on the code (none was sent to this phone).
    for (let i = 0; i < 20; i++) {
      const { body } = await call('/api/sign_up', { method: 'POST', ip, body: form('demo_buyer', phone, await solvedCaptcha()) });
      expect(body.code).toBe(ErrorCode.CODE_INVALID);
    }
    const { body } = await call<{ retryAfterSeconds: number }>('/api/sign_up', { method: 'POST', ip, body: form('demo_buyer', phone, await solvedCaptcha()) });
    expect(body).toMatchObject({ code: ErrorCode.TOO_MANY_REQUESTS });
    expect(body.msg).toContain('注册尝试过于频繁');
    expect(body.data.retryAfterSeconds).toBeGreaterThan(800);
  }, 60_000);
});

describe('limits on codes and mail', () => {
  it('sends SMS to mainland numbers only (SMS_ALLOWED_COUNTRY_CODES defaults to 86)', async () => {
    const abroad = await sendCode('+85291234567', await solvedCaptcha());
    expect(abroad.body).toMatchObject({ code: ErrorCode.SMS_REGION_UNSUPPORTED, msg: '暂不支持向该国家或地区的手机号发送短信，请使用中国大陆手机号' });
    const phone = freshPhone();
    expect((await sendCode(phone, await solvedCaptcha())).body.code).toBe(0);
    expect(await lastSmsCode(phone)).toMatch(/^\d{6}$/);
  });

  it('limits SMS per address: 20 an hour, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(freshPhone(), await solvedCaptcha(), ip)).body.code).toBe(0);
    const { body } = await sendCode(freshPhone(), await solvedCaptcha(), ip);
    expect(body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(body.msg).toContain('发送短信过于频繁');
  }, 60_000);

  it('refuses email addresses over 254 characters', async () => {
    const token = await freshBuyerToken(db, 'longmail');
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(email.length).toBeGreaterThan(254);
    const { body } = await call('/api/send_email_register_code', { method: 'POST', token, body: { email } });
    expect(body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '参数 email 不正确：邮箱地址不能超过 254 个字符' });
  });

  it('limits mail per member (5 an hour) and per address, not only per target address', async () => {
    const token = await freshBuyerToken(db, 'mailer');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const { body } = await call('/api/send_email_register_code', {
        method: 'POST',
        token,
        ip: freshIp(),
        body: { email: `m${i}_${Date.now()}@example.com` },
      });
      expect(body.code, body.msg).toBe(0);
    }
    const sixth = await call('/api/send_email_register_code', { method: 'POST', token, ip, body: { email: `m6_${Date.now()}@example.com` } });
    expect(sixth.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(sixth.body.msg).toContain('发送邮件过于频繁');
    // Per address: 20 an hour from one address, across members.
    for (let i = 0; i < 20; i++) {
      const other = await freshBuyerToken(db, 'mailip');
      const { body } = await call('/api/send_email_register_code', { method: 'POST', token: other, ip, body: { email: `a${i}_${Date.now()}@example.com` } });
      expect(body.code, body.msg).toBe(0);
    }
    const another = await freshBuyerToken(db, 'mailip');
    const refused = await call('/api/send_email_register_code', { method: 'POST', token: another, ip, body: { email: `z_${Date.now()}@example.com` } });
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  }, 60_000);
});
