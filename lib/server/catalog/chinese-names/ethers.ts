/*
 * Ethers, sulfides and ketones by their groups (the radicofunctional names the
 * official lists use: 甲基叔丁基醚, 二乙硫醚, 二乙烯基醚), and the glycol
 * ethers by the glycol (乙二醇单甲醚, 二乙二醇二丁醚). Only plain groups:
 * a substituted one (bis(2-chloroethyl) ether, 2,2-二氯二乙醚) is not named.
 */

/** Hydrocarbon groups as the names cite them, with their carbons; a saturated alkyl drops 基 when doubled (二乙醚), the others keep it (二乙烯基醚). */
type Group = { zh: string; carbons: number; alkyl: boolean };
const GROUPS: Record<string, Group> = {
  methyl: { zh: '甲', carbons: 1, alkyl: true },
  ethyl: { zh: '乙', carbons: 2, alkyl: true },
  propyl: { zh: '丙', carbons: 3, alkyl: true },
  isopropyl: { zh: '异丙', carbons: 3, alkyl: true },
  butyl: { zh: '丁', carbons: 4, alkyl: true },
  isobutyl: { zh: '异丁', carbons: 4, alkyl: true },
  'sec-butyl': { zh: '仲丁', carbons: 4, alkyl: true },
  'tert-butyl': { zh: '叔丁', carbons: 4, alkyl: true },
  pentyl: { zh: '戊', carbons: 5, alkyl: true },
  amyl: { zh: '戊', carbons: 5, alkyl: true },
  isopentyl: { zh: '异戊', carbons: 5, alkyl: true },
  isoamyl: { zh: '异戊', carbons: 5, alkyl: true },
  'tert-amyl': { zh: '叔戊', carbons: 5, alkyl: true },
  'tert-pentyl': { zh: '叔戊', carbons: 5, alkyl: true },
  hexyl: { zh: '己', carbons: 6, alkyl: true },
  heptyl: { zh: '庚', carbons: 7, alkyl: true },
  octyl: { zh: '辛', carbons: 8, alkyl: true },
  nonyl: { zh: '壬', carbons: 9, alkyl: true },
  decyl: { zh: '癸', carbons: 10, alkyl: true },
  vinyl: { zh: '乙烯', carbons: 2, alkyl: false },
  allyl: { zh: '烯丙', carbons: 3, alkyl: false },
  phenyl: { zh: '苯', carbons: 6, alkyl: false },
  cyclohexyl: { zh: '环己', carbons: 6, alkyl: false },
  benzyl: { zh: '苄', carbons: 7, alkyl: false },
};

const LINKS: Record<string, string> = { ether: '醚', sulfide: '硫醚' };

type Named = { zh: string; carbons: number };

/** "di-tert-butyl" or "dihexyl" → the group twice; "ethyl" → once. */
function groupsOf(word: string): Group[] | null {
  const doubled = word.match(/^di-?(.+)$/);
  if (doubled && GROUPS[doubled[1]!]) return [GROUPS[doubled[1]!]!, GROUPS[doubled[1]!]!];
  return GROUPS[word] ? [GROUPS[word]!] : null;
}

/**
 * "tert-butyl methyl ether" → 甲基叔丁基醚 (the smaller group first, each with
 * 基), "dihexyl ether" and "hexyl ether" (CAS's name of the symmetric ether)
 * → 二己醚, "phenyl ether" → 二苯醚, "vinyl ether" → 二乙烯基醚.
 */
/**
 * The two groups before the class word ("tert-butyl methyl", "dihexyl", and
 * CAS's "propyl" for dipropyl), the smaller first; null unless two plain groups.
 */
function twoGroupsOf(words: string[]): [Group, Group] | null {
  if (words.length < 2 || words.length > 3) return null;
  const read = words.slice(0, -1).map(groupsOf);
  if (read.some((g) => g === null)) return null;
  const groups = read.flat() as Group[];
  if (groups.length === 1) groups.push(groups[0]!);
  if (groups.length !== 2) return null;
  return [...groups].sort((x, y) => x.carbons - y.carbons || Number(y.alkyl) - Number(x.alkyl)) as [Group, Group];
}

function radicofunctional(words: string[]): Named | null {
  const link = LINKS[words.at(-1)!];
  const groups = link ? twoGroupsOf(words) : null;
  if (!groups) return null;
  const [a, b] = groups;
  const carbons = a.carbons + b.carbons;
  if (a.zh === b.zh) return { zh: `二${a.zh}${a.alkyl ? '' : '基'}${link}`, carbons };
  return { zh: `${a.zh}基${b.zh}基${link}`, carbons };
}

const GLYCOLS: Record<string, { zh: string; carbons: number }> = {
  ethylene: { zh: '乙二醇', carbons: 2 },
  diethylene: { zh: '二乙二醇', carbons: 4 },
  triethylene: { zh: '三乙二醇', carbons: 6 },
  tetraethylene: { zh: '四乙二醇', carbons: 8 },
  propylene: { zh: '丙二醇', carbons: 3 },
  dipropylene: { zh: '二丙二醇', carbons: 6 },
  tripropylene: { zh: '三丙二醇', carbons: 9 },
};

/** "triethylene glycol monomethyl ether" → 三乙二醇单甲醚, "diethylene glycol dibutyl ether" → 二乙二醇二丁醚. */
function glycolEther(words: string[]): Named | null {
  if (words.length !== 4 || words[1] !== 'glycol' || words[3] !== 'ether') return null;
  const glycol = GLYCOLS[words[0]!];
  const ends = words[2]!.match(/^(mono|di)(.+)$/);
  const group = ends && GROUPS[ends[2]!];
  if (!glycol || !group || !group.alkyl) return null;
  const times = ends![1] === 'di' ? 2 : 1;
  return { zh: `${glycol.zh}${times === 2 ? '二' : '单'}${group.zh}醚`, carbons: glycol.carbons + times * group.carbons };
}

export function etherOf(words: string[]): Named | null {
  return radicofunctional(words) ?? glycolEther(words);
}

/**
 * A ketone named by its two groups, as the lists name them (methyl ethyl
 * ketone → 甲基乙基酮, diisobutyl ketone → 二异丁基酮, propyl ketone →
 * 二丙基酮): the smaller group first, each with 基.
 */
export function ketoneOf(words: string[]): Named | null {
  const groups = words.at(-1) === 'ketone' ? twoGroupsOf(words) : null;
  if (!groups) return null;
  const [a, b] = groups;
  return { zh: a.zh === b.zh ? `二${a.zh}基酮` : `${a.zh}基${b.zh}基酮`, carbons: a.carbons + b.carbons + 1 };
}
