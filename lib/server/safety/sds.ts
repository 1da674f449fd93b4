import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { substancesByIds } from '@/lib/server/catalog/refs';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { notify } from '@/lib/server/notifications/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { ownUploadOfPurpose, readUploadOfPurpose, uploadRefs } from '@/lib/server/uploads/service';
import { offsetOf } from '@/lib/contracts/pagination';
import type { SdsAgePageSchema, SdsAgeQuery, SdsRequestInput, SheetInput, SheetSetSchema } from '@/lib/contracts/safety/schema';
import { chinaToday, isChinaDay } from '@/lib/shared/china-day';
import * as repo from './sds-repo';

/*
 * Safety data sheets (SDS, 安全技术说明书; docs/decisions/0156-safety-data.md):
 * a seller's sheet of a substance, in Chinese (required before hazardous goods
 * go on shelf) and optionally in English, with the revision date it states.
 * One sheet serves every pack the seller offers of the substance. Versions are
 * kept; the newest is current. The operator reads their ages and may ask a
 * seller for a newer one.
 */

export type SheetSet = z.infer<typeof SheetSetSchema>;
type Language = 'zh' | 'en';

/** Revision dates before this are typing errors, not sheets (GB/T 16483 dates from 2000; the first national SDS standard from 1990s). */
export const EARLIEST_REVISION = '1990-01-01';
/** The operator's age list flags sheets older than this by default: our choice of a review period, not a legal limit. */
export const DEFAULT_REVIEW_YEARS = 5;

const key = (sellerId: number, substanceId: number) => `${sellerId}:${substanceId}`;

const invalid = (message: string) => new AppError(ErrorCode.SDS_INVALID, message);

/** Checks a sheet as the form and the import send it; the first problem found, in words the seller understands. */
async function checkInput(db: Db, sellerId: number, input: z.output<typeof SheetInput>, today: string): Promise<void> {
  if (input.zhUploadId === null && input.enUploadId === null) throw invalid('请上传中文 SDS（PDF），英文版可选');
  if (!isChinaDay(input.revisedOn)) throw invalid('请填写 SDS 上的修订日期（年-月-日）');
  if (input.revisedOn > today) throw invalid(`SDS 修订日期 ${input.revisedOn} 晚于今天，请按说明书上的日期填写`);
  if (input.revisedOn < EARLIEST_REVISION) throw invalid(`SDS 修订日期 ${input.revisedOn} 过早，请核对`);
  if (input.enRevisedOn !== null) {
    if (input.enUploadId === null) throw invalid('填写了英文 SDS 的修订日期，请同时上传英文 SDS');
    if (!isChinaDay(input.enRevisedOn)) throw invalid('请填写英文 SDS 上的修订日期（年-月-日）');
    if (input.enRevisedOn > today) throw invalid(`英文 SDS 修订日期 ${input.enRevisedOn} 晚于今天，请按说明书上的日期填写`);
    if (input.enRevisedOn < EARLIEST_REVISION) throw invalid(`英文 SDS 修订日期 ${input.enRevisedOn} 过早，请核对`);
  }
  for (const [language, uploadId] of [
    ['中文', input.zhUploadId],
    ['英文', input.enUploadId],
  ] as const) {
    if (uploadId !== null && !(await ownUploadOfPurpose(db, sellerId, uploadId, 'sds'))) throw invalid(`${language} SDS 文件无效，请重新上传 PDF`);
  }
}

/**
 * Adds the seller's sheet(s) of a substance as the current version and
 * answers the operator's requests it satisfies. A revision older than the
 * current one of the same language is refused: a newer sheet is never hidden
 * behind an older one.
 */
