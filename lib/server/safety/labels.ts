import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { substancesByIds } from '@/lib/server/catalog/refs';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import type { GhsClaimSchema, GhsLabelInput, GhsLabelSchema, GhsReviewPageSchema, GhsReviewQuery, AdminGhsLabelInput } from '@/lib/contracts/safety/schema';
import {
  GHS_EDITION,
  HAZARD_STATEMENTS,
  normalizeCode,
  PICTOGRAM_CODES,
  PICTOGRAMS,
  PRECAUTIONARY_STATEMENTS,
  SIGNAL_WORDS,
  statementText,
  unknownParts,
  type Pictogram,
} from '@/lib/shared/ghs';
import * as repo from './labels-repo';
import { readCurrentSheetRow } from './sds';

/*
 * GHS labels of substances (decision 0156). A seller enters the label their
 * SDS gives; the operator may review one, which then wins. Shown: the
 * operator's label, else the newest seller's, marked disputed while sellers
 * disagree; the operator's list names the differences.
 */

export type GhsLabel = z.infer<typeof GhsLabelSchema>;
type Label = { pictograms: Pictogram[]; signalWord: 'danger' | 'warning' | null; hazardCodes: string[]; precautionCodes: string[] };

const invalid = (message: string, field: string) => new AppError(ErrorCode.GHS_LABEL_INVALID, message, { fields: [{ field, message }] });

/** The label with every code checked against the code lists, normalized, de-duplicated and in code order. */
export function checkLabel(input: z.output<typeof GhsLabelInput>): Label {
  const codes = (list: string[], prefix: 'H' | 'P', table: Record<string, string>, field: string, kind: string) => {
    const out = [...new Set(list.map(normalizeCode).filter((c) => c.length > 0))];
    for (const code of out) {
      if (!code.startsWith(prefix) || unknownParts(code, table).length > 0)
        throw invalid(`${kind}代码“${code}”不在 GHS 代码表中（${GHS_EDITION}），请按 SDS 第 2 部分核对`, field);
    }
    return out.sort();
  };
  const hazardCodes = codes(input.hazardCodes, 'H', HAZARD_STATEMENTS, 'hazardCodes', '危险说明');
  const precautionCodes = codes(input.precautionCodes, 'P', PRECAUTIONARY_STATEMENTS, 'precautionCodes', '防范说明');
  const pictograms = PICTOGRAM_CODES.filter((p) => input.pictograms.includes(p));
  if (pictograms.length > 0 && !input.signalWord) throw invalid('有象形图的标签须有信号词（危险或警告）', 'signalWord');
  if (input.signalWord && hazardCodes.length === 0) throw invalid('有信号词的标签须列出危险说明（H 代码）', 'hazardCodes');
  return { pictograms, signalWord: input.signalWord, hazardCodes, precautionCodes };
}

const NO_LABEL: Label = { pictograms: [], signalWord: null, hazardCodes: [], precautionCodes: [] };

const split = (text: string) => (text ? text.split(',') : []);

function labelOfRow(row: repo.LabelRow): Label {
  return {
    pictograms: split(row.pictograms) as Pictogram[],
    signalWord: row.signalWord,
    hazardCodes: split(row.hazardCodes),
    precautionCodes: split(row.precautionCodes),
  };
}

function present(label: Label, basis: string, reviewed: boolean, disputed: boolean): GhsLabel {
  return {
    pictograms: label.pictograms.map((code) => ({ code, name: PICTOGRAMS[code] })),
    signalWord: label.signalWord ? { code: label.signalWord, text: SIGNAL_WORDS[label.signalWord] } : null,
    hazards: label.hazardCodes.map((code) => ({ code, text: statementText(code) ?? '' })),
    precautions: label.precautionCodes.map((code) => ({ code, text: statementText(code) ?? '' })),
    basis,
    reviewed,
    disputed,
    edition: GHS_EDITION,
  };
}

