/*
 * The vocabulary of Chinese inorganic names (中国化学会《无机化学命名原则》,
 * 1980, the rules 《化学名词》 follows): anions with the stem that goes before
 * the cation (氯化钠, 硫酸铜), their charge, the element that counts them in
 * a formula (to read a cation's valence), and the acid they come from.
 */

export type Anion = {
  /** Chinese stem before the cation: 氯化 in 氯化钠, 硫酸 in 硫酸钠. */
  zh: string;
  charge: number;
  /** The element counting this anion in a formula, and how many of it one anion holds. */
  key: [symbol: string, perAnion: number] | null;
  /** Binary anions (-ide) take stoichiometric prefixes on covalent compounds (三氯化磷); oxoanions never do. */
  binary: boolean;
  /** The acid's English and Chinese names, when it has one of its own. */
  acid?: [english: string, zh: string];
};

const ide = (zh: string, charge: number, key: [string, number] | null): Anion => ({ zh, charge, key, binary: true });
const oxo = (zh: string, charge: number, key: [string, number] | null, acid?: string): Anion => ({
  zh,
  charge,
  key,
  binary: false,
  ...(acid ? { acid: [acid, zh] as [string, string] } : {}),
});

export const ANIONS: ReadonlyMap<string, Anion> = new Map<string, Anion>([
  ['fluoride', ide('氟化', 1, ['F', 1])],
  ['chloride', ide('氯化', 1, ['Cl', 1])],
  ['bromide', ide('溴化', 1, ['Br', 1])],
  ['iodide', ide('碘化', 1, ['I', 1])],
  ['oxide', ide('氧化', 2, ['O', 1])],
  ['sulfide', ide('硫化', 2, ['S', 1])],
  ['selenide', ide('硒化', 2, ['Se', 1])],
  ['telluride', ide('碲化', 2, ['Te', 1])],
  ['nitride', ide('氮化', 3, ['N', 1])],
  ['phosphide', ide('磷化', 3, ['P', 1])],
  ['arsenide', ide('砷化', 3, ['As', 1])],
  ['hydride', ide('氢化', 1, ['H', 1])],
  ['hydroxide', { zh: '氢氧化', charge: 1, key: ['O', 1], binary: false }],
  ['cyanide', { zh: '氰化', charge: 1, key: ['C', 1], binary: false }],
  ['azide', { zh: '叠氮化', charge: 1, key: ['N', 3], binary: false }],
  ['peroxide', { zh: '过氧化', charge: 2, key: ['O', 2], binary: false }],
  ['superoxide', { zh: '超氧化', charge: 1, key: ['O', 2], binary: false }],
  ['sulfate', oxo('硫酸', 2, ['S', 1], 'sulfuric acid')],
  ['hydrogen sulfate', oxo('硫酸氢', 1, ['S', 1])],
  ['bisulfate', oxo('硫酸氢', 1, ['S', 1])],
  ['sulfite', oxo('亚硫酸', 2, ['S', 1], 'sulfurous acid')],
  ['hydrogen sulfite', oxo('亚硫酸氢', 1, ['S', 1])],
  ['bisulfite', oxo('亚硫酸氢', 1, ['S', 1])],
  ['metabisulfite', oxo('焦亚硫酸', 2, ['S', 2])],
  ['thiosulfate', oxo('硫代硫酸', 2, ['S', 2])],
  ['dithionite', oxo('连二亚硫酸', 2, ['S', 2])],
  ['persulfate', oxo('过硫酸', 2, ['S', 2])],
  ['peroxydisulfate', oxo('过二硫酸', 2, ['S', 2])],
  ['nitrate', oxo('硝酸', 1, ['N', 1], 'nitric acid')],
  ['nitrite', oxo('亚硝酸', 1, ['N', 1], 'nitrous acid')],
  ['phosphate', oxo('磷酸', 3, ['P', 1], 'phosphoric acid')],
  ['hydrogen phosphate', oxo('磷酸氢', 2, ['P', 1])],
  ['dihydrogen phosphate', oxo('磷酸二氢', 1, ['P', 1])],
  ['metaphosphate', oxo('偏磷酸', 1, ['P', 1])],
  ['pyrophosphate', oxo('焦磷酸', 4, ['P', 2])],
  ['hypophosphite', oxo('次磷酸', 1, ['P', 1], 'hypophosphorous acid')],
  ['hexafluorophosphate', oxo('六氟磷酸', 1, ['P', 1])],
  ['carbonate', oxo('碳酸', 2, ['C', 1])],
  ['hydrogen carbonate', oxo('碳酸氢', 1, ['C', 1])],
  ['bicarbonate', oxo('碳酸氢', 1, ['C', 1])],
  ['chlorate', oxo('氯酸', 1, ['Cl', 1], 'chloric acid')],
  ['perchlorate', oxo('高氯酸', 1, ['Cl', 1], 'perchloric acid')],
  ['chlorite', oxo('亚氯酸', 1, ['Cl', 1], 'chlorous acid')],
  ['hypochlorite', oxo('次氯酸', 1, ['Cl', 1], 'hypochlorous acid')],
  ['bromate', oxo('溴酸', 1, ['Br', 1], 'bromic acid')],
  ['iodate', oxo('碘酸', 1, ['I', 1], 'iodic acid')],
  ['periodate', oxo('高碘酸', 1, ['I', 1], 'periodic acid')],
  ['permanganate', oxo('高锰酸', 1, ['Mn', 1])],
  ['manganate', oxo('锰酸', 2, ['Mn', 1])],
  ['chromate', oxo('铬酸', 2, ['Cr', 1], 'chromic acid')],
  ['dichromate', oxo('重铬酸', 2, ['Cr', 2])],
  ['silicate', oxo('硅酸', 2, ['Si', 1], 'silicic acid')],
  ['metasilicate', oxo('偏硅酸', 2, ['Si', 1])],
  ['hexafluorosilicate', oxo('氟硅酸', 2, ['Si', 1], 'hexafluorosilicic acid')],
  ['fluorosilicate', oxo('氟硅酸', 2, ['Si', 1], 'fluorosilicic acid')],
  ['borate', oxo('硼酸', 3, ['B', 1], 'boric acid')],
  ['metaborate', oxo('偏硼酸', 1, ['B', 1])],
  ['perborate', oxo('过硼酸', 1, ['B', 1])],
  ['peroxoborate', oxo('过硼酸', 1, ['B', 1])],
  ['tetraborate', oxo('四硼酸', 2, ['B', 4])],
  ['tetrafluoroborate', oxo('四氟硼酸', 1, ['B', 1], 'tetrafluoroboric acid')],
  ['fluoroborate', oxo('氟硼酸', 1, ['B', 1], 'fluoroboric acid')],
  ['molybdate', oxo('钼酸', 2, ['Mo', 1], 'molybdic acid')],
  ['tungstate', oxo('钨酸', 2, ['W', 1], 'tungstic acid')],
  ['vanadate', oxo('钒酸', 3, ['V', 1])],
  ['metavanadate', oxo('偏钒酸', 1, ['V', 1])],
  ['arsenate', oxo('砷酸', 3, ['As', 1], 'arsenic acid')],
  ['arsenite', oxo('亚砷酸', 3, ['As', 1], 'arsenous acid')],
  ['selenate', oxo('硒酸', 2, ['Se', 1], 'selenic acid')],
  ['selenite', oxo('亚硒酸', 2, ['Se', 1], 'selenous acid')],
  ['stannate', oxo('锡酸', 2, ['Sn', 1])],
  ['titanate', oxo('钛酸', 2, ['Ti', 1])],
  ['tantalate', oxo('钽酸', 1, ['Ta', 1])],
  ['niobate', oxo('铌酸', 1, ['Nb', 1])],
  ['germanate', oxo('锗酸', 2, ['Ge', 1])],
  ['orthosilicate', oxo('原硅酸', 4, ['Si', 1])],
  ['diuranate', oxo('重铀酸', 2, ['U', 2])],
  ['zirconate', oxo('锆酸', 2, ['Zr', 1])],
  ['aluminate', oxo('铝酸', 1, ['Al', 1])],
  ['thiocyanate', oxo('硫氰酸', 1, ['S', 1])],
  ['cyanate', oxo('氰酸', 1, ['C', 1])],
  ['acetate', oxo('乙酸', 1, ['C', 2], 'acetic acid')],
  ['formate', oxo('甲酸', 1, ['C', 1], 'formic acid')],
  ['oxalate', oxo('草酸', 2, ['C', 2], 'oxalic acid')],
  ['sulfamate', oxo('氨基磺酸', 1, ['S', 1], 'sulfamic acid')],
]);

