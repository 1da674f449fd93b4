/**
 * Quoting a whole inquiry (issue 29): a 500-line inquiry quoted in one
 * sheet, in-process through the step the API runs (`submitSheetStep`,
 * lib/server/inquiry/sheet.ts: every row checked against units, the price
 * band and the seller's goods, then 500 quotations written), plus reading the
 * sheet and building and reading its .xlsx. Target < 2 s server time.
 *
 *   npx tsx tests/bench/quote-sheet.ts          # SQLite var/bench/rfq-demo.db
 *   npx tsx tests/bench/quote-sheet.ts --pg     # PostgreSQL chemmart_bench_rfq_wt14
 *   … --runs 10
 *
 * Each run sends the sheet inside a transaction that is rolled back, so the
 * seller's daily allowance and the inquiry stay as they were; the first run
 * (cold) is reported apart from the warm ones.
 */
import { inTransaction } from '@/lib/server/core/db';
import { onShelfPriceRows } from '@/lib/server/goods/queries';
import { createInquiry } from '@/lib/server/inquiry/service';
import { quotationSheet, submitSheetStep } from '@/lib/server/inquiry/sheet';
import { parseSheetFile, sheetWorkbook } from '@/lib/server/inquiry/sheet-file';
import { directSupplierLabels } from '@/lib/server/merchandising/queries';
import { CreateInquiryBody } from '@/lib/contracts/inquiry/schema';
import { QuotationSheetSchema } from '@/lib/contracts/inquiry/sheet';
import { seededRandom } from '@/lib/shared/random';
import { inBaseUnits } from '@/lib/shared/units';
import { demoCatalogDb, machine, ms, numberArg, parseArgs, sample, summarize, table } from './common';

class RolledBack extends Error {}

async function main(): Promise<void> {
  const args = parseArgs();
  const runs = numberArg(args, 'runs', 10);
  const { db, dialect } = await demoCatalogDb(args);
  const member = async (username: string) => (await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const [buyerId, sellerId] = [await member('demo_buyer'), await member('demo_seller3')];

  // 500 catalog substances, those with on-shelf goods among them (their price band is checked).
  const substances = await db.selectFrom('substances').select(['id', 'cas']).where('cas', 'is not', null).orderBy('id').execute();
  const chosen = sample(seededRandom(29), substances, 500);
  const inquiry = await createInquiry(
    db,
    buyerId,
    CreateInquiryBody.parse({
      contactName: '王老师',
      contactPhone: '13800138000',
      lines: chosen.map((s, i) => ({ cas: s.cas, quantity: (i % 9) + 1, unitCode: 'kg' })),
    }),
  );
  const lines = await db.selectFrom('inquiryLines').select(['id', 'substanceId']).where('inquiryId', '=', inquiry.id).orderBy('lineNo').execute();
  // A price near what the substance sells for here (100 g packs), else ¥50.
  const perGram = new Map<number, number[]>();
  for (const r of await onShelfPriceRows(
    db,
    chosen.map((s) => s.id),
  )) {
    const grams = inBaseUnits(Number(r.packSize), r.unitCode);
    if (grams && ['g', 'kg', 'mg'].includes(r.unitCode)) perGram.set(r.substanceId, [...(perGram.get(r.substanceId) ?? []), Number(r.priceCents) / grams]);
  }
  const priced = lines.filter((l) => perGram.has(l.substanceId!)).length;
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const rows = lines.map((l) => {
    const refs = (perGram.get(l.substanceId!) ?? []).sort((a, b) => a - b);
    const cents = refs.length ? Math.max(1, Math.round(refs[Math.floor(refs.length / 2)]! * 100)) : 5_000;
    return {
      lineId: l.id,
      priceCents: cents,
      packSize: 100,
      unitCode: 'g',
      purity: 'AR',
      inStock: true,
      leadTimeDays: 0,
      validUntil,
      confirmUnusualPrice: false,
    };
  });

  const send: number[] = [];
  const view: number[] = [];
  const xlsx: number[] = [];
  for (let run = 0; run <= runs; run++) {
    let started = performance.now();
    await inTransaction(db, async (trx) => {
      const { result } = await submitSheetStep(trx, sellerId, inquiry.id, rows);
      if (result.created !== 500) throw new Error(`quoted ${result.created} lines, not 500`);
      send.push(performance.now() - started);
      throw new RolledBack();
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    started = performance.now();
    const sheet = QuotationSheetSchema.parse(await quotationSheet(db, sellerId, inquiry.id, directSupplierLabels));
    view.push(performance.now() - started);
    started = performance.now();
    const bytes = await sheetWorkbook(sheet);
    const parsed = await parseSheetFile(new File([new Uint8Array(bytes)], 'sheet.xlsx'), new Map(sheet.lines.map((l) => [l.id, l.lineNo])));
    xlsx.push(performance.now() - started);
    if (parsed.errors.length > 0) throw new Error(parsed.errors[0]!.msg);
  }
  await db.destroy();
  console.log(`quotation sheet, 500 lines (${priced} with on-shelf price references), ${dialect}, ${runs} warm runs`);
  console.log(machine());
  const row = (label: string, times: number[]) => {
    const [cold, ...warm] = times;
    const s = summarize(warm);
    return [label, ms(cold!), ms(s.p50), ms(s.p95), ms(s.max)];
  };
  console.log(
    table(
      ['step', 'cold', 'p50', 'p95', 'max'],
      [row('send 500 lines (check + write)', send), row('read the sheet', view), row('.xlsx build + read back', xlsx)],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