/** What one label says that another does not, in the words the operator's list shows. */
export function differencesBetween(claim: Label, shown: Label): string[] {
  const out: string[] = [];
  const diff = (label: string, mine: string[], theirs: string[]) => {
    const more = mine.filter((c) => !theirs.includes(c));
    const fewer = theirs.filter((c) => !mine.includes(c));
    if (more.length > 0) out.push(`${label}多 ${more.join('、')}`);
    if (fewer.length > 0) out.push(`${label}少 ${fewer.join('、')}`);
  };
  diff('象形图', claim.pictograms, shown.pictograms);
  if (claim.signalWord !== shown.signalWord)
    out.push(`信号词为${claim.signalWord ? SIGNAL_WORDS[claim.signalWord] : '无'}（现行：${shown.signalWord ? SIGNAL_WORDS[shown.signalWord] : '无'}）`);
  diff('H 代码', claim.hazardCodes, shown.hazardCodes);
  diff('P 代码', claim.precautionCodes, shown.precautionCodes);
  return out;
}

/** The label in force and its basis: the operator's, else the newest seller's (rows come oldest first). */
function inForce(rows: repo.LabelRow[]): { row: repo.LabelRow; label: Label; disputed: boolean } | null {
  if (rows.length === 0) return null;
  const operator = rows.find((r) => r.source === 'operator');
  const row = operator ?? rows[rows.length - 1]!;
  const label = labelOfRow(row);
  const sellers = rows.filter((r) => r.source === 'seller');
  const disputed = !operator && sellers.some((r) => differencesBetween(labelOfRow(r), label).length > 0);
  return { row, label, disputed };
}

/** Which sellers offer which substances on shelf now (`sellerId:substanceId`), handed in by the goods area. */
export type OnShelfSellers = (db: Db, substanceIds: number[]) => Promise<Set<string>>;

/**
 * The labels shown for these substances (none for a substance no one
 * labelled): the operator's, else those of sellers who offer the substance
 * on shelf now — a seller whose goods were never approved, or are off the
 * shelf, does not speak for the substance.
 */
export async function labelsOf(db: Db, substanceIds: number[], onShelf: OnShelfSellers): Promise<Map<number, GhsLabel>> {
  const [all, offering] = await Promise.all([repo.currentLabels(db, substanceIds), onShelf(db, substanceIds)]);
  const rows = all.filter((r) => r.source === 'operator' || offering.has(`${r.sellerId}:${r.substanceId}`));
  const bySubstance = new Map<number, repo.LabelRow[]>();
  for (const row of rows) bySubstance.set(row.substanceId, [...(bySubstance.get(row.substanceId) ?? []), row]);
  const out = new Map<number, GhsLabel>();
  for (const [id, list] of bySubstance) {
    const shown = inForce(list)!;
    out.set(id, present(shown.label, shown.row.basis, shown.row.source === 'operator', shown.disputed));
  }
  return out;
}

export { labelCondition } from './labels-repo';

/** The labels a seller entered for these substances (their own, as the goods form edits them). */
export async function sellerLabelsOf(db: Db, sellerId: number, substanceIds: number[]): Promise<Map<number, Label>> {
  const rows = (await repo.currentLabels(db, substanceIds)).filter((r) => r.source === 'seller' && r.sellerId === sellerId);
  return new Map(rows.map((r) => [r.substanceId, labelOfRow(r)]));
}

/**
 * A seller's label of a substance, read from their current Chinese SDS (the
 * basis names the seller and the sheet's revision month); replaces their
 * earlier one. Without an SDS there is nothing to read it from.
 */
export async function saveSellerLabel(db: Db, sellerId: number, substanceId: number, input: z.output<typeof GhsLabelInput>): Promise<GhsLabel> {
  const label = checkLabel(input);
  const sheet = await readCurrentSheetRow(db, sellerId, substanceId, 'zh');
  if (!sheet) throw invalid('请先上传这种物质的中文 SDS：标签按 SDS 第 2 部分填写', 'goodsId');
  const seller = (await sellerNames(db, [sellerId])).get(sellerId) ?? `卖家 #${sellerId}`;
  const basis = `据 ${seller} SDS，${sheet.revisedOn.slice(0, 7)} 修订`;
  await inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'safety', sellerId);
    await repo.replaceLabel(trx, { substanceId, source: 'seller', sellerId, ...stored(label), basis, createdBy: sellerId, createdAt: nowIso() });
  });
  // The seller's own label, as entered: it counts on the product once their goods of it are on shelf.
  return present(label, basis, false, false);
}

function stored(label: Label) {
  return {
    pictograms: label.pictograms.join(','),
    signalWord: label.signalWord,
    hazardCodes: label.hazardCodes.join(','),
    precautionCodes: label.precautionCodes.join(','),
  };
}

