import { describe, expect, it } from 'vitest';
import { AREA_OPTIONS, type AreaOption } from './area';

function walk(options: AreaOption[], depth: number, visit: (o: AreaOption, depth: number) => void): void {
  for (const option of options) {
    visit(option, depth);
    if (option.children) walk(option.children, depth + 1, visit);
  }
}

describe('the area list', () => {
  it('has 34 province-level units including Hong Kong, Macao and Taiwan', () => {
    expect(AREA_OPTIONS).toHaveLength(34);
    const labels = AREA_OPTIONS.map((p) => p.label);
    expect(labels).toEqual(expect.arrayContaining(['北京市', '广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
  });

  it('has three levels of { value, label, children } with unique values', () => {
    const values = new Set<string>();
    let deepest = 0;
    walk(AREA_OPTIONS, 1, (option, depth) => {
      expect(option.value).toMatch(/^\d+$/);
      expect(option.label.length).toBeGreaterThan(0);
      expect(values.has(option.value)).toBe(false);
      values.add(option.value);
      deepest = Math.max(deepest, depth);
    });
    expect(deepest).toBe(3);
  });

  it('reaches a real district', () => {
    const beijing = AREA_OPTIONS.find((p) => p.label === '北京市');
    const districts = beijing?.children?.flatMap((c) => c.children ?? []).map((d) => d.label);
    expect(districts).toContain('海淀区');
  });
});
