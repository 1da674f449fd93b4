import type { z } from 'zod';
import { getProfile, saveProfile } from '@/lib/server/account/profile';
import { saveUpload } from '@/lib/server/uploads/service';
import { substanceNames } from '@/lib/server/catalog/service';
import type { Db } from '@/lib/server/core/db';
import { mostOfferedSubstanceIds, offerSummaries } from '@/lib/server/goods/service';
import { CreateInquiryBody } from '@/lib/contracts/inquiry/schema';
import { createInquiry, hasInquiries } from '@/lib/server/inquiry/service';

type DemoInquiry = z.input<typeof CreateInquiryBody>;
import { importPlacements, markDirectSupplier, type ImportedPlacement } from '@/lib/server/merchandising/service';

/**
 * Substances sold in electronic (semiconductor) grade, with their grade.
 * Wet chemicals carry their SEMI grade (metal impurities per element:
 * G2 ≤ 10 ppb, G3 ≤ 1 ppb, G4 ≤ 0.1 ppb, G5 ≤ 0.01 ppb); specialty gases
 * carry their purity. CAS numbers missing from the catalog are skipped.
 */
export const ELECTRONIC_GRADES: readonly { cas: string; grade: string; note: string }[] = [
  { cas: '7664-39-3', grade: 'SEMI G4', note: '49% 电子级氢氟酸，单项金属杂质 ≤ 0.1 ppb，用于晶圆清洗与刻蚀' },
  { cas: '7722-84-1', grade: 'SEMI G4', note: '31% 电子级双氧水，单项金属杂质 ≤ 0.1 ppb，SC-1/SC-2 清洗' },
  { cas: '7664-93-9', grade: 'SEMI G4', note: '96% 电子级硫酸，单项金属杂质 ≤ 0.1 ppb，SPM 去胶清洗' },
  { cas: '7697-37-2', grade: 'SEMI G3', note: '69% 电子级硝酸，单项金属杂质 ≤ 1 ppb' },
  { cas: '7647-01-0', grade: 'SEMI G3', note: '37% 电子级盐酸，单项金属杂质 ≤ 1 ppb，SC-2 清洗' },
  { cas: '1336-21-6', grade: 'SEMI G4', note: '29% 电子级氨水，单项金属杂质 ≤ 0.1 ppb，SC-1 清洗' },
  { cas: '67-63-0', grade: 'SEMI G4', note: '电子级异丙醇，单项金属杂质 ≤ 0.1 ppb，晶圆干燥' },
  { cas: '67-64-1', grade: 'SEMI G3', note: '电子级丙酮，单项金属杂质 ≤ 1 ppb，去胶与清洗' },
  { cas: '7664-38-2', grade: 'SEMI G2', note: '85% 电子级磷酸，单项金属杂质 ≤ 10 ppb，氮化硅刻蚀' },
  { cas: '12125-01-8', grade: 'SEMI G3', note: '40% 电子级氟化铵，缓冲氧化物刻蚀液（BOE）原料' },
  { cas: '67-56-1', grade: 'SEMI G3', note: '电子级甲醇，单项金属杂质 ≤ 1 ppb' },
  { cas: '64-17-5', grade: 'SEMI G2', note: '电子级无水乙醇，单项金属杂质 ≤ 10 ppb' },
  { cas: '108-65-6', grade: 'SEMI G3', note: '电子级 PGMEA，光刻胶稀释剂与边缘去除' },
  { cas: '107-98-2', grade: 'SEMI G3', note: '电子级 PGME，光刻胶溶剂' },
  { cas: '872-50-4', grade: 'SEMI G3', note: '电子级 NMP，去胶剂与锂电极浆料溶剂' },
  { cas: '1310-58-3', grade: 'SEMI G2', note: '电子级氢氧化钾，硅各向异性刻蚀' },
  { cas: '7664-41-7', grade: '6N', note: '电子级氨气 99.9999%，氮化硅 CVD' },
  { cas: '7783-54-2', grade: '5N', note: '电子级三氟化氮 99.999%，CVD 腔体清洗' },
  { cas: '7803-62-5', grade: '6N', note: '电子级硅烷 99.9999%，多晶硅与氧化硅沉积' },
  { cas: '2551-62-4', grade: '5N', note: '电子级六氟化硫 99.999%，等离子刻蚀' },
  { cas: '75-73-0', grade: '5N', note: '电子级四氟化碳 99.999%，等离子刻蚀' },
  { cas: '7782-50-5', grade: '5N', note: '电子级氯气 99.999%，金属刻蚀' },
  { cas: '10035-10-6', grade: '5N', note: '电子级溴化氢 99.999%，多晶硅刻蚀' },
  { cas: '7803-51-2', grade: '6N', note: '电子级磷烷 99.9999%，N 型掺杂' },
];

/** Lab staples the platform carries as its main products. */
const MAIN_PRODUCTS = ['64-17-5', '67-64-1', '67-56-1', '108-88-3', '75-09-2', '7647-01-0', '7664-93-9', '1310-73-2', '7647-14-5', '7722-84-1', '1336-21-6', '872-50-4'];
const MAIN_LIST_SIZE = 24;

