import { describe, expect, it } from 'vitest';
import { numberedOnRing, numberedWithSuffix, type Segment } from './ring-numbering';

const key = (en: string) => en.replace(/^(sec|tert)-/, '');
const seg = (locant: string | null, en: string, zh: string): Segment => ({ locant, en, zh });
const places = (segments: Segment[] | null) => segments?.map((s) => `${s.locant}-${s.zh}`).join(' ') ?? null;

describe('ring numbering', () => {
  it('takes the lowest locants over the ring’s symmetries', () => {
    expect(places(numberedOnRing([seg('1,4', 'chloro', '二氯')], '苯', key))).toBe('1,4-二氯');
    expect(places(numberedOnRing([seg('2,5', 'chloro', '二氯')], '苯', key))).toBe('1,4-二氯');
    expect(places(numberedOnRing([seg('3', 'chloro', '氯'), seg('6', 'iodo', '碘')], '苯胺', key))).toBe('5-氯 2-碘');
    expect(places(numberedOnRing([seg('4', 'chloro', '氯')], '噻吩', key))).toBe('3-氯');
  });

  it('on a tie gives the lower number to the prefix cited first', () => {
    expect(places(numberedOnRing([seg('5', 'amino', '氨基'), seg('3', 'trifluoromethyl', '三氟甲基')], '苯甲酸', key))).toBe('3-氨基 5-三氟甲基');
    expect(places(numberedOnRing([seg('1', 'methyl', '甲基'), seg('3,5', 'isopropyl', '二异丙基')], '苯', key))).toBe('5-甲基 1,3-二异丙基');
  });

  it('leaves N- alone, keeps what needs no numbering, and refuses unlike groups where the numbering is not known here', () => {
    expect(places(numberedOnRing([seg('N,N', 'ethyl', '二乙基')], '苯胺', key))).toBe('N,N-二乙基');
    expect(places(numberedOnRing([seg(null, 'chloro', '氯')], '苯', key))).toBe('null-氯');
    expect(numberedOnRing([seg('4', 'chloro', '氯'), seg('4', 'methyl', '甲基')], '联苯', key)).toBeNull();
    expect(places(numberedOnRing([seg('4', 'chloro', '氯')], '联苯', key))).toBe('4-氯');
  });

  it('with a principal group as the suffix: the group lowest, then the prefixes', () => {
    const on = (segments: Segment[], at: string) => numberedWithSuffix(segments, at, '吡啶', key);
    // 3-methyl-5-pyridinecarbonitrile: the nitrile takes 3, the methyl 5.
    expect(on([seg('3', 'methyl', '甲基')], '5')).toEqual({ suffixAt: '3', segments: [seg('5', 'methyl', '甲基')] });
    // 2-bromo-4-pyridinecarboxaldehyde: the group at 4 either way; bromine at 2, not 6.
    expect(on([seg('6', 'bromo', '溴')], '4')).toEqual({ suffixAt: '4', segments: [seg('2', 'bromo', '溴')] });
    // A prefix without its place, or a ring not known here: no numbering.
    expect(on([seg(null, 'bromo', '溴')], '2')).toBeNull();
    expect(numberedWithSuffix([], '2', '嘌呤', key)).toBeNull();
  });
});
