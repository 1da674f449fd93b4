/**
 * A unified social credit code as the public company check shows it: the
 * first four characters (registration authority, type, province) and the
 * last four, enough to compare with a paper licence but not to copy the code
 * from a name search. Whoever typed the full code already has it.
 */
export function maskCreditCode(code: string): string {
  const text = code.trim().toUpperCase();
  if (text.length <= 8) return '*'.repeat(text.length);
  return `${text.slice(0, 4)}${'*'.repeat(text.length - 8)}${text.slice(-4)}`;
}
