import { describe, expect, it } from 'vitest';
import { publicBuyerLabel } from './feed';

describe('publicBuyerLabel', () => {
  it('shows the surname and a title by registrant type', () => {
    expect(publicBuyerLabel('王丽', 'teacher')).toBe('王老师');
    expect(publicBuyerLabel('王老师', 'teacher')).toBe('王老师');
    expect(publicBuyerLabel('李明', 'student')).toBe('李同学');
    expect(publicBuyerLabel('  陈经理', 'licence')).toBe('陈经理');
  });

  it('never shows more than the first letter of a Latin name', () => {
    expect(publicBuyerLabel('john smith', 'teacher')).toBe('J*** 老师');
  });

  it('copes with an empty name', () => {
    expect(publicBuyerLabel(' ', 'student')).toBe('某同学');
  });
});
