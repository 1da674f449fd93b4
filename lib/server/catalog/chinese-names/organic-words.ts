/*
 * The vocabulary of Chinese organic names (中国化学会《有机化学命名原则》,
 * 1980, and 《化学名词》): carbon-count stems, substituent prefixes, parent
 * hydrides and the endings of the classes named here. Longest match first.
 */

/** Carbon counts as stems: meth 甲 … eicos 二十. */
export const STEMS: [string, string][] = [
  ['tetracont', '四十'],
  ['nonatriacont', '三十九'],
  ['octatriacont', '三十八'],
  ['heptatriacont', '三十七'],
  ['hexatriacont', '三十六'],
  ['pentatriacont', '三十五'],
  ['tetratriacont', '三十四'],
  ['tritriacont', '三十三'],
  ['dotriacont', '三十二'],
  ['hentriacont', '三十一'],
  ['triacont', '三十'],
  ['nonacos', '二十九'],
  ['octacos', '二十八'],
  ['heptacos', '二十七'],
  ['hexacos', '二十六'],
  ['pentacos', '二十五'],
  ['tetracos', '二十四'],
  ['tricos', '二十三'],
  ['docos', '二十二'],
  ['henicos', '二十一'],
  ['nonadec', '十九'],
  ['octadec', '十八'],
  ['heptadec', '十七'],
  ['hexadec', '十六'],
  ['pentadec', '十五'],
  ['tetradec', '十四'],
  ['tridec', '十三'],
  ['dodec', '十二'],
  ['undec', '十一'],
  ['eicos', '二十'],
  ['meth', '甲'],
  ['eth', '乙'],
  ['prop', '丙'],
  ['but', '丁'],
  ['pent', '戊'],
  ['hex', '己'],
  ['hept', '庚'],
  ['oct', '辛'],
  ['non', '壬'],
  ['dec', '癸'],
];

/** Endings after a stem, with what they make of it: 丙 + 醇. `counted` endings take a multiplier (二醇, 二酮, 二烯). */
export const ENDINGS: [string, string][] = [
  ['anedinitrile', '二腈'],
  ['anediamine', '二胺'],
  ['anediol', '二醇'],
  ['anedione', '二酮'],
  ['anenitrile', '腈'],
  ['enenitrile', '烯腈'],
  ['adiene', '二烯'],
  ['anol', '醇'],
  ['anone', '酮'],
  ['anal', '醛'],
  ['ane', '烷'],
  ['ene', '烯'],
  ['yne', '炔'],
  ['ylamine', '胺'],
];

/** Substituent prefixes. Alkyl groups keep 基; halogens do not (氯乙烷). */
export const SUBSTITUENTS: [string, string][] = [
  ['trifluoromethyl', '三氟甲基'],
  ['tert-butyl', '叔丁基'],
  ['sec-butyl', '仲丁基'],
  ['isopropyl', '异丙基'],
  ['isobutyl', '异丁基'],
  ['isopentyl', '异戊基'],
  ['cyclohexyl', '环己基'],
  ['methoxy', '甲氧基'],
  ['ethoxy', '乙氧基'],
  ['nitroso', '亚硝基'],
  ['mercapto', '巯基'],
  ['hydroxy', '羟基'],
  ['methyl', '甲基'],
  ['ethyl', '乙基'],
  ['propyl', '丙基'],
  ['butyl', '丁基'],
  ['pentyl', '戊基'],
  ['hexyl', '己基'],
  ['heptyl', '庚基'],
  ['octyl', '辛基'],
  ['nonyl', '壬基'],
  ['decyl', '癸基'],
  ['vinyl', '乙烯基'],
  ['allyl', '烯丙基'],
  ['phenyl', '苯基'],
  ['benzyl', '苄基'],
  ['chloro', '氯'],
  ['bromo', '溴'],
  ['iodo', '碘'],
  ['fluoro', '氟'],
  ['nitro', '硝基'],
  ['amino', '氨基'],
  ['cyano', '氰基'],
];

/** Parents named as a whole (aromatic and heterocyclic rings, and the benzene derivatives Chinese names as parents). */
export const PARENTS: [string, string][] = [
  ['benzene', '苯'],
  ['toluene', '甲苯'],
  ['phenol', '苯酚'],
  ['aniline', '苯胺'],
  ['naphthalene', '萘'],
  ['pyridine', '吡啶'],
  ['quinoline', '喹啉'],
  ['furan', '呋喃'],
  ['thiophene', '噻吩'],
  ['pyrrole', '吡咯'],
  ['biphenyl', '联苯'],
  ['anisole', '苯甲醚'],
  ['benzonitrile', '苯甲腈'],
  ['benzaldehyde', '苯甲醛'],
];