/** Hydrohalic and other acids whose Chinese name is not the anion's stem. */
export const OTHER_ACIDS: ReadonlyMap<string, string> = new Map([
  ['hydrochloric acid', '盐酸'],
  ['hydrofluoric acid', '氢氟酸'],
  ['hydrobromic acid', '氢溴酸'],
  ['hydroiodic acid', '氢碘酸'],
  ['hydriodic acid', '氢碘酸'],
  ['hydrocyanic acid', '氢氰酸'],
  ['phosphorous acid', '亚磷酸'],
  ['fluorosulfonic acid', '氟磺酸'],
  ['fluorosulfuric acid', '氟磺酸'],
  ['chlorosulfonic acid', '氯磺酸'],
]);

/** Metals with one usual valence: their salts are named without a valence mark (氯化钠, 氧化铝). */
export const FIXED_VALENCE: ReadonlyMap<string, number> = new Map([
  ...['lithium', 'sodium', 'potassium', 'rubidium', 'cesium', 'caesium', 'silver'].map((m) => [m, 1] as [string, number]),
  ...['beryllium', 'magnesium', 'calcium', 'strontium', 'barium', 'radium', 'zinc', 'cadmium'].map((m) => [m, 2] as [string, number]),
  ...['aluminum', 'aluminium', 'gallium', 'indium', 'scandium', 'yttrium', 'lanthanum'].map((m) => [m, 3] as [string, number]),
  // The rare earths of one valence (cerium, europium, samarium and ytterbium have two).
  ...['praseodymium', 'neodymium', 'promethium', 'gadolinium', 'terbium', 'dysprosium', 'holmium', 'erbium', 'thulium', 'lutetium'].map(
    (m) => [m, 3] as [string, number],
  ),
]);