export async function attachSheets(db: Db, sellerId: number, substanceId: number, input: z.output<typeof SheetInput>, today = chinaToday()): Promise<SheetSet> {
  await checkInput(db, sellerId, input, today);
  const createdAt = nowIso();
  const wanted = (
    [
      ['zh', input.zhUploadId, input.revisedOn],
      ['en', input.enUploadId, input.enRevisedOn ?? input.revisedOn],
    ] as const
  ).flatMap(([language, uploadId, revisedOn]) => (uploadId === null ? [] : [{ sellerId, substanceId, language, uploadId, revisedOn, createdAt }]));
  await inTransaction(db, async (trx) => {
    // One seller's sheets one write at a time: two uploads at once cannot leave the older revision current.
    await lockMemberWrites(trx, 'safety', sellerId);
    const current = await repo.currentSheets(trx, [sellerId], [substanceId]);
    // Every row is checked before any is written.
    const rows = wanted.filter((row) => {
      const before = current.find((c) => c.language === row.language);
      if (before && before.revisedOn > row.revisedOn && !correctable(before, createdAt))
        throw invalid(
          `已有 ${before.revisedOn} 修订的${row.language === 'zh' ? '中文' : '英文'} SDS，新上传的修订日期 ${row.revisedOn} 更早，请上传更新的版本（上传后 ${CORRECTION_DAYS} 天内可更正日期）`,
        );
      // The same file again with the same date changes nothing.
      return !(before && before.uploadId === row.uploadId && before.revisedOn === row.revisedOn);
    });
    await repo.insertSheets(trx, rows);
    const zh = rows.find((r) => r.language === 'zh');
    if (zh) await repo.answerRequests(trx, sellerId, substanceId, zh.revisedOn, createdAt);
  });
  return (await sheetsOf(db, [{ sellerId, substanceId }], { withNames: true })).get(key(sellerId, substanceId)) ?? { zh: null, en: null };
}

/** Days after an upload during which its seller may replace it with an earlier revision date (a typing error corrected). */
export const CORRECTION_DAYS = 7;

function correctable(sheet: { createdAt: string }, now: string): boolean {
  return Date.parse(now) - Date.parse(sheet.createdAt) <= CORRECTION_DAYS * 86_400_000;
}

/**
 * The current sheets of sellers' substances, keyed `sellerId:substanceId`.
 * Buyers see the revision date and the link; the seller also the file's name.
 */
export async function sheetsOf(
  db: Db,
  pairs: { sellerId: number; substanceId: number }[],
  options: { withNames?: boolean } = {},
): Promise<Map<string, SheetSet>> {
  const rows = await repo.currentSheets(
    db,
    pairs.map((p) => p.sellerId),
    pairs.map((p) => p.substanceId),
  );
  const names = options.withNames
    ? await uploadRefs(
        db,
        rows.map((r) => r.uploadId),
      )
    : new Map<number, { name: string }>();
  const wanted = new Set(pairs.map((p) => key(p.sellerId, p.substanceId)));
  const out = new Map<string, SheetSet>();
  for (const row of rows) {
    const k = key(row.sellerId, row.substanceId);
    if (!wanted.has(k)) continue;
    const set = out.get(k) ?? { zh: null, en: null };
    set[row.language] = {
      revisedOn: row.revisedOn,
      uploadedAt: row.createdAt,
      url: sheetUrl(row.sellerId, row.substanceId, row.language),
      fileName: names.get(row.uploadId)?.name ?? null,
    };
    out.set(k, set);
  }
  return out;
}

export function sheetKey(sellerId: number, substanceId: number): string {
  return key(sellerId, substanceId);
}

/** The public link of a seller's current sheet; it answers while the seller offers the substance on shelf. */
export function sheetUrl(sellerId: number, substanceId: number, language: Language): string {
  return `/sds/${sellerId}/${substanceId}${language === 'en' ? '?lang=en' : ''}`;
}

export async function hasChineseSheet(db: Db, sellerId: number, substanceId: number): Promise<boolean> {
  return (await repo.currentSheets(db, [sellerId], [substanceId])).some((r) => r.language === 'zh');
}

/** A seller's current sheet row of a substance in one language (its revision date), or null. */
export async function readCurrentSheetRow(db: Db, sellerId: number, substanceId: number, language: Language) {
  return (await repo.currentSheets(db, [sellerId], [substanceId])).find((r) => r.language === language) ?? null;
}

/** The file of a seller's current sheet; the caller decides who may read it (the goods area: while on shelf; orders: their parties). */
export async function readCurrentSheet(db: Db, sellerId: number, substanceId: number, language: Language) {
  const row = (await repo.currentSheets(db, [sellerId], [substanceId])).find((r) => r.language === language);
  if (!row) return null;
  const file = await readUploadOfPurpose(db, row.uploadId, sellerId, 'sds');
  return file ? { ...file, revisedOn: row.revisedOn } : null;
}

