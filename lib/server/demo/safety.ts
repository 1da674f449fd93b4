import type { Db } from '@/lib/server/core/db';
import { substanceDepictions, substanceIdsOf } from '@/lib/server/catalog/queries';
import { onShelfOffersOf } from '@/lib/server/goods/queries';
import { newDocument } from '@/lib/server/orders/contract/pdf';
import { isHazardousChemical } from '@/lib/server/regulated/service';
import { saveSellerLabel, sellerLabelsOf } from '@/lib/server/safety/labels';
import { attachSheets, hasChineseSheet } from '@/lib/server/safety/sds';
import { storeUpload } from '@/lib/server/uploads/service';
import { SIGNAL_WORDS, statementText, type Pictogram } from '@/lib/shared/ghs';

/*
 * The local demo's safety data (decision 0156): each demo seller's SDS of the
 * hazardous chemicals they offer among the demo's well-known products —
 * generated PDFs that say on their face they are demo files, not real
 * sheets — and the GHS label each seller enters from it. The labels are the
 * usual classifications suppliers print for these substances, entered here
 * as a seller would type them, as demo data; one demo seller gives sulfuric
 * acid without H290, so the operator's review list has a difference to show.
 */

type DemoLabel = { pictograms: Pictogram[]; signalWord: 'danger' | 'warning'; hazardCodes: string[]; precautionCodes: string[] };

const CORROSIVE_P = ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'];
const FLAMMABLE_P = ['P210', 'P233', 'P240', 'P241', 'P280', 'P403+P235'];

const DEMO_LABELS: Record<string, DemoLabel> = {
  '7664-93-9': { pictograms: ['GHS05'], signalWord: 'danger', hazardCodes: ['H290', 'H314'], precautionCodes: CORROSIVE_P },
  '7647-01-0': { pictograms: ['GHS05', 'GHS07'], signalWord: 'danger', hazardCodes: ['H290', 'H314', 'H335'], precautionCodes: [...CORROSIVE_P, 'P261'] },
  '1310-73-2': { pictograms: ['GHS05'], signalWord: 'danger', hazardCodes: ['H290', 'H314'], precautionCodes: CORROSIVE_P },
  '7697-37-2': {
    pictograms: ['GHS03', 'GHS05'],
    signalWord: 'danger',
    hazardCodes: ['H272', 'H290', 'H314'],
    precautionCodes: ['P210', 'P220', ...CORROSIVE_P],
  },
  '64-19-7': { pictograms: ['GHS02', 'GHS05'], signalWord: 'danger', hazardCodes: ['H226', 'H314'], precautionCodes: ['P210', ...CORROSIVE_P] },
  '64-17-5': { pictograms: ['GHS02', 'GHS07'], signalWord: 'danger', hazardCodes: ['H225', 'H319'], precautionCodes: [...FLAMMABLE_P, 'P305+P351+P338'] },
  '67-64-1': {
    pictograms: ['GHS02', 'GHS07'],
    signalWord: 'danger',
    hazardCodes: ['H225', 'H319', 'H336'],
    precautionCodes: [...FLAMMABLE_P, 'P261', 'P305+P351+P338'],
  },
  '67-56-1': {
    pictograms: ['GHS02', 'GHS06', 'GHS08'],
    signalWord: 'danger',
    hazardCodes: ['H225', 'H301+H311+H331', 'H370'],
    precautionCodes: [...FLAMMABLE_P, 'P260', 'P270', 'P301+P310', 'P311'],
  },
  '71-43-2': {
    pictograms: ['GHS02', 'GHS07', 'GHS08'],
    signalWord: 'danger',
    hazardCodes: ['H225', 'H304', 'H315', 'H319', 'H340', 'H350', 'H372'],
    precautionCodes: [...FLAMMABLE_P, 'P201', 'P301+P310', 'P331'],
  },
  '108-88-3': {
    pictograms: ['GHS02', 'GHS07', 'GHS08'],
    signalWord: 'danger',
    hazardCodes: ['H225', 'H304', 'H315', 'H336', 'H361', 'H373'],
    precautionCodes: [...FLAMMABLE_P, 'P201', 'P301+P310', 'P331'],
  },
};

/** Each demo seller's sheets carry their own revision date; demo_seller2's is old enough for the operator's age list. */
const REVISED_ON: Record<string, string> = { demo_seller: '2026-03-01', demo_seller2: '2020-06-15', demo_seller3: '2024-09-01' };

