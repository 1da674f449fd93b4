/** Element counts of a molecular formula as the catalog writes it (Hill order, "Cl3Fe", "H2O4S"); null when it has brackets, charges or dots. */
export function elementCounts(formula: string | null): Map<string, number> | null {
  if (!formula || !/^([A-Z][a-z]?\d*)+$/.test(formula)) return null;
  const counts = new Map<string, number>();
  for (const [, symbol, digits] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) counts.set(symbol!, (counts.get(symbol!) ?? 0) + (digits ? Number(digits) : 1));
  return counts;
}