/** Carbons of each stem, substituent, parent and acid, to check a name against the formula (a synonym of another compound names nothing). */
export const CARBONS: Record<string, number> = {
  meth: 1, eth: 2, prop: 3, but: 4, pent: 5, hex: 6, hept: 7, oct: 8, non: 9, dec: 10, undec: 11, dodec: 12, tridec: 13,
  tetradec: 14, pentadec: 15, hexadec: 16, heptadec: 17, octadec: 18, nonadec: 19, eicos: 20,
  tetracont: 40, nonatriacont: 39, octatriacont: 38, heptatriacont: 37, hexatriacont: 36, pentatriacont: 35, tetratriacont: 34, tritriacont: 33, dotriacont: 32, hentriacont: 31, triacont: 30, nonacos: 29, octacos: 28, heptacos: 27, hexacos: 26, pentacos: 25, tetracos: 24, tricos: 23, docos: 22, henicos: 21,
  trifluoromethyl: 1, 'tert-butyl': 4, 'sec-butyl': 4, isopropyl: 3, isobutyl: 4, isopentyl: 5, cyclohexyl: 6, methoxy: 1,
  ethoxy: 2, nitroso: 0, mercapto: 0, hydroxy: 0, methyl: 1, ethyl: 2, propyl: 3, butyl: 4, pentyl: 5, hexyl: 6, heptyl: 7,
  octyl: 8, nonyl: 9, decyl: 10, vinyl: 2, allyl: 3, phenyl: 6, benzyl: 7, chloro: 0, bromo: 0, iodo: 0, fluoro: 0, nitro: 0,
  amino: 0, cyano: 1,
  benzene: 6, toluene: 7, phenol: 6, aniline: 6, naphthalene: 10, pyridine: 5, quinoline: 9, furan: 4, thiophene: 4, pyrrole: 4,
  biphenyl: 12, anisole: 7, benzonitrile: 7, benzaldehyde: 7,
  methacryl: 4, isovaler: 5, isobutyr: 4, propion: 3, acryl: 3, butyr: 4, valer: 5, capro: 6, acet: 2, form: 1, benzo: 7,
  oxal: 2, malon: 3, succin: 4, carbon: 1,
  isopropenyl: 3, isoamyl: 5, amyl: 5,
}; // prettier-ignore

/** Substituents that are a class's own ending on a chain (2-hydroxypropane is 2-丙醇, 1,5-diaminopentane 1,5-戊二胺): named only on rings. */
export const RING_ONLY: ReadonlySet<string> = new Set(['hydroxy', 'amino', 'mercapto', 'cyano', 'methoxy', 'ethoxy']);

export const MULTIPLIER_ZH: [string, string][] = [
  ['hexa', '六'],
  ['penta', '五'],
  ['tetra', '四'],
  ['tri', '三'],
  ['di', '二'],
];

/** Acids by their trivial English names (and the ester and acyl forms built on them). */
export const ACIDS: [stem: string, zh: string][] = [
  ['methacryl', '甲基丙烯酸'],
  ['isovaler', '异戊酸'],
  ['isobutyr', '异丁酸'],
  ['propion', '丙酸'],
  ['acryl', '丙烯酸'],
  ['butyr', '丁酸'],
  ['valer', '戊酸'],
  ['capro', '己酸'],
  ['acet', '乙酸'],
  ['form', '甲酸'],
  ['benzo', '苯甲酸'],
  ['oxal', '乙二酸'],
  ['malon', '丙二酸'],
  ['succin', '丁二酸'],
  ['carbon', '碳酸'],
];

/** Alkyl groups of an ester's alcohol, as the ester names them (乙酸异丁酯). */
export const ESTER_ALKYLS: [string, string][] = [
  ['isopropenyl', '异丙烯'],
  ['tert-butyl', '叔丁'],
  ['sec-butyl', '仲丁'],
  ['isopropyl', '异丙'],
  ['isobutyl', '异丁'],
  ['isopentyl', '异戊'],
  ['isoamyl', '异戊'],
  ['methyl', '甲'],
  ['ethyl', '乙'],
  ['propyl', '丙'],
  ['butyl', '丁'],
  ['pentyl', '戊'],
  ['amyl', '戊'],
  ['hexyl', '己'],
  ['octyl', '辛'],
  ['vinyl', '乙烯'],
  ['allyl', '烯丙'],
  ['phenyl', '苯'],
  ['benzyl', '苄'],
];