const SECTIONS = [
  '化学品及企业标识',
  '危险性概述',
  '成分/组成信息',
  '急救措施',
  '消防措施',
  '泄漏应急处理',
  '操作处置与储存',
  '接触控制和个体防护',
  '理化特性',
  '稳定性和反应性',
  '毒理学信息',
  '生态学信息',
  '废弃处置',
  '运输信息',
  '法规信息',
  '其他信息',
];

async function renderDemoSheet(
  product: { cas: string; name: string; nameZh: string | null },
  seller: string,
  revisedOn: string,
  label: DemoLabel | undefined,
): Promise<Uint8Array> {
  const { doc, w } = await newDocument(
    { title: `化学品安全技术说明书（演示） ${product.cas}`, stamp: new Date(`${revisedOn}T00:00:00Z`) },
    { columns: [], widths: [], tableOpen: () => false },
  );
  w.paragraph('化学品安全技术说明书（演示）', { size: 18, center: true, gap: 4 });
  w.paragraph('演示文件：由 ChemMart 本地演示数据生成，不是真实的安全技术说明书，不得用于安全决策。', { size: 9.5, center: true, gap: 10 });
  w.paragraph(`产品名称：${product.nameZh ?? product.name}（${product.name}）　CAS 号：${product.cas}`, { size: 10.5 });
  w.paragraph(`供应商：${seller}　修订日期：${revisedOn}　按 GB/T 16483—2008 的 16 个部分编排`, { size: 10.5, gap: 6 });
  SECTIONS.forEach((title, i) => {
    w.heading(`第 ${i + 1} 部分　${title}`);
    if (i === 1 && label) {
      w.paragraph(`象形图：${label.pictograms.join('、')}　信号词：${SIGNAL_WORDS[label.signalWord]}`, { size: 9.5 });
      for (const code of label.hazardCodes) w.paragraph(`${code} ${statementText(code) ?? ''}`, { size: 9.5 });
      for (const code of label.precautionCodes) w.paragraph(`${code} ${statementText(code) ?? ''}`, { size: 9.5 });
    } else {
      w.paragraph('（演示：请以供应商正式 SDS 为准）', { size: 9.5 });
    }
  });
  return doc.save();
}

/**
 * Gives each demo seller an SDS, and the label it states, for every demo
 * hazardous chemical they offer on shelf; what exists is left alone (idempotent).
 */
export async function seedDemoSafety(db: Db, memberIds: Map<string, number>, casNumbers: string[]): Promise<number> {
  const hazardous = casNumbers.filter(isHazardousChemical);
  const ids = await substanceIdsOf(db, hazardous);
  const substances = new Map((await substanceDepictions(db, [...ids.values()])).map((s) => [s.id, s]));
  const offers = await onShelfOffersOf(db, [...ids.values()]);
  const usernames = new Map([...memberIds].map(([username, id]) => [id, username]));
  const pairs = [...new Map(offers.filter((o) => usernames.has(o.sellerId)).map((o) => [`${o.sellerId}:${o.substanceId}`, o])).values()];
  let added = 0;
  for (const { sellerId, substanceId } of pairs) {
    const substance = substances.get(substanceId);
    const username = usernames.get(sellerId)!;
    if (!substance) continue;
    const label = DEMO_LABELS[substance.cas];
    const revisedOn = REVISED_ON[username] ?? '2025-01-01';
    if (!(await hasChineseSheet(db, sellerId, substanceId))) {
      const bytes = Buffer.from(await renderDemoSheet(substance, username, revisedOn, label));
      const upload = await storeUpload(db, sellerId, bytes, {
        purpose: 'sds',
        name: `SDS-${substance.cas}-演示.pdf`,
        contentType: 'application/pdf',
        extension: 'pdf',
      });
      await attachSheets(db, sellerId, substanceId, { zhUploadId: upload.id, enUploadId: null, revisedOn, enRevisedOn: null });
      added += 1;
    }
    if (label && !(await sellerLabelsOf(db, sellerId, [substanceId])).has(substanceId)) {
      const entered = username === 'demo_seller2' && substance.cas === '7664-93-9' ? { ...label, hazardCodes: ['H314'] } : label;
      await saveSellerLabel(db, sellerId, substanceId, entered);
    }
  }
  return added;
}
