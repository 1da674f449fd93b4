import { importMembers, memberIdsByUsername, type NewMember } from '@/lib/server/account/service';
import { importInvoiceCategories } from '@/lib/server/invoice/categories';
import { importCatalog, substanceIdsByCas } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { importGoods, importUnits, sellerIdsWithGoods, type ImportedGoods } from '@/lib/server/goods/service';
import { seedMerchandising } from './merchandising';
import { seedDeliveryDetails } from './delivery';
import { attachDemoCoas } from './coa';
import { CATEGORIES, readDemoSubstances, type SourceSubstance } from './substances';

export const UNITS = [
  { code: 'mg', name: '毫克', kind: 'mass' },
  { code: 'g', name: '克', kind: 'mass' },
  { code: 'kg', name: '千克', kind: 'mass' },
  { code: 't', name: '吨', kind: 'mass' },
  { code: 'mL', name: '毫升', kind: 'volume' },
  { code: 'L', name: '升', kind: 'volume' },
  { code: 'bottle', name: '瓶', kind: 'count' },
  { code: 'drum', name: '桶', kind: 'count' },
] as const;

export const INVOICE_CATEGORIES = [
  { code: 'vat_normal', name: '增值税普通发票', description: '适用于个人及不需抵扣进项税的单位' },
  { code: 'vat_special', name: '增值税专用发票', description: '一般纳税人可用于抵扣进项税，需提供开票资料' },
  { code: 'e_normal', name: '电子普通发票', description: '以电子文件形式开具，与纸质普通发票同等效力' },
] as const;

