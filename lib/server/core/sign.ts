import { timingSafeEqual } from 'node:crypto';
import { requestSign } from '@/lib/shared/sign';
import { AppError, ErrorCode } from './errors';

type SignCheck = { secret: string; maxSkewSeconds: number; nowSeconds: number };

/** Throws an AppError unless `time` and `sign` are present, fresh and correct. */
export function verifyRequestSign(time: string | null, sign: string | null, check: SignCheck): void {
  if (!time || !sign) {
    throw new AppError(ErrorCode.SIGN_MISSING, '请求缺少签名：需要请求头 time 和 sign', null, 401);
  }
  if (!/^\d{1,12}$/.test(time)) {
    throw new AppError(ErrorCode.SIGN_INVALID, '请求头 time 必须是 Unix 秒数', null, 401);
  }
  if (Math.abs(check.nowSeconds - Number(time)) > check.maxSkewSeconds) {
    throw new AppError(
      ErrorCode.SIGN_EXPIRED,
      `请求时间与服务器相差超过 ${check.maxSkewSeconds} 秒，请校准设备时间后重试`,
      null,
      401,
    );
  }
  const expected = Buffer.from(requestSign(check.secret, time));
  const given = Buffer.from(sign.toLowerCase());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError(ErrorCode.SIGN_INVALID, '请求签名不正确', null, 401);
  }
}
