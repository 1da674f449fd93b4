import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

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
