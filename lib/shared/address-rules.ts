/** Receipt-address rules shared by the address form and the API. */
import { AREA_OPTIONS, type AreaOption } from './area';
import { normalizePhone } from './identity';

export const MAX_ADDRESSES_PER_MEMBER = 20;
export const RECEIVER_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 120;
export const POSTCODE_RULE = /^\d{6}$/;

export const PHONE_HINT = '请填写 11 位手机号、带区号的固定电话（如 020-12345678）或带国家码的号码（如 +85291234567）';
export const AREA_HINT = '请依次选择省、市、区县';

/** A fixed line written with its dash: area code, 7–8 digits, an optional extension. */
const LANDLINE_DASHED = /^(0\d{2,3})-(\d{7,8})(?:-(\d{1,6}))?$/;
/**
 * Written without a dash, the area code's length is read from the plan:
 * 010 and 02x have three digits, every other area code four.
 */
const LANDLINE_PLAIN = /^(010|02\d|0[3-9]\d{2})(\d{7,8})()$/;

/**
 * A contact number as stored: a mainland mobile as 11 digits (+86 dropped),
 * a landline as "020-12345678" (or "020-12345678-123" with an extension),
 * anything else in E.164 (+852…, for Hong Kong, Macao and Taiwan addresses);
 * null when it is none of these.
 */
export function normalizeContactPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s()（）]/g, '');
  const landline = compact.match(LANDLINE_DASHED) ?? compact.match(LANDLINE_PLAIN);
  if (landline) {
    const [, areaCode, number, extension] = landline;
    return `${areaCode}-${number}${extension ? `-${extension}` : ''}`;
  }
  return normalizePhone(compact);
}

export type AreaPath = { codes: string[]; labels: string[]; label: string };

/**
 * Municipalities list "市辖区" (and "县") as their city level; nobody writes
 * that on a parcel, so the display label leaves it out.
 */
const PLACEHOLDER_LEVELS = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/**
 * The area a list of codes names, when it is a real path through the area
 * list: province → city → district, or province → city where that city has
 * no districts. Anything shorter, longer or off the tree is null.
 */
export function resolveAreaPath(codes: readonly string[], options: readonly AreaOption[] = AREA_OPTIONS): AreaPath | null {
  if (codes.length < 2 || codes.length > 3) return null;
  const labels: string[] = [];
  let level: readonly AreaOption[] | undefined = options;
  for (const code of codes) {
    const node: AreaOption | undefined = level?.find((o) => o.value === code);
    if (!node) return null;
    labels.push(node.label);
    level = node.children && node.children.length > 0 ? node.children : undefined;
  }
  // Stopping above the last level that exists (a city that has districts) is not an address.
  if (level !== undefined) return null;
  return { codes: [...codes], labels, label: labels.filter((l) => !PLACEHOLDER_LEVELS.has(l)).join(' ') };
}
