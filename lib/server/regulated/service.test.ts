import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { ListKey } from './lists';
import type { RestrictionResult } from '@/lib/contracts/regulated/schema';
import { restrictionsFor } from './service';

const on = (result: RestrictionResult, key: ListKey) => {
  const list = result.lists.find((l) => l.key === key);
  if (!list) throw new Error(`no ${key} in the answer`);
  return list;
};
const listsOn = (result: RestrictionResult) => result.lists.filter((l) => l.onList).map((l) => l.key);

describe('restrictionsFor: which Chinese lists name a CAS number', () => {
  it('盐酸 (7647-01-0) is a category 3 precursor and a hazardous chemical', () => {
    const r = restrictionsFor('7647-01-0');
    expect(on(r, 'precursor')).toMatchObject({ onList: true, category: '3', entryName: '盐酸' });
    expect(listsOn(r)).toEqual(['precursor', 'hazardous']);
    expect(on(r, 'precursor').requirement?.text).toContain('备案');
  });

  it('硫酸 (7664-93-9) is a category 3 precursor', () => {
    expect(on(restrictionsFor('7664-93-9'), 'precursor')).toMatchObject({ onList: true, category: '3', entryName: '硫酸' });
  });

  it('高锰酸钾 (7722-64-7) is a category 3 precursor (not 2) and an explosive precursor (group 9, item 9.3)', () => {
    const r = restrictionsFor('7722-64-7');
    expect(on(r, 'precursor')).toMatchObject({ onList: true, category: '3', item: '4' });
    expect(on(r, 'explosive_precursor')).toMatchObject({ onList: true, category: '9 其他', item: '9.3', entryName: '高锰酸钾' });
    expect(listsOn(r)).toEqual(['precursor', 'explosive_precursor', 'hazardous']);
    expect(r.requirements).toHaveLength(3);
  });

  it('麻黄碱 (299-42-3) is a category 1 precursor of the pharmaceutical kind: the drug regulator issues the purchase licence', () => {
    const p = on(restrictionsFor('299-42-3'), 'precursor');
    expect(p).toMatchObject({ onList: true, category: '1', item: '12', entryName: '麻黄素' });
    expect(p.requirement?.text).toContain('药品监督管理部门');
    expect(p.requirement?.basis).toContain('第十五条');
  });

  it('1-苯基-2-丙酮 (103-79-7) is a category 1 precursor: the provincial public security organ issues the purchase licence', () => {
    const p = on(restrictionsFor('103-79-7'), 'precursor');
    expect(p).toMatchObject({ onList: true, category: '1' });
    expect(p.requirement?.text).toContain('第一类易制毒化学品购买许可证');
    expect(p.requirement?.text).toContain('省级公安机关');
  });

  it('knows the 2021 additions: 苯乙腈 and γ-丁内酯 (category 3), α-苯乙酰乙酸甲酯 (category 2)', () => {
    expect(on(restrictionsFor('140-29-4'), 'precursor').category).toBe('3');
    expect(on(restrictionsFor('96-48-0'), 'precursor').category).toBe('3');
    expect(on(restrictionsFor('16648-44-5'), 'precursor').category).toBe('2');
  });

  it('硝酸 (7697-37-2) is an explosive precursor of group 1 (酸类)', () => {
    const r = restrictionsFor('7697-37-2');
    expect(on(r, 'explosive_precursor')).toMatchObject({ onList: true, category: '1 酸类', item: '1.1' });
    expect(on(r, 'explosive_precursor').requirement?.text).toContain('5日内');
  });

  it('硝酸铵 (6484-52-2) is a hazardous chemical but NOT on the 2017 explosive-precursor list (it is a civil explosive)', () => {
    const r = restrictionsFor('6484-52-2');
    expect(on(r, 'explosive_precursor').onList).toBe(false);
    expect(on(r, 'hazardous')).toMatchObject({ onList: true, item: '2286' });
  });

  it('氰化钠 (143-33-9) is highly toxic: a 剧毒化学品购买许可证 is needed', () => {
    const r = restrictionsFor('143-33-9');
    expect(on(r, 'highly_toxic')).toMatchObject({ onList: true, entryName: '氰化钠', item: '1688' });
    expect(on(r, 'highly_toxic').requirement?.text).toContain('剧毒化学品购买许可证');
    expect(listsOn(r)).toEqual(['highly_toxic', 'hazardous']);
  });

  it('ethanol (64-17-5) is on the hazardous catalogue only', () => {
    const r = restrictionsFor('64-17-5');
    expect(listsOn(r)).toEqual(['hazardous']);
    expect(on(r, 'hazardous')).toMatchObject({ entryName: '乙醇[无水]', item: '2568', complete: true });
    expect(r.requirements).toEqual([expect.stringContaining('危险化学品经营许可证')]);
  });

  it('water (7732-18-5) is on none of the lists, and every list says it is held complete', () => {
    const r = restrictionsFor('7732-18-5');
    expect(r.regulated).toBe(false);
    expect(listsOn(r)).toEqual([]);
    expect(r.requirements).toEqual([]);
    expect(r.lists.every((l) => l.complete && l.requirement === null && l.entryName === null)).toBe(true);
  });

  it('answers in the fixed list order, each list with its source document', () => {
    const r = restrictionsFor('7732-18-5');
    expect(r.lists.map((l) => l.key)).toEqual(['precursor', 'explosive_precursor', 'highly_toxic', 'hazardous']);
    expect(on(r, 'explosive_precursor').source.document).toBe('易制爆危险化学品名录（2017年版）');
    expect(on(r, 'hazardous').source.document).toBe('危险化学品目录（2015版）');
  });

  it('matches by exact CAS only: a salt of a listed substance (ephedrine hydrochloride, 50-98-6) is not found', () => {
    expect(on(restrictionsFor('50-98-6'), 'precursor').onList).toBe(false);
  });

  it('accepts a CAS number without dashes and answers it dashed', () => {
    expect(restrictionsFor('7664939').cas).toBe('7664-93-9');
  });

  it('refuses a CAS number with a wrong check digit (CAS_INVALID)', () => {
    expect(() => restrictionsFor('7664-93-8')).toThrow(AppError);
    try {
      restrictionsFor('7664-93-8');
    } catch (e) {
      expect((e as AppError).code).toBe(ErrorCode.CAS_INVALID);
    }
  });
});
