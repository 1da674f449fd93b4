import { describe, expect, it } from 'vitest';
import { displayStatus, isOpenEnded, kindsOfScope, normalizeNumber, numberProblem, publicNumber } from './certificates';

describe('certificate kinds', () => {
  it('puts each kind in its sections; the hazardous-chemicals business licence is in both', () => {
    expect(kindsOfScope('supplier')).toEqual(['business_licence', 'hazardous_business_licence', 'hazardous_production_licence']);
    expect(kindsOfScope('buyer')).toContain('precursor_purchase_permit');
    expect(kindsOfScope('buyer')).toContain('hazardous_business_licence');
    expect(kindsOfScope('buyer')).not.toContain('business_licence');
  });
});

describe('certificate numbers', () => {
  it('checks a business licence number as a unified social credit code, check character included', () => {
    expect(numberProblem('business_licence', normalizeNumber('business_licence', '91350100m000100y43'))).toBeNull();
    expect(numberProblem('business_licence', '91350100M000100Y44')).toMatch(/18 位统一社会信用代码/);
    expect(numberProblem('business_licence', '9135010')).not.toBeNull();
  });

  it('checks an identity card number as a resident identity number, a lower-case x read as X, and masks it for others', () => {
    expect(kindsOfScope('buyer')).toContain('identity_card');
    expect(isOpenEnded('identity_card')).toBe(true);
    expect(numberProblem('identity_card', normalizeNumber('identity_card', '110105 19491231 002x'))).toBeNull();
    expect(numberProblem('identity_card', '110105194912310021')).toMatch(/18 位/);
    expect(publicNumber('identity_card', '11010519491231002X')).toBe('110***********002X');
    expect(publicNumber('business_licence', '91350100M000100Y43')).toBe('91350100M000100Y43');
  });

  it('takes licence numbers as offices write them, and refuses ones without digits or with odd characters', () => {
    expect(numberProblem('hazardous_business_licence', '沪(浦)应急危化经字〔2021〕000123')).toBeNull();
    expect(numberProblem('hazardous_production_licence', '(苏)WH安许证字[E00123]')).toBeNull();
    expect(numberProblem('precursor_purchase_permit', normalizeNumber('precursor_purchase_permit', '3101 0120 2100 0123'))).toBeNull();
    expect(numberProblem('precursor_filing_certificate', '备案证明')).toMatch(/至少含 3 位数字/);
    expect(numberProblem('precursor_filing_certificate', '12<script>34')).not.toBeNull();
    expect(numberProblem('precursor_filing_certificate', '1234')).not.toBeNull();
  });
});

describe('certificate status by date', () => {
  it('shows pending and approved certificates past their end date as expired, keeps rejected ones rejected', () => {
    expect(displayStatus('approved', '2026-01-31', '2026-02-01')).toBe('expired');
    expect(displayStatus('pending', '2026-01-31', '2026-02-01')).toBe('expired');
    expect(displayStatus('approved', '2026-02-01', '2026-02-01')).toBe('approved');
    expect(displayStatus('approved', null, '2099-01-01')).toBe('approved');
    expect(displayStatus('rejected', '2020-01-01', '2026-02-01')).toBe('rejected');
  });
});