/** The operator's reviewed label: it wins over the sellers'; audited with what it replaced. */
export async function saveOperatorLabel(db: Db, operatorId: number, input: z.output<typeof AdminGhsLabelInput>): Promise<GhsLabel> {
  const label = checkLabel(input);
  const substance = (await substancesByIds(db, [input.substanceId])).get(input.substanceId);
  if (!substance) throw invalid('物质不存在', 'substanceId');
  const basis = `平台审定：${input.basis}`;
  await inTransaction(db, async (trx) => {
    // Operators share one lock key (0): two reviews of a substance at once leave one label in force.
    await lockMemberWrites(trx, 'safety', 0);
    const before = (await repo.currentLabels(trx, [input.substanceId])).find((r) => r.source === 'operator');
    const id = await repo.replaceLabel(trx, {
      substanceId: input.substanceId,
      source: 'operator',
      sellerId: null,
      ...stored(label),
      basis,
      createdBy: operatorId,
      createdAt: nowIso(),
    });
    await recordAudit(trx, {
      operatorId,
      action: 'ghs_label.review',
      entity: 'ghs_label',
      entityId: id,
      before: { cas: substance.cas, ...stored(before ? labelOfRow(before) : NO_LABEL) },
      after: { cas: substance.cas, ...stored(label) },
      reason: input.basis,
    });
  });
  return present(label, basis, true, false);
}

type Claim = z.infer<typeof GhsClaimSchema>;

/** The operator's list: every labelled substance with each label that counts and how it differs from the one shown; those to review first. */
export async function labelReview(db: Db, query: z.output<typeof GhsReviewQuery>, onShelf: OnShelfSellers): Promise<z.infer<typeof GhsReviewPageSchema>> {
  const all = await repo.currentLabels(db);
  const offering = await onShelf(db, [...new Set(all.map((r) => r.substanceId))]);
  // The labels that count: the operator's and those of sellers offering the substance on shelf (as the product shows them).
  const rows = all.filter((r) => r.source === 'operator' || offering.has(`${r.sellerId}:${r.substanceId}`));
  const bySubstance = new Map<number, repo.LabelRow[]>();
  for (const row of rows) bySubstance.set(row.substanceId, [...(bySubstance.get(row.substanceId) ?? []), row]);
  const items = [...bySubstance].map(([substanceId, list]) => ({ substanceId, list, shown: inForce(list)! }));
  // To review: sellers disagree and no operator label yet, or a seller entered a different label after the operator's review.
  const needsReview = (item: (typeof items)[number]) => {
    if (item.shown.disputed) return true;
    if (item.shown.row.source !== 'operator') return false;
    const reviewedAt = item.shown.row.createdAt;
    return item.list.some((r) => r.source === 'seller' && r.createdAt > reviewedAt && differencesBetween(labelOfRow(r), item.shown.label).length > 0);
  };
  const chosen = items
    .filter((item) => !query.disputedOnly || needsReview(item))
    .sort((a, b) => Number(needsReview(b)) - Number(needsReview(a)) || a.substanceId - b.substanceId);
  const page = chosen.slice(offsetOf(query), offsetOf(query) + query.pageSize);
  const [substances, names] = await Promise.all([
    substancesByIds(
      db,
      page.map((i) => i.substanceId),
    ),
    sellerNames(
      db,
      page.flatMap((i) => i.list.flatMap((r) => (r.sellerId === null ? [] : [r.sellerId]))),
    ),
  ]);
  return {
    list: page.map(({ substanceId, list, shown }) => {
      const substance = substances.get(substanceId);
      return {
        substanceId,
        cas: substance?.cas ?? '',
        name: substance?.name ?? '',
        nameZh: substance?.nameZh ?? null,
        label: present(shown.label, shown.row.basis, shown.row.source === 'operator', shown.disputed),
        claims: list.map((r): Claim => ({
          source: r.source,
          sellerId: r.sellerId,
          sellerName: r.sellerId === null ? null : (names.get(r.sellerId) ?? `#${r.sellerId}`),
          basis: r.basis,
          ...labelOfRow(r),
          createdAt: r.createdAt,
          differences: differencesBetween(labelOfRow(r), shown.label),
        })),
      };
    }),
    total: chosen.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
