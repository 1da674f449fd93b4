import { describe, expect, it } from 'vitest';
import { benzenePattern, chainPattern, etherGroups, ketoneGroups, prefixesInAnyOrder, straightChainGroup } from './variants';

describe('names that name one substance though written differently', () => {
  it('the same prefixes in the 1980 or the 2017 order, with or without 一', () => {
    expect(prefixesInAnyOrder('2,4-二硝基-1-氯苯')).toBe(prefixesInAnyOrder('1-氯-2,4-二硝基苯'));
    expect(prefixesInAnyOrder('氟二氯甲烷')).toBe(prefixesInAnyOrder('二氯一氟甲烷'));
    expect(prefixesInAnyOrder('2-甲基-3-乙基戊烷')).toBe(prefixesInAnyOrder('3-乙基-2-甲基戊烷'));
    // Other places, other numbers or another parent are another name.
    expect(prefixesInAnyOrder('2-甲基-3-乙基戊烷')).not.toBe(prefixesInAnyOrder('3-甲基-2-乙基戊烷'));
    expect(prefixesInAnyOrder('二氯氟甲烷')).not.toBe(prefixesInAnyOrder('氯二氟甲烷'));
    expect(prefixesInAnyOrder('1-氯-2-硝基苯')).not.toBe(prefixesInAnyOrder('1-氯-2-硝基萘'));
    // One prefix: nothing to reorder.
    expect(prefixesInAnyOrder('2-氯丙烷')).toBeNull();
  });

  it('one benzene ring, however numbered and whichever group the parent names', () => {
    expect(benzenePattern('2-氯硝基苯')).toBe(benzenePattern('1-氯-2-硝基苯'));
    expect(benzenePattern('3,4-二氯硝基苯')).toBe(benzenePattern('1,2-二氯-4-硝基苯'));
    expect(benzenePattern('5-硝基-1,3-二甲苯')).toBe(benzenePattern('1,3-二甲基-5-硝基苯'));
    expect(benzenePattern('2-仲丁基-4,6-二硝基酚')).toBe(benzenePattern('2-仲丁基-4,6-二硝基苯酚'));
    expect(benzenePattern('4-甲基苯胺')).toBe(benzenePattern('1-氨基-4-甲基苯'));
    // Ortho is not meta, nor para.
    expect(benzenePattern('2-氯硝基苯')).not.toBe(benzenePattern('1-氯-3-硝基苯'));
    expect(benzenePattern('1,2,4-三甲基苯')).not.toBe(benzenePattern('1,3,5-三甲基苯'));
    // A position missing, or two groups at one place: no reading.
    expect(benzenePattern('甲基异丙基苯')).toBeNull();
    expect(benzenePattern('1,1-二氯苯')).toBeNull();
    expect(benzenePattern('2-氯吡啶')).toBeNull();
  });

  it('a benzene ring named on benzotrifluoride (三氟甲苯) as on benzene', () => {
    expect(benzenePattern('4-氯三氟甲苯')).toBe(benzenePattern('1-氯-4-三氟甲基苯'));
    expect(benzenePattern('3-硝基-4-氯三氟甲苯')).toBe(benzenePattern('1-氯-2-硝基-4-三氟甲基苯'));
    expect(benzenePattern('3-氯三氟甲苯')).not.toBe(benzenePattern('1-氯-4-三氟甲基苯'));
  });

  it('one chain, numbered from either end', () => {
    expect(chainPattern('2-氯-1,1,1-三氟乙烷')).toBe(chainPattern('1-氯-2,2,2-三氟乙烷'));
    expect(chainPattern('1-氯丁烷')).toBe(chainPattern('4-氯丁烷'));
    expect(chainPattern('1-氯丁烷')).not.toBe(chainPattern('2-氯丁烷'));
    expect(chainPattern('1,1-二氯-2-氟乙烷')).not.toBe(chainPattern('1,2-二氯-1-氟乙烷'));
    // An ending's place is not a prefix's: only bare alkanes.
    expect(chainPattern('3-氯-1-丙醇')).toBeNull();
  });

  it('one straight-chain alcohol or amine, whichever chain the name counts', () => {
    expect(straightChainGroup('3-己醇')).toBe(straightChainGroup('1-乙基丁醇'));
    expect(straightChainGroup('2-己醇')).toBe(straightChainGroup('1-甲基戊醇'));
    expect(straightChainGroup('丙胺')).toBe(straightChainGroup('1-氨基丙烷'));
    expect(straightChainGroup('异丙胺')).toBe(straightChainGroup('2-氨基丙烷'));
    expect(straightChainGroup('2-己醇')).not.toBe(straightChainGroup('3-己醇'));
    expect(straightChainGroup('丙胺')).not.toBe(straightChainGroup('异丙胺'));
    expect(straightChainGroup('1-丙醇')).not.toBe(straightChainGroup('1-丙胺'));
    expect(straightChainGroup('2-甲基-1-丙醇')).toBeNull();
  });

  it('one ether or sulfide, however its groups are cited', () => {
    expect(etherGroups('乙醚')).toBe(etherGroups('二乙醚'));
    expect(etherGroups('甲乙醚')).toBe(etherGroups('甲基乙基醚'));
    expect(etherGroups('乙烯基乙醚')).toBe(etherGroups('乙基乙烯基醚'));
    expect(etherGroups('乙二醇乙醚')).toBe(etherGroups('乙二醇单乙醚'));
    expect(etherGroups('2-丁氧基乙醇')).toBe(etherGroups('乙二醇单丁醚'));
    expect(etherGroups('1,2-二甲氧基乙烷')).toBe(etherGroups('乙二醇二甲醚'));
    expect(etherGroups('甲乙醚')).not.toBe(etherGroups('甲乙硫醚'));
    expect(etherGroups('甲基丙基醚')).not.toBe(etherGroups('甲基异丙基醚'));
    expect(etherGroups('1-甲氧基丙烷')).toBe(etherGroups('甲基丙基醚'));
    expect(etherGroups('2-甲氧基丙烷')).toBe(etherGroups('甲基异丙基醚'));
    expect(etherGroups('2-甲氧基丙烷')).not.toBe(etherGroups('甲基丙基醚'));
    expect(etherGroups('二甲乙醚')).toBeNull();
    expect(etherGroups('2,2-二氯二乙醚')).toBeNull();
  });

  it('one ketone, on its chain or by its two groups', () => {
    expect(ketoneGroups('丁酮')).toBe(ketoneGroups('甲基乙基酮'));
    expect(ketoneGroups('3,3-二甲基-2-丁酮')).toBe(ketoneGroups('甲基叔丁基甲酮'));
    expect(ketoneGroups('2,6-二甲基-4-庚酮')).toBe(ketoneGroups('二异丁基酮'));
    expect(ketoneGroups('3-甲基丁酮')).toBe(ketoneGroups('3-甲基-2-丁酮'));
    expect(ketoneGroups('2-戊酮')).not.toBe(ketoneGroups('3-戊酮'));
    expect(ketoneGroups('4-甲基-2-戊酮')).not.toBe(ketoneGroups('甲基丁基酮'));
    expect(ketoneGroups('2,3-丁二酮')).toBeNull();
  });
});
