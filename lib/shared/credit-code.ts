/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character
 * alphabet (no I, O, Z, S, V); the last is a check character.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(input: string): boolean {
  const code = input.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(code[i]!) * WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET[check] === code[17];
}

/** The unified social credit code shape (18 characters of its alphabet), before the check character is verified. */
export const CREDIT_CODE_SHAPE = /^[0-9A-Za-z]{18}$/;
