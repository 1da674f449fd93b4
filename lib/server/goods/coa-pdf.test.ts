import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderCoaPdf, type CoaContent } from './coa-pdf';

const ASPIRIN_LOT: CoaContent = {
  productName: 'Aspirin',
  cas: '50-78-2',
  formula: 'C9H8O4',
  molecularWeight: 180.16,
  lotNumber: 'CM261000042',
  purity: '99%',
  supplier: '上海华东 Reagents',
  issuedOn: '2026-10-15',
  retestOn: '2028-10-14',
  tests: [{ test: 'Assay', specification: '>= 99%', result: '99.35%' }],
};

describe('renderCoaPdf', () => {
  it('writes a one-page PDF that names the product and lot', async () => {
    const bytes = await renderCoaPdf(ASPIRIN_LOT);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Certificate of Analysis - Aspirin - Lot CM261000042');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-10-15T00:00:00.000Z');
  });

  it('renders the same certificate to the same bytes, and a different lot differently', async () => {
    const once = await renderCoaPdf(ASPIRIN_LOT);
    const again = await renderCoaPdf(ASPIRIN_LOT);
    const otherLot = await renderCoaPdf({ ...ASPIRIN_LOT, lotNumber: 'CM261000043' });
    expect(again.equals(once)).toBe(true);
    expect(otherLot.equals(once)).toBe(false);
  });
});
