import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import JSZip from 'jszip';
import { verifiedCertificatesOf } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { readUploadOfPurpose } from '@/lib/server/uploads/service';
import { chinaDateTime } from '@/lib/shared/settlement-file';
import { contractPdf } from '../contract/cache';
import { contractModel } from '../contract/model';
import { orderInvoiceFile, orderLineSheet, shippedLotCoa } from '../order-files';
import { isHazardousChemical } from '@/lib/server/regulated/service';
import * as repo from '../repo';
import type { OrderRow } from '../repo';
import { orderForParty, orderView, regulatedRequirements } from '../views';
import { renderDeliveryNote } from './delivery-note';

/*
 * 报销资料 (decision 0153): everything a lab's finance office files for an
 * order, in one zip — the contract, the invoice when issued, a delivery and
 * acceptance note, the COA of each lot delivered and, for regulated lines,
 * the buyer's permit on file, the SDS of each substance — with an index sheet (索引.xlsx) saying what is
 * in it and what is still missing. Several orders (a month's) make one zip
 * with a folder per order and one index. The buyer's own orders, once paid.
 */

export const PACKABLE = new Set(['paid', 'dispatched', 'received', 'completed', 'refunded']);
export const MAX_PACK_ORDERS = 100;

type Entry = {
  orderNo: string;
  createdAt: string;
  paidAt: string | null;
  seller: string;
  statusLabel: string;
  paidCents: number;
  invoice: string;
  lots: string;
  files: string[];
  missing: string[];
};

