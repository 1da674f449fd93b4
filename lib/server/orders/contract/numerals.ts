/*
 * Amounts in Chinese capital numerals (人民币大写), as contracts and invoices
 * write them: 壹万贰仟叁佰肆拾伍元陆角柒分; 整 closes an amount without fen
 * (100.10 → 壹佰元壹角整, 10.00 → 壹拾元整); one 零 stands for any run of
 * zeros inside the number (1,000,001.01 → 壹佰万零壹元零壹分).
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** One four-digit group (1–9999), a zero inside it read as one 零: 1010 → 壹仟零壹拾. */
function groupWords(n: number): string {
  let out = '';
  let zeroPending = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      if (out !== '') zeroPending = true;
      continue;
    }
    if (zeroPending) out += '零';
    zeroPending = false;
    out += DIGITS[digit]! + PLACES[place]!;
  }
  return out;
}

/** The integer part in words: 1,000,001 → 壹佰万零壹; a leading ten keeps its 壹 (壹拾元), as the bank rules ask, so nothing can be written before it. */
function integerWords(n: number): string {
  if (n === 0) return '';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zeroPending = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) {
      if (out !== '') zeroPending = true;
      continue;
    }
    // A group under 1000 after a higher one has zeros in front of it: 壹万零伍拾.
    if (out !== '' && (zeroPending || group < 1000)) out += '零';
    zeroPending = false;
    out += groupWords(group) + GROUPS[i]!;
  }
  return out;
}

/** The largest amount written: under ten thousand 亿 yuan. */
export const MAX_CAPITAL_CENTS = 1_000_000_000_000_000 - 1;

/** Cents in capital numerals: 0 → 零元整, 5 → 伍分, 1_234_567 → 壹万贰仟叁佰肆拾伍元陆角柒分, negative → 负…. */
export function capitalYuan(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CAPITAL_CENTS) throw new RangeError(`cannot write ${cents} cents in capital numerals`);
  if (cents < 0) return `负${capitalYuan(-cents)}`;
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return '零元整';
  let out = yuan > 0 ? `${integerWords(yuan)}元` : '';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  // A missing jiao between yuan and fen is read out as 零: 壹元零伍分; with no yuan there is nothing to bridge.
  else if (yuan > 0) out += '零';
  if (fen > 0) out += `${DIGITS[fen]}分`;
  else out += '整';
  return out;
}
