import { substancesByCas } from '@/lib/server/catalog/refs';
import type { Db } from '@/lib/server/core/db';
import { onShelfSellersOf } from '@/lib/server/goods/queries';
import { labelsOf } from '@/lib/server/safety/labels';
import { readCurrentSheet, sheetKey, sheetsOf, type SheetSet } from '@/lib/server/safety/sds';
import type { OrderLineRow, OrderRow } from './repo';

/*
 * Safety data of what a cart holds and an order bought (decision 0156): the
 * GHS label of each line's substance, and the SDS: the seller's current sheet
 * of each line's substance, read through the order's own links
 * (/order-sds/<orderNo>/<lineNo>), so its two parties reach it whether or
 * not the goods are still on shelf.
 */

export type LineSheetLink = { revisedOn: string; url: string; enUrl: string | null };
export type LineSheets = { linkFor(row: OrderRow, line: OrderLineRow): LineSheetLink | null };

export async function lineSheetsOf(db: Db, rows: OrderRow[], lines: OrderLineRow[]): Promise<LineSheets> {
  const substances = await substancesByCas(
    db,
    lines.flatMap((l) => (l.cas ? [l.cas] : [])),
  );
  const sellerOf = new Map(rows.map((r) => [r.id, r.sellerId]));
  const pairs = lines.flatMap((l) => {
    const substance = l.cas ? substances.get(l.cas) : undefined;
    return substance ? [{ sellerId: sellerOf.get(l.orderId)!, substanceId: substance.id }] : [];
  });
  const sheets: Map<string, SheetSet> = pairs.length > 0 ? await sheetsOf(db, pairs) : new Map();
  return {
    linkFor(row, line) {
      const substance = line.cas ? substances.get(line.cas) : undefined;
      const set = substance ? sheets.get(sheetKey(row.sellerId, substance.id)) : undefined;
      if (!set?.zh) return null;
      const url = `/order-sds/${row.orderNo}/${line.lineNo}`;
      return { revisedOn: set.zh.revisedOn, url, enUrl: set.en ? `${url}?lang=en` : null };
    },
  };
}

/** The current sheet of an order line's substance from the order's seller; the caller has checked the reader is a party. */
export async function lineSheetFile(db: Db, row: OrderRow, line: OrderLineRow, language: 'zh' | 'en') {
  if (!line.cas) return null;
  const substance = (await substancesByCas(db, [line.cas])).get(line.cas);
  if (!substance) return null;
  const file = await readCurrentSheet(db, row.sellerId, substance.id, language);
  return file ? { ...file, name: `SDS-${line.cas}-${language === 'zh' ? '中文' : 'EN'}-修订${file.revisedOn}.pdf` } : null;
}

/** A line's hazard as lists show it: pictograms, signal word, the H statements with their texts. */
export type LineHazard = { pictograms: string[]; signalWord: string | null; hazards: string[] };

/** The labels of lines' substances by CAS number; lines of unlabelled or unclassified substances are absent. */
export async function hazardsByCas(db: Db, casNumbers: string[]): Promise<Map<string, LineHazard>> {
  const substances = await substancesByCas(db, casNumbers);
  const labels = await labelsOf(
    db,
    [...substances.values()].map((s) => s.id),
    onShelfSellersOf,
  );
  const out = new Map<string, LineHazard>();
  for (const [cas, substance] of substances) {
    const label = labels.get(substance.id);
    if (!label || (label.pictograms.length === 0 && label.hazards.length === 0)) continue;
    out.set(cas, {
      pictograms: label.pictograms.map((p) => p.code),
      signalWord: label.signalWord?.text ?? null,
      hazards: label.hazards.map((h) => `${h.code} ${h.text}`),
    });
  }
  return out;
}
