/**
 * Molecular formulas as people type them ("H2SO4", "C2H5OH", "(CH3)2CO",
 * "CuSO4·5H2O") read into element counts and written in Hill order: carbon,
 * then hydrogen, then the rest alphabetically; without carbon, every element
 * alphabetically. The catalog stores formulas in Hill order, so a typed
 * formula matches whichever way it was written.
 */

const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr ' +
    'Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu ' +
    'Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr D T'
  ).split(' '),
);

const MAX_LENGTH = 80;

type Counts = Map<string, number>;

function add(into: Counts, from: Counts, times: number): void {
  for (const [element, n] of from) into.set(element, (into.get(element) ?? 0) + n * times);
}

/** Reads element counts, or null when the text is not a formula. */
export function parseFormula(input: string): Counts | null {
  const text = input.trim().replace(/\s+/g, '');
  if (text.length === 0 || text.length > MAX_LENGTH) return null;
  // Hydrates and adducts: "CuSO4·5H2O" or "CuSO4.5H2O" – each part may lead with a multiplier.
  const parts = text.split(/[·.•*]/);
  const total: Counts = new Map();
  for (const part of parts) {
    const lead = /^(\d+)(.*)$/.exec(part);
    const times = lead ? Number(lead[1]) : 1;
    const counts = parseGroup(lead ? lead[2]! : part);
    if (!counts || counts.size === 0 || times === 0) return null;
    add(total, counts, times);
  }
  return total;
}

function parseGroup(text: string): Counts | null {
  const stack: Counts[] = [new Map()];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const open = /^[([]/.exec(rest);
    if (open) {
      stack.push(new Map());
      i += 1;
      continue;
    }
    const close = /^[)\]](\d*)/.exec(rest);
    if (close) {
      if (stack.length < 2) return null;
      const group = stack.pop()!;
      add(stack[stack.length - 1]!, group, close[1] ? Number(close[1]) : 1);
      i += close[0].length;
      continue;
    }
    const atom = /^([A-Z][a-z]?)(\d*)/.exec(rest);
    if (!atom || !ELEMENTS.has(atom[1]!)) return null;
    const n = atom[2] ? Number(atom[2]) : 1;
    if (n === 0) return null;
    const top = stack[stack.length - 1]!;
    top.set(atom[1]!, (top.get(atom[1]!) ?? 0) + n);
    i += atom[0].length;
  }
  return stack.length === 1 ? stack[0]! : null;
}

/** Writes element counts in Hill order. */
export function hillOrder(counts: Counts): string {
  const elements = [...counts.keys()];
  const hasCarbon = counts.has('C');
  const first = hasCarbon ? ['C', 'H'].filter((e) => counts.has(e)) : [];
  const rest = elements.filter((e) => !first.includes(e)).sort();
  return [...first, ...rest].map((e) => (counts.get(e) === 1 ? e : `${e}${counts.get(e)}`)).join('');
}

/** The Hill-order form of a typed formula, or null when the text is not one. */
export function normalizeFormula(input: string): string | null {
  const counts = parseFormula(input);
  return counts ? hillOrder(counts) : null;
}