const safe = (name: string) => name.replace(/[\\/:*?"<>|\s]+/g, '_');

/** The extension of an upload's judged type (uploads are PDF, PNG or JPG), not of whatever name it was sent under. */
function extensionOf(contentType: string): string {
  return contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : contentType === 'image/jpeg' ? '.jpg' : '';
}

async function addOrder(db: Db, buyerId: number, row: OrderRow, zip: JSZip, folder: string): Promise<Entry> {
  const order = await orderView(db, row, 'buyer');
  const files: string[] = [];
  const missing: string[] = [];
  const add = (name: string, bytes: Uint8Array) => {
    const path = `${folder}${safe(name)}`;
    zip.file(path, bytes, { date: new Date(row.paidAt ?? row.createdAt) });
    files.push(safe(name));
  };

  add(`01-购销合同-${row.orderNo}.pdf`, (await contractPdf(await contractModel(db, buyerId, row.orderNo))).bytes);
  const invoice = await orderInvoiceFile(db, buyerId, row.orderNo);
  if (invoice) add(`02-${invoice.name}`, invoice.bytes);
  else
    missing.push(
      row.invoiceStatus === 'requested' ? '发票：已申请，卖家尚未开具' : row.invoiceStatus === 'issued' ? '发票：卖家未上传电子发票' : '发票：尚未申请',
    );
  if (row.dispatchedAt) add(`03-送货验收单-${row.orderNo}.pdf`, await renderDeliveryNote(order));
  else missing.push('送货验收单：订单尚未发货');

  const lotsSeen = new Set<string>();
  for (const line of order.lines) {
    const lot = line.shippedLot;
    if (!lot) continue;
    // Two products may share a lot number (date-style lots): one COA per product and lot.
    const key = `${line.cas ?? line.productName}|${lot.lotNumber}`;
    if (lotsSeen.has(key)) continue;
    lotsSeen.add(key);
    const coa = await shippedLotCoa(db, buyerId, row.orderNo, line.lineNo);
    if (coa) add(`04-COA-第${line.lineNo}行-${lot.lotNumber}${extensionOf(coa.contentType)}`, coa.bytes);
    else missing.push(`COA：第 ${line.lineNo} 行批号 ${lot.lotNumber} 卖家未提供`);
  }
  if (row.dispatchedAt && lotsSeen.size === 0) missing.push('COA：发货时未记录批次');

  // The SDS of each substance bought (one per substance); a hazardous chemical without one is named as missing.
  const sheetsSeen = new Set<string>();
  for (const line of order.lines) {
    if (!line.cas || sheetsSeen.has(line.cas)) continue;
    sheetsSeen.add(line.cas);
    const sheet = line.sds ? await orderLineSheet(db, buyerId, row.orderNo, line.lineNo, 'zh') : null;
    if (sheet) add(`06-SDS-${line.cas}-修订${sheet.revisedOn}.pdf`, sheet.bytes);
    else if (isHazardousChemical(line.cas)) missing.push(`SDS：第 ${line.lineNo} 行（CAS ${line.cas}）卖家未提供安全技术说明书`);
  }

  const requirements = (await regulatedRequirements(db, buyerId, order.lines)).filter((r) => r.met);
  if (requirements.length > 0) {
    const held = await verifiedCertificatesOf(db, buyerId, chinaDateTime(row.paidAt ?? row.createdAt).slice(0, 10));
    const sent = new Set<number>();
    for (const requirement of requirements) {
      const permit = held.find((c) => (requirement.anyOf as string[]).includes(c.kind));
      if (!permit) {
        missing.push(`许可证：${requirement.message}`);
        continue;
      }
      if (sent.has(permit.uploadId)) continue;
      sent.add(permit.uploadId);
      const file = await readUploadOfPurpose(db, permit.uploadId, buyerId, 'certificate');
      if (file) add(`05-${permit.kindLabel}-${permit.number}${extensionOf(file.contentType)}`, file.bytes);
    }
  }
  return {
    orderNo: row.orderNo,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    seller: order.seller.name,
    statusLabel: order.statusLabel,
    paidCents: Number(row.paidCents),
    invoice: row.invoiceNumber ?? (row.invoiceStatus === 'requested' ? '已申请' : '—'),
    lots: [...new Set(order.lines.flatMap((l) => (l.shippedLot ? [l.shippedLot.lotNumber] : [])))].join('、'),
    files,
    missing,
  };
}

async function indexSheet(entries: Entry[]): Promise<Uint8Array> {
  const book = newWorkbook();
  const sheet = addTableSheet(book, '报销资料索引', [
    { header: '订单号', key: 'orderNo', width: 20 },
    { header: '下单时间', key: 'createdAt', width: 18 },
    { header: '付款时间', key: 'paidAt', width: 18 },
    { header: '卖家', key: 'seller', width: 26 },
    { header: '状态', key: 'status', width: 10 },
    { header: '实付金额（元）', key: 'paid', width: 14 },
    { header: '发票号码', key: 'invoice', width: 16 },
    { header: '发货批号', key: 'lots', width: 22 },
    { header: '包含文件', key: 'files', width: 60 },
    { header: '缺少', key: 'missing', width: 40 },
  ]);
  for (const e of entries)
    sheet.addRow({
      orderNo: e.orderNo,
      createdAt: chinaDateTime(e.createdAt).slice(0, 16),
      paidAt: e.paidAt ? chinaDateTime(e.paidAt).slice(0, 16) : '',
      seller: e.seller,
      status: e.statusLabel,
      paid: e.paidCents / 100,
      invoice: e.invoice,
      lots: e.lots,
      files: e.files.join('\n'),
      missing: e.missing.join('\n'),
    }).alignment = { wrapText: true, vertical: 'top' };
  const total = sheet.addRow({ orderNo: `合计 ${entries.length} 张订单`, paid: entries.reduce((s, e) => s + e.paidCents, 0) / 100 });
  total.font = { bold: true };
  sheet.getColumn('paid').numFmt = '#,##0.00';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export type Pack = { name: string; bytes: Uint8Array; orders: number };

async function packOf(db: Db, buyerId: number, rows: OrderRow[], name: string, folders: boolean): Promise<Pack> {
  const zip = new JSZip();
  const entries: Entry[] = [];
  for (const row of rows) entries.push(await addOrder(db, buyerId, row, zip, folders ? `${row.orderNo}/` : ''));
  zip.file('索引.xlsx', await indexSheet(entries));
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  return { name, bytes, orders: rows.length };
}

const notPackable = () => new AppError(ErrorCode.ORDER_TRANSITION_INVALID, '订单付款后才能下载报销资料');

/** One order's pack: its buyer only (anyone else: not found), once paid. */
export async function orderPack(db: Db, buyerId: number, orderNo: string): Promise<Pack> {
  const { row } = await orderForParty(db, buyerId, orderNo, 'buyer');
  if (!PACKABLE.has(row.status)) throw notPackable();
  return packOf(db, buyerId, [row], `报销资料-${row.orderNo}.zip`, false);
}

/** A month's packs (orders paid in that month, China time), one folder per order and one index. */
export async function monthPack(db: Db, buyerId: number, month: string): Promise<Pack> {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  // Both ends at midnight in China: the month as the buyer's calendar has it.
  const from = new Date(`${month}-01T00:00:00+08:00`);
  const to = new Date(`${next}-01T00:00:00+08:00`);
  const rows = await repo.ordersPaidBetween(db, { buyerId }, { from: from.toISOString(), to: to.toISOString(), withCancelled: false }, MAX_PACK_ORDERS + 1);
  if (rows.length === 0) throw new AppError(ErrorCode.ORDER_NOT_FOUND, `${month} 没有已付款的订单`);
  if (rows.length > MAX_PACK_ORDERS) throw new AppError(ErrorCode.VALIDATION_FAILED, `${month} 的已付款订单超过 ${MAX_PACK_ORDERS} 张，请按订单分别下载`);
  return packOf(db, buyerId, rows, `报销资料-${month}.zip`, true);
}
