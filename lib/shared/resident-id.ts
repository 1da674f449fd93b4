/*
 * 居民身份证号码 (GB 11643-1999): 17 digits — the 6-digit area code, the
 * birth date YYYYMMDD, a 3-digit sequence — and a check character by
 * ISO 7064 MOD 11-2 (0–9 or X for ten). Checked here, in the browser and on
 * the server alike, so a mistyped digit is caught before an operator looks at
 * the scan. Whether the area code exists is the operator's to see on the card.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The check character the first 17 digits call for (ISO 7064 MOD 11-2). */
export function residentIdCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARACTERS[sum % 11]!;
}

/** A real calendar day, not in the future: 20250230 is no birth date. */
function isBirthDate(digits: string): boolean {
  const [y, m, d] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8))];
  if (y < 1800) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && date.getTime() <= Date.now();
}

/** An 18-character resident identity number with a right check character (a lower-case x is read as X). */
export function isValidResidentId(input: string): boolean {
  const id = input.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isBirthDate(id.slice(6, 14))) return false;
  return residentIdCheckCharacter(id.slice(0, 17)) === id[17];
}

/** For anyone but the owner and the reviewing operator: the area's first 3 and the last 4, the birth date hidden. */
export function maskResidentId(id: string): string {
  const compact = id.replace(/\s+/g, '');
  if (compact.length < 8) return '*'.repeat(compact.length);
  return `${compact.slice(0, 3)}${'*'.repeat(compact.length - 7)}${compact.slice(-4)}`;
}