const DISCOUNTS = [0.85, 0.8, 0.9, 0.75, 0.88];
const PROMOTION_DAYS = [3, 7, 14, 30, 60];
const ACTIVE_PROMOTIONS = 24;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the China day `days` after `now` (23:59:59 CST). */
function endOfChinaDay(now: Date, days: number): string {
  const day = new Date(now.getTime() + 8 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T15:59:59.000Z`).toISOString();
}

function discountLabel(discount: number): string {
  return `限时 ${Number((discount * 10).toFixed(1))} 折`;
}

/**
 * Promotions on some of the most-offered products: 24 running, one that
 * ended yesterday and one that starts in three days (neither is listed).
 * Re-seeding renews the windows, so the local demo never runs out.
 */
async function demoPromotions(db: Db, now: Date): Promise<ImportedPlacement[]> {
  const ids = (await mostOfferedSubstanceIds(db, 90)).filter((_, i) => i % 3 === 0).slice(0, ACTIVE_PROMOTIONS + 2);
  const [names, summaries] = await Promise.all([substanceNames(db, ids), offerSummaries(db, ids)]);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString();
  return ids.flatMap((id, i): ImportedPlacement[] => {
    const cas = names.get(id)?.cas;
    const lowest = summaries.get(id)?.lowestPriceCents;
    if (!cas || lowest == null) return [];
    const discount = DISCOUNTS[i % DISCOUNTS.length] as number;
    const base = { cas, list: 'promotion' as const, sortOrder: i + 1, label: discountLabel(discount), promotionPriceCents: Math.round(lowest * discount), note: null };
    if (i === ACTIVE_PROMOTIONS) return [{ ...base, note: '演示：已结束的促销', startsAt: new Date(now.getTime() - 30 * DAY_MS).toISOString(), endsAt: yesterday }];
    if (i === ACTIVE_PROMOTIONS + 1) return [{ ...base, note: '演示：尚未开始的促销', startsAt: new Date(now.getTime() + 3 * DAY_MS).toISOString(), endsAt: endOfChinaDay(now, 10) }];
    return [{ ...base, startsAt: yesterday, endsAt: endOfChinaDay(now, PROMOTION_DAYS[i % PROMOTION_DAYS.length] as number) }];
  });
}

async function demoMainProducts(db: Db, startsAt: string): Promise<ImportedPlacement[]> {
  const popular = await substanceNames(db, await mostOfferedSubstanceIds(db, MAIN_LIST_SIZE));
  const cas = [...new Set([...MAIN_PRODUCTS, ...[...popular.values()].map((s) => s.cas)])].slice(0, MAIN_LIST_SIZE);
  return cas.map((c, i) => ({ cas: c, list: 'main', sortOrder: i + 1, label: i < MAIN_PRODUCTS.length ? '实验室常用' : null, promotionPriceCents: null, note: null, startsAt, endsAt: null }));
}

/** A one-page PDF standing in for a scanned business licence. */
const DEMO_LICENCE_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/**
 * The first demo seller as a verified organisation (profile and licence), so
 * the company check has a verified result. The other demo sellers stay as
 * registered: the tests complete their profiles through the API.
 */
async function verifyDemoSeller(db: Db, sellerId: number): Promise<void> {
  if ((await getProfile(db, sellerId)).complete) return;
  const licence = await saveUpload(db, sellerId, new File([DEMO_LICENCE_PDF], '营业执照.pdf', { type: 'application/pdf' }), 'licence');
  await saveProfile(db, sellerId, {
    realName: '张经理',
    organisationName: '上海华东化学试剂有限公司',
    creditCode: '91310115MA1K3B8L22',
    licenceUploadId: licence.id,
    address: '上海市浦东新区张江高科技园区',
  });
}

function demoInquiry(cas: string, quantity: number, unitCode: string, purity?: string): DemoInquiry {
  return { cas, productName: undefined, quantity, unitCode, purity, note: undefined, contactName: '王老师', contactPhone: '13800138000' };
}

const DEMO_INQUIRIES: DemoInquiry[] = [
  demoInquiry('64-17-5', 500, 'mL', 'AR'),
  demoInquiry('67-64-1', 4, 'L', '≥99.5%'),
  demoInquiry('7664-39-3', 25, 'kg', 'SEMI G4'),
  demoInquiry('50-78-2', 100, 'g', '99%'),
  demoInquiry('58-08-2', 25, 'g'),
];

/**
 * The merchandising demo: operator placements (promotions, main products,
 * electronic grade), the first demo seller as a verified direct supplier,
 * and a few inquiries from the demo buyer for the real-time feed. Runs
 * inside the demo loader's transaction; inquiries only when the buyer has
 * made none, the rest is upserted.
 */
export async function seedMerchandising(db: Db, memberIds: Map<string, number>): Promise<void> {
  const now = new Date();
  const createdAt = now.toISOString();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const electronic = ELECTRONIC_GRADES.map((e, i) => ({ cas: e.cas, list: 'electronic_grade' as const, sortOrder: i + 1, label: e.grade, promotionPriceCents: null, note: e.note, startsAt: since, endsAt: null }));
  await importPlacements(db, [...(await demoPromotions(db, now)), ...(await demoMainProducts(db, since)), ...electronic], createdAt);

  const seller = memberIds.get('demo_seller');
  if (seller !== undefined) {
    await verifyDemoSeller(db, seller);
    await markDirectSupplier(db, seller, '厂家直供', createdAt);
  }
  const buyer = memberIds.get('demo_buyer');
  if (buyer !== undefined && !(await hasInquiries(db, buyer))) {
    for (const inquiry of DEMO_INQUIRIES) await createInquiry(db, buyer, CreateInquiryBody.parse(inquiry));
  }
}
