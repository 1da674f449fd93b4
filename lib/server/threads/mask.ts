/*
 * What a seller must not see of a buyer's message before the buyer has
 * ordered from them: phone numbers, e-mail addresses and chat ids. Each is
 * replaced by a marker saying so, never silently dropped, so the seller
 * knows something was there. Full-width digits and letters (as Chinese input
 * methods type them) are matched as their ASCII twins; the rest of the text
 * is left exactly as written.
 *
 * Deliberate limits: a landline needs a separator after its area code
 * ("021-64321234", "(021) 6432 1234"), so a run of digits starting with 0
 * (a lot number) stays; an 11-digit number starting 13–19 is taken for a
 * mobile even if it was meant as something else ("150 2000 3000" reads as
 * a mobile written 3-4-4).
 */

const HIDDEN_PHONE = '[电话已隐藏]';
const HIDDEN_EMAIL = '[邮箱已隐藏]';
const HIDDEN_ID = '[已隐藏]';

const SEP = '[-\\s.]?';
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Mainland mobiles, optionally +86, in groups 3-4-4 separated by nothing, a dash, a space or a dot. */
const MOBILE = new RegExp(`(?<!\\d)(?:\\+?86${SEP})?1[3-9]\\d(?:${SEP}\\d{4}){2}(?!\\d)`, 'g');
/** Landlines: an area code (0xx, (0xx) or +86 xx) and a separator, then 7–8 digits (possibly split 3-4 or 4-4), an extension. */
const LANDLINE = new RegExp(
  `(?<!\\d)(?:\\+?86${SEP}(?:\\(\\d{2,3}\\)|\\d{2,3})${SEP}|\\(0\\d{2,3}\\)\\s?|0\\d{2,3}[-\\s.])\\d{3,4}${SEP}\\d{4}(?:-\\d{1,5})?(?!\\d)`,
  'g',
);
/** Service numbers: 400-xxx-xxxx and 800-xxx-xxxx. */
const SERVICE = new RegExp(`(?<!\\d)[48]00${SEP}\\d{3}${SEP}\\d{4}(?!\\d)`, 'g');
/** "微信：abc_123", "QQ 12345678", "vx: …", "加V …": the label and separator stay, the id after them is hidden. */
const CHAT_ID = /(?<![A-Za-z])(?:微信号?(?:是|为)?|weixin|wechat|vx号?|wx号?|v信|加v|QQ号?(?:是|为)?)\s*[:：]?\s*(?=[A-Za-z0-9])/gi;
const CHAT_VALUE = /^(?:[A-Za-z][A-Za-z0-9_-]{4,19}|\d{5,12})/;

/** Full-width ASCII (U+FF01…U+FF5E) as ASCII, one character for one, so positions stay the same. */
function folded(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

type Span = { start: number; end: number; marker: string };

function spansOf(text: string, pattern: RegExp, marker: string): Span[] {
  return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, marker }));
}

function chatIdSpans(text: string): Span[] {
  return [...text.matchAll(CHAT_ID)].flatMap((m) => {
    const start = m.index + m[0].length;
    const value = CHAT_VALUE.exec(text.slice(start));
    return value ? [{ start, end: start + value[0].length, marker: HIDDEN_ID }] : [];
  });
}

export function maskContacts(text: string): string {
  const plain = folded(text);
  const candidates = [
    ...spansOf(plain, EMAIL, HIDDEN_EMAIL),
    ...chatIdSpans(plain),
    ...spansOf(plain, MOBILE, HIDDEN_PHONE),
    ...spansOf(plain, SERVICE, HIDDEN_PHONE),
    ...spansOf(plain, LANDLINE, HIDDEN_PHONE),
  ];
  // Earlier kinds win where two overlap (an e-mail's digits are not a phone number).
  const chosen: Span[] = [];
  for (const span of candidates) if (!chosen.some((c) => span.start < c.end && c.start < span.end)) chosen.push(span);
  chosen.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of chosen) {
    out += text.slice(at, span.start) + span.marker;
    at = span.end;
  }
  return out + text.slice(at);
}
