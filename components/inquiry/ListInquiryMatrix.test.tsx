// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveResult } from '@/lib/api/rfq';
import { shimJsdom } from '@/tests/jsdom-shims';
import { ListInquiryMatrix, inquiryLinesOf, matrixRows, missingQuantity, type MatrixRow } from './ListInquiryMatrix';

beforeAll(() => shimJsdom());
afterEach(() => cleanup());

const base = { quantity: null, unitCode: null, casValid: null, offerCount: 0, lowestPrice: null, regulated: [], problem: null, substance: null, found: false };
const RESULT: ResolveResult = {
  total: 4,
  found: 2,
  notFound: 2,
  lines: [
    {
      ...base,
      row: 1,
      query: '64-17-5',
      kind: 'cas',
      quantity: 500,
      unitCode: 'mL',
      casValid: true,
      found: true,
      substance: { id: 7, cas: '64-17-5', name: 'Ethanol', nameZh: '乙醇', formula: 'C2H6O' },
      offerCount: 3,
      lowestPrice: { cents: 4, per: 'mL' },
    },
    {
      ...base,
      row: 2,
      query: '67-64-1',
      kind: 'cas',
      casValid: true,
      found: true,
      substance: { id: 8, cas: '67-64-1', name: 'Acetone', nameZh: '丙酮', formula: 'C3H6O' },
      offerCount: 1,
      lowestPrice: { cents: 3.5, per: 'mL' },
      regulated: [{ key: 'precursor', name: '易制毒化学品' }],
    },
    { ...base, row: 3, query: '50-00-0', kind: 'cas', quantity: 1, unitCode: 'kg', casValid: true, problem: '目录中没有该 CAS 号，仍可询价' },
    { ...base, row: 4, query: '64-17-6', kind: 'cas', quantity: 1, unitCode: 'kg', casValid: false, problem: 'CAS 号校验位不正确' },
  ],
};
const UNITS = [
  { code: 'g', name: '克' },
  { code: 'kg', name: '千克' },
  { code: 'mL', name: '毫升' },
];

function Harness({ onRows }: { onRows?: (rows: MatrixRow[]) => void }) {
  const [rows, setRows] = useState(() => matrixRows(RESULT));
  return (
    <ListInquiryMatrix
      rows={rows}
      units={UNITS}
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
    />
  );
}

describe('ListInquiryMatrix', () => {
  it('marks found, not-in-catalog and unusable rows, with offers, lowest price per mL and regulated badges', () => {
    render(<Harness />);
    const rows = screen.getAllByTestId('matrix-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('乙醇 Ethanol');
    expect(rows[0]!.textContent).toContain('目录中有');
    expect(rows[0]!.textContent).toContain('¥0.0400/mL');
    expect(rows[1]!.textContent).toContain('易制毒');
    expect(rows[2]!.textContent).toContain('目录外');
    expect(rows[3]!.textContent).toContain('CAS 号校验位不正确');
    expect((within(rows[3]!).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('matrix-summary').textContent).toMatch(/共 4 行：目录中有 2 行，目录外 2 行.*将询价 3 行/);
  });

  it('builds one inquiry of the included rows: catalog rows by id, the others by CAS; quantities are required', () => {
    let latest = matrixRows(RESULT);
    render(<Harness onRows={(r) => (latest = r)} />);
    expect(missingQuantity(latest)).toEqual([2]);
    fireEvent.change(screen.getByLabelText('第 2 行数量'), { target: { value: '2.5' } });
    expect(missingQuantity(latest)).toEqual([]);
    expect(inquiryLinesOf(latest)).toEqual([
      { quantity: 500, unitCode: 'mL', substanceId: 7, cas: '64-17-5', productName: '乙醇 Ethanol' },
      { quantity: 2.5, unitCode: 'g', substanceId: 8, cas: '67-64-1', productName: '丙酮 Acetone' },
      { quantity: 1, unitCode: 'kg', cas: '50-00-0' },
    ]);
    fireEvent.click(screen.getByLabelText('第 1 行询价'));
    expect(inquiryLinesOf(latest).map((l) => ('cas' in l ? l.cas : null))).toEqual(['67-64-1', '50-00-0']);
  });
});
