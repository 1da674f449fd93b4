import type { ImportedGoods } from '@/lib/server/goods/service';
import { seededRandom } from '@/lib/shared/random';
import { inBaseUnits } from '@/lib/shared/units';
import type { SourceSubstance } from './substances';

/**
 * The demo price model (docs/decisions/0083-demo-price-model.md). A substance is
 * sorted into a kind; the kind gives a reference price per gram at 100 g of
 * the standard grade, the pack sizes a seller would stock and how much of
 * each. The price of a pack is a fixed handling charge (bottle, label, COA)
 * plus the reference price scaled by grams^0.75, so a pack 10× larger costs
 * about 5.6× more: bulk is cheaper per gram, as in any reagent catalogue.
 * Grade multiplies the price; each substance and seller vary it by a seeded
 * factor so two sellers never quote exactly alike.
 */
export type PriceKind = 'commodity' | 'solvent' | 'general' | 'fine' | 'precious' | 'highly_toxic' | 'radioactive';

type Pack = readonly [number, string];

type KindModel = {
  /** Yuan per gram at a 100 g pack of the kind's standard grade. */
  yuanPerGram: number;
  solidPacks: readonly Pack[];
  liquidPacks: readonly Pack[];
  /** Grades a seller offers for this kind, with the price multiplier of each. */
  grades: readonly (readonly [string, number])[];
  /** Most units of one pack in stock. */
  maxStock: number;
};

const REAGENT_GRADES = [
  ['CP', 0.8],
  ['AR', 1],
  ['GR', 1.5],
] as const;
const PERCENT_GRADES = [
  ['95%', 0.75],
  ['97%', 0.85],
  ['98%', 1],
  ['99%', 1.25],
  ['99.5%', 1.6],
] as const;

export const KIND_MODELS: Record<PriceKind, KindModel> = {
  // Bulk acids, bases and simple salts: cents per gram.
  commodity: {
    yuanPerGram: 0.04,
    solidPacks: [
      [500, 'g'],
      [1, 'kg'],
      [25, 'kg'],
    ],
    liquidPacks: [
      [500, 'mL'],
      [1, 'L'],
      [4, 'L'],
    ],
    grades: REAGENT_GRADES,
    maxStock: 300,
  },
  // Small, common liquid organics (ethanol, acetone, toluene).
  solvent: {
    yuanPerGram: 0.06,
    solidPacks: [
      [500, 'g'],
      [1, 'kg'],
    ],
    liquidPacks: [
      [500, 'mL'],
      [1, 'L'],
      [4, 'L'],
    ],
    grades: REAGENT_GRADES,
    maxStock: 300,
  },
  general: {
    yuanPerGram: 1.5,
    solidPacks: [
      [5, 'g'],
      [25, 'g'],
      [100, 'g'],
      [500, 'g'],
    ],
    liquidPacks: [
      [25, 'mL'],
      [100, 'mL'],
      [500, 'mL'],
    ],
    grades: PERCENT_GRADES,
    maxStock: 60,
  },
  // Larger organic molecules: research quantities.
  fine: {
    yuanPerGram: 15,
    solidPacks: [
      [100, 'mg'],
      [1, 'g'],
      [5, 'g'],
      [25, 'g'],
    ],
    liquidPacks: [
      [1, 'mL'],
      [5, 'mL'],
      [25, 'mL'],
    ],
    grades: PERCENT_GRADES,
    maxStock: 20,
  },
  precious: {
    yuanPerGram: 60,
    solidPacks: [
      [1, 'g'],
      [5, 'g'],
      [25, 'g'],
    ],
    liquidPacks: [
      [1, 'g'],
      [5, 'g'],
    ],
    grades: PERCENT_GRADES,
    maxStock: 10,
  },
  // 剧毒化学品: small packs, a few in stock (sold only against the buyer's permit).
  highly_toxic: {
    yuanPerGram: 3,
    solidPacks: [
      [1, 'g'],
      [5, 'g'],
      [25, 'g'],
    ],
    liquidPacks: [
      [1, 'mL'],
      [5, 'mL'],
      [25, 'mL'],
    ],
    grades: PERCENT_GRADES,
    maxStock: 3,
  },
  // Uranium, thorium and the like: one gram, on request only (nothing in stock).
  radioactive: { yuanPerGram: 200, solidPacks: [[1, 'g']], liquidPacks: [[1, 'g']], grades: [['99%', 1]], maxStock: 0 },
};

const RADIOACTIVE = /(U|Th|Pu|Ra|Po|Np|Am|Cm|Ac|Pa|Tc|Rn)(?![a-z])/;
const PRECIOUS = /(Pt|Pd|Au|Rh|Ir|Ru|Os|Re)(?![a-z])/;
/** Elements of cheap bulk inorganics: anything else (caesium, rare earths, gallium …) is a fine chemical. */
const COMMON_ELEMENTS = new Set(['H', 'C', 'N', 'O', 'S', 'Cl', 'Na', 'K', 'Ca', 'Mg', 'P', 'Fe', 'Al', 'Cu', 'Zn', 'Si', 'B', 'Mn', 'Ba', 'Br', 'I', 'F']);

