/** The percentage a purity text states ("98%", "≥99.5 %", ">=99%"), or null for grades such as AR. */
export function purityPercentOf(purity: string): number | null {
  const match = /^\s*(?:≥|>=|>)?\s*(\d{1,3}(?:\.\d+)?)\s*%\s*$/.exec(purity);
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 && value <= 100 ? value : null;
}
