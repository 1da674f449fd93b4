/*
 * A ring's substituents numbered as the rules number them, whatever numbering
 * the English synonym used: the lowest locants, and on a tie the lower
 * number to the prefix cited first (CCS 2017, as IUPAC: the alphabetical
 * order). "3-chloro-6-iodoaniline" is 5-氯-2-碘苯胺; "5-amino-3-
 * trifluoromethylbenzoic acid" is 3-氨基-5-三氟甲基苯甲酸.
 */

/** One substituent as written: its locants (null: none), its English name, and its Chinese with the multiplier (2,4-二硝基). */
export type Segment = { locant: string | null; en: string; zh: string };

type Renumber = (position: number) => number;

const identity: Renumber = (p) => p;
/** Benzene: the twelve symmetries of the hexagon. */
const HEXAGON: Renumber[] = Array.from({ length: 6 }, (_, r) => [
  (p: number) => ((p - 1 + r) % 6) + 1,
  (p: number) => ((((r - (p - 1)) % 6) + 6) % 6) + 1,
]).flat();
const swap = (pairs: [number, number][]): Renumber => {
  const to = new Map(pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));
  return (p) => to.get(p) ?? p;
};

/** Each parent, by the ring symmetries that keep its own group or heteroatoms where they are numbered. */
const each = (parents: string[], numberings: Renumber[]) => Object.fromEntries(parents.map((zh) => [zh, numberings]));
/** A six-membered ring numbered from 1 (pyridine, toluene, piperidine), and a five-membered one (thiophene, pyrrolidine): mirrored through 1. */
const MIRROR_SIX = swap([
  [2, 6],
  [3, 5],
]);
const MIRROR_FIVE = swap([
  [2, 5],
  [3, 4],
]);
/** Naphthalene's ring: 1–4 mirrored onto itself, 1–8 across the fusion, and both. */
const NAPHTHALENE_HALVES = swap([
  [1, 4],
  [2, 3],
  [5, 8],
  [6, 7],
]);
const NAPHTHALENE = [
  identity,
  NAPHTHALENE_HALVES,
  swap([
    [1, 5],
    [2, 6],
    [3, 7],
    [4, 8],
  ]),
  swap([
    [1, 8],
    [2, 7],
    [3, 6],
    [4, 5],
  ]),
];
/** Three rings about a central 9 (fluorene) or 9 and 10 (xanthene, phenothiazine): the outer rings swap. */
const ACROSS_NINE = swap([
  [1, 8],
  [2, 7],
  [3, 6],
  [4, 5],
]);

/** The numberings a parent allows: its ring's symmetries that keep its own group or heteroatoms where they are numbered. */
const NUMBERINGS: Record<string, Renumber[]> = {
  苯: HEXAGON,
  ...each(['甲苯', '苯酚', '苯胺', '苯甲醚', '苯甲腈', '苯甲醛', '苯甲酰胺', '苯甲酸', '苯磺酸', '苯磺酰胺', '吡啶', '苯乙烯', '苯乙炔', '苯甲醇', '苯乙醇', '苯乙腈', '苯硼酸', '苯乙酸', '哌啶', '吗啉', '四氢吡喃'], [identity, MIRROR_SIX]),
  ...each(['噻吩', '呋喃', '吡咯', '吡咯烷', '四氢呋喃', '四氢噻吩'], [identity, MIRROR_FIVE]),
  嘧啶: [identity, swap([[1, 3], [4, 6]])],
  哒嗪: [identity, swap([[1, 2], [3, 6], [4, 5]])],
  吡嗪: [identity, MIRROR_SIX, swap([[1, 4], [2, 3], [5, 6]]), swap([[1, 4], [2, 5], [3, 6]])],
  哌嗪: [identity, MIRROR_SIX, swap([[1, 4], [2, 3], [5, 6]]), swap([[1, 4], [2, 5], [3, 6]])],
  ...each(['萘', '十氢萘'], NAPHTHALENE),
  // Saturated at 1–4 (四氢萘) or at 1–3 (茚满): only the mirror that keeps the saturated ring in place.
  '1,2,3,4-四氢萘': [identity, NAPHTHALENE_HALVES],
  ...each(['2,3-二氢-1H-茚', '茚满'], [identity, swap([[1, 3], [4, 7], [5, 6]])]),
  ...each(['芴', '9H-芴', '呫吨', '9H-呫吨', '吩噻嗪', '10H-吩噻嗪'], [identity, ACROSS_NINE]),
  ...each(['二苯并呋喃', '二苯并噻吩'], [identity, swap([[1, 9], [2, 8], [3, 7], [4, 6]])]),
  喹喔啉: [identity, swap([[2, 3], [5, 8], [6, 7]])],
  // Without indicated hydrogen either nitrogen may be 1 (2-methylpyrazole is 1-methylpyrazole numbered from the other).
  吡唑: [identity, swap([[1, 2], [3, 5]])],
  咪唑: [identity, swap([[1, 3], [4, 5]])],
  苯并咪唑: [identity, swap([[1, 3], [4, 7], [5, 6]])],
  // One numbering only: fused and five-membered heterocycles numbered from their heteroatoms (a tautomer's other numbering names the same compound).
  ...each(['喹啉', '异喹啉', '苯并呋喃', '苯并噻吩', '吲哚', '1H-吲哚', '吲唑', '1H-吲唑', '2H-吲唑', '1H-苯并咪唑', '苯并噻唑', '苯并噁唑', '喹唑啉',
    '1H-咪唑', '1H-吡唑', '噻唑', '噁唑', '异噁唑', '1H-茚'], [identity]),
}; // prettier-ignore

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/**
 * The segments renumbered by the parent's rules, in citation order
 * (alphabetical). Unchanged when nothing is numbered on the ring (no
 * locants, or N- on the nitrogen only). Null when the parent's numberings
 * are not known here and unlike groups would need them (biphenyl, benzophenone).
 */