export function priceKindOf(
  substance: Pick<SourceSubstance, 'formula' | 'molecularWeight' | 'categorySlug' | 'meltingPointK' | 'boilingPointK'>,
  highlyToxic: boolean,
): PriceKind {
  const formula = substance.formula ?? '';
  if (RADIOACTIVE.test(formula)) return 'radioactive';
  if (highlyToxic) return 'highly_toxic';
  if (PRECIOUS.test(formula)) return 'precious';
  const mw = substance.molecularWeight ?? 500;
  const elements = [...formula.matchAll(/([A-Z][a-z]?)/g)].map((m) => m[1]!);
  if (substance.categorySlug === 'inorganic') return elements.every((e) => COMMON_ELEMENTS.has(e)) && mw < 400 ? 'commodity' : 'fine';
  if (isLiquid(substance) && mw < 160) return 'solvent';
  return mw < 250 ? 'general' : 'fine';
}

function isLiquid(s: Pick<SourceSubstance, 'meltingPointK' | 'boilingPointK'>): boolean {
  return s.meltingPointK !== null && s.meltingPointK < 293 && s.boilingPointK !== null && s.boilingPointK > 303;
}

/** Handling charge per pack, in yuan: a bottle costs the same whatever is in it; a drum more. */
function handlingYuan(grams: number): number {
  return grams >= 10_000 ? 60 : grams >= 1000 ? 15 : 8;
}

/** The price in cents of one pack: handling plus the reference price scaled by size and grade. */
export function packPriceCents(kind: PriceKind, grams: number, gradeFactor: number, variation: number): number {
  const yuan = handlingYuan(grams) + KIND_MODELS[kind].yuanPerGram * gradeFactor * variation * 100 * (grams / 100) ** 0.75;
  return Math.round(yuan * 100);
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A demo offer before its seller and substance have database ids. */
export type DemoGoods = Omit<ImportedGoods, 'sellerId' | 'substanceId'> & { sellerUsername: string };

/**
 * The brands each demo seller stocks (its own and one it resells), so offers
 * show a brand and can be filtered by it. Chosen by pack, not by the seeded
 * random numbers, so prices and stock stay what they were.
 */
const DEMO_BRANDS: Record<string, string[]> = {
  demo_seller: ['华东试剂', '阿拉丁'],
  demo_seller2: ['北方精细', '麦克林'],
  demo_seller3: ['岭南生化', '西陇科学'],
};

/** Offers for one substance: 1–3 sellers, 1–3 of the kind's pack sizes each, priced by the model above. */
export function demoGoodsFor(substance: SourceSubstance, sellers: string[], highlyToxic = false): DemoGoods[] {
  const rand = seededRandom(seedOf(substance.cas));
  const kind = priceKindOf(substance, highlyToxic);
  const model = KIND_MODELS[kind];
  const liquid = isLiquid(substance);
  const packs = liquid ? model.liquidPacks : model.solidPacks;
  // A liquid's millilitres weigh its density; water's when the table does not know it.
  const gramsPerMl = liquid && substance.densityKgM3 ? substance.densityKgM3 / 1000 : 1;
  const substanceFactor = 0.7 + rand() * 0.7;
  const sellerCount = 1 + Math.floor(rand() * Math.min(3, sellers.length));
  const start = Math.floor(rand() * sellers.length);
  const goods: DemoGoods[] = [];
  for (let s = 0; s < sellerCount; s++) {
    const seller = sellers[(start + s) % sellers.length] as string;
    const markup = 0.9 + rand() * 0.3;
    const [grade, gradeFactor] = model.grades[Math.floor(rand() * model.grades.length)]!;
    const first = Math.floor(rand() * Math.max(1, packs.length - 1));
    const count = 1 + Math.floor(rand() * 3);
    const brands = DEMO_BRANDS[seller];
    for (const [index, [size, unit]] of packs.slice(first, first + count).entries()) {
      const grams = (inBaseUnits(size, unit) ?? size) * (unit === 'mL' || unit === 'L' ? gramsPerMl : 1);
      // Drums are made to order more often than bottles.
      const inStock = model.maxStock > 0 && rand() >= (grams >= 10_000 ? 0.4 : 0.15);
      const stock = inStock ? 1 + Math.floor(rand() * model.maxStock * (grams >= 10_000 ? 0.1 : 1)) : 0;
      const roll = rand();
      goods.push({
        sellerUsername: seller,
        packSize: size,
        unitCode: unit,
        purity: grade,
        brand: brands ? brands[index % brands.length] : null,
        priceCents: packPriceCents(kind, grams, gradeFactor, substanceFactor * markup),
        stock,
        leadTimeDays: stock > 0 ? 1 + Math.floor(rand() * 3) : 7 + Math.floor(rand() * 21),
        status: roll < 0.9 ? 'on_shelf' : roll < 0.95 ? 'pending' : 'off_shelf',
      });
    }
  }
  return goods;
}