/** Open requests for a newer sheet, keyed `sellerId:substanceId`: the seller's goods list shows them. */
export async function openSheetRequests(db: Db, sellerId: number, substanceIds: number[]): Promise<Map<string, { note: string; requestedAt: string }>> {
  const rows = await repo.openRequests(db, [sellerId], substanceIds);
  return new Map(rows.map((r) => [key(r.sellerId, r.substanceId), { note: r.note, requestedAt: r.createdAt }]));
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0));
}

/** The operator's list of current Chinese sheets, oldest revision first, optionally only those older than N years. */
export async function sheetAges(db: Db, query: z.output<typeof SdsAgeQuery>, today = chinaToday()): Promise<z.infer<typeof SdsAgePageSchema>> {
  const years = query.olderThanYears ?? null;
  const before = years === null ? null : `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  const { rows, total } = await repo.currentChineseSheetPage(db, before, query.pageSize, offsetOf(query));
  const [names, substances, requests, files] = await Promise.all([
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
    substancesByIds(
      db,
      rows.map((r) => r.substanceId),
    ),
    repo.openRequests(
      db,
      rows.map((r) => r.sellerId),
      rows.map((r) => r.substanceId),
    ),
    uploadRefs(
      db,
      rows.map((r) => r.uploadId),
    ),
  ]);
  const open = new Map(requests.map((r) => [key(r.sellerId, r.substanceId), r]));
  return {
    list: rows.map((r) => {
      const substance = substances.get(r.substanceId);
      const request = open.get(key(r.sellerId, r.substanceId));
      return {
        sellerId: r.sellerId,
        sellerName: names.get(r.sellerId) ?? `#${r.sellerId}`,
        substanceId: r.substanceId,
        cas: substance?.cas ?? '',
        name: substance?.name ?? '',
        nameZh: substance?.nameZh ?? null,
        revisedOn: r.revisedOn,
        ageMonths: monthsBetween(r.revisedOn, today),
        uploadedAt: r.createdAt,
        fileUrl: files.get(r.uploadId)?.url ?? null,
        openRequest: request ? { note: request.note, requestedAt: request.createdAt } : null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The operator asks a seller for a newer sheet of a substance: recorded,
 * audited and told to the seller (in-app and mail) together. One open request
 * at a time per sheet; a newer revision answers it.
 */
export async function requestNewerSheet(db: Db, operatorId: number, input: z.output<typeof SdsRequestInput>): Promise<{ requested: true }> {
  await runWorkflow(db, 'sds-request', async (ctx) => {
    await lockMemberWrites(ctx.trx, 'safety', input.sellerId);
    const current = (await repo.currentSheets(ctx.trx, [input.sellerId], [input.substanceId])).find((r) => r.language === 'zh');
    if (!current) throw new AppError(ErrorCode.SDS_NOT_FOUND, '该卖家没有这个物质的中文 SDS');
    if ((await repo.openRequests(ctx.trx, [input.sellerId], [input.substanceId])).length > 0)
      throw invalid('已要求过该卖家更新这份 SDS，卖家上传更新版本前无需再次要求');
    const substance = (await substancesByIds(ctx.trx, [input.substanceId])).get(input.substanceId);
    const createdAt = nowIso();
    const id = await repo.insertRequest(ctx.trx, { ...input, requestedBy: operatorId, revisedOnSeen: current.revisedOn, createdAt });
    await recordAudit(ctx.trx, {
      operatorId,
      action: 'sds.request_update',
      entity: 'sds_update_request',
      entityId: id,
      before: { revisedOn: current.revisedOn },
      after: { sellerId: input.sellerId, substanceId: input.substanceId },
      reason: input.note,
    });
    const label = substance ? `${substance.nameZh ?? substance.name}（CAS ${substance.cas}）` : `物质 #${input.substanceId}`;
    await notify(ctx, [
      {
        memberId: input.sellerId,
        kind: 'sds_request',
        title: '请更新安全技术说明书（SDS）',
        body: `平台要求您更新 ${label} 的 SDS（现有版本修订于 ${current.revisedOn}）。说明：${input.note}。请在“商品管理”中上传新版本。`,
        link: '/member/seller/goodsManage/on_shelf/1',
      },
    ]);
  });
  return { requested: true };
}
