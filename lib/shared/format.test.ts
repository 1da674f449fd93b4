import { describe, expect, it } from 'vitest';
import { densityGramsPerCm3, formatYuan, kelvinToCelsius, productPath } from './format';

describe('display formatting', () => {
  it('shows integer cents as yuan with two decimals', () => {
    expect(formatYuan(123456)).toBe('¥1,234.56');
    expect(formatYuan(5)).toBe('¥0.05');
  });

  it('converts kelvin to °C and kg/m³ to g/cm³, keeping unknowns unknown', () => {
    expect(kelvinToCelsius(351.44)).toBe('78.3 °C');
    expect(kelvinToCelsius(null)).toBeNull();
    expect(densityGramsPerCm3(789.3)).toBe('0.789 g/cm³');
  });

  it('gives a gas’s density in g/L rather than a rounded 0.000 g/cm³', () => {
    expect(densityGramsPerCm3(1.49)).toBe('1.49 g/L');
    expect(densityGramsPerCm3(0.082)).toBe('0.0820 g/L');
    expect(densityGramsPerCm3(1830.2)).toBe('1.830 g/cm³');
  });

  it('builds the .html product path', () => {
    expect(productPath('64-17-5')).toBe('/products/64-17-5.html');
  });
});
