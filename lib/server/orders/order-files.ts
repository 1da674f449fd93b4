import type { Db } from '@/lib/server/core/db';
import { lotsByIds } from '@/lib/server/goods/lots';
import { readUploadOfPurpose } from '@/lib/server/uploads/service';
import * as repo from './repo';
import { lineSheetFile } from './line-safety';
import { orderForParty } from './views';

/*
 * Files an order hands to its two parties (plain links outside /api, and the
 * paperwork pack): the seller's invoice PDF and the COA of each shipped lot.
 */

/** The invoice PDF of an order, for either party of it only; null for anyone else or an order without one. */
export async function orderInvoiceFile(db: Db, memberId: number, orderNo: string): Promise<{ name: string; bytes: Buffer } | null> {
  const found = await orderForParty(db, memberId, orderNo).catch(() => null);
  const row = found?.row;
  if (!row || row.invoiceStatus !== 'issued' || row.invoiceUploadId === null) return null;
  const file = await readUploadOfPurpose(db, row.invoiceUploadId, row.sellerId, 'invoice');
  return file ? { name: `发票-${row.orderNo}-${row.invoiceNumber ?? ''}.pdf`, bytes: file.bytes } : null;
}

/**
 * The certificate of analysis of the lot shipped on an order line, for the
 * order's buyer and seller only (the latest revision); null for anyone else,
 * a line without a recorded lot or a lot without a COA.
 */
export async function shippedLotCoa(
  db: Db,
  memberId: number,
  orderNo: string,
  lineNo: number,
): Promise<{ name: string; contentType: string; bytes: Buffer } | null> {
  const found = await orderForParty(db, memberId, orderNo).catch(() => null);
  if (!found) return null;
  const line = (await repo.linesOf(db, [found.row.id])).find((l) => l.lineNo === lineNo);
  if (!line?.lotId) return null;
  const lot = (await lotsByIds(db, [line.lotId])).get(line.lotId);
  if (!lot?.coaUploadId) return null;
  const file = await readUploadOfPurpose(db, lot.coaUploadId, found.row.sellerId, 'coa');
  if (!file) return null;
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')) : '';
  const revision = lot.coaRevision > 0 ? `-修订${lot.coaRevision}` : '';
  return { ...file, name: `COA-${lot.lotNumber}${revision}${extension}` };
}

/** The SDS of an order line's substance (the seller's current sheet), for the order's buyer and seller only; null otherwise. */
export async function orderLineSheet(db: Db, memberId: number, orderNo: string, lineNo: number, language: 'zh' | 'en') {
  const found = await orderForParty(db, memberId, orderNo).catch(() => null);
  if (!found) return null;
  const line = (await repo.linesOf(db, [found.row.id])).find((l) => l.lineNo === lineNo);
  return line ? lineSheetFile(db, found.row, line, language) : null;
}
