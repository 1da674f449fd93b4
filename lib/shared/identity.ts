/** Account identifier rules, shared by the forms and the API. */

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const PASSWORD_HINT = '密码至少 8 位，须同时包含字母和数字';
export const USERNAME_RULE = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;
export const USERNAME_HINT = '用户名 3–20 位，以字母开头，可含字母、数字和下划线';
export const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as stored: 11 digits for mainland China (a +86 prefix is
 * dropped), E.164 (+ and up to 15 digits) for anywhere else; null if neither.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const mainland = compact.replace(/^(\+86|0086)/, '');
  if (MAINLAND_MOBILE.test(mainland)) return mainland;
  if (E164.test(compact) && !compact.startsWith('+86')) return compact;
  return null;
}

/** 138****5678: enough for a person to recognise their own number. */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
