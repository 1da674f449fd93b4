import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoSubstances } from '@/lib/server/demo/substances';
import { MIN_MEASURED, PUBLISHED_RULES } from './generate';
import { isAccepted, measure } from './measure';

describe('the name generator on the official lists’ names (held out)', () => {
  const scores = measure(readDemoSubstances(path.resolve('data/chemicals')));

  it('every published family names at least 95 % of the substances it names right', () => {
    for (const rule of PUBLISHED_RULES) {
      const score = scores.find((s) => s.rule === rule);
      // A family is published on evidence: at least MIN_MEASURED names measured.
      expect(score?.generated ?? 0, `${rule} measured on too few names`).toBeGreaterThanOrEqual(MIN_MEASURED);
      expect(score!.precision, `${rule}: ${score!.right}/${score!.generated}; misses ${JSON.stringify(score!.misses)}`).toBeGreaterThanOrEqual(0.95);
    }
    // Enough names measured for the figure to mean something.
    expect(scores.filter((s) => PUBLISHED_RULES.has(s.rule)).reduce((n, s) => n + s.generated, 0)).toBeGreaterThan(100);
  });

  it('accepts the forms an official name takes, and nothing else', () => {
    expect(isAccepted('次氯酸钠', { nameZh: '次氯酸钠溶液', aliasesZh: [] })).toBe(true);
    expect(isAccepted('氰化钴', { nameZh: '氰化钴(Ⅱ)', aliasesZh: [] })).toBe(true);
    expect(isAccepted('三水合硝酸铜', { nameZh: '硝酸铜', aliasesZh: [] })).toBe(true);
    // A group on a saturated ring's nitrogen written N-, and pyrrolidine's older name; a group elsewhere on the ring is not N-.
    expect(isAccepted('1-甲基哌啶', { nameZh: 'N-甲基哌啶', aliasesZh: [] })).toBe(true);
    expect(isAccepted('4-乙基吗啉', { nameZh: 'N-乙基吗啉', aliasesZh: [] })).toBe(true);
    expect(isAccepted('吡咯烷', { nameZh: '四氢吡咯', aliasesZh: [] })).toBe(true);
    expect(isAccepted('甲磺酰氯', { nameZh: '甲基磺酰氯', aliasesZh: [] })).toBe(true);
    expect(isAccepted('乙磺酰氯', { nameZh: '甲基磺酰氯', aliasesZh: [] })).toBe(false);
    // 全氟 counted from the formula's fluorines: 八氟丙烷 is C3F8, not C3HF7.
    expect(isAccepted('全氟丙烷', { nameZh: '八氟丙烷', aliasesZh: [] }, 'C3F8')).toBe(true);
    expect(isAccepted('全氟丁酸', { nameZh: '七氟丁酸', aliasesZh: [] }, 'C4HF7O2')).toBe(true);
    expect(isAccepted('全氟丙烷', { nameZh: '七氟丙烷', aliasesZh: [] }, 'C3F8')).toBe(false);
    expect(isAccepted('2-甲基哌啶', { nameZh: 'N-甲基哌啶', aliasesZh: [] })).toBe(false);
    expect(isAccepted('2-乙基吗啉', { nameZh: 'N-乙基吗啉', aliasesZh: [] })).toBe(false);
    expect(isAccepted('六氯-1,3-环戊二烯', { nameZh: '六氯环戊二烯', aliasesZh: [] })).toBe(true);
    // The other CCS edition's order of prefixes, a benzene ring named on another of its groups, a chain numbered from its other end.
    expect(isAccepted('1-氯-2,4-二硝基苯', { nameZh: '2,4-二硝基-1-氯苯', aliasesZh: [] })).toBe(true);
    expect(isAccepted('1-氯-2-硝基苯', { nameZh: '2-氯硝基苯', aliasesZh: [] })).toBe(true);
    expect(isAccepted('2-氯-1,1,1-三氟乙烷', { nameZh: '1-氯-2,2,2-三氟乙烷', aliasesZh: [] })).toBe(true);
    expect(isAccepted('1-异丙基-4-甲基苯', { nameZh: '甲基异丙基苯', aliasesZh: [] })).toBe(true);
    expect(isAccepted('4-氨基苯磺酸', { nameZh: '对氨基苯磺酸', aliasesZh: [] })).toBe(true);
    expect(isAccepted('3-氨基苯磺酸', { nameZh: '对氨基苯磺酸', aliasesZh: [] })).toBe(false);
    // Wrong positions and wrong valences are wrong.
    expect(isAccepted('1-氯-3-硝基苯', { nameZh: '2-氯硝基苯', aliasesZh: [] })).toBe(false);
    expect(isAccepted('1-氯-2-氟乙烷', { nameZh: '1-氯-1-氟乙烷', aliasesZh: [] })).toBe(false);
    expect(isAccepted('2-丁醇', { nameZh: '1-丁醇', aliasesZh: [] })).toBe(false);
    expect(isAccepted('2-氯丙烷', { nameZh: '1-氯丙烷', aliasesZh: [] })).toBe(false);
    expect(isAccepted('氧化铁', { nameZh: '氧化铁(Ⅱ)', aliasesZh: [] })).toBe(false);
    expect(isAccepted('氯化铁', { nameZh: '三氯化铁', aliasesZh: [] })).toBe(false);
    expect(isAccepted('硫酸', { nameZh: '硫酸氢钠', aliasesZh: [] })).toBe(false);
  });
});