/**
 * Metals of variable valence named by a mark on the cation (氯化亚铁 /
 * 氯化铁, 硫酸铈 / 硫酸高铈): the mark for each valence the rules name this
 * way; a valence not listed is left to stoichiometric prefixes or not named.
 */
export const VALENCE_MARKS: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map([
  [
    'iron',
    new Map([
      [2, '亚'],
      [3, ''],
    ]),
  ],
  [
    'copper',
    new Map([
      [1, '亚'],
      [2, ''],
    ]),
  ],
  [
    'mercury',
    new Map([
      [1, '亚'],
      [2, ''],
    ]),
  ],
  [
    'tin',
    new Map([
      [2, '亚'],
      [4, ''],
    ]),
  ],
  [
    'chromium',
    new Map([
      [2, '亚'],
      [3, ''],
    ]),
  ],
  [
    'thallium',
    new Map([
      [1, '亚'],
      [3, ''],
    ]),
  ],
  [
    'gold',
    new Map([
      [1, '亚'],
      [3, ''],
    ]),
  ],
  [
    'cobalt',
    new Map([
      [2, ''],
      [3, '高'],
    ]),
  ],
  [
    'cerium',
    new Map([
      [3, ''],
      [4, '高'],
    ]),
  ],
  [
    'europium',
    new Map([
      [2, '亚'],
      [3, ''],
    ]),
  ],
  [
    'samarium',
    new Map([
      [2, '亚'],
      [3, ''],
    ]),
  ],
  [
    'ytterbium',
    new Map([
      [2, '亚'],
      [3, ''],
    ]),
  ],
  ['thorium', new Map([[4, '']])],
  ['nickel', new Map([[2, '']])],
  ['manganese', new Map([[2, '']])],
  ['lead', new Map([[2, '']])],
  [
    'platinum',
    new Map([
      [2, '亚'],
      [4, ''],
    ]),
  ],
  ['palladium', new Map([[2, '']])],
]);

/** Old English adjectives of valence: ferrous = iron(II), ferric = iron(III). */
export const VALENCE_ADJECTIVES: ReadonlyMap<string, [metal: string, valence: number]> = new Map([
  ['ferrous', ['iron', 2]],
  ['ferric', ['iron', 3]],
  ['cuprous', ['copper', 1]],
  ['cupric', ['copper', 2]],
  ['mercurous', ['mercury', 1]],
  ['mercuric', ['mercury', 2]],
  ['stannous', ['tin', 2]],
  ['stannic', ['tin', 4]],
  ['chromous', ['chromium', 2]],
  ['chromic', ['chromium', 3]],
  ['cobaltous', ['cobalt', 2]],
  ['cobaltic', ['cobalt', 3]],
  ['cerous', ['cerium', 3]],
  ['ceric', ['cerium', 4]],
  ['thallous', ['thallium', 1]],
  ['thallic', ['thallium', 3]],
  ['aurous', ['gold', 1]],
  ['auric', ['gold', 3]],
  ['plumbous', ['lead', 2]],
  ['nickelous', ['nickel', 2]],
  ['manganous', ['manganese', 2]],
]);

/** English multiplying prefixes to numbers (hydrates, stoichiometric names). */
export const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['mono', 1],
  ['di', 2],
  ['tri', 3],
  ['tetra', 4],
  ['penta', 5],
  ['hexa', 6],
  ['hepta', 7],
  ['octa', 8],
  ['nona', 9],
  ['deca', 10],
  ['dodeca', 12],
  ['octadeca', 18],
]);