export function numberedOnRing(segments: Segment[], parentZh: string, citeKey: (en: string) => string): Segment[] | null {
  const onRing = segments.filter((s) => s.locant !== null && /^\d+(,\d+)*$/.test(s.locant));
  if (onRing.length === 0) return segments;
  const numberings = NUMBERINGS[parentZh];
  if (!numberings) return new Set(segments.map((s) => s.en)).size > 1 ? null : segments;
  const cited = [...onRing].sort((a, b) => citeKey(a.en).localeCompare(citeKey(b.en)));
  let best: { all: number[]; byCitation: number[]; renumber: Renumber } | null = null;
  for (const renumber of numberings) {
    const places = cited.map((s) =>
      s
        .locant!.split(',')
        .map((p) => renumber(Number(p)))
        .sort((a, b) => a - b),
    );
    const all = places.flat().sort((a, b) => a - b);
    const byCitation = places.flat();
    if (!best || compare(all, best.all) < 0 || (compare(all, best.all) === 0 && compare(byCitation, best.byCitation) < 0)) best = { all, byCitation, renumber };
  }
  const renumber = best!.renumber;
  return segments.map((s) =>
    s.locant !== null && /^\d+(,\d+)*$/.test(s.locant)
      ? {
          ...s,
          locant: s.locant
            .split(',')
            .map((p) => renumber(Number(p)))
            .sort((a, b) => a - b)
            .join(','),
        }
      : s,
  );
}

/**
 * A heteroaromatic ring with its principal group as a suffix ("6-chloro-3-
 * pyridinecarbonitrile" → 6-氯-3-吡啶甲腈): the group takes the lowest place
 * the ring's numberings allow, then the prefixes the lowest locants, then the
 * first cited the lowest. Null when a prefix lacks its place or the ring's
 * numberings are not known here.
 */
export function numberedWithSuffix(
  segments: Segment[],
  suffixAt: string,
  ringZh: string,
  citeKey: (en: string) => string,
): { segments: Segment[]; suffixAt: string } | null {
  const numberings = NUMBERINGS[ringZh];
  if (!numberings || !/^\d+$/.test(suffixAt) || segments.some((s) => s.locant === null || !/^\d+(,\d+)*$/.test(s.locant))) return null;
  const cited = [...segments].sort((a, b) => citeKey(a.en).localeCompare(citeKey(b.en)));
  let best: { key: number[][]; renumber: Renumber } | null = null;
  for (const renumber of numberings) {
    const places = cited.map((s) =>
      s
        .locant!.split(',')
        .map((p) => renumber(Number(p)))
        .sort((a, b) => a - b),
    );
    const key = [[renumber(Number(suffixAt))], places.flat().sort((a, b) => a - b), places.flat()];
    const better = !best || key.map((k, i) => compare(k, best!.key[i]!)).find((c) => c !== 0)! < 0;
    if (better) best = { key, renumber };
  }
  const renumber = best!.renumber;
  return {
    suffixAt: String(renumber(Number(suffixAt))),
    segments: segments.map((s) => ({
      ...s,
      locant: s
        .locant!.split(',')
        .map((p) => renumber(Number(p)))
        .sort((a, b) => a - b)
        .join(','),
    })),
  };
}
