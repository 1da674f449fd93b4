/*
 * What a seller must not see of a buyer's message before the buyer has
 * ordered from them: phone numbers, e-mail addresses and chat ids. Each is
 * replaced by a marker saying so, never silently dropped, so the seller
 * knows something was there.
 */

const HIDDEN_PHONE = '[电话已隐藏]';
const HIDDEN_EMAIL = '[邮箱已隐藏]';
const HIDDEN_ID = '[已隐藏]';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Mainland mobiles (optionally +86, spaced or dashed 3-4-4) and landlines with an area code. */
const MOBILE = /(?<!\d)(?:\+?86[-\s]?)?1[3-9]\d(?:[-\s]?\d{4}){2}(?!\d)/g;
const LANDLINE = /(?<!\d)(?:\(0\d{2,3}\)|0\d{2,3})[-\s]?\d{7,8}(?:-\d{1,5})?(?!\d)/g;
/** "微信：abc_123", "QQ 12345678", "vx: …": the id after the label. */
const CHAT_ID = /(微信号?|weixin|wechat|vx|v信|QQ号?)(\s*[:：]?\s*)([A-Za-z][A-Za-z0-9_-]{4,19}|\d{5,12})/gi;

export function maskContacts(text: string): string {
  return text.replace(EMAIL, HIDDEN_EMAIL).replace(CHAT_ID, `$1$2${HIDDEN_ID}`).replace(MOBILE, HIDDEN_PHONE).replace(LANDLINE, HIDDEN_PHONE);
}
