import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { checkLabel, differencesBetween } from './labels';

const acid = { pictograms: ['GHS05' as const], signalWord: 'danger' as const, hazardCodes: ['H314', 'h290'], precautionCodes: ['P280', 'P301 + P330 + P331'] };

describe('checkLabel', () => {
  it('normalizes, de-duplicates and orders the codes', () => {
    expect(checkLabel({ ...acid, hazardCodes: ['H314', 'h290', 'H314'] })).toEqual({
      pictograms: ['GHS05'],
      signalWord: 'danger',
      hazardCodes: ['H290', 'H314'],
      precautionCodes: ['P280', 'P301+P330+P331'],
    });
  });

  it.each([
    [{ ...acid, hazardCodes: ['H999'] }, 'H999'],
    [{ ...acid, hazardCodes: ['P280'] }, 'P280'],
    [{ ...acid, precautionCodes: ['P301+P999'] }, 'P301+P999'],
    [{ ...acid, signalWord: null }, '信号词'],
    [{ pictograms: [], signalWord: 'warning' as const, hazardCodes: [], precautionCodes: [] }, 'H 代码'],
  ])('refuses %j, naming what is wrong (7623)', (input, text) => {
    expect(() => checkLabel(input)).toThrow(expect.objectContaining({ code: ErrorCode.GHS_LABEL_INVALID, message: expect.stringContaining(text) }));
  });

  it('takes a label of a substance the sheet does not classify (no pictogram, no signal word)', () => {
    expect(checkLabel({ pictograms: [], signalWord: null, hazardCodes: [], precautionCodes: [] })).toEqual({
      pictograms: [],
      signalWord: null,
      hazardCodes: [],
      precautionCodes: [],
    });
  });
});

describe('differencesBetween', () => {
  const shown = checkLabel(acid);

  it('is empty for the same label', () => {
    expect(differencesBetween(checkLabel(acid), shown)).toEqual([]);
  });

  it('names the extra and missing codes and a different signal word', () => {
    const other = checkLabel({ pictograms: ['GHS05', 'GHS07'], signalWord: 'warning', hazardCodes: ['H314', 'H335'], precautionCodes: ['P280'] });
    expect(differencesBetween(other, shown)).toEqual([
      '象形图多 GHS07',
      '信号词为警告（现行：危险）',
      'H 代码多 H335',
      'H 代码少 H290',
      'P 代码少 P301+P330+P331',
    ]);
  });
});
