/**
 * CAS Registry Numbers: 2–7 digits, 2 digits, 1 check digit.
 * The check digit is the sum of every other digit times its position
 * (counted from the right, starting at 1), modulo 10.
 */
const CAS_WITH_DASHES = /^(\d{2,7})-(\d{2})-(\d)$/;
const CAS_DIGITS_ONLY = /^\d{5,10}$/;

function checkDigitOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (i + 1);
  }
  return sum % 10;
}

/**
 * Reads a CAS number written with or without dashes and returns it in the
 * canonical dashed form, or null when it is not a valid CAS number.
 */
export function normalizeCas(input: string): string | null {
  const text = input.trim();
  let digits: string;
  const dashed = CAS_WITH_DASHES.exec(text);
  if (dashed) {
    digits = `${dashed[1]}${dashed[2]}${dashed[3]}`;
  } else if (CAS_DIGITS_ONLY.test(text)) {
    digits = text;
  } else {
    return null;
  }
  const body = digits.slice(0, -1);
  const check = Number(digits.slice(-1));
  if (checkDigitOf(body) !== check) return null;
  if (body.startsWith('0')) return null;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${check}`;
}

export function isValidCas(input: string): boolean {
  return normalizeCas(input) !== null;
}
