import { importMembers, memberIdsByUsername, type NewMember } from '@/lib/server/account/service';
import { substanceIdsByCas } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { seedDemoPriceHistory } from '@/lib/server/goods/demo-price-history';
import { importGoods, sellerIdsWithGoods } from '@/lib/server/goods/service';
import { seedOrganisation } from '@/lib/server/organisations/service';
import { seedMerchandising } from './merchandising';
import { seedDeliveryDetails } from './delivery';
import { attachDemoCoas } from './coa';
import { regulatedData } from '@/lib/server/regulated/lists';
import { demoGoodsFor } from './prices';
import type { SourceSubstance } from './substances';

export { demoGoodsFor } from './prices';

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
  {
    username: 'demo_buyer',
    password: 'Buyer12345',
    memberType: 'teacher',
    isBuyer: true,
    isSeller: false,
    displayName: '王老师',
    companyName: null,
    phone: '13800138000',
  },
  {
    username: 'demo_seller',
    password: 'Seller12345',
    memberType: 'licence',
    isBuyer: false,
    isSeller: true,
    displayName: '华东试剂',
    companyName: '上海华东化学试剂有限公司',
    phone: '13900139000',
  },
  {
    username: 'demo_seller2',
    password: 'Seller12345',
    memberType: 'licence',
    isBuyer: false,
    isSeller: true,
    displayName: '北方精细化工',
    companyName: '天津北方精细化工有限公司',
    phone: '13700137000',
  },
  {
    username: 'demo_seller3',
    password: 'Seller12345',
    memberType: 'licence',
    isBuyer: true,
    isSeller: true,
    displayName: '岭南生化',
    companyName: '广州岭南生化科技有限公司',
    phone: '13600136000',
  },
  // A student of 王老师's research group (the demo organisation): orders as its purchaser.
  {
    username: 'demo_student',
    password: 'Student12345',
    memberType: 'student',
    isBuyer: true,
    isSeller: false,
    displayName: '小李',
    companyName: null,
    phone: '13400134000',
  },
  // The operator console's demo account (/admin); production loads no demo accounts at all.
  {
    username: 'operator',
    password: 'Operator12345',
    memberType: 'licence',
    isBuyer: false,
    isSeller: false,
    isOperator: true,
    displayName: '平台运营',
    companyName: 'ChemMart 平台',
    phone: '13500135000',
  },
];

/**
 * Substances that always have offers, so the demo and the tests have
 * well-known products: the staples any reagent shop stocks (acetic and
 * nitric acid among them, so "acid" finds the acids a buyer expects).
 */
const ALWAYS_LISTED = [
  '64-17-5',
  '50-78-2',
  '67-64-1',
  '71-43-2',
  '108-88-3',
  '67-56-1',
  '7647-01-0',
  '7664-93-9',
  '1310-73-2',
  '58-08-2',
  '7647-14-5',
  '7732-18-5',
  '64-19-7',
  '7697-37-2',
];
/** Every n-th substance of the catalog gets offers too: a few hundred in all. */
const LIST_EVERY = 12;

export type SeedReport = { substancesAdded: number; synonymsAdded: number; membersAdded: number; goodsAdded: number };

/**
 * The demo marketplace on top of the catalog: the demo accounts, their goods
 * (prices from prices.ts), certificates, merchandising lists, inquiries and
 * delivery details. Part of the local demo only; a production start loads
 * the reference data and the catalog without it. Idempotent: members are
 * added only when missing, goods only for a demo seller that has none yet.
 */
export async function seedDemoMarketplace(trx: Db, substances: SourceSubstance[]): Promise<{ membersAdded: number; goodsAdded: number }> {
  const membersAdded = await importMembers(trx, DEMO_MEMBERS);
  const memberIds = await memberIdsByUsername(
    trx,
    DEMO_MEMBERS.map((m) => m.username),
  );
  await seedOrganisation(trx, {
    name: '王老师课题组',
    ownerId: memberIds.get('demo_buyer')!,
    members: [{ memberId: memberIds.get('demo_student')!, roles: ['purchaser'] }],
  });
  const alreadySelling = await sellerIdsWithGoods(trx);
  const sellers = DEMO_MEMBERS.filter((m) => m.isSeller && !alreadySelling.has(memberIds.get(m.username)!)).map((m) => m.username);
  let goodsAdded = 0;
  if (sellers.length > 0) {
    const substanceIds = await substanceIdsByCas(trx);
    const listed = substances.filter((s, i) => ALWAYS_LISTED.includes(s.cas) || i % LIST_EVERY === 0);
    const highlyToxic = regulatedData().lists.highly_toxic.byCas;
    goodsAdded = await importGoods(
      trx,
      listed.flatMap((s) =>
        demoGoodsFor(s, sellers, highlyToxic.has(s.cas)).map(({ sellerUsername, ...g }) => ({
          ...g,
          sellerId: memberIds.get(sellerUsername)!,
          substanceId: substanceIds.get(s.cas)!,
        })),
      ),
    );
    // Invented, labelled demo history for the product pages' price chart (lib/server/goods/demo-price-history.ts).
    await seedDemoPriceHistory(
      trx,
      sellers.map((u) => memberIds.get(u)!),
    );
  }
  await attachDemoCoas(trx, ALWAYS_LISTED);
  await (await import('./safety')).seedDemoSafety(trx, memberIds, ALWAYS_LISTED); // demo SDS files and GHS labels (lib/server/demo/safety.ts)
  // Placements, the direct supplier and demo inquiries need the goods above.
  await seedMerchandising(trx, memberIds);
  // A default address and invoice details for demo_buyer and demo_seller3.
  await seedDeliveryDetails(trx, memberIds);
  await (await import('./rfq')).seedRfq(trx, memberIds); // demo inquiries with quotations (lib/server/demo/rfq.ts)
  await (await import('./money')).seedDemoMoney(trx, memberIds); // the demo buyer's balance and vouchers (lib/server/demo/money.ts)
  await (await import('./certificates')).seedDemoCertificates(trx, memberIds); // approved supplier licences, so demo goods may go on shelf
  return { membersAdded, goodsAdded };
}
