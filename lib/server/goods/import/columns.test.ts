import { describe, expect, it } from 'vitest';
import { draftFromCells, IMPORT_COLUMNS, neutralizedCell, type ImportCells } from './columns';

const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, String(c.example)])) as ImportCells;
const row = (changes: Partial<ImportCells>) => draftFromCells({ ...example, ...changes });
const reasonOf = (changes: Partial<ImportCells>) => {
  const result = row(changes);
  return 'reason' in result ? result.reason : null;
};

describe('draftFromCells', () => {
  it('reads the example row into a draft with the price in cents', () => {
    const result = row({});
    expect('draft' in result && result.draft).toMatchObject({ cas: '50-78-2', packSize: 25, unitCode: 'g', priceCents: 6850, stock: 120, leadTimeDays: 3 });
  });

  it('names every missing required field', () => {
    expect(reasonOf({ purity: '', stock: '' })).toBe('缺少必填项：纯度、库存');
  });

  it('refuses negative, zero and non-numeric prices, and fractions of a cent', () => {
    expect(reasonOf({ price: '-5' })).toContain('价格必须大于 0');
    expect(reasonOf({ price: '0' })).toContain('价格必须大于 0');
    expect(reasonOf({ price: 'abc' })).toBe('价格“abc”不是数字');
    expect(reasonOf({ price: '1.234' })).toContain('最多到分');
    expect('draft' in row({ price: '¥1,200.50' })).toBe(true);
  });

  it('refuses text that is too long and counts that are not whole', () => {
    expect(reasonOf({ brand: 'x'.repeat(61) })).toContain('品牌过长');
    expect(reasonOf({ stock: '1.5' })).toBe('库存必须是整数');
  });
});

describe('neutralizedCell', () => {
  it('turns text a spreadsheet would run as a formula into plain text', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-2+3', '@cmd']) expect(neutralizedCell(text)).toBe(`'${text}`);
    expect(neutralizedCell('50-78-2')).toBe('50-78-2');
  });
});