/** The demo accounts `npm start` prints. Passwords are for the local demo only. */
export const DEMO_MEMBERS: NewMember[] = [
  { username: 'demo_buyer', password: 'Buyer12345', memberType: 'teacher', isBuyer: true, isSeller: false, displayName: '王老师', companyName: null, phone: '13800138000' },
  { username: 'demo_seller', password: 'Seller12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: '华东试剂', companyName: '上海华东化学试剂有限公司', phone: '13900139000' },
  { username: 'demo_seller2', password: 'Seller12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: '北方精细化工', companyName: '天津北方精细化工有限公司', phone: '13700137000' },
  { username: 'demo_seller3', password: 'Seller12345', memberType: 'licence', isBuyer: true, isSeller: true, displayName: '岭南生化', companyName: '广州岭南生化科技有限公司', phone: '13600136000' },
];

/** Substances that always have offers, so the demo and the tests have well-known products. */
const ALWAYS_LISTED = ['64-17-5', '50-78-2', '67-64-1', '71-43-2', '108-88-3', '67-56-1', '7647-01-0', '7664-93-9', '1310-73-2', '58-08-2', '7647-14-5', '7732-18-5'];
/** Every n-th substance of the catalog gets offers too: a few hundred in all. */
const LIST_EVERY = 12;

/** A small seeded generator (mulberry32): the same catalog on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

/** A demo offer before its seller and substance have database ids. */
type DemoGoods = Omit<ImportedGoods, 'sellerId' | 'substanceId'> & { sellerUsername: string };

const SOLID_PACKS = [[1, 'g'], [5, 'g'], [25, 'g'], [100, 'g'], [500, 'g'], [1, 'kg'], [25, 'kg']] as const;
const LIQUID_PACKS = [[5, 'mL'], [25, 'mL'], [100, 'mL'], [500, 'mL'], [1, 'L'], [4, 'L']] as const;
const PURITIES = ['95%', '97%', '98%', '99%', '99.5%', '99.9%', 'AR', 'GR'] as const;
const GRAMS_PER = { mg: 0.001, g: 1, kg: 1000, mL: 1, L: 1000 } as Record<string, number>;

/** Offers for one substance: 1–3 sellers, 1–3 pack sizes each, priced by size. */
export function demoGoodsFor(substance: SourceSubstance, sellers: string[]): DemoGoods[] {
  const rand = random(seedOf(substance.cas));
  const isLiquid =
    substance.meltingPointK !== null && substance.meltingPointK < 293 &&
    substance.boilingPointK !== null && substance.boilingPointK > 303;
  const packs = isLiquid ? LIQUID_PACKS : SOLID_PACKS;
  const yuanPerGram = 0.05 + rand() * rand() * 40;
  const sellerCount = 1 + Math.floor(rand() * Math.min(3, sellers.length));
  const start = Math.floor(rand() * sellers.length);
  const goods: DemoGoods[] = [];
  for (let s = 0; s < sellerCount; s++) {
    const seller = sellers[(start + s) % sellers.length] as string;
    const markup = 0.8 + rand() * 0.6;
    const first = Math.floor(rand() * (packs.length - 2));
    const count = 1 + Math.floor(rand() * 3);
    for (const [size, unit] of packs.slice(first, first + count)) {
      const grams = size * (GRAMS_PER[unit] ?? 1);
      // Bigger packs cost less per gram, as in any reagent catalogue.
      const price = yuanPerGram * markup * grams ** 0.75 + 8;
      const stock = rand() < 0.15 ? 0 : Math.floor(1 + rand() * 200);
      const roll = rand();
      goods.push({
        sellerUsername: seller,
        packSize: size,
        unitCode: unit,
        purity: pick(rand, PURITIES),
        priceCents: Math.round(price * 100),
        stock,
        leadTimeDays: stock > 0 ? 1 + Math.floor(rand() * 3) : 7 + Math.floor(rand() * 21),
        status: roll < 0.9 ? 'on_shelf' : roll < 0.95 ? 'pending' : 'off_shelf',
      });
    }
  }
  return goods;
}

export type SeedReport = { substancesAdded: number; synonymsAdded: number; membersAdded: number; goodsAdded: number };

/**
 * Loads the demo catalog in one transaction, through each area's own
 * functions. Idempotent: reference data is upserted by code, substances and
 * members are added only when missing, and goods only for a demo seller that
 * has none yet.
 */
export async function seedDemoCatalog(db: Db, substances = readDemoSubstances()): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    await importUnits(trx, UNITS);
    await importInvoiceCategories(trx, INVOICE_CATEGORIES);
    const catalog = await importCatalog(trx, CATEGORIES, substances);
    const membersAdded = await importMembers(trx, DEMO_MEMBERS);

    const memberIds = await memberIdsByUsername(trx, DEMO_MEMBERS.map((m) => m.username));
    const alreadySelling = await sellerIdsWithGoods(trx);
    const sellers = DEMO_MEMBERS.filter((m) => m.isSeller && !alreadySelling.has(memberIds.get(m.username)!)).map((m) => m.username);
    let goodsAdded = 0;
    if (sellers.length > 0) {
      const substanceIds = await substanceIdsByCas(trx);
      const listed = substances.filter((s, i) => ALWAYS_LISTED.includes(s.cas) || i % LIST_EVERY === 0);
      goodsAdded = await importGoods(
        trx,
        listed.flatMap((s) =>
          demoGoodsFor(s, sellers).map(({ sellerUsername, ...g }) => ({
            ...g,
            sellerId: memberIds.get(sellerUsername)!,
            substanceId: substanceIds.get(s.cas)!,
          })),
        ),
      );
    }
    await attachDemoCoas(trx, ALWAYS_LISTED);
    // Placements, the direct supplier and demo inquiries need the goods above.
    await seedMerchandising(trx, memberIds);
    // A default address and invoice details for demo_buyer and demo_seller3.
    await seedDeliveryDetails(trx, memberIds);
    await (await import('./rfq')).seedRfq(trx, memberIds); // demo inquiries with quotations (lib/server/demo/rfq.ts)
    return { substancesAdded: catalog.added, synonymsAdded: catalog.synonymsAdded, membersAdded, goodsAdded };
  });
}
