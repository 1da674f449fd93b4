import { describe, expect, it } from 'vitest';
import type { AreaOption } from './area';
import { normalizeContactPhone, resolveAreaPath } from './address-rules';

describe('resolveAreaPath', () => {
  it('accepts province → city → district and labels it the way a parcel is addressed', () => {
    expect(resolveAreaPath(['44', '4401', '440106'])).toEqual({
      codes: ['44', '4401', '440106'],
      labels: ['广东省', '广州市', '天河区'],
      label: '广东省 广州市 天河区',
    });
  });

  it('leaves the municipalities\' "市辖区" level out of the label', () => {
    expect(resolveAreaPath(['11', '1101', '110108'])?.label).toBe('北京市 海淀区');
  });

  it('reaches Hong Kong, Macao and Taiwan by their GB/T 2260 province codes', () => {
    expect(resolveAreaPath(['81', '8101', '810101'])?.label).toBe('香港特别行政区 香港岛 中西区');
  });

  it('refuses a district under the wrong city, a missing district, and lists of the wrong length', () => {
    expect(resolveAreaPath(['44', '4403', '440106'])).toBeNull(); // 天河区 is not in 深圳市
    expect(resolveAreaPath(['44', '4401'])).toBeNull(); // 广州市 has districts
    expect(resolveAreaPath(['44'])).toBeNull();
    expect(resolveAreaPath([])).toBeNull();
    expect(resolveAreaPath(['44', '4401', '440106', '1'])).toBeNull();
    expect(resolveAreaPath(['99', '9901', '990101'])).toBeNull();
  });

  it('accepts two levels only where the city has no districts', () => {
    const tree: AreaOption[] = [
      { value: '1', label: '甲省', children: [{ value: '101', label: '乙市' }, { value: '102', label: '丙市', children: [{ value: '10201', label: '丁区' }] }] },
    ];
    expect(resolveAreaPath(['1', '101'], tree)?.label).toBe('甲省 乙市');
    expect(resolveAreaPath(['1', '101', '10101'], tree)).toBeNull();
    expect(resolveAreaPath(['1', '102'], tree)).toBeNull();
    expect(resolveAreaPath(['1', '102', '10201'], tree)?.label).toBe('甲省 丙市 丁区');
  });
});

describe('normalizeContactPhone', () => {
  it('keeps mainland mobiles as 11 digits', () => {
    expect(normalizeContactPhone('138 0013 8000')).toBe('13800138000');
    expect(normalizeContactPhone('+8613800138000')).toBe('13800138000');
  });

  it('writes landlines as area code, dash, number (and extension)', () => {
    expect(normalizeContactPhone('020-12345678')).toBe('020-12345678');
    expect(normalizeContactPhone('02012345678')).toBe('020-12345678');
    expect(normalizeContactPhone('(0755) 1234567')).toBe('0755-1234567');
    expect(normalizeContactPhone('010-12345678-801')).toBe('010-12345678-801');
  });

  it('takes E.164 numbers for Hong Kong, Macao, Taiwan and abroad', () => {
    expect(normalizeContactPhone('+852 9123 4567')).toBe('+85291234567');
  });

  it('refuses what is none of these', () => {
    for (const bad of ['12345', '12812345678', '020-123', '20-12345678', 'abc', '']) expect(normalizeContactPhone(bad), bad).toBeNull();
  });
});
