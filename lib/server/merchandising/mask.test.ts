import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_SHAPE } from '@/lib/shared/credit-code';
import { maskCreditCode } from './mask';

describe('maskCreditCode', () => {
  it('keeps four characters at each end of an 18-character code', () => {
    expect(maskCreditCode('91310115MA1K3B8L22')).toBe('9131**********8L22');
  });

  it('upper-cases what it shows and hides short values entirely', () => {
    expect(maskCreditCode('91310115ma1k3b8l22')).toBe('9131**********8L22');
    expect(maskCreditCode('ABC')).toBe('***');
  });

  it('recognises the shape of a full code', () => {
    expect(CREDIT_CODE_SHAPE.test('91310115MA1K3B8L22')).toBe(true);
    expect(CREDIT_CODE_SHAPE.test('上海华东化学试剂有限公司')).toBe(false);
  });
});
