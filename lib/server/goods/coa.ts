import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { nowIso, type Db } from '@/lib/server/core/db';
import { readStoredBytes, storeBytes } from '@/lib/server/core/storage';

/** What a certificate of analysis states about one lot. */
export type CoaContent = {
  productName: string;
  cas: string;
  formula: string | null;
  molecularWeight: number | null;
  lotNumber: string;
  purity: string;
  supplier: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD */
  retestOn: string;
  tests: { test: string; specification: string; result: string }[];
};

/** The standard PDF fonts cover Latin-1 only; anything else is written as "?" rather than failing. */
function latin1(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** A one-page certificate of analysis as a real PDF. */
export async function renderCoaPdf(coa: CoaContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  // Fixed metadata dates: the same certificate renders to the same bytes (storage is content-addressed).
  const issued = new Date(`${coa.issuedOn}T00:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  pdf.setTitle(latin1(`Certificate of Analysis - ${coa.productName} - Lot ${coa.lotNumber}`));
  pdf.setProducer('ChemMart');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(latin1(text), { x: options.x ?? 56, y, size: options.size ?? 11, font: options.font ?? regular, color: rgb(0.1, 0.1, 0.1) });
  };
  line('CERTIFICATE OF ANALYSIS', { size: 20, font: bold });
  y -= 36;
  const facts: [string, string][] = [
    ['Product', coa.productName],
    ['CAS number', coa.cas],
    ['Formula', coa.formula ?? '-'],
    ['Molecular weight', coa.molecularWeight !== null ? coa.molecularWeight.toFixed(2) : '-'],
    ['Lot number', coa.lotNumber],
    ['Grade / purity', coa.purity],
    ['Supplier', coa.supplier],
    ['Date of analysis', coa.issuedOn],
    ['Retest date', coa.retestOn],
  ];
  for (const [label, value] of facts) {
    line(label, { font: bold });
    line(value, { x: 200 });
    y -= 18;
  }
  y -= 16;
  line('Test', { font: bold });
  line('Specification', { font: bold, x: 220 });
  line('Result', { font: bold, x: 420 });
  y -= 6;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.8, color: rgb(0.4, 0.4, 0.4) });
  y -= 16;
  for (const test of coa.tests) {
    line(test.test);
    line(test.specification, { x: 220 });
    line(test.result, { x: 420 });
    y -= 18;
  }
  y -= 24;
  line('The lot described above was tested and meets the specification.', { size: 10 });
  y -= 14;
  line('Issued through ChemMart on behalf of the supplier named above.', { size: 10 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Stores a seller's certificate for one of their goods and links it to the lot on offer. */
export async function attachCoa(db: Db, goods: { id: number; sellerId: number }, coa: CoaContent): Promise<number> {
  const bytes = await renderCoaPdf(coa);
  const { storageKey, sha256 } = await storeBytes(bytes, 'pdf');
  const upload = await db
    .insertInto('uploads')
    .values({
      memberId: goods.sellerId,
      purpose: 'coa',
      originalName: `COA-${coa.cas}-${coa.lotNumber}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256,
      storageKey,
      createdAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('goods').set({ lotNumber: coa.lotNumber, coaUploadId: upload.id }).where('id', '=', goods.id).execute();
  return upload.id;
}

/**
 * The certificate of an on-shelf offer, for anyone to download: buyers check
 * a lot before they order. Null when the goods are not on shelf or have none.
 */
export async function readPublicCoa(db: Db, goodsId: number): Promise<{ name: string; bytes: Buffer } | null> {
  const row = await db
    .selectFrom('goods')
    .innerJoin('uploads', 'uploads.id', 'goods.coaUploadId')
    .select(['uploads.storageKey', 'uploads.originalName'])
    .where('goods.id', '=', goodsId)
    .where('goods.status', '=', 'on_shelf')
    // Only a certificate the seller uploaded as one: a licence or other private file never becomes public this way.
    .where('uploads.purpose', '=', 'coa')
    .whereRef('uploads.memberId', '=', 'goods.sellerId')
    .executeTakeFirst();
  if (!row) return null;
  const bytes = await readStoredBytes(row.storageKey).catch(() => null);
  return bytes ? { name: row.originalName, bytes } : null;
}

export function coaUrl(goodsId: number): string {
  return `/coa/${goodsId}`;
}
